/**
 * The board's main chunk on the CDN: the loader (embed/loader.ts, dist/live-board.js) imports it when the first
 * `<live-board>` appears, and it defines the element with React bundled in. The API base defaults to this chunk's
 * own origin (the loader's), so a marketer pastes one tag and nothing else.
 *
 * The chunk runs in three tasks, none long on a phone: React (react-first.ts), the board's modules, and the
 * element's definition, which upgrades every `<live-board>` on the page (the loader's import settles after it).
 */
import './react-first.ts';

import { defineLiveBoard, setDefaultApiBase } from '../src/element/LiveBoardElement.tsx';
import { nextTask } from '../src/next-task.ts';

setDefaultApiBase(import.meta.url);
await nextTask();
defineLiveBoard();
