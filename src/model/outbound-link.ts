/**
 * Outbound links, one function owns them all (docs/decisions.md). Every link the board opens in
 * another tab — item links, link categories, calls to action — goes through `outboundLink`, so the rules below
 * hold everywhere:
 * - only http(s) and mailto become links (javascript:, data:, vbscript:, file:, … give null);
 * - a URL without a scheme gets `https://`; a root-relative one resolves against the API's origin,
 *   since inside a host page a relative href would resolve against someone else's site;
 * - with `allowAppendParams` the board's query parameters are appended, never overriding the link's own, and
 *   `token`/`safetoken` only ride along when the link goes to the API's own origin (docs/decisions.md);
 * - the presenter's email goes along as `inby` on same-host links, and on every link when
 *   `allowAppendParams` is on ("and inviter");
 * - mailto links pass through untouched.
 */

import { INVITER_PARAM } from '../base/constants.ts';

/** Named in base/constants.ts, where the board's names live; re-exported for this module's callers. */
export { INVITER_PARAM };

/** What `outboundLink` needs to know about the board and the page. */
export interface OutboundLinkContext {
  /** The board's `integrations.allow_append_params`. */
  readonly allowAppendParams: boolean;
  /** Query parameters the board was opened with (already without the board's own routing parameters). */
  readonly boardParams: URLSearchParams;
  /** The presenter's email, attached as the inviter (`inby`); null while unknown. */
  readonly presenterEmail: string | null;
  /** Origin of the main API (`api-base`). */
  readonly apiOrigin: string;
  /** Origin of the page the board is in. */
  readonly pageOrigin: string;
}

/** A ready-to-render link: spread it onto an `<a>`. */
export interface OutboundLink {
  readonly href: string;
  readonly rel: 'noopener';
  readonly target: '_blank';
}

/** Parameters that never leave the API's origin (docs/decisions.md "Tokens in URLs"). */
export const API_ONLY_PARAMS: ReadonlySet<string> = new Set(['token', 'safetoken']);

/**
 * Browsers drop tabs and newlines inside URLs ('java\tscript:' is 'javascript:', '/\t/evil.example' is
 * protocol-relative): every URL check refuses a value with any control character.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// 'example.com:8080/x' looks like a scheme followed by a port: it is a host without a scheme. A host needs a dot
// (or is localhost), so 'tel:12345' stays a scheme and is refused.
const HOST_AND_PORT = /^(?:localhost|[^/?#:@]*\.[^/?#:@]*):\d+(?:[/?#]|$)/i;
const PATH_RELATIVE = /^(?:\/(?![/\\])|\.\.?\/)/;

/** `url` parsed (against `base`), or null when it is not a URL. */
export function parseUrl(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * An absolute http(s) URL, normalised, or null for anything else (relative, other schemes, unparsable). For
 * `src` attributes (iframes) and links that must not be rewritten.
 */
export function absoluteHttpUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value || CONTROL_CHARS.test(value)) return null;
  const url = parseUrl(value);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url.href : null;
}

/** Turns what an owner typed into an absolute URL by the rules of the file comment, or null when it cannot be one. */
function resolve(value: string, apiOrigin: string): URL | null {
  if (PATH_RELATIVE.test(value)) return parseUrl(value, apiOrigin);
  if (value.startsWith('//')) return parseUrl(`https:${value}`);
  if (SCHEME.test(value) && !HOST_AND_PORT.test(value)) return parseUrl(value);
  if (/^[?#\\]/.test(value)) return null;
  return parseUrl(`https://${value}`);
}

const originOf = (url: string) => parseUrl(url)?.origin ?? null;
const hostOf = (url: string) => parseUrl(url)?.host ?? null;

/**
 * The link to render for `raw`, or null when it must not become a link. Same-host means the link's host is the
 * API's or the page's; `token`/`safetoken` need the API's exact origin (scheme included, so they never travel
 * over plain http to a host that also serves https).
 */
export function outboundLink(raw: string | null | undefined, context: OutboundLinkContext): OutboundLink | null {
  const value = raw?.trim();
  if (!value || CONTROL_CHARS.test(value)) return null;
  if (/^mailto:/i.test(value)) return { href: value, rel: 'noopener', target: '_blank' };

  const url = resolve(value, context.apiOrigin);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return null;

  const ownKeys = new Set(url.searchParams.keys());
  const toApi = url.origin === originOf(context.apiOrigin);
  const sameHost = url.host === hostOf(context.apiOrigin) || url.host === hostOf(context.pageOrigin);
  const inviter = context.presenterEmail?.trim() || null;
  const addInviter = inviter !== null && (sameHost || context.allowAppendParams) && !ownKeys.has(INVITER_PARAM);

  const extra = new URLSearchParams();
  if (context.allowAppendParams) {
    for (const [key, param] of context.boardParams) {
      if (ownKeys.has(key) || (API_ONLY_PARAMS.has(key) && !toApi)) continue;
      // The presenter's email is the inviter of record; a stale `inby` from the board's URL does not compete.
      if (key === INVITER_PARAM && addInviter) continue;
      extra.append(key, param);
    }
  }
  if (addInviter) extra.append(INVITER_PARAM, inviter);
  // Appended as text: re-serialising `url.searchParams` would re-encode the link's own query (signed URLs break).
  const appended = extra.toString();
  if (appended) url.search = url.search.length > 1 ? `${url.search}&${appended}` : `?${appended}`;
  return { href: url.href, rel: 'noopener', target: '_blank' };
}
