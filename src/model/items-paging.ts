/**
 * The items pages of a board: every item loaded, each view's pages (a category, home or the search results), and
 * the requests that fetch them. A part of the board store of its own because paging needs only the port's `items`
 * call, the current view and the search text; the store composes it and decides when a first page loads.
 */
import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';

import { isAbortError, isRetryable } from '../api/errors.ts';
import type { Categories } from '../api/schemas/category.ts';
import type { Item, ItemList } from '../api/schemas/item.ts';
import { FIRST_PAGE, HOME_CATEGORY_SLUG, SEARCH_CATEGORY_ID } from '../base/constants.ts';
import { describeFailure } from './board-failure.ts';
import type { BoardPort, ItemsRequest, ViewKey } from './board-types.ts';
import type { EventBus } from './event-bus.ts';
import { canLoadMore, EMPTY_ITEMS_VIEW, type ItemsView, mergeItemsPage } from './items-view.ts';

/** What the items paging reads from the store that composes it. */
export interface ItemsPagingOptions {
  port: Pick<BoardPort, 'items'>;
  bus: EventBus;
  /** The signal of the store's current load, read when a request starts (a new load replaces it). */
  abortSignal: () => AbortSignal;
  /** The search text; a search answer for another text arrives stale and is dropped. */
  query: ReadonlySignal<string>;
  /** The categories, for the promoted category whose first page leads with its promoted item. */
  categories: ReadonlySignal<Categories | null>;
  currentCategory: ReadonlySignal<ViewKey | null>;
}

/** The items pages of one board. */
export interface ItemsPaging {
  /** Every item loaded, by id: the pages of every view, and the leading item. */
  readonly items: Signal<Readonly<Record<string, Item>>>;
  /** Each view's pages, by view key; a new load empties it. */
  readonly views: Signal<Readonly<Record<string, ItemsView>>>;
  /** The view of the current category or search (empty before its first page). */
  readonly currentView: ReadonlySignal<ItemsView>;
  /** The items of the current view, in its order. */
  readonly currentItems: ReadonlySignal<readonly Item[]>;
  /** Replaces one view with what `update` makes of it. */
  setView(key: ViewKey, update: (view: ItemsView) => ItemsView): void;
  /** Takes in an items page of a view (a first page of search results also emits `search`). */
  acceptPage(key: ViewKey, response: ItemList, searched: string): void;
  /** Records a failed page on its view; a cancelled request only stops the view loading. */
  failPage(key: ViewKey, error: unknown): void;
  /** Fetches one page of a view and takes it in, or records its failure. */
  fetchPage(key: ViewKey, page: number): Promise<void>;
  /** Fetches a view's first page unless it has one or is loading it. */
  ensureFirstPage(key: ViewKey): void;
  /** Loads the next page of the current view, unless one is loading or none is left. */
  loadMore(): void;
  /** Retries the page that failed in the current view. */
  retryItems(): void;
}

/** Creates the items paging of one board; it requests nothing until asked. */
export function createItemsPaging(options: ItemsPagingOptions): ItemsPaging {
  const { port, bus, query, categories, currentCategory } = options;
  const items = signal<Readonly<Record<string, Item>>>({});
  const views = signal<Readonly<Record<string, ItemsView>>>({});

  const currentView: ReadonlySignal<ItemsView> = computed(() => {
    const key = currentCategory.value;
    return (key !== null && views.value[String(key)]) || EMPTY_ITEMS_VIEW;
  });

  const currentItems: ReadonlySignal<readonly Item[]> = computed(() =>
    currentView.value.itemIds.flatMap((id) => items.value[String(id)] ?? []),
  );

  function setView(key: ViewKey, update: (view: ItemsView) => ItemsView) {
    const k = String(key);
    views.value = { ...views.value, [k]: update(views.value[k] ?? EMPTY_ITEMS_VIEW) };
  }

  function requestFor(key: ViewKey, page: number): ItemsRequest {
    if (key === SEARCH_CATEGORY_ID) return { category: null, page, search: query.value };
    return { category: key === HOME_CATEGORY_SLUG ? null : key, page };
  }

  function acceptPage(key: ViewKey, response: ItemList, searched: string) {
    const promoted = categories.value?.promoted_category_id ?? null;
    batch(() => {
      items.value = { ...items.value, ...response.data };
      setView(key, (view) => mergeItemsPage(view, response, promoted !== null && key === promoted));
    });
    if (key === SEARCH_CATEGORY_ID && response.current_page === FIRST_PAGE) {
      bus.emit('search', { query: searched, resultsCount: response.items_count });
    }
  }

  function failPage(key: ViewKey, error: unknown) {
    if (isAbortError(error)) {
      console.info('[live-board] items request cancelled');
      setView(key, (view) => ({ ...view, loading: false }));
      return;
    }
    setView(key, (view) => ({
      ...view,
      loading: false,
      errorCode: describeFailure(error).code,
      retryable: isRetryable(error),
    }));
  }

  async function fetchPage(key: ViewKey, page: number): Promise<void> {
    const request = requestFor(key, page);
    setView(key, (view) => ({ ...view, loading: true, errorCode: null, retryable: false }));
    try {
      const response = await port.items(request, options.abortSignal());
      // A search answer that arrives after the visitor typed something else is stale.
      if (key === SEARCH_CATEGORY_ID && request.search !== query.value) return;
      acceptPage(key, response, request.search ?? '');
    } catch (error) {
      failPage(key, error);
    }
  }

  function ensureFirstPage(key: ViewKey) {
    const view = views.value[String(key)];
    if (!view || (view.page === 0 && !view.loading)) void fetchPage(key, FIRST_PAGE);
  }

  function loadMore(): void {
    const key = currentCategory.value;
    if (key === null || !canLoadMore(currentView.value)) return;
    void fetchPage(key, currentView.value.page + 1);
  }

  function retryItems(): void {
    const key = currentCategory.value;
    if (key === null) return;
    void fetchPage(key, currentView.value.page >= FIRST_PAGE ? currentView.value.page + 1 : FIRST_PAGE);
  }

  return {
    items,
    views,
    currentView,
    currentItems,
    setView,
    acceptPage,
    failPage,
    fetchPage,
    ensureFirstPage,
    loadMore,
    retryItems,
  };
}
