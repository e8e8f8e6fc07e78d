/**
 * Requests started before the board's code arrived (the CDN loader starts the board's first round while
 * the main chunk downloads, so the critical path is the longer of the two, not their sum). The loader files each
 * response under its method, URL and body, with the headers it sent; the board's client takes a response once,
 * only when its own request would be the same one (same headers that matter), and otherwise fetches as usual.
 * The registry is a plain global keyed by a registered symbol: the loader and the board are separate bundles.
 */
import { HEADER } from '../base/constants.ts';

/** One request the loader made. */
export interface PrefetchedRequest {
  /** Headers sent (named as in `HEADER`), compared with the board's own request. */
  headers: Record<string, string>;
  response: Promise<Response>;
}

type Registry = Map<string, PrefetchedRequest>;

const REGISTRY_KEY = Symbol.for('live-board.prefetch');

/**
 * Whether a request sent with `headers` would have been answered as the filed one was: the same person asking
 * (bearer token) in the same session. A response asked for without a session also answers a request of a session
 * the board started since (new, it knows nothing yet). The XHR marker is constant, and the CSRF token plays no
 * part in these reads (GETs, and the items query is exempt, docs/server.md).
 */
function sameAsker(filed: Record<string, string>, headers: Headers): boolean {
  const same = (name: string) => (headers.get(name) ?? '') === (filed[name] ?? '');
  return same(HEADER.authorization) && (!filed[HEADER.sessionGuid] || same(HEADER.sessionGuid));
}

/** Responses not taken this long after the board's first request are dropped: it asked for something else. */
export const PREFETCH_TTL_MS = 30_000;

/** The registries whose sweep is scheduled (one each: a registry made anew, by a second loader, gets its own). */
const sweeping = new WeakSet<Registry>();

/** The registry, when the loader made one. */
function registry(): Registry | undefined {
  return (globalThis as unknown as Record<symbol, Registry | undefined>)[REGISTRY_KEY];
}

/** The registry key of a request (a body of `null` is written as such, distinct from any JSON body). */

// eslint-disable-next-line @typescript-eslint/restrict-template-expressions -- `null` in the key is meant
export const prefetchKey = (method: string, url: string, body: string | null) => `${method} ${url}\n${body}`;

/**
 * Starts a request for the loader and files its response, unless one is filed under `key` already (two boards of
 * one board on a page, or two copies of the loader, ask once). The loader's side: kept minimal.
 */
export function putPrefetched(key: string, headers: Record<string, string>, start: () => Promise<Response>): void {
  const entries = ((globalThis as unknown as Record<symbol, Registry | undefined>)[REGISTRY_KEY] ??= new Map());
  if (entries.has(key)) return;
  const response = start();
  // A failed or unused response must not surface as an unhandled rejection on the host page.
  response.catch(() => undefined);
  entries.set(key, { headers, response });
}

/** Takes the response filed under `key` when it was asked for with the same headers; null otherwise. */
export function takePrefetched(key: string, headers: Headers): Promise<Response> | null {
  const entries = registry();
  if (!entries) return null;
  if (!sweeping.has(entries)) {
    sweeping.add(entries);
    setTimeout(() => {
      entries.clear();
      sweeping.delete(entries);
    }, PREFETCH_TTL_MS);
  }
  const entry = entries.get(key);
  if (!entry) return null;
  if (!sameAsker(entry.headers, headers)) return null;
  entries.delete(key);
  return entry.response;
}

/** Wraps `fetch` so a request the loader already made is answered from its response. */
export function prefetchingFetch(fetchImpl?: typeof fetch): typeof fetch {
  return (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? init.body : init?.body == null ? null : undefined;
    if (body !== undefined) {
      const taken = takePrefetched(
        prefetchKey(method.toUpperCase(), new URL(url, (globalThis.location as Location | undefined)?.href).href, body),
        new Headers(init?.headers),
      );
      if (taken) return taken;
    }
    return (fetchImpl ?? globalThis.fetch)(input, init);
  };
}
