/**
 * The signals store of one board instance: what the visitor sees and the actions that change it. It talks to the
 * API only through the `BoardPort` it is given, so it holds no fetch and is tested with plain objects. It composes
 * parts kept in files of their own: the items paging, the lookups of categories the list lacks, the seller's card
 * and lead, and the leading item. The load round, the current view and the campaign are here.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';

import type { Board } from '../api/schemas/board.ts';
import type { CampaignWire } from '../api/schemas/campaign.ts';
import type { Categories, Category } from '../api/schemas/category.ts';
import type { Item } from '../api/schemas/item.ts';
import type { Lead, Presenter } from '../api/schemas/lead.ts';
import { FIRST_PAGE, HOME_CATEGORY_SLUG, SEARCH_CATEGORY_ID } from '../base/constants.ts';
import { BOARD_ERROR_CODE, describeFailure } from './board-failure.ts';
import type {
  BoardPort,
  BoardStatus,
  CategoryLookupOutcome,
  InitialRequest,
  ItemsRequest,
  PresenterStatus,
  ViewKey,
} from './board-types.ts';
import { type Campaign, deriveCampaign } from './campaign.ts';
import { createCategoryLookups } from './category-lookups.ts';
import { type CategoryKey, type CategoryLookup, selectCategory } from './category-selection.ts';
import type { BoardErrorDetail, EventBus } from './event-bus.ts';
import { createItemsPaging } from './items-paging.ts';
import { EMPTY_ITEMS_VIEW, type ItemsView } from './items-view.ts';
import type { LeadState } from './lead.ts';
import { createLeadingItem } from './leading-item.ts';
import { createPresenterAndLead } from './presenter-and-lead.ts';

export { BOARD_ERROR_CODE } from './board-failure.ts';
export type * from './board-types.ts';

/** The store of one board instance. */
export interface BoardStore {
  /** Where the board is in loading: loading, ready, locked or error. */
  readonly status: ReadonlySignal<BoardStatus>;
  /** The board-level failure shown, if any. */
  readonly failure: ReadonlySignal<BoardErrorDetail | null>;
  /** The board, once loaded. */
  readonly board: ReadonlySignal<Board | null>;
  /** The campaign, once loaded, with its changed flag and success message. */
  readonly campaign: ReadonlySignal<Campaign | null>;
  /** The categories list, plus any category fetched alone (in `data` only: the menu order is the list's). */
  readonly categories: ReadonlySignal<Categories | null>;
  /** The seller's card, once loaded; a refetch keeps it until the new one arrives. */
  readonly presenter: ReadonlySignal<Presenter | null>;
  /** The visitor as the server knows them, with the per-visit tracking flag. */
  readonly lead: ReadonlySignal<LeadState | null>;
  /** Asks the server who the visitor is again (after switching identity: 'Not {leadName}?'). */
  refreshLead(): Promise<void>;
  /** "Do not track me": the server's answer replaces the lead and tracking stops for the visit. */
  stopTrackingLead(replacement: Lead | null): void;
  /** Where the seller's card is: loading, ready or unavailable (the board shows without it). */
  readonly presenterStatus: ReadonlySignal<PresenterStatus>;
  /** Every item loaded, by id. */
  readonly items: ReadonlySignal<Readonly<Record<string, Item>>>;
  /** The category or search the items area shows (null: nothing to show). */
  readonly currentCategory: ReadonlySignal<ViewKey | null>;
  /** The category shown before the current view (where closing search returns). */
  readonly previousCategory: ReadonlySignal<CategoryKey | null>;
  /** The search text (empty outside search). */
  readonly query: ReadonlySignal<string>;
  /** Empty state: the board's flag, refined by items_presence when a leading item is set. */
  readonly hasItemsToDisplay: ReadonlySignal<boolean>;
  /** The leading item, when the campaign names one and it is online. */
  readonly leadingItem: ReadonlySignal<Item | null>;
  /** Top-level menu entries in the owner's order. */
  readonly menu: ReadonlySignal<readonly Category[]>;
  /** The pages of the current view (empty before its first page). */
  readonly currentView: ReadonlySignal<ItemsView>;
  /** The items of the current view, in its order. */
  readonly currentItems: ReadonlySignal<readonly Item[]>;
  /**
   * Loads board, campaign, categories and the first items page in one parallel round when the first page needs
   * no category id (home, search). A deep link to a category needs its id from the categories answer first, and a
   * deep link to a category the list lacks one more round, for that category alone.
   */
  load(initial?: InitialRequest): Promise<void>;
  /** The category a request resolves to under the rules of category-selection.ts (null: nothing to show). */
  resolveCategory(requested: number | string | null): CategoryKey | null;
  /** The lookup a requested category needs before it can show (see `categoryLookup`); null when none is needed. */
  missingCategory(requested: string | null, bySlug: boolean): CategoryLookup | null;
  /**
   * Looks up a category the list lacks, once (a 404 is remembered until the next load); a category found joins
   * `categories`. Another lookup, a load, showing a category or search, or `dispose` cancel it (category-lookups.ts).
   */
  lookUpCategory(wanted: CategoryLookup): Promise<CategoryLookupOutcome>;
  /** The slug of a view for paths and events (`home` and `search` are their own). */
  categorySlug(key: ViewKey): string;
  /**
   * Shows a category: sets the current and previous category, resets the search text, and loads the
   * category's first page once. A lookup on its way is cancelled: the board has moved on (a category the list lacks
   * is looked up with `lookUpCategory` before it is shown).
   */
  showCategory(requested: number | string | null): CategoryKey | null;
  /** Shows search results for `text` (sets the query and clears earlier results). */
  showSearch(text: string): void;
  /**
   * Campaign change: the campaign gets the changed flag and a success message (the tile loader shows)
   * until `refreshCampaign` brings the personalized campaign.
   */
  markCampaignChanged(successMessage: string | null): void;
  /**
   * Refetches campaign and presenter (3000 ms after a change; the campaign forced when
   * pending_personalization is set). A failure keeps the campaign the visitor has and clears the changed flag.
   */
  refreshCampaign(): Promise<void>;
  /** Loads the next page of the current view, unless one is loading or none is left. */
  loadMore(): void;
  /** Retries the page that failed in the current view. */
  retryItems(): void;
  /** Reports a failure that happened before any request (a missing attribute, say). */
  reportFailure(detail: BoardErrorDetail, nextStatus?: BoardStatus): void;
  /** Cancels every request in flight; the store keeps its data (the element may be re-attached). */
  dispose(): void;
}

