/**
 * The board's first round of requests (docs/server.md: board, campaign, categories and the first items page
 * in one parallel round), as plain data: paths and bodies shared by the endpoint functions and by the CDN loader,
 * which starts this round before the board's code has arrived. No client, no validation here: the loader stays tiny.
 */
import { ITEMS_PER_PAGE } from '../base/constants.ts';
import { type BoardRef, seg } from './paths.ts';

/** `GET /live_board/v1/boards/{boardId}/` */
export const boardPath = (board: BoardRef) => `/live_board/v1/boards/${seg(board)}/`;

/** `GET /live_board/v2/boards/{boardId}/campaign` */
export const campaignPath = (board: BoardRef) => `/live_board/v2/boards/${seg(board)}/campaign`;

/** `GET /live_board/v2/boards/{boardId}/categories` */
export const categoriesPath = (board: BoardRef) => `/live_board/v2/boards/${seg(board)}/categories`;

/** `GET /live_board/v2/boards/{boardId}/live_event`: whether an event leads into the content decides the first screen. */
export const liveEventPath = (board: BoardRef) => `/live_board/v2/boards/${seg(board)}/live_event`;

/** `GET /live_board/v1/boards/{boardId}/presenter` (the seller card; a lead's token rides in `?token=`). */
export const presenterPath = (board: BoardRef) => `/live_board/v1/boards/${seg(board)}/presenter`;

/** `GET /live_board/v2/boards/{boardId}/items_presence` (`?leading_item_id=`). */
export const itemsPresencePath = (board: BoardRef) => `/live_board/v2/boards/${seg(board)}/items_presence`;

/**
 * `GET /live_board/v2/boards/{boardId}/first_screen?locale=` (docs/server.md): the board's home rendered on the
 * server, with the answers above it was rendered from. A simple request (no custom header): no preflight round.
 */
export const firstScreenPath = (board: BoardRef) => `/live_board/v2/boards/${seg(board)}/first_screen`;

/** `POST /live_board/v2/boards/{boardId}/items` (a query sent as POST). */
export const itemsPath = (board: BoardRef) => `/live_board/v2/boards/${seg(board)}/items`;

/** One page of items: a category (null for home), a search text, a page number. */
export interface ItemsPageQuery {
  category: number | null;
  search?: string;
  page: number;
}

/** The items query's body, in the one field order both the board and the loader send. */
export const itemsBody = (category: number | null, page: number, search = '') => ({
  category,
  search,
  page,
  per_page: ITEMS_PER_PAGE,
});
