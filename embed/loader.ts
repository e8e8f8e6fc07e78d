/**
 * The CDN loader: the one file a marketer's page includes (`<script async src=".../live-board.js">`, a classic
 * script, so it has a stable name and no module graph). It defines nothing itself and costs nothing on pages
 * without a board. When the first `<live-board>` appears, it starts in parallel:
 *  - the board's code: the main chunk (React and the board's first screen in one file), then the element upgrades;
 *  - each board's first round of data (board, campaign, categories, first items page), filed for the board's
 *    client to take (api/prefetch.ts) — so the critical path is the longer of code and data, not their sum.
 * The build fills in the chunk names (build/cdn.mjs).
 */
import { ATTR, CHUNK_LOAD_ERROR_CODE, EVENT, FIRST_PAGE, HEADER, SESSION_GUID_STORAGE_KEY, TAG_NAME, XHR_MARKER, DEFAULT_ROUTE_PARAM } from '../src/constants.ts';
import { boardPath, campaignPath, categoriesPath, itemsBody, itemsPath } from '../src/api/first-round.ts';
import { prefetchKey, putPrefetched } from '../src/api/prefetch.ts';
import { SECRET_PARAMS } from '../src/model/lead-params.ts';

declare const __LIVE_BOARD_MAIN__: string;


/** Starts the first round of one board, with the headers its client will send (else the client asks again). */
function warmUp(element: Element, loaderUrl: string): void {
  const attr = (name: string) => element.getAttribute(name)?.trim() || null;
  const slug = attr(ATTR.boardSlug);
  const id = attr(ATTR.boardId);
  const board = slug ?? (id && /^\d+$/.test(id) ? Number(id) : null);
  if (board === null) return;
  const params = new URLSearchParams(location.search);
  const apiBase = new URL(attr(ATTR.apiBase) ?? new URL(loaderUrl).origin, location.href).href.replace(/\/+$/, '');
  const headers: Record<string, string> = { [HEADER.requestedWith]: XHR_MARKER };
  const token = attr(ATTR.token) ?? params.get(SECRET_PARAMS[0]);
  if (token) headers[HEADER.authorization] = `Bearer ${token}`;
  // Read where storage is blocked too: the catch below ends this head start, and the board asks for itself.
  const guid = sessionStorage.getItem(SESSION_GUID_STORAGE_KEY);
  if (guid) headers[HEADER.sessionGuid] = guid;
  const send = (path: string, body: string | null) => {
    const url = apiBase + path;
    const method = body === null ? 'GET' : 'POST';
    const sent = body === null ? headers : { ...headers, 'content-type': 'application/json' };
    putPrefetched(prefetchKey(method, url, body), { headers, response: fetch(url, { method, headers: sent, body }) });
  };
  for (const path of [boardPath, campaignPath, categoriesPath]) send(path(board), null);
  // The home page's items are known before anything answers; a deep link's category is not.
  // (Query routing, the embed default; a memory-routed board simply asks for its items itself.)
  const atHome = (attr(ATTR.routing) ?? 'query') === 'query' && !params.has(attr(ATTR.routeParam) ?? DEFAULT_ROUTE_PARAM);
  if (atHome) send(itemsPath(board), JSON.stringify(itemsBody({ category: null, page: FIRST_PAGE })));
}

function start(loaderUrl: string, boards: HTMLCollectionOf<Element>): void {
  const chunk = (name: string) => new URL(name, loaderUrl).href;
  for (const element of boards) {
    try {
      warmUp(element, loaderUrl);
    } catch {
      // Only a head start (an api-base that is no URL, say): the board asks for its data itself and says why.
    }
  }
  const main = chunk(__LIVE_BOARD_MAIN__);
  import(main).catch((error: unknown) => {
    // Without its code a board cannot show its own alert; the host hears it (CONTRACTS §1) and the console says why.
    console.error(error);
    for (const element of boards) {
      const detail = { code: CHUNK_LOAD_ERROR_CODE, message: `${main}: ${error}` };
      element.dispatchEvent(new CustomEvent(EVENT.boardError, { detail, bubbles: true, composed: true }));
    }
  });
}

(() => {
  // A classic script (the snippet's `<script async src>`): a module has no currentScript and is not supported.
  const loaderUrl = (document.currentScript as HTMLScriptElement | null)?.src;
  if (!loaderUrl || customElements.get(TAG_NAME)) return;
  const boards = document.getElementsByTagName(TAG_NAME);
  if (boards.length > 0) return start(loaderUrl, boards);
  // Nothing yet: wait for the first board (a CMS may render it later), then stop watching.
  const observer = new MutationObserver(() => {
    if (boards.length === 0) return;
    observer.disconnect();
    start(loaderUrl, boards);
  });
  observer.observe(document, { childList: true, subtree: true });
})();
