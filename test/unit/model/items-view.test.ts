import { describe, expect, it } from 'vitest';

import type { ItemList } from '../../../src/api/schemas/item.ts';
import { canLoadMore, EMPTY_ITEMS_VIEW, mergeItemsPage } from '../../../src/model/items-view.ts';

const page = (current: number, ids: number[], extra: Partial<ItemList> = {}): ItemList => ({
  data: {},
  promoted_item_id: null,
  item_ids: ids,
  total_pages: 3,
  current_page: current,
  items_count: 7,
  most_viewed_item_id: null,
  ...extra,
});

describe('mergeItemsPage', () => {
  it('the first page replaces the list', () => {
    const before = { ...EMPTY_ITEMS_VIEW, itemIds: [9, 8], page: 2 };
    expect(mergeItemsPage(before, page(1, [1, 2, 3]), false)).toMatchObject({
      itemIds: [1, 2, 3],
      page: 1,
      totalPages: 3,
      itemsCount: 7,
    });
  });

  it('puts the promoted item first in the promoted category', () => {
    expect(mergeItemsPage(EMPTY_ITEMS_VIEW, page(1, [1, 2, 3], { promoted_item_id: 3 }), true).itemIds).toEqual([
      3, 1, 2,
    ]);
  });

  it('adds a promoted item that the page did not contain', () => {
    expect(mergeItemsPage(EMPTY_ITEMS_VIEW, page(1, [1, 2], { promoted_item_id: 5 }), true).itemIds).toEqual([5, 1, 2]);
  });

  it('leaves the order alone outside the promoted category', () => {
    expect(mergeItemsPage(EMPTY_ITEMS_VIEW, page(1, [1, 2, 3], { promoted_item_id: 3 }), false).itemIds).toEqual([
      1, 2, 3,
    ]);
  });

  it('a later page appends without duplicates and updates the page', () => {
    const first = mergeItemsPage(EMPTY_ITEMS_VIEW, page(1, [1, 2, 3]), false);
    expect(mergeItemsPage(first, page(2, [3, 4, 5]), false)).toMatchObject({ itemIds: [1, 2, 3, 4, 5], page: 2 });
  });

  it('clears the loading flag and a previous error', () => {
    const loading = { ...EMPTY_ITEMS_VIEW, loading: true, errorCode: 'network_error' };
    expect(mergeItemsPage(loading, page(1, [1]), false)).toMatchObject({ loading: false, errorCode: null });
  });
});

describe('canLoadMore', () => {
  it.each([
    ['before the first page', EMPTY_ITEMS_VIEW, false],
    ['with pages left', { ...EMPTY_ITEMS_VIEW, page: 1, totalPages: 3 }, true],
    ['on the last page', { ...EMPTY_ITEMS_VIEW, page: 3, totalPages: 3 }, false],
    ['while a page is loading', { ...EMPTY_ITEMS_VIEW, page: 1, totalPages: 3, loading: true }, false],
  ])('%s → %s', (_case, view, expected) => {
    expect(canLoadMore(view)).toBe(expected);
  });
});
