/**
 * `live-board/server`: the board's first screen rendered on a server from the same components the browser runs
 * (`renderFirstScreen`). For the vendor's API, which answers the first-screen endpoint (docs/server.md); it needs
 * react and react-dom (peers) and no browser globals.
 */
export {
  type FirstRoundAnswers,
  type FirstScreenResult,
  type RenderedFirstScreen,
  renderFirstScreen,
  type RenderFirstScreenOptions,
  type SkippedFirstScreen,
} from './first-screen/render.tsx';
