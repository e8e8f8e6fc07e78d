/**
 * `GET /live_board/v2/boards/{boardId}/first_screen?locale=`: the board's first screen rendered on the server
 * (`live-board/server`, docs/server.md) — its home as an anonymous visitor sees it, as HTML with its CSS, and the
 * first round's answers it was rendered from; with `format=html`, all of it as the HTML fragment any server can put
 * inside `<live-board>` (a declarative shadow root, links written for `routing`, `route_param` and `base`). The same for everyone, so it is rendered once per board, language,
 * origin and build and kept a minute (as long as browsers and CDNs may keep it), for a bounded number of those.
 * 204 (with `X-First-Screen-Skipped` saying why) when there is nothing to render the same for everyone: a board with
 * a lock or a live event; 503 when the renderer is not built. A vendor's API adds this endpoint beside its others.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { Hono } from 'hono';

import {
  boardPath,
  campaignPath,
  categoriesPath,
  itemsPath,
  itemsPresencePath,
  liveEventPath,
  presenterPath,
} from '../../../src/api/first-round.ts';
import { ITEMS_PER_PAGE } from '../../../src/constants.ts';
import type { FirstScreenAnswer } from '../../../src/first-screen/answer.ts';
import { declarativeRoot } from '../../../src/first-screen/fragment.ts';
import type { renderFirstScreen } from '../../../src/first-screen/render.tsx';
import { bestMatch } from '../../../src/i18n/locale-match.ts';
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

/**
 * How long a rendering is kept, here and in browsers and CDNs: a new build or a changed board reaches visitors within
 * it. Answers say how old their rendering is (`Age`), so a copy kept downstream expires with the one kept here.
 */
const MAX_AGE_S = 60;
const CACHE_CONTROL = `public, max-age=${MAX_AGE_S}`;

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
function firstRound(state: ServerState, board: BoardEntry, origin: string) {
  const campaign = campaignFor(board, origin);
  const leading = campaign.items.leading_item.id;
  return {
    leading,
    answers: {
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
    },
  };
}

/** An answer's text and its tag (a hash of the text: bodies that differ never share a tag). */
interface Body {
  readonly text: string;
  readonly etag: string;
}

/**
 * One rendering of a board's first screen, the same however the board was named: nothing (a 204's reason), or the
 * screen with the answers it was rendered from, and the answer texts made from them so far, by the board's name.
 */
type Rendering =
  | { readonly skipped: string }
  | {
      readonly skipped: null;
      readonly screen: Omit<FirstScreenAnswer, 'data'>;
      readonly round: ReturnType<typeof firstRound>;
      readonly bodies: Map<string, Body>;
    };

/** How an answer is written: JSON (the loader's), or the HTML fragment with links for an element's routing. */
type Format =
  | { readonly html: false }
  | { readonly html: true; readonly routing: string; readonly routeParam: string; readonly base: string };

/** A tag for a text (a hash of it: bodies that differ never share a tag). */
const tagOf = (text: string) => `"fs-${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;

/**
 * The answer for a board named `named`: each answer under the path of the request it answers, as the board's client
 * asks it, which names the board as its page did (`board-slug` or `board-id`) — the loader and the element file them
 * under those.
 */
function bodyOf(
  rendering: Extract<Rendering, { skipped: null }>,
  named: string,
  format: Format,
  apiBase: string,
): Body {
  const key = JSON.stringify([named, format]);
  const kept = rendering.bodies.get(key);
  if (kept) return kept;
  const { answers, leading } = rendering.round;
  const data = {
    [boardPath(named)]: answers.board,
    [campaignPath(named)]: answers.campaign,
    [categoriesPath(named)]: answers.categories,
    [itemsPath(named)]: answers.items,
    [liveEventPath(named)]: answers.liveEvent,
    [presenterPath(named)]: answers.presenter,
    ...(answers.itemsPresence && {
      [`${itemsPresencePath(named)}?leading_item_id=${String(leading)}`]: answers.itemsPresence,
    }),
  };
  const text = format.html
    ? declarativeRoot(rendering.screen, { ...format, round: { apiBase, data } })
    : JSON.stringify({ ...rendering.screen, data } satisfies FirstScreenAnswer);
  const body = { text, etag: tagOf(text) };
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
  { renderer = () => builtRenderer(state.distDir), origins }: FirstScreenOptions = {},
): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  // Read at each call, so a test's fake clock holds.
  const now = () => Date.now();
  const renderings = new ExpiringCache<Rendering>({ size: RENDERINGS_KEPT, maxAgeMs: MAX_AGE_S * 1000, now });

  app.get('/live_board/v2/boards/:boardId/first_screen', boardParam(state, { locked: false }), async (c) => {
    const board = c.get('board');
    // The `locale` attribute (when set) and the browser's languages, in order: the board's own choice among them.
    const asked = (c.req.query('locale') ?? '').split(',').filter(Boolean);
    const locale = bestMatch(asked);
    const using = await renderer();
    if (!using) throw new ApiError(503, 'not_built', 'The first-screen renderer is not built: run `npm run build`');
    const origin = urlOrigin(origins, originOf(c));
    // The board's links name it as the request did: by its slug, or (a board embedded by `board-id`) by its id.
    const scheme = /^\d+$/.test(c.req.param('boardId')) ? 'legacy' : 'slug';
    const key = [board.spec.id, locale, origin, scheme, using.build].join('|');
    const { value: rendering, at } = await renderings.get(key, async (): Promise<Rendering> => {
      if (board.spec.access !== 'open') return { skipped: 'locked' };
      const round = firstRound(state, board, origin);
      const result = await using.render({ answers: round.answers, apiOrigin: origin, locale, scheme });
      if (!result.rendered) return { skipped: result.reason };
      const { rendered: _rendered, ...screen } = result;
      return { skipped: null, screen, round, bodies: new Map() };
    });
    const headers: Record<string, string> = {
      'Cache-Control': CACHE_CONTROL,
      Age: String(Math.max(0, Math.floor((now() - at) / 1000))),
      Vary: 'Accept-Encoding',
    };
    if (rendering.skipped !== null) {
      return c.body(null, 204, { ...headers, 'X-First-Screen-Skipped': rendering.skipped });
    }
    const format: Format =
      c.req.query('format') === 'html'
        ? {
            html: true,
            routing: c.req.query('routing') ?? '',
            routeParam: c.req.query('route_param') ?? '',
            base: c.req.query('base') ?? '',
          }
        : { html: false };
    const body = bodyOf(rendering, c.req.param('boardId'), format, origin);
    // A browser holding the compressed answer sends back the compressed copy's tag (compression.ts).
    if (matchesTag(c.req.header('If-None-Match'), body.etag)) {
      return c.body(null, 304, { ...headers, ETag: body.etag });
    }
    const type = format.html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
    return c.body(body.text, 200, { ...headers, ETag: body.etag, 'Content-Type': type });
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
