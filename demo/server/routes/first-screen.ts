/**
 * `GET /live_board/v2/boards/{boardId}/first_screen?locale=`: the board's first screen rendered on the server
 * (`live-board/server`, docs/server.md) — its home as an anonymous visitor sees it, as HTML with its CSS, and the
 * first round's answers it was rendered from; with `format=html`, all of it as the HTML fragment any server can put
 * inside `<live-board>` (a declarative shadow root, links written for `routing`, `route_param` and `base`). The same
 * for everyone, so it is rendered once per board, language, origin and build and kept while fresh (endpoint.ts), for
 * a bounded number of those. 204 (with `X-First-Screen-Skipped` saying why) when there is nothing to render the same
 * for everyone: a board with a lock or a live event, a request naming a visitor; 503 when the renderer is not built.
 * The answers are written by the code the edge worker writes them with (src/first-screen/endpoint.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { Hono } from 'hono';

import { ITEMS_PER_PAGE } from '../../../src/base/constants.ts';
import {
  type AnswerFormat,
  answerTag,
  answerText,
  answerType,
  CACHE_CONTROL,
  firstScreenRequest,
  FRESH_S,
  screenOf,
  type ScreenOfAnswer,
  SKIPPED_HEADER,
  type SkipReason,
} from '../../../src/first-screen/endpoint.ts';
import type { FirstRoundAnswers, renderFirstScreen } from '../../../src/first-screen/render.tsx';
import { boardParam } from '../board-access.ts';
import type { BoardEntry } from '../catalog.ts';
import { matchesTag } from '../compression.ts';
import type { AppEnv, ServerState } from '../context.ts';
import { ApiError } from '../errors.ts';
import { ExpiringCache } from '../expiring-cache.ts';
import { campaignFor } from '../fixtures/campaigns.ts';
import { presenterFor } from '../fixtures/leads.ts';
import { liveEventFor } from '../fixtures/live-events.ts';
import { originOf } from '../request-info.ts';
import { anonymousItemBuilder, boardWire } from '../wire.ts';
import { categoriesAnswer, itemsPresence } from './boards.ts';
import { itemsPage } from './items.ts';

/** The renderer and the build it comes from (its identity is part of the cache key). */
export interface FirstScreenRenderer {
  readonly render: typeof renderFirstScreen;
  readonly build: string;
}

/** The demo page whose board's first screen is in its HTML. */
export const SERVER_RENDERED_PAGE = 'cms-server-rendered.html';

/** How many renderings are kept (by board, language, origin and build); the least recently asked go first. */
export const RENDERINGS_KEPT = 64;

/**
 * How many answer texts each rendering keeps, one per way of naming the board (its slug, its id; `0101` names board
 * 101 too, so the names are not bounded by the board) and format (JSON, or the fragment for an element's routing).
 */
const BODIES_KEPT = 8;

/** Options of `firstScreenRoutes`. */
export interface FirstScreenOptions {
  /** The renderer (default: the built package's, `dist/npm/server.js`). */
  renderer?: () => Promise<FirstScreenRenderer | null>;
  /** The origins the server is reached at, the public one first (`AppOptions.origins`). */
  origins?: readonly [string, ...string[]];
  /** Keep no rendering: render for every request (the edge load bench's renderings of the reference API). */
  renderEach?: boolean;
}

/** The renderer of the built package (`dist/npm/server.js`); null while it is not built. */
export async function builtRenderer(distDir: string): Promise<FirstScreenRenderer | null> {
  const file = join(distDir, 'npm', 'server.js');
  const info = await stat(file).catch(() => null);
  if (!info) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen: typeof renderFirstScreen };
  return {
    render: module.renderFirstScreen,
    build: `${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}`,
  };
}

/** The first round's answers as an anonymous visitor gets them, with URLs on `origin`. */
function firstRound(state: ServerState, board: BoardEntry, origin: string): FirstRoundAnswers {
  const campaign = campaignFor(board, origin);
  const leading = campaign.items.leading_item.id;
  return {
    board: boardWire(board, false),
    campaign,
    categories: categoriesAnswer(state, board),
    items: itemsPage(
      state,
      board,
      { category: null, search: '', page: 1, per_page: ITEMS_PER_PAGE },
      anonymousItemBuilder(state, origin, board),
    ),
    liveEvent: { event: liveEventFor(board.spec.id, origin) },
    presenter: presenterFor(board.spec.presenter, undefined, origin),
    itemsPresence: leading === null ? null : itemsPresence(state, board, leading),
  };
}

/** An answer's text and its tag. */
interface Body {
  readonly text: string;
  readonly etag: string;
}

/**
 * One rendering of a board's first screen, the same however the board was named: nothing (a 204's reason), or the
 * screen with the answers it was rendered from, and the answer texts made from them so far, by the board's name and
 * the answer's format.
 */
