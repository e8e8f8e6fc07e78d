/**
 * Board-scoped reads : the board, its presenter, campaign, categories, organization settings, live
 * event and items presence; plus the server cookies created after consent. `{boardId}` is an id or a slug.
 */
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';

import type { Categories } from '../../../src/api/schemas/index.ts';
import { boardParam, isLocked } from '../board-access.ts';
import type { BoardEntry } from '../catalog.ts';
import type { AppEnv, ServerState } from '../context.ts';
import { notFound } from '../errors.ts';
import { campaignFor } from '../fixtures/campaigns.ts';
import { presenterFor } from '../fixtures/leads.ts';
import { liveEventFor } from '../fixtures/live-events.ts';
import { organizationSettingsFor } from '../fixtures/org-settings.ts';
import { originOf, sessionGuidOf } from '../request-info.ts';
import { boardWire, categoryWire } from '../wire.ts';

/** The board's categories as `GET …/categories` answers them (also the first-screen endpoint's). */
export function categoriesAnswer(state: ServerState, board: BoardEntry): Categories {
  return {
    data: Object.fromEntries(board.categories.map((cat) => [String(cat.id), categoryWire(state.catalog, board, cat)])),
    categories_ids: board.categories.map((cat) => cat.id),
    promoted_category_id: board.promotedCategoryId,
  };
}

/** Whether anything besides the leading item is there to show (`GET …/items_presence`). */
export function itemsPresence(state: ServerState, board: BoardEntry, leadingId: number): { has_items: boolean } {
  const leadingHere = Number.isInteger(leadingId) && state.catalog.itemById(leadingId)?.board === board;
  return { has_items: board.total - (leadingHere ? 1 : 0) > 0 };
}

/** Routes of this module. */
export function boardRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const open = boardParam(state, { locked: false });
  const locked = boardParam(state, { locked: true });

  // The board answers even when locked, so the client knows which lock to show.
  app.get('/live_board/v1/boards/:boardId', open, (c) => {
    const board = c.get('board');
    return c.json(boardWire(board, isLocked(state, c, board)));
  });

  app.get('/live_board/v1/boards/:boardId/presenter', locked, (c) =>
    c.json(presenterFor(c.get('board').spec.presenter, c.req.query('token'), originOf(c))),
  );

  app.get('/live_board/v2/boards/:boardId/campaign', locked, (c) => c.json(campaignFor(c.get('board'), originOf(c))));

  app.get('/live_board/v2/boards/:boardId/categories', locked, (c) => c.json(categoriesAnswer(state, c.get('board'))));

  // Organization-level data is not board content: the lock pages need the logo and privacy settings.
  app.get('/live_board/v1/boards/:boardId/organization_settings', open, (c) => {
    const settings = organizationSettingsFor(c.get('board').spec.organizationId, originOf(c));
    if (!settings) throw notFound('Organization settings');
    return c.json(settings);
  });

  app.get('/live_board/v2/boards/:boardId/live_event', locked, (c) =>
    c.json({ event: liveEventFor(c.get('board').spec.id, originOf(c)) }),
  );

  // Whether anything besides the leading item is there to show.
  app.get('/live_board/v2/boards/:boardId/items_presence', locked, (c) =>
    c.json(itemsPresence(state, c.get('board'), Number(c.req.query('leading_item_id')))),
  );

  // Server cookies after consent. A real server would set its analytics cookies; one stands for them.
  app.post('/live_board/v1/boards/:boardId/session_cookies', open, (c) => {
    const board = c.get('board');
    setCookie(c, `lb_consent_${board.spec.organizationId}`, sessionGuidOf(c) ?? 'anonymous', {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 60 * 60 * 24 * 365,
    });
    return c.json({ ok: true }, 201);
  });

  return app;
}
