/**
 * The CDN's `/dist/frame-resizer.js`: the host-page helper of framed boards, for pages without a bundler (one small
 * ES module; `demo/framed.html`). Bundlers get the same function from `live-board`.
 */
export { type FrameResizerOptions, resizeFrameOnMessage } from './host/frame-resizer.ts';
