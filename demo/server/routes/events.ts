/**
 * Event endpoints : tracking, pings, lead events, consent, stop-tracking, invitations, lead identity
 * and every analytics call. All share one flow — capture, validate, store once per Idempotency-Key, acknowledge —
 * so they are declared in one table. Capture is registered before fault injection and the XHR/CSRF checks
 * (`registerEventCapture`), so `GET /__events?raw=1` shows every attempt a client made, retries included.
 */
import { randomUUID } from 'node:crypto';

import { type Context, Hono } from 'hono';
import type * as v from 'valibot';

import {
  BoardLeadViewBody,
  ContentItemLeadViewBody,
  CookiesConsentBody,
  CtaBody,
  IdentityBody,
  ItemActionBody,
  PingBody,
  PublishLeadEventBody,
  ShareBody,
  TrackingBody,
} from '../../../src/api/schemas/index.ts';
import { HEADER } from '../../../src/base/constants.ts';
import { requireBoard } from '../board-access.ts';
import type { AppEnv, ServerState } from '../context.ts';
import { ApiError, ERROR_CODE, notFound } from '../errors.ts';
import { type EventRecord, LOGGED_HEADERS } from '../event-log.ts';
import { ANONYMOUS_LEAD } from '../fixtures/leads.ts';
import { ANALYTICS_API, MAIN_API, PINGS_PATH } from '../paths.ts';
import { requestPath, sessionGuidOf } from '../request-info.ts';
import { parseJsonText, validate } from '../validation.ts';

type Method = 'POST' | 'PUT' | 'DELETE';

/** One event endpoint. */
interface EventRoute {
  readonly method: Method;
  readonly path: string;
  /** Body schema; endpoints without a documented body accept any (the API documents none). */
  readonly schema?: v.GenericSchema;
  /** Resource checks (unknown board or content item → 404), after the body is valid. */
  readonly check?: (state: ServerState, c: Context<AppEnv>, body: unknown) => void;
  /** Effect of a newly stored event (not repeated for a duplicate). */
  readonly onStored?: (state: ServerState, c: Context<AppEnv>, body: unknown) => void;
  /** Answer body; the default is the ack `{ ok: true, event_id }`. */
  readonly answer?: (event: EventRecord, c: Context<AppEnv>) => unknown;
}

const boardExists = (state: ServerState, c: Context<AppEnv>) => {
  requireBoard(state, c.req.param('boardId') ?? '');
};

const bodyBoardExists = (state: ServerState, _c: Context<AppEnv>, body: unknown) => {
  requireBoard(state, (body as { board_id: string | number }).board_id);
};

/** The content item of the path must exist, and the body's item_id (when given) must be its item. */
const contentItemMatches = (state: ServerState, c: Context<AppEnv>, body: unknown) => {
  const contentItemId = c.req.param('contentItemId') ?? '';
  const found = /^\d+$/.test(contentItemId) ? state.catalog.itemByContentId(Number(contentItemId)) : undefined;
  if (!found) throw notFound(`Content item ${contentItemId}`);
  const itemId = (body as { item_id?: number }).item_id;
  if (itemId !== undefined && state.catalog.itemById(itemId)?.homeIndex !== found.homeIndex) {
    throw new ApiError(422, ERROR_CODE.validationFailed, 'item_id does not belong to this content item', {
      item_id: [`Item ${itemId} is not content item ${contentItemId}`],
    });
  }
};

const contentItemExists = (state: ServerState, _c: Context<AppEnv>, body: unknown) => {
  const contentItemId = (body as { content_item_id: number }).content_item_id;
  if (!state.catalog.itemByContentId(contentItemId)) throw notFound(`Content item ${contentItemId}`);
};

