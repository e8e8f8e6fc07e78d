/**
 * The first-screen endpoint (`GET …/boards/{boardId}/first_screen`, docs/server.md) as every server that answers it
 * writes its answers: the reference API and the edge worker (edge/), byte for byte the same for the same board,
 * language and build. What a request asks (its board's name, language and format), how long an answer may be kept,
 * and the answer's text and tag from a rendering and the round it was rendered from. Web APIs only (no Node): it runs
 * in Node and in an edge runtime.
 */
import { bestMatch, type Locale } from '../i18n/locale-match.ts';
import type { RouteScheme } from '../router/routes.ts';
import type { FirstScreenAnswer } from './answer.ts';
import { declarativeRoot, type ScreenRouting } from './fragment.ts';
import type { FirstRoundAnswers, RenderedFirstScreen, SkippedFirstScreen } from './render.tsx';
import { roundData } from './round.ts';
import { namesVisitor } from './visit.ts';

/**
 * How long an answer is fresh, here and in browsers and CDNs (`max-age`, `s-maxage`): a new build or a changed board
 * reaches visitors within it. Answers say how old their rendering is (`Age`), so a copy kept downstream expires with
 * the one kept at the server.
 */
export const FRESH_S = 60;

/**
 * How long after that a cache may still answer with the old rendering while it renders a new one
 * (`stale-while-revalidate`): a board seen rarely gets its screen at once, at most this much older.
 */
export const STALE_S = 300;

/** The `Cache-Control` of an answer, rendered or not, kept fresh for `fresh` seconds and then `stale` more. */
export const cacheControl = (fresh: number, stale: number) =>
  `public, max-age=${fresh}, s-maxage=${fresh}, stale-while-revalidate=${stale}`;

/** The `Cache-Control` of every answer of the reference API (and of the edge worker, unless set otherwise). */
export const CACHE_CONTROL = cacheControl(FRESH_S, STALE_S);

/** Says why an answer has no screen (204): `locked`, `live_event`, `visitor`, `incomplete`, `unavailable`. */
export const SKIPPED_HEADER = 'X-First-Screen-Skipped';

/**
 * Why there is no screen: the board's (a lock, a live event, a screen that could not be rendered whole: kept like a
 * screen), the request's (it names a visitor), or the API's (an answer failed: the edge worker's only).
 */
export type SkipReason = SkippedFirstScreen['reason'] | 'visitor' | 'unavailable';

/** How an answer is written: JSON (the loader's), or the HTML fragment with links for an element's routing. */
export type AnswerFormat = { readonly html: false } | ({ readonly html: true } & Required<ScreenRouting>);

/** What a first-screen request asks. */
export interface FirstScreenRequest {
  /** The board as the request names it: by slug, or by numeric id (`0101` names board 101 too). */
  readonly named: string;
  /** How its links name it: by slug, or (a board asked for by id, embedded by `board-id`) by numeric id. */
  readonly scheme: RouteScheme;
  /** The board's choice among the languages asked (`locale=`, the attribute's then the browser's, in order). */
  readonly locale: Locale;
  readonly format: AnswerFormat;
  /** The request names a visitor (a token, a safetoken, an invitation): no screen the same for everyone. */
  readonly namesVisitor: boolean;
}

/** Reads a first-screen request: the board's name from its path, the rest from its query. */
export function firstScreenRequest(named: string, query: URLSearchParams): FirstScreenRequest {
  const format: AnswerFormat =
    query.get('format') === 'html'
      ? {
          html: true,
          routing: query.get('routing') ?? '',
          routeParam: query.get('route_param') ?? '',
          base: query.get('base') ?? '',
        }
      : { html: false };
  return {
    named,
    scheme: /^\d+$/.test(named) ? 'legacy' : 'slug',
    locale: bestMatch((query.get('locale') ?? '').split(',').filter(Boolean)),
    format,
    namesVisitor: namesVisitor(query),
  };
}

/** A rendered screen as an answer carries it: without the renderer's `rendered` flag. */
export type ScreenOfAnswer = Omit<FirstScreenAnswer, 'data'>;

/** The screen of a renderer's result. */
export function screenOf({ rendered: _rendered, ...screen }: RenderedFirstScreen): ScreenOfAnswer {
  return screen;
}

/**
 * An answer's text: the screen with the round's answers, each under the path of the request it answers as the
 * board's client asks it — which names the board as its page did (`board-slug` or `board-id`); the loader and the
 * element file them under those. `apiBase`: where the fragment's answers come from (the API's public origin).
 */
export function answerText(
  screen: ScreenOfAnswer,
  answers: FirstRoundAnswers,
  request: Pick<FirstScreenRequest, 'named' | 'format'>,
  apiBase: string,
): string {
  const data = roundData(request.named, answers);
  return request.format.html
    ? declarativeRoot(screen, { ...request.format, round: { apiBase, data } })
    : JSON.stringify({ ...screen, data } satisfies FirstScreenAnswer);
}

/** The base64url form of bytes. */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** A text's tag (`ETag`): a hash of it, so answers that differ never share one. */
export async function answerTag(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `"fs-${base64url(new Uint8Array(digest)).slice(0, 22)}"`;
}

/** The answer's type by its format. */
export const answerType = (format: AnswerFormat) =>
  format.html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
