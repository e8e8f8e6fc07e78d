/**
 * What a board's first screen depends on, read from its element and the page before the board's code runs: which
 * board, who asks (a token, a session of this tab), and whether the visitor is at the board's home. A first screen
 * rendered on a server is the home of an anonymous visitor, the same for everyone: only such a visit may show one.
 * Shared by the CDN loader (every byte counts there) and the element, which checks a screen the page's own HTML
 * brought (declarative.ts); `atHome` also by the server helper (load.ts), which has the page's URL only.
 */
import { ATTR, DEFAULT_ROUTE_PARAM, SESSION_GUID_STORAGE_KEY } from '../base/constants.ts';
import { INVITATION_PARAM, SECRET_PARAMS } from '../model/lead-params.ts';
import { pathHref, queryHref } from '../router/board-hrefs.ts';
import type { BoardHref } from './paint.ts';

/** One board's visit as its first screen sees it. */
export interface Visit {
  /** The board's reference as its attribute names it (slug or id). */
  readonly board: string;
  /** The lead's token (attribute, else the page's `token` parameter); empty when anonymous. */
  readonly token: string | null;
  /** The session of this tab, which may know a lead. */
  readonly guid: string | null;
  /** At the board's home: its first items page is known before anything answers (a deep link's category is not). */
  readonly atHome: boolean;
  /** An anonymous visitor at home: the screen is the same for everyone, and a server may have rendered it. */
  readonly sameForEveryone: boolean;
  /** The href the board writes for a link to one of its locations, in the element's routing mode. */
  readonly href: BoardHref;
}

/**
 * Whether `url` is the board's home: no route parameter (query routing), the board's own path (path routing), or
 * memory routing. Anything else is a deep link.
 */
export function isHome(
  url: Pick<URL, 'pathname' | 'search'>,
  board: string,
  routing: string | null,
  routeParam: string | null,
  base: string | null,
): boolean {
  if (routing === 'memory') return true;
  if (routing !== 'path') return !new URLSearchParams(url.search).has(routeParam || DEFAULT_ROUTE_PARAM);
  const path = url.pathname.slice((base || '').replace(/\/+$/, '').length).replace(/\/+$/, '');
  return path === `/${board}` || path === `/public/prism/${board}`;
}

/** Whether the page's URL carries who the visitor is (a token, a safetoken, an invitation). */
export const namesVisitor = (params: URLSearchParams) =>
  params.has(SECRET_PARAMS[0]) || params.has(SECRET_PARAMS[1]) || params.has(INVITATION_PARAM);

/**
 * Reads `element`'s visit from its attributes and the page; null without a board. Throws where storage is blocked
 * (the caller then shows no first screen: the board asks for its data itself).
 */
export function readVisit(element: Element): Visit | null {
  // An attribute's text; empty or missing reads as falsy (hence `||` below, not `??`). Not trimmed: a value padded
  // with spaces only misses this head start (the element trims it and asks for its data itself).
  const attr = (name: string) => element.getAttribute(name);
  // A board-id that is no number gets no board (the element says so); a head start for it simply goes unused.
  const board = attr(ATTR.boardSlug) || attr(ATTR.boardId);
  if (!board) return null;
  const params = new URLSearchParams(location.search);
  const token = attr(ATTR.token) || params.get(SECRET_PARAMS[0]);
  const guid = sessionStorage.getItem(SESSION_GUID_STORAGE_KEY);
  const routing = attr(ATTR.routing);
  const base = (attr(ATTR.base) || '').replace(/\/+$/, '');
  const atHome = isHome(location, board, routing, attr(ATTR.routeParam), base);
  const routeParam = attr(ATTR.routeParam) || DEFAULT_ROUTE_PARAM;
  return {
    board,
    token,
    guid,
    atHome,
    sameForEveryone: atHome && !token && !guid && !namesVisitor(params),
    // (At home in path routing, the route starts right after the base: no platform segment.)
    href: (to) =>
      routing === 'memory'
        ? to
        : routing === 'path'
          ? pathHref(base, to, location.hash)
          : queryHref(location, routeParam, to),
  };
}
