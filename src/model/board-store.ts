/**
 * The signals store of one board instance: what the visitor sees and the actions that change it. It talks to the
 * API only through the `BoardPort` it is given, so it holds no fetch and is tested with plain objects.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Board } from '../api/schemas/board.ts';
import type { CampaignWire } from '../api/schemas/campaign.ts';
import type { Categories, Category } from '../api/schemas/category.ts';
import type { Item, ItemList } from '../api/schemas/item.ts';
import type { Presenter } from '../api/schemas/lead.ts';
import { isApiError } from '../api/errors.ts';
import { FIRST_PAGE, HOME_CATEGORY_SLUG } from '../constants.ts';
import { deriveCampaign, type Campaign } from './campaign.ts';
import { selectCategory, type CategoryKey } from './category-selection.ts';
import type { BoardErrorDetail, EventBus } from './event-bus.ts';
import { canLoadMore, EMPTY_ITEMS_VIEW, mergeItemsPage, type ItemsView } from './items-view.ts';

/** What the store needs from the API. Each call may reject with an ApiError. */
export interface BoardPort {
  board(signal: AbortSignal): Promise<Board>;
  campaign(signal: AbortSignal): Promise<CampaignWire>;
  categories(signal: AbortSignal): Promise<Categories>;
  items(query: { category: number | null; page: number }, signal: AbortSignal): Promise<ItemList>;
  /** The seller's card; the board shows without it when it fails. */
  presenter(signal: AbortSignal): Promise<Presenter>;
}

/** Where the board is in loading. `locked`: the board exists but this visitor has not passed its gate yet. */
export type BoardStatus = 'loading' | 'ready' | 'locked' | 'error';

/** Stable codes of board-level failures (carried by `board-error`). */
export const BOARD_ERROR_CODE = {
  missingBoard: 'missing_board',
  notFound: 'board_not_found',
  locked: 'board_locked',
  loadFailed: 'load_failed',
  unauthorized: 'unauthorized',
  gone: 'gone',
} as const;

/** Key of an items view: a category id, or home. */
const viewKey = (key: CategoryKey) => String(key);

