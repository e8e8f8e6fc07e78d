/**
 * Keeps a board in step with its location. One direction only: a visitor's action navigates, and
 * every location change — a click, the host's back/forward, a shared link — is resolved into state here. So back
 * and forward re-resolve category and item from the route and open or close the viewer, for free. A route naming a
 * category the list lacks is resolved once the store has looked that category up (docs/decisions.md).
 */
import type { Item } from '../api/schemas/item.ts';
import { HOME_CATEGORY_SLUG, SEARCH_CATEGORY_ID } from '../base/constants.ts';
import type { LocationSource } from '../router/location-source.ts';
import { boardPath, type BoardRoute, joinLocation, parseBoardPath, type RouteScheme } from '../router/routes.ts';
import type { BoardStore, CategoryLookupOutcome, InitialRequest, ViewKey } from './board-store.ts';
import type { EventBus } from './event-bus.ts';
import { canOpenInNewTab } from './new-tab-rule.ts';
import type { ViewerStore } from './viewer-store.ts';

/** The search-text parameter. */
export const QUERY_PARAM = 'query';

/** What a location asks for, before the board's data is known. */
export interface RouteRequest {
  readonly route: BoardRoute | null;
  readonly canonical: boolean;
  readonly params: URLSearchParams;
}

/** The navigation of one board instance: `start()` subscribes to the location, the rest are visitor actions. */
export interface BoardNavigation {
  /** Subscribes to location changes and applies the current one; returns the unsubscribe. */
  start(): () => void;
  /** Re-applies the current location (after the board finished loading). */
  sync(): void;
  /** The href of a location, for links. */
  href(to: string): string;
  /** Path + search of a category view, keeping parameters except the search text. */
  categoryLocation(key: ViewKey): string;
  /** Path + search of an item in the current view, keeping the query string. */
  itemLocation(item: Item): string;
  /** Selects a category (resets `query`). */
  toCategory(key: ViewKey): void;
  /** Runs a search (sets `query`). */
  toSearch(text: string): void;
  /** Closes search: back to the previous category. */
  closeSearch(): void;
  /** Opens an item (or an item id/slug) in the viewer; its address becomes the item's route. */
  toItem(item: Item | string): void;
  /** Steps through the journey to `item`, the viewer's next or previous neighbour (keeps the query). */
  step(item: Item, direction: 'next' | 'previous'): void;
  /** Goes to a board location (`/path?search`), as a host program asks with `navigate(path)`. */
  toLocation(to: string): void;
  /**
   * What a click on an item does: an item flagged open_in_new_tab opens its link in a new window instead (the
   * view is still recorded); any other opens in the viewer. So does a flagged item of a type that never opens in
   * a new tab (an uploaded file, a Box or article item, a Brightcove video): its viewer offers no new tab either.
   */
  openItem(item: Item): void;
  /**
   * Closes the viewer: back to the stored location, else the board route keeping the query string. With no item
   * in the board's route there is nothing to close: the location stays (a page without a board route gets none),
   * and an item asked for before the board's data was in is not opened.
   */
  closeViewer(): void;
}

/** Reads a location into a route request; an empty location is the board's default (no route at all). */
export function readRequest(source: LocationSource): RouteRequest {
  const { path, search } = source.read();
  const parsed = path === '' ? null : parseBoardPath(path);
  return { route: parsed?.route ?? null, canonical: parsed?.canonical ?? true, params: new URLSearchParams(search) };
}

/** The first request of a location: which items page can load in the first round. */
export function initialRequest(request: RouteRequest): InitialRequest {
  const { route } = request;
  return {
    category: route?.category ?? null,
    query: request.params.get(QUERY_PARAM) ?? '',
    bySlug: route?.scheme !== 'legacy',
    board: route?.board ?? null,
  };
}

