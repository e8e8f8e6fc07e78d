/** Stylesheets are imported as text and adopted as constructable stylesheets in the shadow root. */
declare module '*.css?raw' {
  const css: string;
  export default css;
}

/** Package version, replaced at build time (rollup) and defined by vitest. */
declare const __LIVE_BOARD_VERSION__: string;
