/**
 * The board's main chunk on the CDN: the loader (embed/loader.ts, dist/live-board.js) imports it when the first
 * `<live-board>` appears, and it defines the element with React bundled in. The API base defaults to this chunk's
 * own origin (the loader's), so a marketer pastes one tag and nothing else.
 */
import { defineLiveBoard, setDefaultApiBase } from '../src/element/LiveBoardElement.tsx';

setDefaultApiBase(import.meta.url);
defineLiveBoard();
