/**
 * The CDN loader's painting of a server-rendered first screen into a `<live-board>` before the board's code has come
 * (docs/server.md `first_screen`). Part of the loader's bundle: every byte here is on a phone's critical path.
 *
 * What is painted must be what the board would show there, or do nothing until the board has taken over:
 *  - the markup reaches the page only after a check in an inert document: no script, frame or plug-in element, no
 *    handler attribute, no `javascript:` URL (the screen comes from one answer of the API's origin; a proxy or a
 *    debug endpoint that rewrote it must not run script on the host page);
 *  - the board's own links carry the href the board writes in the element's routing mode (`?lb=…` on a CMS page),
 *    so a modified or middle click, or "open in new tab", lands where the board's link would; their plain taps wait
 *    for the board. Every other link (the outbound ones, whose final URL the board decides: appended parameters,
 *    the admin guard) has no href until the takeover: a tap on it waits for the board, which then follows it;
 *  - an engine without `light-dark()` gets no painted screen (its colours come from the board's legacy sheet).
 */
import { FIRST_SCREEN_POLICY_NAME, STATE_ATTR } from '../base/constants.ts';
import { isPlainClick } from '../ui/shared/link-click.ts';
import type { FirstScreenAnswer } from './answer.ts';
import { type PaintedFirstScreen, paintedFirstScreens } from './painted.ts';

/** The href the board writes for a link to board location `to` (its routing mode's, router/board-hrefs.ts). */
export type BoardHref = (to: string) => string;

/** The part of `window.trustedTypes` the loader uses. */
type HtmlPolicy = { createHTML(html: string): string } | null;

/** The loader's Trusted Types policy where the browser has them (undefined until first asked). Throws when refused. */
let policy: HtmlPolicy | undefined;

/**
 * Elements a board's first screen never has, and that could run or load something of their own: script, frames,
 * plug-ins, document-level elements, templates (whose content a tree walk does not visit), SVG animations (which can
 * set an attribute to a `javascript:` URL).
 */
const FORBIDDEN_ELEMENT =
  /^(?:script|i?frame|object|embed|portal|base|link|meta|style|template|foreignobject|animate\w*|set)$/i;

/** A handler attribute (`onerror`), or a value that is a `javascript:` URL as a browser reads one. */
const forbiddenAttribute = (attr: Attr) =>
  // (URL parsing drops leading spaces and controls and every tab and newline: `java\tscript:` is one.)
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /^on/i.test(attr.name) || /^javascript:/i.test(attr.value.replace(/[\u0000-\u0020]/g, ''));

/**
 * The screen's markup parsed in an inert document (no script runs, nothing loads there) and checked; null when it
 * holds anything a board's screen never has. The nodes checked are the nodes painted: no second parse.
 */
function checkedMarkup(html: string): HTMLElement | null {
  policy ??= (
    window as { trustedTypes?: { createPolicy(name: string, rules: object): HtmlPolicy } }
  ).trustedTypes?.createPolicy(FIRST_SCREEN_POLICY_NAME, { createHTML: (markup: string) => markup });
  const body = document.implementation.createHTMLDocument('').body;
  body.innerHTML = policy?.createHTML(html) ?? html;
  for (const element of body.querySelectorAll('*'))
    if (FORBIDDEN_ELEMENT.test(element.localName) || [...element.attributes].some(forbiddenAttribute)) return null;
  return body;
}

/**
 * Paints `answer` into `element`'s shadow root, unless the board's code came first (it made the root), the engine
 * cannot show its colours, the markup fails its check or the page refuses the loader's Trusted Types policy (which
 * throws). Taps on it are held for the board (the last one is kept; see the file comment for links).
 */
export function paint(element: Element, answer: FirstScreenAnswer, boardHref: BoardHref): void {
  // Not once the board's code came (it made the root), nor once it failed to.
  if (element.shadowRoot || element.hasAttribute(STATE_ATTR) || !CSS.supports('color', 'light-dark(red,red)')) return;
  const markup = checkedMarkup(answer.html);
  if (!markup) return;
  for (const link of markup.querySelectorAll('a[href]')) {
    const to = link.getAttribute('href') as string;
    // A board link is a route path of its own (the server renders them as memory routing writes them).
    if (to.startsWith('/') && !link.hasAttribute('target')) link.setAttribute('href', boardHref(to));
    else link.removeAttribute('href');
  }
  // Inline styles come as data (a strict page refuses style attributes in markup, not through the CSSOM).
  for (const styled of markup.querySelectorAll<HTMLElement>('[data-lb-style]'))
    styled.style.cssText = styled.dataset.lbStyle as string;
  const root = element.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(answer.css);
  root.adoptedStyleSheets = [sheet];
  root.append(...markup.childNodes);
  holdPainted(element, {
    locale: answer.locale,
    build: answer.build,
    nodes: [...root.childNodes],
    sheet: { css: answer.css, sheet },
  });
}

/**
 * Files a screen shown in `element`'s shadow root for its board to take over, and holds taps on it for the board
 * (the last one is kept; see the file comment for links). The element is `loading` from then on.
 */
export function holdPainted(element: Element, painted: PaintedFirstScreen): void {
  paintedFirstScreens().set(element, painted);
  // (A declarative root's `<style>` element outlives the swap a while: it does not tell whether the screen shows.)
  const shown = painted.nodes.find((node) => node.nodeName !== 'STYLE');
  const hold = (event: MouseEvent) => {
    // Only while painted: the board's own nodes that replace these handle their taps themselves.
    const tapped = shown?.isConnected && (event.target as Element).closest('a,button,input');
    // A right click is the context menu's; a middle click does something on a link only.
    if (!tapped || event.button > 1 || (event.button && tapped.localName !== 'a')) return;
    // A modified or middle click on a board link does what it does on the board's: opens its href elsewhere.
    if (tapped.hasAttribute('href') && !isPlainClick(event)) return;
    event.preventDefault();
    // (Enter in the search field clicks its submit button, so a search is held too. The board follows an outbound
    // link tapped in any way as it does a click: in a new tab.)
    painted.tap = tapped;
  };
  for (const type of ['click', 'auxclick'])
    (element.shadowRoot as ShadowRoot).addEventListener(type, hold as EventListener, true);
  // Shown, but its board's code is on its way: loading (the board says ready once it has taken over).
  element.setAttribute(STATE_ATTR, 'loading');
}