/** Creates the store of one board instance. Call `load()` to fetch; `dispose()` cancels what is in flight. */
export function createBoardStore(port: BoardPort, bus: EventBus) {
  const status = signal<BoardStatus>('loading');
  const failure = signal<BoardErrorDetail | null>(null);
  const board = signal<Board | null>(null);
  const campaign = signal<Campaign | null>(null);
  const categories = signal<Categories | null>(null);
  const presenter = signal<Presenter | null>(null);
  const items = signal<Readonly<Record<string, Item>>>({});
  const views = signal<Readonly<Record<string, ItemsView>>>({});
  const currentCategory = signal<CategoryKey | null>(null);
  let controller = new AbortController();

  /** Top-level menu entries in the owner's order. */
  const menu: ReadonlySignal<readonly Category[]> = computed(() => {
    const all = categories.value;
    if (!all) return [];
    return all.categories_ids.flatMap((id) => all.data[String(id)] ?? []);
  });

  const currentView: ReadonlySignal<ItemsView> = computed(() => {
    const key = currentCategory.value;
    return (key !== null && views.value[viewKey(key)]) || EMPTY_ITEMS_VIEW;
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

  function setView(key: CategoryKey, update: (view: ItemsView) => ItemsView) {
    const k = viewKey(key);
    views.value = { ...views.value, [k]: update(views.value[k] ?? EMPTY_ITEMS_VIEW) };
  }

  function acceptPage(key: CategoryKey, response: ItemList) {
    const promoted = categories.value?.promoted_category_id ?? null;
    batch(() => {
      items.value = { ...items.value, ...response.data };
      setView(key, (view) => mergeItemsPage(view, response, promoted !== null && key === promoted));
    });
  }

  async function fetchPage(key: CategoryKey, page: number): Promise<void> {
    setView(key, (view) => ({ ...view, loading: true, errorCode: null }));
    try {
      const category = key === HOME_CATEGORY_SLUG ? null : key;
      acceptPage(key, await port.items({ category, page }, controller.signal));
    } catch (error) {
      if (isApiError(error) && error.isAborted) {
        console.info('[live-board] items request cancelled');
        setView(key, (view) => ({ ...view, loading: false }));
        return;
      }
      setView(key, (view) => ({ ...view, loading: false, errorCode: describe(error).code }));
    }
  }

  function emitPageview() {
    const b = board.value;
    const key = currentCategory.value;
    if (!b || key === null) return;
    const slug = key === HOME_CATEGORY_SLUG ? HOME_CATEGORY_SLUG : (categories.value?.data[String(key)]?.slug ?? '');
    bus.emit('pageview', { boardId: b.id, categoryId: key, path: `/${b.slug}/${slug}` });
  }

  /**
   * Loads board, campaign, categories and the home items page in one parallel round. A board without home
   * (show_home off) needs a second round for its first category's items, since only categories name it.
   */
  async function load(): Promise<void> {
    controller.abort();
    controller = new AbortController();
    const { signal: abortSignal } = controller;
    batch(() => {
      status.value = 'loading';
      failure.value = null;
    });
    const homePage = port.items({ category: null, page: FIRST_PAGE }, abortSignal);
    // The seller card is secondary: it loads beside the rest, may poll (206), and never blocks or fails the board.
    port.presenter(abortSignal).then(
      (value) => {
        presenter.value = value;
      },
      (error: unknown) => {
        if (!(isApiError(error) && error.isAborted)) console.warn('[live-board] presenter unavailable', error);
      },
    );
    const [boardResult, campaignResult, categoriesResult, homeResult] = await Promise.allSettled([
      port.board(abortSignal),
      port.campaign(abortSignal),
      port.categories(abortSignal),
      homePage,
    ]);
    if (abortSignal.aborted) return;
    if (boardResult.status === 'rejected') return fail(describe(boardResult.reason));
    board.value = boardResult.value;
    if (boardResult.value.locked) {
      return fail(
        { code: BOARD_ERROR_CODE.locked, message: `Board ${boardResult.value.slug} is locked (${boardResult.value.access})` },
        'locked',
      );
    }
    const firstFailure = [campaignResult, categoriesResult].find((r) => r.status === 'rejected');
    if (firstFailure) return fail(describe(firstFailure.reason));
    const wireCampaign = (campaignResult as PromiseFulfilledResult<CampaignWire>).value;
    const derived = deriveCampaign(wireCampaign);
    batch(() => {
      campaign.value = derived;
      categories.value = (categoriesResult as PromiseFulfilledResult<Categories>).value;
      currentCategory.value = selectCategory(categories.value, null, derived.items.show_home);
    });
    const key = currentCategory.value;
    if (key === HOME_CATEGORY_SLUG) {
      if (homeResult.status === 'fulfilled') acceptPage(key, homeResult.value);
      else setView(key, (view) => ({ ...view, errorCode: describe(homeResult.reason).code }));
    } else if (key !== null) {
      void fetchPage(key, FIRST_PAGE);
    }
    status.value = 'ready';
    emitPageview();
  }

  /** Shows a category (spec §4: sets the current category and loads its first page once). */
  function showCategory(requested: number | string): void {
    const key = selectCategory(categories.value, requested, campaign.value?.items.show_home ?? false);
    if (key === null || key === currentCategory.value) return;
    currentCategory.value = key;
    const category = key === HOME_CATEGORY_SLUG ? null : categories.value?.data[String(key)];
    bus.emit('category-change', { categoryId: key, categorySlug: category?.slug ?? HOME_CATEGORY_SLUG });
    emitPageview();
    const view = views.value[viewKey(key)];
    if (!view || (view.page === 0 && !view.loading)) void fetchPage(key, FIRST_PAGE);
  }

  /** Loads the next page of the current category, unless one is loading or none is left. */
  function loadMore(): void {
    const key = currentCategory.value;
    if (key === null || !canLoadMore(currentView.value)) return;
    void fetchPage(key, currentView.value.page + 1);
  }

  /** Retries the first page of the current category after a failure. */
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
    categories: categories as ReadonlySignal<Categories | null>,
    presenter: presenter as ReadonlySignal<Presenter | null>,
    items: items as ReadonlySignal<Readonly<Record<string, Item>>>,
    currentCategory: currentCategory as ReadonlySignal<CategoryKey | null>,
    menu,
    currentView,
    currentItems,
    load,
    showCategory,
    loadMore,
    retryItems,
    reportFailure,
    /** Cancels every request in flight; the store keeps its data (the element may be re-attached). */
    dispose: () => controller.abort(),
  };
}

/** The store of one board instance. */
export type BoardStore = ReturnType<typeof createBoardStore>;
