/** Category endpoints (spec §7). */
import type { ApiClient } from './client.ts';
import { categoriesPath } from './first-round.ts';
import { seg, type BoardRef, type CallOptions } from './paths.ts';
import { categoriesGuard, categoryGuard } from './wire-guards.ts';

/** `GET /live_board/v2/boards/{boardId}/categories` (polled on 206). */
export function fetchCategories(client: ApiClient, board: BoardRef, options: CallOptions = {}) {
  return client.request(categoriesPath(board), categoriesGuard, options);
}

/** `GET /live_board/v2/categories/{categoryId}?by_slug&board_id`: one category by id, or by slug. */
export function fetchCategory(client: ApiClient, category: number | string, board: BoardRef, options: CallOptions = {}) {
  return client.request(`/live_board/v2/categories/${seg(category)}`, categoryGuard, {
    ...options,
    query: { board_id: board, ...(typeof category === 'string' ? { by_slug: true } : {}) },
  });
}
