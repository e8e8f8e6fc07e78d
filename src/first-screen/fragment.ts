/**
 * The first screen as a declarative shadow root: the markup a server puts inside `<live-board>` in its own HTML
 * (`<template shadowrootmode="open">…</template>`), which the browser's HTML parser turns into the element's shadow
 * root before any script runs (docs/server.md). The React wrapper renders it on the server (react/LiveBoard.tsx),
 * and the first-screen endpoint answers it as an HTML fragment for any other server. Plain string work on React's
 * markup, for servers of every kind: no DOM.
 *
 * What the loader does in the browser to a painted screen (paint.ts) is done here, once, on the server:
 *  - the board's own links get the href the board writes in the element's routing mode; every other link (whose
 *    final URL the board decides) has none until the board has taken over;
 *  - React's inline styles (`data-lb-style`) become rules of the screen's one `<style>` element, each for its own
 *    element and `!important` as an inline style wins: no `style` attribute, which a strict page refuses.
 * The `<style>` element carries the build and language (the board takes over only a screen of its own build and
 * language) and, on a strict page, the page's nonce.
 */
import { DEFAULT_ROUTE_PARAM } from '../base/constants.ts';
import { pathHref, queryHref } from '../router/board-hrefs.ts';
import type { RenderedFirstScreen } from './render.tsx';

/** The attributes of the screen's `<style>` element that say what it is. */
export const SCREEN_STYLE_ATTR = { build: 'data-lb-build', locale: 'data-lb-locale' } as const;

/** Marks the `<script type="application/json">` that carries the first round's answers, where the page has them. */
export const SCREEN_ROUND_ATTR = 'data-lb-first-round';

/** Names each styled element for its rule. */
const STYLED_ATTR = 'data-lb-styled';

/** The first round's answers as the element files them for its client: each under the path of its request. */
export interface DeclarativeRound {
  /** The API base the answers came from (the element's `api-base`). */
  readonly apiBase: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** How the element routes (its `routing`, `route-param` and `base` attributes). */
export interface ScreenRouting {
  readonly routing?: string | null;
  readonly routeParam?: string | null;
  readonly base?: string | null;
}

/** What {@link declarativeScreen} needs besides the screen. */
export interface DeclarativeScreenOptions extends ScreenRouting {
  /** The page's Content-Security-Policy nonce, for the `<style>` element (a strict `style-src`). */
  readonly nonce?: string | null;
  /** The answers the screen was rendered from, for a page that has no other way to hand them to the element. */
  readonly round?: DeclarativeRound | null;
}

/**
 * The href a board link to `to` carries in the element's routing mode, as the server can know it: in query routing,
 * relative to the page (`?lb=/acme-launch/videos`; the page's other parameters are the browser's to keep once the
 * board has taken over); in path routing, under `base`; in memory routing, the route itself.
 */
export function serverBoardHref({ routing, routeParam, base }: ScreenRouting): (to: string) => string {
  if (routing === 'memory') return (to) => to;
  if (routing === 'path') return (to) => pathHref((base ?? '').replace(/\/+$/, ''), to, '');
  const param = routeParam || DEFAULT_ROUTE_PARAM;
  return (to) => queryHref({ pathname: '', search: '', hash: '' }, param, to) || '?';
}

/** Text as an HTML attribute value or element text (React's escaping). */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An attribute value as React escaped it, read back. */
const unescapeHtml = (text: string) =>
  text.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi,
    (_all, dec?: string, hex?: string, name?: string) =>
      name
        ? (({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name.toLowerCase()] ?? '')
        : String.fromCodePoint(dec ? Number(dec) : parseInt(hex as string, 16)),
  );

/**
 * CSS text safe inside a `<style>` element: no `<` (so no `</style>`) — written as the escape CSS reads back as the
 * same character, in a string or a URL alike.
 */
const cssInStyleElement = (css: string) => css.replaceAll('<', '\\3c ');

/** JSON safe inside a `<script>` element: no `<` (so no `</script>` nor `<!--`). */
const jsonInScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Declarations of an inline style, each made `!important` (a semicolon inside a quoted string left alone). */
function important(style: string): string {
  const declarations = style.match(/(?:[^;"']|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')+/g) ?? [];
  return declarations
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .map((declaration) => `${declaration}!important`)
    .join(';');
}

/** The board's links made what the element's routing writes, the others without href; inline styles as rules. */
function rewrite(html: string, href: (to: string) => string): { markup: string; rules: string } {
  const rules: string[] = [];
  const markup = html
    .replace(/<a\b[^>]*>/g, (tag) => {
      const found = / href="([^"]*)"/.exec(tag);
      if (!found) return tag;
      const to = unescapeHtml(found[1] as string);
      // A board link is a route path of its own (the server renders them as memory routing writes them).
      const own = to.startsWith('/') && !/ target="/.test(tag);
      return tag.replace(found[0], own ? ` href="${escapeHtml(href(to))}"` : '');
    })
    .replace(/ data-lb-style="([^"]*)"/g, (_all, style: string) => {
      rules.push(`[${STYLED_ATTR}="${rules.length}"]{${important(unescapeHtml(style))}}`);
      return ` ${STYLED_ATTR}="${rules.length - 1}"`;
    });
  return { markup, rules: rules.join('') };
}

/**
 * The content of the element's declarative shadow root for a rendered screen: its `<style>` element, the board's
 * markup, and (where asked) the answers it was rendered from.
 */
export function declarativeScreen(
  screen: Pick<RenderedFirstScreen, 'html' | 'css' | 'build' | 'locale'>,
  options: DeclarativeScreenOptions = {},
): string {
  const { markup, rules } = rewrite(screen.html, serverBoardHref(options));
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  const style =
    `<style${nonce} ${SCREEN_STYLE_ATTR.build}="${escapeHtml(screen.build)}" ` +
    `${SCREEN_STYLE_ATTR.locale}="${escapeHtml(screen.locale)}">${cssInStyleElement(screen.css + rules)}</style>`;
  const round = options.round
    ? `<script type="application/json" ${SCREEN_ROUND_ATTR}>${jsonInScript(options.round)}</script>`
    : '';
  return style + markup + round;
}

/** The whole declarative shadow root, `<template shadowrootmode="open">…</template>`, to put inside `<live-board>`. */
export const declarativeRoot = (
  screen: Pick<RenderedFirstScreen, 'html' | 'css' | 'build' | 'locale'>,
  options?: DeclarativeScreenOptions,
) => `<template shadowrootmode="open">${declarativeScreen(screen, options)}</template>`;
