// The tests an engine cannot run, each with why. helpers.ts skips them in that engine (before the test's body runs)
// and run.mjs lists each skip with its reason in the stage's summary; a skip that is not listed here fails the run.
// A gap is for a browser that lacks what the test needs to observe (a measuring API, a control of the browser),
// never for a bug of the board: a bug is fixed, with a test in the engine that found it.

/**
 * @typedef {'chromium' | 'firefox' | 'webkit'} Engine
 * @typedef {{ engine: Engine, file: string, test: string, reason: string }} Gap
 *   `file`: relative to the project; `test`: the test's own title (its `it`), unique within its file.
 */

/** Why a test that adds up layout shifts cannot run outside Chromium. */
const NO_LAYOUT_SHIFT =
  'no Layout Instability API (PerformanceObserver "layout-shift" entries are Chromium only); what moves is ' +
  "measured by boxes in every engine instead (first-screen.test.ts's takeover, loader.test.ts's held area)";

/** Why a test that sets the visitor's prefers-color-scheme cannot run outside Chromium. */
const NO_COLOR_SCHEME_EMULATION =
  "no way to set prefers-color-scheme while a page runs (WebDriver BiDi in Firefox ESR, WebKitGTK's WebDriver); " +
  "theme.test.ts's tests of the page's own color-scheme run in every engine";

/** @type {Gap[]} */
export const ENGINE_GAPS = [
  ...['firefox', 'webkit'].flatMap((engine) =>
    [
      'follows prefers-color-scheme as it changes, in place',
      'prefers what the page declares over the visitor’s preference, and a light board stays light',
      'is dark from the first frame for a visitor who prefers dark, while the board’s code is held back',
    ].map((test) => ({ engine, file: 'test/browser/theme.test.ts', test, reason: NO_COLOR_SCHEME_EMULATION })),
  ),
  ...['firefox', 'webkit'].flatMap((engine) => [
    {
      engine,
      file: 'test/browser/loader.test.ts',
      test: 'keeps the host page still while the board loads: no layout shift from the reserved height to the board',
      reason: NO_LAYOUT_SHIFT,
    },
    {
      engine,
      file: 'test/browser/items.test.ts',
      test: 'moves nothing on screen when a page arrives after the visitor scrolled on, nor when pictures below arrive',
      reason: NO_LAYOUT_SHIFT,
    },
  ]),
];

/**
 * The gap of `engine` for the test `title` of `file`, or null. `title` may be the test's own title or its whole
 * name (describe titles, then the test's, joined by ' › ', as run.mjs's results name it).
 * @param {string} engine @param {string} file @param {string} title @returns {Gap | null}
 */
export function gapOf(engine, file, title) {
  return (
    ENGINE_GAPS.find(
      (gap) => gap.engine === engine && gap.file === file && (title === gap.test || title.endsWith(` › ${gap.test}`)),
    ) ?? null
  );
}
