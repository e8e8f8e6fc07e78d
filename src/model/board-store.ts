/**
 * The signals store of one board instance: what the visitor sees and the actions that change it. It talks to the
 * API only through the `BoardPort` it is given, so it holds no fetch and is tested with plain objects.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';

import { CLIENT_ERROR_CODE, isAbortError, isApiError, isRetryable } from '../api/errors.ts';
import type { Board } from '../api/schemas/board.ts';
import type { CampaignWire } from '../api/schemas/campaign.ts';
import type { Categories, Category } from '../api/schemas/category.ts';
import type { Item, ItemList } from '../api/schemas/item.ts';
import type { Lead, Presenter } from '../api/schemas/lead.ts';
import {
  BOARD_STATUS_ONLINE,
  CATEGORY_TYPE,
  FIRST_PAGE,
  HOME_CATEGORY_SLUG,
  SEARCH_CATEGORY_ID,
} from '../base/constants.ts';
import { type Campaign, deriveCampaign } from './campaign.ts';
import {
  type CategoryKey,
  type CategoryLookup,
  categoryLookup,
  lookupKey,
  selectCategory,
  withCategories,
} from './category-selection.ts';
import type { BoardErrorDetail, EventBus } from './event-bus.ts';
import { canLoadMore, EMPTY_ITEMS_VIEW, type ItemsView, mergeItemsPage } from './items-view.ts';
import { type LeadState, toLeadState } from './lead.ts';

/** What the store needs from the API. Each call may reject with an ApiError. */
export interface BoardPort {
  board(signal: AbortSignal): Promise<Board>;
  /** `force` asks the server for a fresh campaign (after a change with pending_personalization). */
  campaign(signal: AbortSignal, options?: { force?: boolean }): Promise<CampaignWire>;
  categories(signal: AbortSignal): Promise<Categories>;
  /** One category by id or slug: one the route names and the list lacks (a 404 says it does not exist). */
  category(lookup: CategoryLookup, signal: AbortSignal): Promise<Category>;
  items(query: ItemsRequest, signal: AbortSignal): Promise<ItemList>;
  /** The seller's card; the board shows without it when it fails. */
  presenter(signal: AbortSignal): Promise<Presenter>;
  /** Whether the board has items besides its leading item (items_presence). */
  itemsPresence(leadingItemId: number, signal: AbortSignal): Promise<{ has_items: boolean }>;
  /** One item by id (the leading item when no loaded page holds it). */
  item(id: number, signal: AbortSignal): Promise<Item>;
  /** The visitor as the server knows them (leads/me). */
  lead(signal: AbortSignal): Promise<Lead>;
}

/** One items page: a category id (null for home and search) and the search text. */
export interface ItemsRequest {
  category: number | null;
  page: number;
  search?: string;
}

/** Where the board is in loading. `locked`: the board exists but this visitor has not passed its lock yet. */
export type BoardStatus = 'loading' | 'ready' | 'locked' | 'error';

/** What the items area shows: a category, home, or the search results (category id 'search'). */
export type ViewKey = CategoryKey | typeof SEARCH_CATEGORY_ID;

/** What a visitor asked for on arrival (from the route), so the first items page can load in the first round. */
export interface InitialRequest {
  /** A category slug or id, `home`, `search`, or null for the board's default. */
  category: string | null;
  query: string;
  /** Whether `category` is a slug (slug routes) or an id (legacy routes); a slug when not said. */
  bySlug?: boolean;
  /** The route's board segment (id or slug): a route of another board looks nothing up on this one. */
  board?: string | null;
}

/**
 * How a lookup of a category the list lacks ended: `found` (it is now in `categories`), `absent` (404: the route
 * falls back as for any unknown category), `failed` (the board shows its failure), `cancelled` (a newer location or
 * load took over; nothing changed).
 */
export type CategoryLookupOutcome = 'found' | 'absent' | 'failed' | 'cancelled';

