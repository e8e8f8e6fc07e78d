/**
 * The board's main chunk on the CDN: the loader (embed/loader.ts, dist/live-board.js) imports it when the first
 * `<live-board>` appears, and it defines the element with React bundled in. The API base defaults to this chunk's
 * own origin (the loader's), so a marketer pastes one tag and nothing else.
 *
 * The element is defined in a task after the chunk's evaluation, not in it: the definition upgrades every
 * `<live-board>` on the page, and the two together made one long task on a phone. (Not a top-level await: WebKit
 * left the chunks that import this one unevaluated when it had one.)
 */
import { nextTask } from '../src/base/next-task.ts';
import { defineLiveBoard, setDefaultApiBase } from '../src/element/LiveBoardElement.tsx';

setDefaultApiBase(import.meta.url);
void nextTask().then(() => defineLiveBoard());
