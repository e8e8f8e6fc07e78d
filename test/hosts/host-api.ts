/**
 * What the test hosts' servers need to load a first screen in the browser suite: the API base the browser uses (the
 * test runner's own origin, which forwards the API's paths to the reference server), and a fetch that reaches the
 * reference server directly, in the test file's scope (its cookie). The test runner's forwarder names both in
 * request headers (test/browser/web-test-runner.config.mjs). A real host names its vendor's API instead.
 */

/** Headers the forwarder adds to a host page's request. */
export const HOST_HEADERS = {
  /** The reference server's URL (the shard's). */
  api: 'x-live-board-api',
  /** The origin the browser asked (the test runner's). */
  origin: 'x-live-board-origin',
} as const;

/**
 * The API base the browser uses, and a fetch that asks the reference server for it in the page's scope: never from a
 * cache (a test's answers are its own), unless `cached` (the bench's page with a framework's data cache).
 */
export function hostApi(headers: Headers, { cached = false } = {}): { apiBase: string; fetch: typeof fetch } {
  // (Served by hand, `LIVE_BOARD_API` names the reference server.)
  const api = headers.get(HOST_HEADERS.api) ?? process.env.LIVE_BOARD_API ?? 'http://127.0.0.1:4000';
  const apiBase = headers.get(HOST_HEADERS.origin) ?? api;
  const cookie = headers.get('cookie');
  return {
    apiBase,
    fetch: (input, init) => {
      const url = String(input instanceof Request ? input.url : input).replace(apiBase, api);
      const sent = new Headers(init?.headers);
      if (cookie) sent.set('cookie', cookie);
      return fetch(url, { ...init, headers: sent, ...(cached ? {} : { cache: 'no-store' as const }) });
    },
  };
}

/** The page's URL as the browser asked it. */
export function pageUrl(headers: Headers, path: string): string {
  return new URL(path, headers.get(HOST_HEADERS.origin) ?? 'http://localhost').href;
}
