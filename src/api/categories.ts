/**
 * Category endpoints. The board asks for its whole category list, and for one category alone only when a route
 * names a category that list lacks (docs/decisions.md). Both answers are checked with the first screen's guards: a
 * deep link to such a category waits for its answer before the first tiles.
 */
import type { ApiClient } from './client.ts';
import { categoriesPath } from './first-round.ts';
import { type BoardRef, type CallOptions, seg } from './paths.ts';
import { categoriesGuard, categoryGuard } from './schemas/category.ts';

/** `GET /live_board/v2/boards/{boardId}/categories` (polled on 206). */
export function fetchCategories(client: ApiClient, board: BoardRef, options: CallOptions = {}) {
  return client.request(categoriesPath(board), categoriesGuard, options);
}

/**
 * `GET /live_board/v2/categories/{categoryId}?by_slug&board_id`: one category of `board`, by id (a number) or by
 * slug (a string). Rejects with a 404 ApiError when the board has no such category, and as an invalid response when
 * the category cannot be read (its id, slug, name or type): the list leaves such a category out, alone it fails.
 */
export function fetchCategory(
  client: ApiClient,
  category: number | string,
  board: BoardRef,
  options: CallOptions = {},
) {
  return client.request(`/live_board/v2/categories/${seg(category)}`, categoryGuard, {
    ...options,
    query: { board_id: board, ...(typeof category === 'string' ? { by_slug: true } : {}) },
  });
}
