/**
 * Where a board keeps its route (docs/element.md `routing`): `query` — in one search parameter of the host page,
 * leaving the host's other parameters and hash alone, so deep links work on any CMS page; `path` — the page's
 * own path under a base (standalone board pages); `memory` — nowhere (no URL changes).
 */
import { pathHref, queryHref } from './board-hrefs.ts';
import { onHistoryChange } from './history-events.ts';
import { segmentPlatform } from './platform-segments.ts';
import { splitLocation } from './routes.ts';

/** The board's location: a route path and its own query string (with '?', or ''). */
export interface BoardLocation {
  readonly path: string;
  readonly search: string;
}

/** One source of a board's location. */
export interface LocationSource {
  /** The current board location; the same object until it changes (for useSyncExternalStore). */
  readonly read: () => BoardLocation;
  /** Goes to `to` (`/path?search`); `replace` rewrites the current history entry instead of adding one. */
  readonly navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Calls `listener` after every change, including browser back/forward. */
  readonly subscribe: (listener: () => void) => () => void;
  /** The href a link to `to` should carry (so opening it in a new tab lands on the same board location). */
  readonly href: (to: string) => string;
}

/** The routing modes of docs/element.md. */
export type RoutingMode = 'query' | 'path' | 'memory';

type Listener = () => void;

function createNotifier() {
  const listeners = new Set<Listener>();
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
    get size() {
      return listeners.size;
    },
  };
}

/** Keeps the same object while the location string is unchanged, as useSyncExternalStore requires. */
function memo(compute: () => string) {
  let last: { key: string; value: BoardLocation } | null = null;
  return (): BoardLocation => {
    const key = compute();
    if (last?.key !== key) last = { key, value: splitLocation(key) };
    return last.value;
  };
}

/**
 * A browser source. While anyone is subscribed it follows every URL change of the page — back/forward, its own
 * navigation and a host app's own pushState/replaceState — and notifies only when the board's part of the URL
 * changed: a host that rewrites its own parameters leaves the board alone, one that rewrites ours moves it.
 */
function browserSource(win: Window, toBoard: () => string, toHref: (to: string) => string): LocationSource {
  const notifier = createNotifier();
  const read = memo(toBoard);
  let seen = '';
  let stopListening: (() => void) | null = null;
  const onChange = () => {
    const now = toBoard();
    if (now === seen) return;
    seen = now;
    notifier.notify();
  };
  return {
    read,
    navigate(to, options = {}) {
      const url = toHref(to);
      if (url === win.location.pathname + win.location.search + win.location.hash) return;
      if (options.replace) win.history.replaceState(win.history.state, '', url);
      else win.history.pushState(null, '', url);
      // The patched History API has announced it already; this covers a page where the patch was replaced.
      onChange();
    },
    subscribe(listener) {
      if (notifier.size === 0) {
        seen = toBoard();
        stopListening = onHistoryChange(win, onChange);
      }
      const off = notifier.subscribe(listener);
      return () => {
        off();
        if (notifier.size === 0) {
          stopListening?.();
          stopListening = null;
        }
      };
    },
    href: toHref,
  };
}

/**
 * The board route in one search parameter (`param`, default `lb`) of the host page: `?lb=/acme/home`. The host's
 * other parameters and hash are kept as they are; removing the parameter is the board's default location.
 */
export function createQueryLocation(param: string, win: Window = window): LocationSource {
  const current = () => new URLSearchParams(win.location.search).get(param) ?? '';
  const toHref = (to: string) => queryHref(win.location, param, to);
  return browserSource(win, current, toHref);
}

/**
 * Where the board's route starts in `pathname`: after `base` and, on a page of the sales plugin or the office add-in,
 * after the platform's segment that follows it (`/sales-plugin/{boardSlug}/…`). That segment stays in the URL when
 * the board navigates, so the route and the platform (src/tracking/platform.ts) both survive a reload.
 */
function routePrefix(pathname: string, base: string): string {
  if (base && !pathname.startsWith(base)) return base;
  const next = /^\/([^/]+)(?=\/|$)/.exec(pathname.slice(base.length));
  return next?.[1] !== undefined && segmentPlatform(next[1]) !== null ? base + next[0] : base;
}

/** The page's own path under `base` (standalone board pages), past a platform's segment (see `routePrefix`). */
export function createPathLocation(base: string, win: Window = window): LocationSource {
  const configured = base.replace(/\/+$/, '');
  const prefix = () => routePrefix(win.location.pathname, configured);
  const current = () => {
    const { pathname, search } = win.location;
    const at = prefix();
    const inside = at && pathname.startsWith(at) ? pathname.slice(at.length) || '/' : pathname;
    return inside + search;
  };
  const toHref = (to: string) => pathHref(prefix(), to, win.location.hash);
  return browserSource(win, current, toHref);
}

/** A location kept in memory only: nothing in the page's URL changes. */
export function createMemoryLocation(initial = ''): LocationSource {
  const notifier = createNotifier();
  let value = initial;
  const read = memo(() => value);
  return {
    read,
    navigate(to) {
      if (to === value) return;
      value = to;
      notifier.notify();
    },
    subscribe: notifier.subscribe,
    href: (to) => to,
  };
}

/** The source for a routing mode. */
export function createLocationSource(
  mode: RoutingMode,
  options: { routeParam: string; base: string },
  win: Window = window,
): LocationSource {
  if (mode === 'memory') return createMemoryLocation();
  if (mode === 'path') return createPathLocation(options.base, win);
  return createQueryLocation(options.routeParam, win);
}