type Rendering =
  | { readonly skipped: SkipReason }
  | {
      readonly skipped: null;
      readonly screen: ScreenOfAnswer;
      readonly answers: FirstRoundAnswers;
      readonly bodies: Map<string, Promise<Body>>;
    };

/** The answer for a board named `named` in `format` (endpoint.ts), kept with its rendering. */
function bodyOf(
  rendering: Extract<Rendering, { skipped: null }>,
  named: string,
  format: AnswerFormat,
  apiBase: string,
): Promise<Body> {
  const key = JSON.stringify([named, format]);
  const kept = rendering.bodies.get(key);
  if (kept) return kept;
  const text = answerText(rendering.screen, rendering.answers, { named, format }, apiBase);
  const body = answerTag(text).then((etag) => ({ text, etag }));
  rendering.bodies.set(key, body);
  for (const oldest of rendering.bodies.keys()) {
    if (rendering.bodies.size <= BODIES_KEPT) break;
    rendering.bodies.delete(oldest);
  }
  return body;
}

/**
 * The origin a rendering's URLs name: the request's when it is one the server is reached at, else the public one —
 * never whatever a `Host` header says, which would cost a rendering per value. Without configured origins (an app
 * answering in-process requests), the request's.
 */
function urlOrigin(origins: FirstScreenOptions['origins'], asked: string): string {
  if (!origins) return asked;
  return origins.includes(asked) ? asked : origins[0];
}

/** Routes of this module. */
export function firstScreenRoutes(
  state: ServerState,
  { renderer = () => builtRenderer(state.distDir), origins, renderEach = false }: FirstScreenOptions = {},
): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  // Read at each call, so a test's fake clock holds.
  const now = () => Date.now();
  const renderings = new ExpiringCache<Rendering>({ size: RENDERINGS_KEPT, maxAgeMs: FRESH_S * 1000, now });

  app.get('/live_board/v2/boards/:boardId/first_screen', boardParam(state, { locked: false }), async (c) => {
    const board = c.get('board');
    const request = firstScreenRequest(c.req.param('boardId'), new URL(c.req.url).searchParams);
    const using = await renderer();
    if (!using) throw new ApiError(503, 'not_built', 'The first-screen renderer is not built: run `npm run build`');
    const origin = urlOrigin(origins, originOf(c));
    const key = [board.spec.id, request.locale, origin, request.scheme, using.build].join('|');
    const make = async (): Promise<Rendering> => {
      if (board.spec.access !== 'open') return { skipped: 'locked' };
      const answers = firstRound(state, board, origin);
      const { locale, scheme } = request;
      const result = await using.render({ answers, apiOrigin: origin, locale, scheme });
      if (!result.rendered) return { skipped: result.reason };
      return { skipped: null, screen: screenOf(result), answers, bodies: new Map() };
    };
    const { value: rendering, at } = renderEach ? { value: await make(), at: now() } : await renderings.get(key, make);
    const headers: Record<string, string> = {
      'Cache-Control': CACHE_CONTROL,
      Age: String(Math.max(0, Math.floor((now() - at) / 1000))),
      Vary: 'Accept-Encoding',
    };
    // (A request naming a visitor asks for a screen nobody else would see: there is none to give.)
    const skipped = (reason: SkipReason) => c.body(null, 204, { ...headers, [SKIPPED_HEADER]: reason });
    if (request.namesVisitor) return skipped('visitor');
    if (rendering.skipped !== null) return skipped(rendering.skipped);
    const body = await bodyOf(rendering, request.named, request.format, origin);
    // A browser holding the compressed answer sends back the compressed copy's tag (compression.ts).
    if (matchesTag(c.req.header('If-None-Match'), body.etag)) {
      return c.body(null, 304, { ...headers, ETag: body.etag });
    }
    return c.body(body.text, 200, { ...headers, ETag: body.etag, 'Content-Type': answerType(request.format) });
  });

  // The CMS demo page as a server that puts the fragment into its HTML sends it (docs/server.md `format=html`): the
  // board's first screen in the page itself, for the loader to leave and the board's code to take over.
  app.get(`/demo/${SERVER_RENDERED_PAGE}`, async (c) => {
    const page = await readFile(join(state.demoDir, 'cms.html'), 'utf8');
    const locale = encodeURIComponent(c.req.header('Accept-Language') ?? '');
    const answer = await app.request(
      new URL(`/live_board/v2/boards/acme-launch/first_screen?format=html&locale=${locale}`, c.req.url),
    );
    const fragment = answer.status === 200 ? await answer.text() : '';
    const element = '<live-board board-slug="acme-launch">';
    return c.html(page.replace(element, element + fragment), 200, { 'Cache-Control': 'no-store' });
  });

  return app;
}
