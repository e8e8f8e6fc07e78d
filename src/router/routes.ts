/**
 * The two route schemes, parsed and built as plain data:
 * - legacy: `/public/prism/{boardId}[/category/{categoryId}[/item/{itemId}]]`, plus the old item route
 *   `/public/prism/{boardId}/item/{itemId}`; ids are numeric (and the special categories `home`, `search`);
 * - slug (default): `/{boardSlug}[/{categorySlug}[/{itemSlug}]]`.
 * A board route with no category gets the home suffix; an item with no category falls back to home; anything
 * deeper is the catch-all and resolves to the board's home.
 */
import { HOME_CATEGORY_SLUG } from '../base/constants.ts';

/** Which scheme a route is written in. */
export type RouteScheme = 'slug' | 'legacy';

/** A board route: the board, a category (slug, id, `home` or `search`) and optionally an item (slug or id). */
export interface BoardRoute {
  readonly scheme: RouteScheme;
  readonly board: string;
  readonly category: string;
  readonly item: string | null;
}

/** A parsed route, plus whether the path was not in its canonical form (the board then replaces the URL). */
export interface ParsedRoute {
  readonly route: BoardRoute;
  readonly canonical: boolean;
}

const LEGACY_PREFIX = '/public/prism/';
const NUMERIC = /^\d+$/;
const LEGACY_CATEGORY = /^(?:\d+|home|search)$/;

function segments(path: string): string[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
}

function parseLegacy(path: string): ParsedRoute | null {
  const [board, ...rest] = segments(path.slice(LEGACY_PREFIX.length - 1));
  if (!board || !NUMERIC.test(board)) return null;
  const route = (category: string, item: string | null = null): BoardRoute => ({
    scheme: 'legacy',
    board,
    category,
    item,
  });
  const [kind, id, itemKind, itemId, ...extra] = rest;
  if (kind === undefined) return { route: route(HOME_CATEGORY_SLUG), canonical: false };
  if (kind === 'category' && id !== undefined && LEGACY_CATEGORY.test(id)) {
    if (itemKind === undefined) return { route: route(id), canonical: true };
    if (itemKind === 'item' && itemId !== undefined && NUMERIC.test(itemId) && extra.length === 0) {
      return { route: route(id, itemId), canonical: true };
    }
  }
  // The old item route: an item with no category falls back to home.
  if (kind === 'item' && id !== undefined && NUMERIC.test(id) && itemKind === undefined) {
    return { route: route(HOME_CATEGORY_SLUG, id), canonical: false };
  }
  return { route: route(HOME_CATEGORY_SLUG), canonical: false };
}

function parseSlug(path: string): ParsedRoute | null {
  const [board, category, item, ...extra] = segments(path);
  if (!board) return null;
  const route = (c: string, i: string | null = null): BoardRoute => ({ scheme: 'slug', board, category: c, item: i });
  if (extra.length > 0) return { route: route(HOME_CATEGORY_SLUG), canonical: false };
  if (category === undefined) return { route: route(HOME_CATEGORY_SLUG), canonical: false };
  return { route: route(category, item ?? null), canonical: true };
}

/** Parses a board path (without query string) in either scheme; null when it names no board. */
export function parseBoardPath(path: string): ParsedRoute | null {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.startsWith(LEGACY_PREFIX) || clean === LEGACY_PREFIX.slice(0, -1)
    ? parseLegacy(clean)
    : parseSlug(clean);
}

const enc = (part: string) => encodeURIComponent(part);

/** Builds the canonical path of a route in its scheme. */
export function boardPath(route: BoardRoute): string {
  if (route.scheme === 'legacy') {
    const base = `${LEGACY_PREFIX}${enc(route.board)}/category/${enc(route.category)}`;
    return route.item === null ? base : `${base}/item/${enc(route.item)}`;
  }
  const base = `/${enc(route.board)}/${enc(route.category)}`;
  return route.item === null ? base : `${base}/${enc(route.item)}`;
}

/** Splits `path?search` into its parts; `search` keeps its leading '?' or is ''. */
export function splitLocation(location: string): { path: string; search: string } {
  const hash = location.indexOf('#');
  const withoutHash = hash === -1 ? location : location.slice(0, hash);
  const at = withoutHash.indexOf('?');
  return at === -1
    ? { path: withoutHash, search: '' }
    : { path: withoutHash.slice(0, at), search: withoutHash.slice(at) };
}

/** Joins a path and query parameters; no '?' when there are none. */
export function joinLocation(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
