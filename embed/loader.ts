/**
 * The CDN loader: the one file a marketer's page includes (`<script async src=".../live-board.js">`, a classic
 * script, so it has a stable name and no module graph). It defines nothing itself and costs nothing on pages
 * without a board. When the first `<live-board>` appears, it starts in parallel:
 *  - the board's code: the main chunk (React and the board's first screen in one file), then the element upgrades,
 *    and the chunk of the first screen's floating parts (the greeting card), which the first tile does not wait for;
 *  - each board's first round of data (board, campaign, categories, live event, first items page), filed for the
 *    board's client to take (api/prefetch.ts) — so the critical path is the longer of code and data, not their sum.
 * Where the board's home is the same for everyone (an anonymous visitor at the home route), one request replaces
 * that round: the first screen rendered on the server (docs/server.md `first_screen`), which the loader paints into
 * the element's shadow root at once and whose answers it files for the board, which takes over when its code has
 * arrived (src/first-screen/: paint.ts, takeover.ts). Any failure of that path is silent: the board asks for its round itself.
 * The build fills in the chunk names (build/cdn.mjs).
 */
import {
  boardPath,
  campaignPath,
  categoriesPath,
  firstScreenPath,
  itemsBody,
  itemsPath,
  liveEventPath,
} from '../src/api/first-round.ts';
import { seg } from '../src/api/paths.ts';
import { prefetchKey, putPrefetched } from '../src/api/prefetch.ts';
import {
  ATTR,
  CHUNK_LOAD_ERROR_CODE,
  CHUNK_LOAD_TIMEOUT_MS,
  EVENT,
  FIRST_PAGE,
  FIRST_SCREEN_TIMEOUT_MS,
  HEADER,
  STATE_ATTR,
  TAG_NAME,
  XHR_MARKER,
} from '../src/base/constants.ts';
import type { FirstScreenAnswer } from '../src/first-screen/answer.ts';
import { paint } from '../src/first-screen/paint.ts';
import { paintedFirstScreens } from '../src/first-screen/painted.ts';
import { readVisit, type Visit } from '../src/first-screen/visit.ts';

declare const __LIVE_BOARD_MAIN__: string;
declare const __LIVE_BOARD_FIRST_PARTS__: string;

/** One board's first round as its client will ask for it: where, with which headers, and from which visit. */
interface FirstRound extends Visit {
  readonly apiBase: string;
  /** The headers its client sends (else the client asks again). */
  readonly headers: Record<string, string>;
}

/** Reads what the first round of `element`'s board is from its attributes and the page; null without a board. */
function readFirstRound(element: Element, loaderUrl: string): FirstRound | null {
  // Throws where storage is blocked: the caller's catch ends this head start, and the board asks for itself.
  const visit = readVisit(element);
  if (!visit) return null;
  // (No JSON content type on the items query: the API reads a body as JSON whatever its type, docs/server.md.)
  const headers: Record<string, string> = { [HEADER.requestedWith]: XHR_MARKER };
  if (visit.token) headers[HEADER.authorization] = `Bearer ${visit.token}`;
  if (visit.guid) headers[HEADER.sessionGuid] = visit.guid;
  return {
    ...visit,
    // An absolute api-base without a trailing slash, as the attribute is documented (any other form only misses
    // this head start: the client files its requests under the URLs it builds itself).
    apiBase: element.getAttribute(ATTR.apiBase) || new URL(loaderUrl).origin,
    headers,
  };
}

/** Asks for the board's server-rendered first screen; null when there is none (or it failed, or came too late). */
function askFirstScreen(round: FirstRound, element: Element): Promise<FirstScreenAnswer | null> {
  const attr = (name: string) => element.getAttribute(name);
  const languages = [attr(ATTR.locale), ...navigator.languages].filter(Boolean).join();
  return fetch(`${round.apiBase}${firstScreenPath(round.board)}?locale=${seg(languages)}`, {
    redirect: 'error',
    signal: late.signal,
  })
    .then((response) => (response.status === 200 ? (response.json() as Promise<FirstScreenAnswer>) : null))
    .catch(() => null);
}

/**
 * Files the screen's answers for the board's client. Those asked for once the board knows its campaign (seller,
 * presence of items) are filed before it can ask. (The first round's are filed already, and a filed request is
 * never filed again; the items page, a POST, is also filed as a GET nobody sends, which costs less than telling
 * them apart.)
 */
function fileAnswers(round: FirstRound, answer: FirstScreenAnswer): void {
  for (const path in answer.data)
    putPrefetched(prefetchKey('GET', round.apiBase + path, null), round.headers, () =>
      Promise.resolve(reply(answer.data[path])),
    );
}

/** Starts the first round: each request waits for the first screen, if one was asked for, and asks if it lacks it. */
function sendFirstRound(round: FirstRound, screen: Promise<FirstScreenAnswer | null> | null): void {
  const send = (path: string, body: string | null) => {
    const url = round.apiBase + path;
    const method = body ? 'POST' : 'GET';
    const ask = () => fetch(url, { method, headers: round.headers, body });
    putPrefetched(
      prefetchKey(method, url, body),
      round.headers,
      screen ? () => screen.then((answer) => (answer?.data[path] ? reply(answer.data[path]) : ask())) : ask,
    );
  };
  send(boardPath(round.board), null);
  send(campaignPath(round.board), null);
  send(categoriesPath(round.board), null);
  send(liveEventPath(round.board), null);
  if (round.atHome) send(itemsPath(round.board), JSON.stringify(itemsBody(null, FIRST_PAGE)));
}

/**
 * The head start of one board: its first round, and where the screen is the same for everyone, its first screen in
 * one request instead, painted at once.
 */
