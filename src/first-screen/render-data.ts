/**
 * The first screen of a loaded first round (load.ts), rendered: what a React host's server puts into
 * `<live-board>` (react/server-screen.ts). Loaded only on a server: it brings React's server renderer.
 */
import { answersOf, type FirstScreenData } from './load.ts';
import { type RenderedFirstScreen, renderFirstScreen } from './render.tsx';

/**
 * Renders the screen of `firstScreen`; null when there is none to show the same to everyone (a locked board) or the
 * answers cannot be rendered — then the element renders as it would without one, and the page still renders.
 */
export async function renderLoadedScreen(firstScreen: FirstScreenData): Promise<RenderedFirstScreen | null> {
  try {
    const result = await renderFirstScreen({
      answers: answersOf(firstScreen),
      apiOrigin: new URL(firstScreen.apiBase).origin,
      locale: firstScreen.locale,
      scheme: firstScreen.scheme,
    });
    return result.rendered ? result : null;
  } catch (error) {
    console.error(`[live-board] the first screen of board "${firstScreen.board}" could not be rendered`, error);
    return null;
  }
}
