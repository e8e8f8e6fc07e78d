/**
 * A first screen the page's own HTML brought: a declarative shadow root (fragment.ts) that the browser's HTML parser
 * made the element's shadow root before any script ran — from a React host's server (the wrapper renders it there)
 * or any server that put the first-screen endpoint's HTML fragment into its page (docs/server.md). Whichever code
 * comes first, the CDN loader or the element's own, adopts it for the board to take over as it takes over a screen
 * the loader painted (takeover.ts): taps held from then on, the answers it was rendered from filed for the board's
 * client. A screen that is not the one this visit should see (a lead's, a deep link's: a server cannot tell a
 * visitor's session apart) is removed at once, and the board loads as without it.
 */
import { itemsBody, itemsPath } from '../api/first-round.ts';
import { prefetchKey, putPrefetched } from '../api/prefetch.ts';
import { FIRST_PAGE, HEADER, XHR_MARKER } from '../base/constants.ts';
import { SCREEN_ROUND_ATTR, SCREEN_STYLE_ATTR } from './fragment.ts';
import { holdPainted } from './paint.ts';
import { paintedFirstScreens } from './painted.ts';
import { readVisit } from './visit.ts';

/** A JSON answer, as the API would have sent it (the client reads the text whatever its type). */
const reply = (value: unknown) => new Response(JSON.stringify(value));

/**
 * Files a first round's answers for the board's client, each under the path of the request it answers, as asked by
 * an anonymous visitor (the XHR marker only); the items page also as the POST the client sends. A request filed
 * already is not filed again.
 */
export function fileRound(apiBase: string, board: string, data: Readonly<Record<string, unknown>>): void {
  const headers = { [HEADER.requestedWith]: XHR_MARKER };
  const file = (method: string, path: string, body: string | null) =>
    putPrefetched(prefetchKey(method, apiBase + path, body), headers, () => Promise.resolve(reply(data[path])));
  for (const path in data) file('GET', path, null);
  if (itemsPath(board) in data) file('POST', itemsPath(board), JSON.stringify(itemsBody(null, FIRST_PAGE)));
}

/**
 * Adopts the declarative first screen in `element`'s shadow root, if it has one not adopted yet: true when the board
 * is to take it over; false when there is none, or it was removed (not this visit's, or the engine cannot show its
 * colours). The answers it carries are filed under `apiBase`, the API base the board's client asks (the server that
 * wrote them may name its API by another origin, behind a proxy), else the one they name.
 */
export function adoptDeclarativeScreen(element: Element, apiBase?: string): boolean {
  const root = element.shadowRoot;
  // (The root's own children: `:scope` matches nothing in a shadow root's querySelector, which is no element.)
  const child = (selector: string) => [...(root?.children ?? [])].find((node) => node.matches(selector));
  const style = child(`style[${SCREEN_STYLE_ATTR.build}]`);
  if (!root || !style || paintedFirstScreens().has(element)) return false;
  let visit = null;
  try {
    visit = readVisit(element);
  } catch {
    // Storage blocked: a lead cannot be told apart, so the screen cannot be trusted to be this visit's.
  }
  if (!visit?.sameForEveryone || !CSS.supports('color', 'light-dark(red,red)')) {
    root.replaceChildren();
    return false;
  }
  const round = child(`script[${SCREEN_ROUND_ATTR}]`);
  if (round) {
    try {
      const answers = JSON.parse(round.textContent) as { apiBase: string; data: Record<string, unknown> };
      fileRound(apiBase ?? answers.apiBase, visit.board, answers.data);
    } catch {
      // Unreadable answers: the board asks for its own.
    }
    round.remove();
  }
  holdPainted(element, {
    locale: style.getAttribute(SCREEN_STYLE_ATTR.locale) ?? '',
    build: style.getAttribute(SCREEN_STYLE_ATTR.build) ?? '',
    nodes: [...root.childNodes],
  });
  return true;
}