/** Creates the navigation of one board: `start()` subscribes to the location, the rest are visitor actions. */
export function createBoardNavigation(options: {
  store: BoardStore;
  viewer: ViewerStore;
  source: LocationSource;
  /** Scheme used when the location names none (the element's attribute decides: board-id → legacy). */
  scheme: RouteScheme;
  /**
   * Opens an item flagged open_in_new_tab in a new window instead of the viewer; returns false when it
   * could not (no safe link), and the item then opens in the viewer.
   */
  openInNewWindow?: (item: Item) => boolean;
  /** Where journey steps are reported (the tracking layer counts next/previous clicks). */
  bus?: EventBus;
}): BoardNavigation {
  const { store, viewer, source } = options;
  /** Where closing the viewer returns to: the location before it opened. */
  let returnTo: string | null = null;
  /** An item (id or slug) asked for before the board's data was in: its route needs the board's name. */
  let pendingItem: Item | string | null = null;
  let landing = true;
  /** The category lookup the current location waits for; an answer to any other is stale and ignored. */
  let awaited: Promise<CategoryLookupOutcome> | null = null;

  const boardSegment = (scheme: RouteScheme) => {
    const board = store.board.value;
    return scheme === 'legacy' ? String(board?.id ?? '') : (board?.slug ?? '');
  };

  const currentScheme = () => readRequest(source).route?.scheme ?? options.scheme;

  /** The route segment of a category view in a scheme: legacy routes use ids, slug routes slugs. */
  function categorySegment(key: ViewKey, scheme: RouteScheme): string {
    if (key === HOME_CATEGORY_SLUG || key === SEARCH_CATEGORY_ID || scheme === 'legacy') return String(key);
    return store.categorySlug(key);
  }

  const itemSegment = (item: Item, scheme: RouteScheme) => (scheme === 'legacy' ? String(item.id) : item.slug);

  function routeTo(key: ViewKey, item: Item | string | null): BoardRoute {
    const scheme = currentScheme();
    const segment = item === null ? null : typeof item === 'string' ? item : itemSegment(item, scheme);
    return { scheme, board: boardSegment(scheme), category: categorySegment(key, scheme), item: segment };
  }

  const here = () => {
    const { path, search } = source.read();
    return path + search;
  };

  /**
   * Moves the board to `target` unless a `navigate` listener cancels it (a host router taking over the history
   * entry, docs/element.md). Replacements that only fix a URL's form are not announced.
   */
  function moveTo(target: string, replace: boolean): void {
    if (!replace && options.bus?.emit('navigate', { path: target, url: source.href(target) }) === false) return;
    source.navigate(target, { replace });
  }

  function go(path: string, params: URLSearchParams, replace = false) {
    const target = joinLocation(path, params);
    // Navigation happens only if the target differs from where the board is.
    if (target !== here()) moveTo(target, replace);
  }

  /** Is this route about this board (a shared page may carry another board's route)? */
  function isOurs(route: BoardRoute): boolean {
    const board = store.board.value;
    return !board || route.board === board.slug || route.board === String(board.id);
  }

  /** Resolves the current location into state, replacing a non-canonical URL; then opens an item asked for early. */
  function sync(): void {
    resolve();
    if (pendingItem) toItem(pendingItem);
  }

  function resolve(): void {
    if (store.status.value !== 'ready') return;
    const request = readRequest(source);
    const route = request.route && isOurs(request.route) ? request.route : null;
    const params = request.params;
    const wanted = route ? store.missingCategory(route.category, route.scheme === 'slug') : null;
    if (wanted !== null) return awaitLookup(store.lookUpCategory(wanted));
    awaited = null;
    const wasLanding = landing;
    landing = false;
    let key: ViewKey | null;
    if (route?.category === SEARCH_CATEGORY_ID) {
      store.showSearch(params.get(QUERY_PARAM) ?? '');
      key = SEARCH_CATEGORY_ID;
    } else {
      key = store.showCategory(route?.category ?? null);
    }
    if (key === null) return viewer.close();
    // An empty location stays empty (query routing leaves a host URL untouched until the visitor acts).
    if (route) {
      const canonical = boardPath({ ...route, category: categorySegment(key, route.scheme) });
      if (!request.canonical || canonical !== boardPath(route)) {
        if (key !== SEARCH_CATEGORY_ID && route.category !== HOME_CATEGORY_SLUG) params.delete(QUERY_PARAM);
        go(canonical, params, true);
        return;
      }
    }
    if (route?.item) {
      const categoryId = typeof key === 'number' ? key : null;
      const search = key === SEARCH_CATEGORY_ID ? store.query.value : '';
      void viewer.open(route.item, { categoryId, search }, { landing: wasLanding });
    } else {
      viewer.close();
    }
  }

  /**
   * The location names a category the list lacks: the board stays as it is until the store has looked it up, then
   * resolves the location again — it shows the category found, or falls back as for any unknown category after a
   * 404. A failure is the store's to show; a lookup cancelled by a newer location changes nothing.
   */
  function awaitLookup(done: Promise<CategoryLookupOutcome>): void {
    if (done === awaited) return;
    awaited = done;
    void done.then((outcome) => {
      if (awaited !== done) return;
      awaited = null;
      if (outcome === 'found' || outcome === 'absent') sync();
    });
  }

  const params = () => new URLSearchParams(source.read().search);

  function toCategory(key: ViewKey): void {
    const next = params();
    next.delete(QUERY_PARAM);
    go(boardPath(routeTo(key, null)), next);
  }

  function toItem(item: Item | string): void {
    // Held while the board's data is not in (toItem runs again on the next sync).
    pendingItem = store.status.value === 'ready' ? null : item;
    if (pendingItem) return;
    if (!viewer.isOpen.value) returnTo = here();
    const key = store.currentCategory.value ?? HOME_CATEGORY_SLUG;
    go(boardPath(routeTo(key, item)), params());
  }

  return {
    start(): () => void {
      const off = source.subscribe(sync);
      sync();
      return off;
    },
    sync,
    href: (to: string) => source.href(to),
    categoryLocation(key: ViewKey): string {
      const next = params();
      next.delete(QUERY_PARAM);
      return joinLocation(boardPath(routeTo(key, null)), next);
    },
    itemLocation(item: Item): string {
      const key = store.currentCategory.value ?? HOME_CATEGORY_SLUG;
      return joinLocation(boardPath(routeTo(key, item)), params());
    },
    toCategory,
    toSearch(text: string): void {
      const next = params();
      next.set(QUERY_PARAM, text);
      go(boardPath(routeTo(SEARCH_CATEGORY_ID, null)), next);
    },
    closeSearch(): void {
      toCategory(store.previousCategory.value ?? store.resolveCategory(null) ?? HOME_CATEGORY_SLUG);
    },
    toItem,
    step(item: Item, direction: 'next' | 'previous'): void {
      options.bus?.emit('journey-step', { direction, fromItemId: viewer.state.value.currentItemId, toItemId: item.id });
      toItem(item);
    },
    toLocation(to: string): void {
      if (to !== here()) moveTo(to, false);
    },
    openItem(item: Item): void {
      if (item.open_in_new_tab && canOpenInNewTab(item) && options.openInNewWindow?.(item)) return;
      toItem(item);
    },
    closeViewer(): void {
      const target = returnTo;
      returnTo = null;
      pendingItem = null;
      const route = readRequest(source).route;
      if (!route?.item || !isOurs(route)) return;
      if (target !== null && target !== here()) return moveTo(target, false);
      const key = store.currentCategory.value ?? HOME_CATEGORY_SLUG;
      go(boardPath(routeTo(key, null)), params());
    },
  };
}
