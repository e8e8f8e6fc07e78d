/** Stylesheets are imported as text and adopted as constructable stylesheets in the shadow root. */
declare module '*.css?raw' {
  const css: string;
  export default css;
}

/** A file emitted beside the chunks (the PDF worker): the import is its URL (build/plugins.mjs `assetUrl`). */
declare module '*?url' {
  const url: string;
  export default url;
}

/** Package version, replaced at build time (rollup) and defined by vitest. */
declare const __LIVE_BOARD_VERSION__: string;

/** The build's identity, a hash of its sources (build/plugins.mjs `buildId`); 'test' in tests. */
declare const __LIVE_BOARD_BUILD__: string;

/** pdf.js's minified builds, modern and legacy, have the types of its package (which they re-export). */
declare module 'pdfjs-dist/build/pdf.min.mjs' {
  export * from 'pdfjs-dist';
}
declare module 'pdfjs-dist/legacy/build/pdf.min.mjs' {
  export * from 'pdfjs-dist';
}

/** A module bundled into one file for a worker, emitted beside the chunks: the import is its URL (`workerUrl`). */
declare module '*?worker&url' {
  const url: string;
  export default url;
}
