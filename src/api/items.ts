/** Item endpoints. */
import type { ApiClient } from './client.ts';
import { itemsBody, type ItemsPageQuery, itemsPath, itemsPresencePath } from './first-round.ts';
import { type BoardRef, type CallOptions, seg } from './paths.ts';
import { itemGuard, itemListGuard, itemsPresenceGuard, journeyGuard } from './schemas/item.ts';

export type { ItemsPageQuery };

/** `POST /live_board/v2/boards/{boardId}/items`: one page of a category or of search results. */
export function fetchItems(client: ApiClient, board: BoardRef, query: ItemsPageQuery, options: CallOptions = {}) {
  const body = itemsBody(query.category, query.page, query.search);
  return client.request(itemsPath(board), itemListGuard, { ...options, method: 'POST', body });
}

/** `GET /live_board/v2/items/{itemId}?by_slug&board_id`: one item by id, or by slug. */
export function fetchItem(client: ApiClient, item: number | string, board: BoardRef, options: CallOptions = {}) {
  return client.request(`/live_board/v2/items/${seg(item)}`, itemGuard, {
    ...options,
    query: { board_id: board, ...(typeof item === 'string' ? { by_slug: true } : {}) },
  });
}

/** `GET /live_board/v2/boards/{boardId}/items_presence?leading_item_id`: whether the board has items to show. */
export function fetchItemsPresence(
  client: ApiClient,
  board: BoardRef,
  leadingItemId: number | null,
  options: CallOptions = {},
) {
  return client.request(itemsPresencePath(board), itemsPresenceGuard, {
    ...options,
    query: { leading_item_id: leadingItemId },
  });
}

/** `POST /live_board/v2/journeys/{id}`: an item within its category's or search's journey, with neighbours. */
export function fetchJourney(
  client: ApiClient,
  item: number | string,
  query: { board: BoardRef; categoryId: number | null; search?: string },
  options: CallOptions = {},
) {
  return client.request(`/live_board/v2/journeys/${seg(item)}`, journeyGuard, {
    ...options,
    method: 'POST',
    body: { board_id: query.board, category_id: query.categoryId, search: query.search ?? '' },
  });
}
