/**
 * The server side of a React host (docs/element.md §7): `loadFirstScreen()` asks the board's API for its first round
 * as an anonymous visitor at home — the answers the board's client would ask for first — and returns them as plain
 * data, for the host's server code to pass to `<LiveBoard firstScreen>`. The wrapper renders the first screen from
 * them on the server (into the element's declarative shadow root), and the board's client takes them instead of
 * asking again. No React here and no DOM: it runs in a React Server Component, a loader, an edge function.
 *
 * It never throws: an answer that fails, a board that is locked or leads into a live event, a request that takes
 * too long — it resolves with null, and the element renders as it would without a first screen.
 */
import { FIRST_ROUND_SERVER_TIMEOUT_MS } from '../base/constants.ts';
import { bestMatch, type Locale } from '../i18n/locale-match.ts';
import type { FirstRoundAnswers } from './render.tsx';
import { askFirstRound, roundAnswers, roundData } from './round.ts';
import { isHome, namesVisitor } from './visit.ts';

/** The first round of a board as its first screen needs it: plain JSON, for a framework to pass to the browser. */
export interface FirstScreenData {
  /** The board as the element names it (its `board-slug`, or its `board-id`). */
  readonly board: string;
  /** How its links name it: by slug, or (a board embedded by `board-id`) by numeric id. */
  readonly scheme: 'slug' | 'legacy';
  /** The API base the answers came from, which the element must use too (`api-base`). */
  readonly apiBase: string;
  /** The language the screen is rendered in: the element's choice among the visitor's languages. */
  readonly locale: Locale;
  /** Each answer under the path of the request it answers, as the board's client asks it. */
  readonly data: Readonly<Record<string, unknown>>;
}

/** Options of {@link loadFirstScreen}. */
export interface LoadFirstScreenOptions {
  /** The board's API, absolute (the element's `api-base`). */
  readonly apiBase: string;
  /** The board, as the element names it: `boardSlug` or `boardId`. */
  readonly boardSlug?: string | null;
  readonly boardId?: string | number | null;
  /** The element's `locale` attribute, when set: it wins over the visitor's languages. */
  readonly locale?: string | null;
  /** The request's `Accept-Language` header: the visitor's languages, which the browser's board reads too. */
  readonly acceptLanguage?: string | null;
  /**
   * The page's URL as requested, with the element's routing (its `routing`, `routeParam`, `base`): a deep link into
   * the board, or a URL that says who the visitor is (`token`, `safetoken`, `invitation`), gets no first screen.
   */
  readonly page?: {
    readonly url: string | URL;
    readonly routing?: string | null;
    readonly routeParam?: string | null;
    readonly base?: string | null;
  };
  /**
   * Extra options of each request: a framework's cache settings (Next.js: `{ next: { revalidate: 60 } }`), headers a
   * gateway wants. The XHR marker and the method are the board's.
   */
  readonly init?: RequestInit & Record<string, unknown>;
  /** The fetch to use (default: the global one, which frameworks extend with their caches). */
  readonly fetch?: typeof fetch;
  /** How long the whole round may take before the page renders without a first screen (default 1.5 s). */
  readonly timeoutMs?: number;
}

/** The visitor's languages from an `Accept-Language` header, most wanted first. */
function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * Asks the API for the board's first round (two rounds of requests: the board, campaign, categories, live event and
 * first items page, then the seller and the leading item's presence) and resolves with it, or with null when the
 * board's first screen is not the same for everyone or an answer failed.
 */
export async function loadFirstScreen(options: LoadFirstScreenOptions): Promise<FirstScreenData | null> {
  const board = String(options.boardSlug || options.boardId || '');
  const apiBase = options.apiBase.replace(/\/+$/, '');
  if (!board) return null;
  if (options.page) {
    const url = new URL(options.page.url);
    const { routing = null, routeParam = null, base = null } = options.page;
    if (!isHome(url, board, routing, routeParam, base) || namesVisitor(url.searchParams)) return null;
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? FIRST_ROUND_SERVER_TIMEOUT_MS);
  const signal = options.init?.signal ? AbortSignal.any([options.init.signal, timeout]) : timeout;
  try {
    const round = await askFirstRound({ apiBase, board, init: options.init, fetch: options.fetch, signal });
    // A locked board or a live event: no screen, and nothing to report.
    if (!round.screen) return null;
    const languages = [options.locale ?? '', ...acceptedLanguages(options.acceptLanguage)].filter(Boolean);
    return {
      board,
      scheme: options.boardSlug ? 'slug' : 'legacy',
      apiBase,
      locale: bestMatch(languages),
      data: roundData(board, round.answers),
    };
  } catch (error) {
    console.warn(`[live-board] no first screen for board "${board}": its first round failed`, error);
    return null;
  }
}

/** The answers of a loaded first round, as the renderer takes them. */
export const answersOf = ({ board, data }: FirstScreenData): FirstRoundAnswers => roundAnswers(board, data);
