/**
 * The tracked lead events, each turned into the one request docs/analytics.md gives it. Pure: the caller passes
 * ids, time and the session; nothing here sends anything.
 */
import { type CampaignCtaKind, TRACKING_PATH } from '../api/analytics.ts';
import type { CtaPayload } from '../api/schemas/payloads.ts';
import type { LeadData } from '../model/lead-params.ts';
import type { EventRequest, Platform, TrackedEvent } from './types.ts';

/** What every event is made with. */
export interface EventContext {
  readonly boardId: number;
  readonly leadId: number | null;
  /** The session guid the event belongs to; views need one. */
  readonly sessionGuid: string;
  readonly platform: Platform;
  readonly now: number;
  /** Makes the event's id (once, at creation: it is the Idempotency-Key of every attempt). */
  readonly newId: () => string;
  /** What the arrival link said about the lead (`ind loc inby dom`), sent with the lead's identity. */
  readonly leadData?: LeadData;
}

/** Source type of item events (likes and downloads carry 'item'). */
export const ITEM_SOURCE_TYPE = 'item';

/** Names of the events sent to `publish_lead_events` besides the view-duration milestones. */
export const LEAD_EVENT_NAME = { like: 'like', download: 'download', formFill: 'gating_form_fill' } as const;

/** Event types of the generic tracking call (catalogue entries that have no endpoint of their own). */
export const TRACKING_TYPE = {
  nextItem: 'next_item',
  previousItem: 'previous_item',
  changedCategory: 'changed_category',
  searchedItems: 'searched_items',
  cookieConsent: 'cookie_consent',
  shareClick: 'share_click',
  ctaClick: 'cta_click',
  /** Seconds on one page of a document the board draws (a PDF). */
  pageTime: 'page_time',
  /** A video the board plays reached 25, 50, 75 or 100 %. */
  videoProgress: 'video_progress',
} as const;

export type { CampaignCtaKind };

function event(context: EventContext, name: string, request: EventRequest, after?: string): TrackedEvent {
  return { id: context.newId(), name, request, createdAt: context.now, ...(after ? { after } : {}) };
}

const analytics = (path: string, body: unknown): EventRequest => ({ method: 'POST', path, body, analytics: true });
const main = (method: EventRequest['method'], path: string, body: unknown): EventRequest => ({
  method,
  path,
  body,
  analytics: false,
});

/** Viewed board: `POST /live_board/v1/boards/{id}/lead_views` (analytics). */
export function viewedBoard(context: EventContext): TrackedEvent {
  return event(
    context,
    'viewed_board',
    analytics(TRACKING_PATH.boardView(context.boardId), {
      guid: context.sessionGuid,
      lead_id: context.leadId,
    }),
  );
}

/** Viewed item: `POST /live_board/v2/content_items/{contentItemId}/lead_views` with guid, item_id, source_type. */
export function viewedItem(context: EventContext, item: { itemId: number; contentItemId: number }): TrackedEvent {
  return event(
    context,
    'viewed_item',
    analytics(TRACKING_PATH.itemView(item.contentItemId), {
      guid: context.sessionGuid,
      item_id: item.itemId,
      source_type: ITEM_SOURCE_TYPE,
    }),
  );
}

/** The like call: `POST /live_board/v2/content_items/{contentItemId}/likes` (item_id, source_type 'item'). */
export function likedItem(context: EventContext, item: { itemId: number; contentItemId: number }): TrackedEvent {
  return event(
    context,
    'liked',
    analytics(TRACKING_PATH.like(item.contentItemId), {
      item_id: item.itemId,
      source_type: ITEM_SOURCE_TYPE,
    }),
  );
}

/** Downloaded: `POST /live_board/v2/content_items/{contentItemId}/downloads` (item_id, source_type 'item'). */
export function downloadedItem(context: EventContext, item: { itemId: number; contentItemId: number }): TrackedEvent {
  return event(
    context,
    'downloaded',
    analytics(TRACKING_PATH.download(item.contentItemId), {
      item_id: item.itemId,
      source_type: ITEM_SOURCE_TYPE,
    }),
  );
}

/** `POST /live_board/v2/sphere/publish_lead_events` (content_item_id, timestamp, event_name). */
export function leadEvent(context: EventContext, contentItemId: number, eventName: string): TrackedEvent {
  return event(
    context,
    eventName,
    main('POST', TRACKING_PATH.leadEvents, {
      content_item_id: contentItemId,
      timestamp: new Date(context.now).toISOString(),
      event_name: eventName,
    }),
  );
}

/** The generic tracking call: `POST /live_board/v1/tracking` with `event {id, data, platform}`. */
export function trackingEvent(context: EventContext, type: string, data: Record<string, unknown>): TrackedEvent {
  const id = context.newId();
  return {
    id,
    name: type,
    createdAt: context.now,
    request: main('POST', TRACKING_PATH.tracking, {
      event: {
        id,
        data: { type, board_id: context.boardId, lead_id: context.leadId, session_guid: context.sessionGuid, ...data },
        platform: context.platform,
      },
    }),
  };
}

/**
 * A campaign CTA event (`POST /live_board/v1/boards/{boardId}/campaign/{kind}`), preceded — except link_click —
 * by `PUT /live_board/v2/leads/identity` with the same payload plus board_id, which must arrive first.
 */
export function campaignCta(context: EventContext, kind: CampaignCtaKind, payload: CtaPayload): TrackedEvent[] {
  const cta = analytics(TRACKING_PATH.campaignCta(context.boardId, kind), payload);
  if (kind === 'link_click') return [event(context, `cta_${kind}`, cta)];
  const identity = leadIdentity(context, payload);
  return [identity, event(context, `cta_${kind}`, cta, identity.id)];
}

/** Shared campaign: `POST /live_board/v1/boards/{boardId}/shares` (email, invitation_id). */
export function sharedCampaign(context: EventContext, email: string, invitationId: string | null): TrackedEvent {
  return event(
    context,
    'shared_campaign',
    analytics(TRACKING_PATH.share(context.boardId), { email, invitation_id: invitationId }),
  );
}

/** Opened from an invitation: `PUT /live_board/v2/invitation_wrappers/{invitationToken}`, once on load. */
export function invitationOpened(context: EventContext, invitationToken: string): TrackedEvent {
  return event(context, 'invitation_opened', main('PUT', TRACKING_PATH.invitationWrapper(invitationToken), {}));
}

/**
 * `PUT /live_board/v2/leads/identity`: the CTA payload plus board_id, and `lead_data` when the arrival link
 * carried any. Alone, it is the visitor saying who they are (the greeting's email entry).
 */
export function leadIdentity(context: EventContext, payload: CtaPayload): TrackedEvent {
  const { leadData } = context;
  const body = {
    ...payload,
    board_id: context.boardId,
    ...(leadData && Object.keys(leadData).length ? { lead_data: leadData } : {}),
  };
  return event(context, 'lead_identity', main('PUT', TRACKING_PATH.leadIdentity, body));
}
