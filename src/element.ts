/**
 * `live-board/element`: importing this module defines `<live-board>` (guarded, so a second copy of the library on
 * the page, or the CDN script, does not crash). During server rendering there is no registry and it does nothing.
 */
import type {} from './element/element-types.ts';
import { defineLiveBoard } from './element/LiveBoardElement.tsx';

if (typeof customElements !== 'undefined') defineLiveBoard();

export { defineLiveBoard };
export type { LiveBoardElement, LiveBoardElementEventMap, LiveBoardEventName } from './element/element-types.ts';
