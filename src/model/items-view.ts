/** Items view state per category and the paging merge. */
import type { ItemList } from '../api/schemas/item.ts';
import { FIRST_PAGE } from '../base/constants.ts';

/** Items view state of one category or search, plus the loading flag. */
export interface ItemsView {
  readonly itemIds: readonly number[];
  readonly page: number;
  readonly totalPages: number;
  readonly itemsCount: number;
  readonly mostViewedItemId: number | null;
  readonly loading: boolean;
  /** Code of the last failed page fetch; null when fine. */
  readonly errorCode: string | null;
  /** Whether that failure may pass on a retry (network or server fault): only then is Try again offered. */
  readonly retryable: boolean;
}

/** A view before its first page arrives. */
export const EMPTY_ITEMS_VIEW: ItemsView = {
  itemIds: [],
  page: 0,
  totalPages: 0,
  itemsCount: 0,
  mostViewedItemId: null,
  loading: false,
  errorCode: null,
  retryable: false,
};

/**
 * Merges a page into a view: the first page replaces the list, with the promoted item first when
 * `isPromotedCategory`; a later page appends without duplicates and updates the page.
 */
export function mergeItemsPage(view: ItemsView, response: ItemList, isPromotedCategory: boolean): ItemsView {
  const base = {
    page: response.current_page,
    totalPages: response.total_pages,
    itemsCount: response.items_count,
    mostViewedItemId: response.most_viewed_item_id ?? view.mostViewedItemId,
    loading: false,
    errorCode: null,
    retryable: false,
  };
  if (response.current_page === FIRST_PAGE) {
    const promoted = response.promoted_item_id;
    const ids =
      isPromotedCategory && promoted !== null
        ? [promoted, ...response.item_ids.filter((id) => id !== promoted)]
        : [...response.item_ids];
    return { ...base, itemIds: ids };
  }
  const seen = new Set(view.itemIds);
  return { ...base, itemIds: [...view.itemIds, ...response.item_ids.filter((id) => !seen.has(id))] };
}

/** Whether another page exists and none is loading (the loading flag prevents double loads). */
export function canLoadMore(view: ItemsView): boolean {
  return !view.loading && view.page >= FIRST_PAGE && view.page < view.totalPages;
}