function warmUp(element: Element, loaderUrl: string): void {
  // A first screen the page's HTML brought (a declarative shadow root), with its answers: nothing to ask for. The
  // board's code adopts it (src/first-screen/declarative.ts); until then it shows, and holds no height of its own.
  if (element.shadowRoot) return element.setAttribute(STATE_ATTR, 'loading');
  const round = readFirstRound(element, loaderUrl);
  if (!round) return;
  const screen = round.sameForEveryone
    ? askFirstScreen(round, element).then((answer) => {
        if (answer) {
          fileAnswers(round, answer);
          try {
            paint(element, answer, round.href);
          } catch {
            // A page that refuses the policy (or anything else amiss): the board paints itself, from these answers.
          }
        }
        return answer;
      })
    : null;
  sendFirstRound(round, screen);
}

/**
 * Given up on once the board's code has run and the first screen is still not in after FIRST_SCREEN_TIMEOUT_MS:
 * until its code is there, nothing would show sooner than the painted screen (on a slow network or a busy phone
 * both come late); after, the board asks for its first round itself.
 */
const late = new AbortController();

/** A JSON answer, as the API would have sent it (the client reads the text whatever its type). */
const reply = (value: unknown) => new Response(JSON.stringify(value));

function start(loaderUrl: string, boards: HTMLCollectionOf<Element>): void {
  for (const element of boards) {
    try {
      warmUp(element, loaderUrl);
    } catch {
      // Only a head start (an api-base that is no URL, say): the board asks for its data itself and says why.
    }
  }
  const main = new URL(__LIVE_BOARD_MAIN__, loaderUrl).href;
  // Without its code a board cannot show its own alert: the host hears it (docs/element.md; the message is the main
  // chunk's URL), and the board gives back the height it held. It fails like any chunk: on a load error, or when
  // the element is still undefined after the chunk timeout.
  const fail = () => {
    const detail = { code: CHUNK_LOAD_ERROR_CODE, message: main };
    for (const element of boards) {
      // A painted first screen goes too: nothing on it would ever answer a tap.
      element.shadowRoot?.replaceChildren();
      paintedFirstScreens().delete(element);
      element.setAttribute(STATE_ATTR, CHUNK_LOAD_ERROR_CODE);
      element.dispatchEvent(new CustomEvent(EVENT.boardError, { detail, bubbles: true, composed: true }));
    }
  };
  // After the host page's first frame: the page paints before the board's code downloads and runs (the data is on
  // its way already). The first screen's on-demand parts (the greeting card) come beside the code, not a round
  // after it; their failure is the board's to show, should it need a part (it asks again).
  // (A hidden page paints no frame: its board loads at once, as a page opened in the background is.)
  (document.hidden ? setTimeout : requestAnimationFrame)(() =>
    setTimeout(() => {
      import(main).then(() => setTimeout(() => late.abort(), FIRST_SCREEN_TIMEOUT_MS), fail);
      import(new URL(__LIVE_BOARD_FIRST_PARTS__, loaderUrl).href).catch(() => {});
    }),
  );
  setTimeout(() => customElements.get(TAG_NAME) || fail(), CHUNK_LOAD_TIMEOUT_MS);
}

(() => {
  // A classic script (the snippet's `<script async src>`): a module has no currentScript and is not supported.
  const loaderUrl = (document.currentScript as HTMLScriptElement | null)?.src;
  // A second copy of the loader on the page finds every request filed already and the element defined (guarded).
  if (!loaderUrl) return;
  // Until a board has rendered (its code and first commit), it holds a screen's height, so the page below it does not
  // jump when the board appears: its loading skeleton is at least that tall. Set before any board is parsed when the
  // snippet's script sits in the head (a small blocking script: no shift at all). Meanwhile the held area draws the
  // loading skeleton's outline in its background — header line, banner, two rows of tiles — so it is never blank;
  // the board's own skeleton takes over at its first commit. Sizes follow the skeleton's on a wide board (banner
  // 320 px, tiles 240 px tall, five a row; two a row on phones).
  // It is painted in the browser's page colour (Canvas) and grey shapes that show on light and dark alike, in the
  // page's scheme, dark for theme="dark" and, where the visitor prefers dark, for theme="auto" (as the board's
  // :host in src/ui/board/board.css): a dark board is dark from the first frame. (A light board on a page that
  // declares dark is held in dark.)
  const shape = '#7772';
  const tile = `linear-gradient(90deg,${shape} calc(100% - 24px),#0000 0)`;
  const cell = 'max(20% - 5px,min(50% - 12px,244px)) 240px repeat-x';
  const held = `${TAG_NAME}:not([${STATE_ATTR}])`;
  const reserve = new CSSStyleSheet();
  reserve.replaceSync(
    `${held}{display:block;min-height:100vh;background:` +
      `linear-gradient(#7774 1px,${shape} 0) 0 63px/100% 321px no-repeat,` +
      `${tile} 24px 504px/${cell},${tile} 24px 768px/${cell} Canvas}` +
      `${held}[theme=dark]{color-scheme:dark}@media(prefers-color-scheme:dark){${held}[theme=auto]{color-scheme:dark}}`,
  );
  document.adoptedStyleSheets.push(reserve);
  const boards = document.getElementsByTagName(TAG_NAME);
  if (boards.length) start(loaderUrl, boards);
  else {
    // Nothing yet: wait for the first board (a CMS may render it later), then stop watching.
    const observer = new MutationObserver(() => {
      if (!boards.length) return;
      observer.disconnect();
      start(loaderUrl, boards);
    });
    observer.observe(document, { childList: true, subtree: true });
  }
})();