/** Where the seller's card is: loading beside the board, loaded, or unavailable (the board shows without it). */
export type PresenterStatus = 'loading' | 'ready' | 'unavailable';

/** Stable codes of board-level failures (carried by `board-error`). */
export const BOARD_ERROR_CODE = {
  missingBoard: 'missing_board',
  notFound: 'board_not_found',
  locked: 'board_locked',
  loadFailed: 'load_failed',
  unauthorized: 'unauthorized',
  gone: 'gone',
} as const;

/** Creates the store of one board instance. Call `load()` to fetch; `dispose()` cancels what is in flight. */
export function createBoardStore(port: BoardPort, bus: EventBus) {
  const status = signal<BoardStatus>('loading');
  const failure = signal<BoardErrorDetail | null>(null);
  const board = signal<Board | null>(null);
  const campaign = signal<Campaign | null>(null);
  /** The categories list as the server answered it. */
  const listed = signal<Categories | null>(null);
  /** Categories the list lacks, fetched alone because a route named them (by id). */
  const fetchedAlone = signal<Readonly<Record<string, Category>>>({});
  /** The list with the categories fetched alone in its `data` (never in its menu order). */
  const categories: ReadonlySignal<Categories | null> = computed(() => {
    const list = listed.value;
    return list && withCategories(list, Object.values(fetchedAlone.value));
  });
  /**
   * Lookups the server has answered (found or 404), until the next load: asking again would only get the same
   * answer. Also what keeps a found category whose answer does not match the route from being asked for forever.
   */
  const answered = new Map<string, 'found' | 'absent'>();
  /** The one lookup on its way; a lookup of another category cancels it, one of the same category joins it. */
  let lookup: { key: string; controller: AbortController; done: Promise<CategoryLookupOutcome> } | null = null;
  const presenter = signal<Presenter | null>(null);
  const lead = signal<LeadState | null>(null);
  const presenterStatus = signal<PresenterStatus>('loading');
  const items = signal<Readonly<Record<string, Item>>>({});
  const views = signal<Readonly<Record<string, ItemsView>>>({});
  const currentCategory = signal<ViewKey | null>(null);
  const previousCategory = signal<CategoryKey | null>(null);
  const query = signal('');
  /** The items_presence answer for the leading item: null until known (or when there is no leading item). */
  const itemsPresent = signal<boolean | null>(null);
  let controller = new AbortController();

  /** Empty state: the board's flag, refined by items_presence when a leading item is set. */
  const hasItemsToDisplay: ReadonlySignal<boolean> = computed(
    () => (board.value?.has_items_to_display ?? true) && itemsPresent.value !== false,
  );

  /** The leading item, when the campaign names one and it is online. */
  const leadingItem: ReadonlySignal<Item | null> = computed(() => {
    const id = campaign.value?.items.leading_item.id ?? null;
    const item = id === null ? undefined : items.value[String(id)];
    return item && item.status === BOARD_STATUS_ONLINE ? item : null;
  });

  /** Top-level menu entries in the owner's order. */
  const menu: ReadonlySignal<readonly Category[]> = computed(() => {
    const all = categories.value;
    if (!all) return [];
    return all.categories_ids.flatMap((id) => all.data[String(id)] ?? []);
  });

  const currentView: ReadonlySignal<ItemsView> = computed(() => {
    const key = currentCategory.value;
    return (key !== null && views.value[String(key)]) || EMPTY_ITEMS_VIEW;
  });

  const currentItems: ReadonlySignal<readonly Item[]> = computed(() =>
    currentView.value.itemIds.flatMap((id) => items.value[String(id)] ?? []),
  );

  function fail(detail: BoardErrorDetail, nextStatus: BoardStatus = 'error') {
    batch(() => {
      failure.value = detail;
      status.value = nextStatus;
    });
    bus.emit('board-error', detail);
  }

  function describe(error: unknown): BoardErrorDetail {
    if (!isApiError(error)) {
      return { code: BOARD_ERROR_CODE.loadFailed, message: String(error) };
    }
    const code =
      error.status === 404
        ? BOARD_ERROR_CODE.notFound
        : error.status === 401
          ? BOARD_ERROR_CODE.unauthorized
          : error.status === 410
            ? BOARD_ERROR_CODE.gone
            : error.code === BOARD_ERROR_CODE.locked
              ? BOARD_ERROR_CODE.locked
              : BOARD_ERROR_CODE.loadFailed;
    return { code, message: error.message, ...(error.status ? { status: error.status } : {}) };
  }

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
      errorCode: describe(error).code,
      retryable: isRetryable(error),
    }));
  }

  async function fetchPage(key: ViewKey, page: number): Promise<void> {
    const request = requestFor(key, page);
    setView(key, (view) => ({ ...view, loading: true, errorCode: null, retryable: false }));
    try {
      const response = await port.items(request, controller.signal);
      // A search answer that arrives after the visitor typed something else is stale.
      if (key === SEARCH_CATEGORY_ID && request.search !== query.value) return;
      acceptPage(key, response, request.search ?? '');
    } catch (error) {
      failPage(key, error);
    }
  }

  function categorySlug(key: ViewKey): string {
    if (key === HOME_CATEGORY_SLUG || key === SEARCH_CATEGORY_ID) return key;
    return categories.value?.data[String(key)]?.slug ?? String(key);
  }

  function emitPageview() {
    const b = board.value;
    const key = currentCategory.value;
    if (!b || key === null) return;
    bus.emit('pageview', { boardId: b.id, categoryId: key, path: `/${b.slug}/${categorySlug(key)}` });
  }

  function ensureFirstPage(key: ViewKey) {
    const view = views.value[String(key)];
    if (!view || (view.page === 0 && !view.loading)) void fetchPage(key, FIRST_PAGE);
  }

  /** Cancels the lookup on its way, if any: the board moved elsewhere. */
  function cancelLookup(): void {
    lookup?.controller.abort();
    lookup = null;
  }

  /** A category alone; a parent comes with its first subcategory when the board does not know that one either. */
  async function fetchAlone(wanted: CategoryLookup, abortSignal: AbortSignal): Promise<Category[]> {
    const category = await port.category(wanted, abortSignal);
    const first = category.category_type === CATEGORY_TYPE.parentCategory ? category.subcategories_ids[0] : undefined;
    if (first === undefined || categories.peek()?.data[String(first)]) return [category];
    return [category, await port.category(first, abortSignal)];
  }

  /**
   * Looks up a category the list lacks, once: asking for the same category while it is on its way joins that
   * request, a 404 is remembered until the next load, and a category found joins `categories`. Another lookup, a
   * load, showing a category or search, or `dispose` cancel it, and its answer is then dropped. An answer that cannot
   * be read counts as a 404; any other failure is the board's failure (docs/decisions.md).
   */
  function lookUpCategory(wanted: CategoryLookup): Promise<CategoryLookupOutcome> {
    const key = lookupKey(wanted);
    if (lookup?.key === key && !lookup.controller.signal.aborted) return lookup.done;
    cancelLookup();
    const known = answered.get(key);
    if (known) return Promise.resolve(known);
    const own = new AbortController();
    const parent = controller.signal;
    const cancel = () => own.abort();
    parent.addEventListener('abort', cancel);
    if (parent.aborted) own.abort();
    const done = fetchAlone(wanted, own.signal).then(
      (found): CategoryLookupOutcome => {
        if (own.signal.aborted) return 'cancelled';
        fetchedAlone.value = { ...fetchedAlone.value, ...Object.fromEntries(found.map((c) => [String(c.id), c])) };
        answered.set(key, 'found');
        return 'found';
      },
      (error: unknown): CategoryLookupOutcome => {
        if (own.signal.aborted || isAbortError(error)) return 'cancelled';
        if (isApiError(error) && error.status === 404) {
          answered.set(key, 'absent');
          return 'absent';
        }
        // A category whose answer cannot be read is one this board cannot show; asking again would get the same.
        if (isApiError(error) && error.code === CLIENT_ERROR_CODE.invalidResponse) {
          console.warn(`[live-board] the category ${key} could not be read; showing the default view`, error);
          answered.set(key, 'absent');
          return 'absent';
        }
        fail(describe(error));
        return 'failed';
      },
    );
    const entry = { key, controller: own, done };
    lookup = entry;
    void done.finally(() => {
      parent.removeEventListener('abort', cancel);
      if (lookup === entry) lookup = null;
    });
    return done;
  }

  /** The lookup a requested category needs before it can show (see `categoryLookup`); null when none is needed. */
  function missingCategory(requested: string | null, bySlug: boolean): CategoryLookup | null {
    const wanted = categoryLookup(categories.peek(), requested, bySlug);
    return wanted === null || answered.has(lookupKey(wanted)) ? null : wanted;
  }

  /**
   * Loads board, campaign, categories and the first items page in one parallel round when the first page needs
   * no category id (home, search). A deep link to a category needs its id from the categories answer first, and a
   * deep link to a category the list lacks one more round, for that category alone.
   */
  async function load(initial: InitialRequest = { category: null, query: '' }): Promise<void> {
    controller.abort();
    controller = new AbortController();
    const { signal: abortSignal } = controller;
    cancelLookup();
    answered.clear();
    batch(() => {
      status.value = 'loading';
      failure.value = null;
      views.value = {};
      fetchedAlone.value = {};
    });
    const wantsSearch = initial.category === SEARCH_CATEGORY_ID && initial.query.trim() !== '';
    const wantsHome = initial.category === null || initial.category === HOME_CATEGORY_SLUG;
    if (wantsSearch) query.value = initial.query;
    const firstRequest: ItemsRequest | null = wantsSearch
      ? { category: null, page: FIRST_PAGE, search: initial.query }
      : wantsHome
        ? { category: null, page: FIRST_PAGE }
        : null;
    const firstPage = firstRequest ? port.items(firstRequest, abortSignal) : Promise.resolve(null);
    // The seller card is secondary: it loads beside the rest, may poll (206), and never blocks or fails the board.
    // A refetch keeps the card it has until the new one arrives.
    if (!presenter.value) presenterStatus.value = 'loading';
    port.presenter(abortSignal).then(
      (value) => {
        batch(() => {
          presenter.value = value;
          presenterStatus.value = 'ready';
        });
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        // Withheld until the board's lock is passed (load runs again then): nothing to report.
        if (!(isApiError(error) && error.code === BOARD_ERROR_CODE.locked))
          console.warn('[live-board] presenter unavailable', error);
        if (!presenter.value) presenterStatus.value = 'unavailable';
      },
    );
    // The lead is secondary too: tracking waits for it, the board does not.
    port.lead(abortSignal).then(
      (value) => {
        lead.value = toLeadState(value, lead.value?.trackCurrentLead ?? true);
      },
      (error: unknown) => {
        if (!isAbortError(error)) console.warn('[live-board] lead unavailable', error);
      },
    );
    const [boardResult, campaignResult, categoriesResult, pageResult] = await Promise.allSettled([
      port.board(abortSignal),
      port.campaign(abortSignal),
      port.categories(abortSignal),
      firstPage,
    ]);
    if (abortSignal.aborted) return;
    if (boardResult.status === 'rejected') {
      fail(describe(boardResult.reason));
      return;
    }
    board.value = boardResult.value;
    if (boardResult.value.locked) {
      fail(
        {
          code: BOARD_ERROR_CODE.locked,
          message: `Board ${boardResult.value.slug} is locked (${boardResult.value.access})`,
        },
        'locked',
      );
      return;
    }
    const firstFailure = [campaignResult, categoriesResult].find((r) => r.status === 'rejected');
    if (firstFailure) {
      fail(describe(firstFailure.reason));
      return;
    }
    const derived = deriveCampaign((campaignResult as PromiseFulfilledResult<CampaignWire>).value);
    const loadedCategories = (categoriesResult as PromiseFulfilledResult<Categories>).value;
    batch(() => {
      campaign.value = derived;
      listed.value = loadedCategories;
    });
    const { slug, id } = boardResult.value;
    const ours = initial.board == null || initial.board === slug || initial.board === String(id);
    const wanted = wantsSearch || !ours ? null : missingCategory(initial.category, initial.bySlug ?? true);
    if (wanted !== null) {
      const outcome = await lookUpCategory(wanted);
      // Failed: the board shows its failure. Cancelled: a newer load or dispose took over.
      if (outcome === 'failed' || outcome === 'cancelled') return;
    }
    const key: ViewKey | null = wantsSearch
      ? SEARCH_CATEGORY_ID
      : selectCategory(categories.peek(), initial.category, derived.items.show_home);
    currentCategory.value = key;
    const usable = firstRequest && key === (wantsSearch ? SEARCH_CATEGORY_ID : HOME_CATEGORY_SLUG);
    if (usable) {
      if (pageResult.status === 'fulfilled' && pageResult.value) acceptPage(key, pageResult.value, initial.query);
      else if (pageResult.status === 'rejected') failPage(key, pageResult.reason);
    } else if (key !== null) {
      void fetchPage(key, FIRST_PAGE);
    }
    status.value = 'ready';
    emitPageview();
    loadLeadingItem(derived.items.leading_item.id, abortSignal);
  }

  /** Secondary data of the leading item: whether anything else is there, and the item itself if no page had it. */
  function loadLeadingItem(id: number | null, abortSignal: AbortSignal): void {
    if (id === null) return;
    const quietly = (error: unknown) => {
      if (!isAbortError(error)) console.warn('[live-board] leading item unavailable', error);
    };
    port.itemsPresence(id, abortSignal).then(({ has_items }) => {
      itemsPresent.value = has_items;
    }, quietly);
    if (!items.value[String(id)]) {
      port.item(id, abortSignal).then((item) => {
        items.value = { ...items.value, [String(item.id)]: item };
      }, quietly);
    }
  }

  /** The category a request resolves to under the rules of category-selection.ts (null: nothing to show). */
  function resolveCategory(requested: number | string | null): CategoryKey | null {
    return selectCategory(categories.value, requested, campaign.value?.items.show_home ?? false);
  }

  /**
   * Shows a category: sets the current and previous category, resets the search text, and loads the
   * category's first page once. A lookup on its way is cancelled: the board has moved on (a category the list lacks
   * is looked up with `lookUpCategory` before it is shown).
   */
  function showCategory(requested: number | string | null): CategoryKey | null {
    cancelLookup();
    const key = resolveCategory(requested);
    if (key === null || key === currentCategory.value) return key;
    const before = currentCategory.value;
    batch(() => {
      if (before !== null && before !== SEARCH_CATEGORY_ID) previousCategory.value = before;
      currentCategory.value = key;
      query.value = '';
    });
    bus.emit('category-change', { categoryId: key, categorySlug: categorySlug(key) });
    emitPageview();
    ensureFirstPage(key);
    return key;
  }

  /**
   * Campaign change: the campaign gets the changed flag and a success message (the tile loader shows)
   * until `refreshCampaign` brings the personalized campaign.
   */
  function markCampaignChanged(successMessage: string | null): void {
    const current = campaign.value;
    if (current) campaign.value = { ...current, isChanged: true, successMessage };
  }

  /**
   * Refetches campaign and presenter (3000 ms after a change; the campaign forced when
   * pending_personalization is set). A failure keeps the campaign the visitor has and clears the changed flag.
   */
  async function refreshCampaign(): Promise<void> {
    const current = campaign.value;
    const force = current?.pending_personalization ?? false;
    const [nextCampaign, nextPresenter] = await Promise.allSettled([
      port.campaign(controller.signal, { force }),
      port.presenter(controller.signal),
    ]);
    batch(() => {
      if (nextCampaign.status === 'fulfilled') campaign.value = deriveCampaign(nextCampaign.value);
      else if (current) campaign.value = { ...current, isChanged: false };
      if (nextPresenter.status === 'fulfilled') {
        presenter.value = nextPresenter.value;
        presenterStatus.value = 'ready';
      }
    });
    if (nextCampaign.status === 'rejected') console.warn('[live-board] campaign refresh failed', nextCampaign.reason);
  }

  /** Shows search results for `text` (sets the query and clears earlier results). */
  function showSearch(text: string): void {
    cancelLookup();
    const before = currentCategory.value;
    const changed = text !== query.value;
    batch(() => {
      if (before !== null && before !== SEARCH_CATEGORY_ID) previousCategory.value = before;
      currentCategory.value = SEARCH_CATEGORY_ID;
      if (changed) {
        query.value = text;
        setView(SEARCH_CATEGORY_ID, () => EMPTY_ITEMS_VIEW);
      }
    });
    if (before !== SEARCH_CATEGORY_ID) emitPageview();
    if (text.trim() !== '') ensureFirstPage(SEARCH_CATEGORY_ID);
  }

  /** Loads the next page of the current view, unless one is loading or none is left. */
  function loadMore(): void {
    const key = currentCategory.value;
    if (key === null || !canLoadMore(currentView.value)) return;
    void fetchPage(key, currentView.value.page + 1);
  }

  /** Retries the page that failed in the current view. */
  function retryItems(): void {
    const key = currentCategory.value;
    if (key === null) return;
    void fetchPage(key, currentView.value.page >= FIRST_PAGE ? currentView.value.page + 1 : FIRST_PAGE);
  }

  /** Reports a failure that happened before any request (a missing attribute, say). */
  function reportFailure(detail: BoardErrorDetail, nextStatus: BoardStatus = 'error'): void {
    fail(detail, nextStatus);
  }

  return {
    status: status as ReadonlySignal<BoardStatus>,
    failure: failure as ReadonlySignal<BoardErrorDetail | null>,
    board: board as ReadonlySignal<Board | null>,
    campaign: campaign as ReadonlySignal<Campaign | null>,
    /** The categories list, plus any category fetched alone (in `data` only: the menu order is the list's). */
    categories,
    presenter: presenter as ReadonlySignal<Presenter | null>,
    lead: lead as ReadonlySignal<LeadState | null>,
    /** Asks the server who the visitor is again (after switching identity: 'Not {leadName}?'). */
    async refreshLead(): Promise<void> {
      try {
        const next = await port.lead(controller.signal);
        lead.value = toLeadState(next, lead.value?.trackCurrentLead ?? true);
      } catch (error) {
        if (!isAbortError(error)) console.warn('[live-board] lead unavailable', error);
      }
    },
    /** "Do not track me": the server's answer replaces the lead and tracking stops for the visit. */
    stopTrackingLead(replacement: Lead | null): void {
      const current = replacement ?? lead.value;
      if (current) lead.value = toLeadState(current, false);
    },
    presenterStatus: presenterStatus as ReadonlySignal<PresenterStatus>,
    items: items as ReadonlySignal<Readonly<Record<string, Item>>>,
    currentCategory: currentCategory as ReadonlySignal<ViewKey | null>,
    previousCategory: previousCategory as ReadonlySignal<CategoryKey | null>,
    query: query as ReadonlySignal<string>,
    hasItemsToDisplay,
    leadingItem,
    menu,
    currentView,
    currentItems,
    load,
    resolveCategory,
    missingCategory,
    lookUpCategory,
    categorySlug,
    showCategory,
    showSearch,
    markCampaignChanged,
    refreshCampaign,
    loadMore,
    retryItems,
    reportFailure,
    /** Cancels every request in flight; the store keeps its data (the element may be re-attached). */
    dispose: () => controller.abort(),
  };
}

/** The store of one board instance. */
export type BoardStore = ReturnType<typeof createBoardStore>;
