/**
 * `live-board/server`: the board's first screen on a server (docs/server.md, docs/element.md §7).
 *  - For a React host: `loadFirstScreen()` loads a board's first round (for `<LiveBoard firstScreen>`, which renders
 *    the screen into the page's HTML); `prerenderFirstScreen()` readies it for a `renderToString`.
 *  - For the vendor's API, which answers the first-screen endpoint: `renderFirstScreen()`, from the same components
 *    the browser runs, and `declarativeRoot()`, its HTML fragment for any server's page.
 * Importing it loads no React: `loadFirstScreen()` runs in a React Server Component; the renderer (React's server
 * renderer and the board's components, peers react and react-dom) loads at the first rendering.
 */
import type { FirstScreenData } from './first-screen/load.ts';
import type { RenderFirstScreenOptions } from './first-screen/render.tsx';

export {
  declarativeRoot,
  type DeclarativeRound,
  declarativeScreen,
  type DeclarativeScreenOptions,
  type ScreenRouting,
} from './first-screen/fragment.ts';
export { type FirstScreenData, loadFirstScreen, type LoadFirstScreenOptions } from './first-screen/load.ts';
export type {
  FirstRoundAnswers,
  FirstScreenResult,
  RenderedFirstScreen,
  RenderFirstScreenOptions,
  SkippedFirstScreen,
} from './first-screen/render.tsx';
export { prerenderFirstScreen } from './react/server-screen.ts';

/** The first screen of a loaded first round, rendered (for the React wrapper, react/server-screen.ts). */
export async function renderLoadedScreen(firstScreen: FirstScreenData) {
  const renderer = await import('./first-screen/render-data.ts');
  return renderer.renderLoadedScreen(firstScreen);
}

/**
 * Renders the board's home for an anonymous visitor from its first round's answers. Resolves with the markup and
 * sheet, or with why it is not rendered; rejects when an answer is malformed beyond what the board repairs.
 */
export async function renderFirstScreen(options: RenderFirstScreenOptions) {
  const renderer = await import('./first-screen/render.tsx');
  return renderer.renderFirstScreen(options);
}