/** Creates the store of one board instance. Call `load()` to fetch; `dispose()` cancels what is in flight. */
export function createBoardStore(port: BoardPort, bus: EventBus): BoardStore {
  const status = signal<BoardStatus>('loading');
  const failure = signal<BoardErrorDetail | null>(null);
  const board = signal<Board | null>(null);
  const campaign = signal<Campaign | null>(null);
  /** The categories list as the server answered it. */
  const listed = signal<Categories | null>(null);
  const currentCategory = signal<ViewKey | null>(null);
  const previousCategory = signal<CategoryKey | null>(null);
  const query = signal('');
  let controller = new AbortController();
  /** The signal of the current load: the parts read it when a request starts, as `load` replaces it. */
  const loadSignal = () => controller.signal;

  function fail(detail: BoardErrorDetail, nextStatus: BoardStatus = 'error') {
    batch(() => {
      failure.value = detail;
      status.value = nextStatus;
    });
    bus.emit('board-error', detail);
  }

  const lookups = createCategoryLookups({
    port,
    listed,
    abortSignal: loadSignal,
    onFailure: (error) => {
      fail(describeFailure(error));
    },
  });
  const { categories, cancelLookup, lookUpCategory } = lookups;
  const paging = createItemsPaging({ port, bus, abortSignal: loadSignal, query, categories, currentCategory });
  const { items, currentView, acceptPage, failPage, fetchPage, ensureFirstPage } = paging;
  const people = createPresenterAndLead({ port, abortSignal: loadSignal });
  const leading = createLeadingItem({ port, board, campaign, items });

  const menu: ReadonlySignal<readonly Category[]> = computed(() => {
    const all = categories.value;
    if (!all) return [];
    return all.categories_ids.flatMap((id) => all.data[String(id)] ?? []);
  });

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

  async function load(initial: InitialRequest = { category: null, query: '' }): Promise<void> {
    controller.abort();
    controller = new AbortController();
    const { signal: abortSignal } = controller;
    cancelLookup();
    lookups.forgetAnswers();
    batch(() => {
      status.value = 'loading';
      failure.value = null;
      paging.views.value = {};
      lookups.clearFetched();
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
    people.loadPresenter(abortSignal);
    people.loadLead(abortSignal);
    const [boardResult, campaignResult, categoriesResult, pageResult] = await Promise.allSettled([
      port.board(abortSignal),
      port.campaign(abortSignal),
      port.categories(abortSignal),
      firstPage,
    ]);
    if (abortSignal.aborted) return;
    if (boardResult.status === 'rejected') {
      fail(describeFailure(boardResult.reason));
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
      fail(describeFailure(firstFailure.reason));
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
    const wanted = wantsSearch || !ours ? null : lookups.missingCategory(initial.category, initial.bySlug ?? true);
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
    leading.loadLeadingItem(derived.items.leading_item.id, abortSignal);
  }

  function resolveCategory(requested: number | string | null): CategoryKey | null {
    return selectCategory(categories.value, requested, campaign.value?.items.show_home ?? false);
  }

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

  function markCampaignChanged(successMessage: string | null): void {
    const current = campaign.value;
    if (current) campaign.value = { ...current, isChanged: true, successMessage };
  }

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
      if (nextPresenter.status === 'fulfilled') people.acceptPresenter(nextPresenter.value);
    });
    if (nextCampaign.status === 'rejected') console.warn('[live-board] campaign refresh failed', nextCampaign.reason);
  }

  function showSearch(text: string): void {
    cancelLookup();
    const before = currentCategory.value;
    const changed = text !== query.value;
    batch(() => {
      if (before !== null && before !== SEARCH_CATEGORY_ID) previousCategory.value = before;
      currentCategory.value = SEARCH_CATEGORY_ID;
      if (changed) {
        query.value = text;
        paging.setView(SEARCH_CATEGORY_ID, () => EMPTY_ITEMS_VIEW);
      }
    });
    if (before !== SEARCH_CATEGORY_ID) emitPageview();
    if (text.trim() !== '') ensureFirstPage(SEARCH_CATEGORY_ID);
  }

  function reportFailure(detail: BoardErrorDetail, nextStatus: BoardStatus = 'error'): void {
    fail(detail, nextStatus);
  }

  return {
    status,
    failure,
    board,
    campaign,
    categories,
    presenter: people.presenter,
    lead: people.lead,
    refreshLead: people.refreshLead,
    stopTrackingLead: people.stopTrackingLead,
    presenterStatus: people.presenterStatus,
    items,
    currentCategory,
    previousCategory,
    query,
    hasItemsToDisplay: leading.hasItemsToDisplay,
    leadingItem: leading.leadingItem,
    menu,
    currentView,
    currentItems: paging.currentItems,
    load,
    resolveCategory,
    missingCategory: lookups.missingCategory,
    lookUpCategory,
    categorySlug,
    showCategory,
    showSearch,
    markCampaignChanged,
    refreshCampaign,
    loadMore: paging.loadMore,
    retryItems: paging.retryItems,
    reportFailure,
    dispose: () => controller.abort(),
  };
}
