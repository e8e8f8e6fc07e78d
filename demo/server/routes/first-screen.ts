/**
 * `GET /live_board/v2/boards/{boardId}/first_screen?locale=`: the board's first screen rendered on the server
 * (`live-board/server`, docs/server.md) — its home as an anonymous visitor sees it, as HTML with its CSS, and the
 * first round's answers it was rendered from. The same for everyone, so it is cached per board, language and build.
 * 204 (with `X-First-Screen-Skipped` saying why) when there is nothing to render the same for everyone: a board with
 * a lock or a live event; 503 when the renderer is not built. A vendor's API adds this endpoint beside its others.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
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
import type { renderFirstScreen } from '../../../src/first-screen/render.tsx';
import { bestMatch } from '../../../src/i18n/locale-match.ts';
import { boardParam } from '../board-access.ts';
import type { AppEnv, ServerState } from '../context.ts';
import { ApiError } from '../errors.ts';
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

/** How long a browser or CDN may keep a first screen: a new build or a changed board reaches visitors within it. */
const CACHE_CONTROL = 'public, max-age=60';

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

/** Routes of this module; `renderer` gives the renderer (the built package by default). */
export function firstScreenRoutes(
  state: ServerState,
  renderer: () => Promise<FirstScreenRenderer | null> = () => builtRenderer(state.distDir),
): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  /** Rendered answers by board, language, origin and build, as sent (JSON text, or null for a 204). */
  const rendered = new Map<string, Promise<{ body: string | null; skipped: string | null }>>();

  app.get('/live_board/v2/boards/:boardId/first_screen', boardParam(state, { locked: false }), async (c) => {
    const board = c.get('board');
    // The `locale` attribute (when set) and the browser's languages, in order: the board's own choice among them.
    const asked = (c.req.query('locale') ?? '').split(',').filter(Boolean);
    const locale = bestMatch(asked);
    const using = await renderer();
    if (!using) throw new ApiError(503, 'not_built', 'The first-screen renderer is not built: run `npm run build`');
    const origin = originOf(c);
    // The board's links name it as the request did: by its slug, or (a board embedded by `board-id`) by its id.
    const scheme = /^\d+$/.test(c.req.param('boardId')) ? 'legacy' : 'slug';
    const key = [board.spec.id, locale, origin, scheme, using.build].join('|');
    let entry = rendered.get(key);
    if (!entry) {
      entry = (async () => {
        if (board.spec.access !== 'open') return { body: null, skipped: 'locked' };
        const campaign = campaignFor(board, origin);
        const leading = campaign.items.leading_item.id;
        const answers = {
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
        const result = await using.render({ answers, apiOrigin: origin, locale, scheme });
        if (!result.rendered) return { body: null, skipped: result.reason };
        const { rendered: _rendered, ...screen } = result;
        // Each answer under the path of the request it answers, as the board asks (the board as it was named).
        const named = c.req.param('boardId');
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
        const answer: FirstScreenAnswer = { ...screen, data };
        return { body: JSON.stringify(answer), skipped: null };
      })();
      rendered.set(key, entry);
      // A failure is not kept: the next request tries again.
      entry.catch(() => rendered.delete(key));
    }
    const { body, skipped } = await entry;
    // One tag per body: the build, the board, the language and the origin its URLs name.
    const etag = `"fs-${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
    const headers: Record<string, string> = { 'Cache-Control': CACHE_CONTROL, Vary: 'Accept-Encoding' };
    if (skipped || body === null) return c.body(null, 204, { ...headers, 'X-First-Screen-Skipped': skipped ?? '' });
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, { ...headers, ETag: etag });
    return c.body(body, 200, { ...headers, ETag: etag, 'Content-Type': 'application/json; charset=utf-8' });
  });

  return app;
}
