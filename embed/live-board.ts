/**
 * CDN entry: `<script type="module" src=".../live-board.js">` defines `<live-board>` with React bundled in.
 * The API base defaults to this script's own origin, so a marketer pastes one tag and nothing else. (The tiny
 * lazy loader of the SDK issue will sit in front of this bundle and import it.)
 */
import { defineLiveBoard, setDefaultApiBase } from '../src/element/LiveBoardElement.tsx';

setDefaultApiBase(import.meta.url);
defineLiveBoard();