/** Every event endpoint of the main API and the analytics service. */
const EVENT_ROUTES: readonly EventRoute[] = [
  { method: 'POST', path: `${MAIN_API}/v1/tracking`, schema: TrackingBody },
  {
    method: 'POST',
    path: `${MAIN_API}/v2/sphere/publish_lead_events`,
    schema: PublishLeadEventBody,
    check: contentItemExists,
  },
  {
    method: 'POST',
    path: `${MAIN_API}/v1/boards/:boardId/cookies_consents`,
    schema: CookiesConsentBody,
    check: boardExists,
  },
  // Stop tracking answers the lead that replaces the current one: an anonymous guest .
  { method: 'DELETE', path: `${MAIN_API}/v2/track_leads`, answer: () => ANONYMOUS_LEAD },
  {
    method: 'PUT',
    path: `${MAIN_API}/v2/invitation_wrappers/:invitationToken`,
    answer: (event, c) => ({ ok: true, event_id: event.id, invitation_token: c.req.param('invitationToken') }),
  },
  { method: 'PUT', path: `${MAIN_API}/v2/leads/identity`, schema: IdentityBody, check: bodyBoardExists },
  { method: 'POST', path: PINGS_PATH, schema: PingBody, check: bodyBoardExists },
  {
    method: 'POST',
    path: `${ANALYTICS_API}/v1/boards/:boardId/lead_views`,
    schema: BoardLeadViewBody,
    check: boardExists,
  },
  {
    method: 'POST',
    path: `${ANALYTICS_API}/v2/content_items/:contentItemId/lead_views`,
    schema: ContentItemLeadViewBody,
    check: contentItemMatches,
  },
  {
    method: 'POST',
    path: `${ANALYTICS_API}/v2/content_items/:contentItemId/likes`,
    schema: ItemActionBody,
    check: contentItemMatches,
    onStored: (state, c, body) => state.likes.add(sessionGuidOf(c), (body as { item_id: number }).item_id),
  },
  {
    method: 'POST',
    path: `${ANALYTICS_API}/v2/content_items/:contentItemId/downloads`,
    schema: ItemActionBody,
    check: contentItemMatches,
  },
  {
    method: 'POST',
    path: `${ANALYTICS_API}/v1/boards/:boardId/campaign/:cta{message|contact|form|link|share|link_click}`,
    schema: CtaBody,
    check: boardExists,
  },
  { method: 'POST', path: `${ANALYTICS_API}/v1/boards/:boardId/shares`, schema: ShareBody, check: boardExists },
];

/** Builds the record of a received event request. */
async function captureRecord(c: Context): Promise<EventRecord> {
  const text = await c.req.text();
  let body: unknown = null;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  const headers: Record<string, string> = {};
  for (const name of LOGGED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  // Pings go out with sendBeacon, which cannot set headers; other senders without a key get a unique one.
  const path = requestPath(c);
  const key = c.req.header(HEADER.idempotencyKey) || `${path.startsWith(PINGS_PATH) ? 'ping' : 'auto'}-${randomUUID()}`;
  return { id: randomUUID(), key, method: c.req.method, path, body, headers, at: new Date().toISOString() };
}

/**
 * Registers the capture step of every event endpoint on `app`. Call it before the fault, XHR and CSRF
 * middleware so that every attempt lands in the raw list.
 */
export function registerEventCapture(app: Hono<AppEnv>, state: ServerState): void {
  for (const route of EVENT_ROUTES) {
    app.on(route.method, route.path, async (c, next) => {
      const record = await captureRecord(c);
      state.events.receive(record);
      c.set('event', record);
      await next();
    });
  }
}

/** Handlers of every event endpoint: validate, check, store once per key, acknowledge. */
export function eventRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  for (const route of EVENT_ROUTES) {
    app.on(route.method, route.path, async (c) => {
      const record = c.get('event');
      // The capture step kept a non-JSON body as text for the log; where a schema applies it is an error.
      const body: unknown = route.schema ? validate(route.schema, parseJsonText(await c.req.text())) : record.body;
      route.check?.(state, c, body);
      const { event, stored } = state.events.store(record);
      if (stored) route.onStored?.(state, c, body);
      const answer = route.answer ? route.answer(event, c) : { ok: true, event_id: event.id };
      // A duplicate gets the same answer with 200: the event already exists.
      return c.json(answer, stored && route.method === 'POST' ? 201 : 200);
    });
  }
  return app;
}
