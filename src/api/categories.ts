/**
 * Category endpoints. The board asks for its whole category list; the one-category endpoint
 * (`GET /live_board/v2/categories/{id}`) is the server's, not the board's: see docs/decisions.md.
 */
import type { ApiClient } from './client.ts';
import { categoriesPath } from './first-round.ts';
import type { BoardRef, CallOptions } from './paths.ts';
import { categoriesGuard } from './wire-guards.ts';

/** `GET /live_board/v2/boards/{boardId}/categories` (polled on 206). */
export function fetchCategories(client: ApiClient, board: BoardRef, options: CallOptions = {}) {
  return client.request(categoriesPath(board), categoriesGuard, options);
}
