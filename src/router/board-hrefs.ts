/**
 * The href a board link carries in each routing mode (docs/element.md `routing`), as plain functions of the page's
 * location: the board's location sources (location-source.ts) write their links with them, and so does the CDN
 * loader for a first screen it paints before the board's code has come (src/first-screen/paint.ts), so that a link
 * opened in a new tab lands where the board's own link would.
 */

/** The parts of the page's location a board link keeps. */
export type PageLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Encodes a board location as a search-parameter value, keeping '/' readable. */
function encodeParamValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/gi, '/');
}

/**
 * `query` routing: the page's own path, its other parameters and hash as they are, and the board's route in `param`
 * (`?lb=/acme/home`). The board's default location (`to` empty) is no parameter at all, not an empty one.
 */
export function queryHref(page: PageLocation, param: string, to: string): string {
  const params = page.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== param);
  if (to !== '') params.push(`${encodeURIComponent(param)}=${encodeParamValue(to)}`);
  const search = params.length > 0 ? `?${params.join('&')}` : '';
  return `${page.pathname}${search}${page.hash}`;
}

/** `path` routing: the route under `prefix` (the base, without a trailing slash), keeping the page's hash. */
export const pathHref = (prefix: string, to: string, hash: string): string =>
  `${prefix}${to.startsWith('/') ? to : `/${to}`}${hash}`;
