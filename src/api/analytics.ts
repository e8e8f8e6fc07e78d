/**
 * Tracking endpoints: the analytics service, the lead events and the generic tracking call. Each event
 * call carries the event's id as `Idempotency-Key`; the delivery queue (tracking issue) decides when to send.
 */
import type { ApiClient } from './client.ts';
import { ack } from './guards.ts';
import { type BoardRef, type EventCallOptions, seg } from './paths.ts';
import type { CtaPayload, PingPayload, PublishLeadEvent, TrackingPayload } from './schemas/payloads.ts';

/** Campaign CTA endpoints. All but `link_click` are preceded by the lead identity PUT. */
export type CampaignCtaKind = 'message' | 'contact' | 'form' | 'link' | 'share' | 'link_click';

const post = (client: ApiClient, path: string, body: unknown, options: EventCallOptions, analytics = true) =>
  client.request(path, ack, { ...options, method: 'POST', body, analytics });

/** `POST /live_board/v1/boards/{id}/lead_views` (analytics): the board was viewed. */
export const recordBoardView = (
  client: ApiClient,
  board: BoardRef,
  body: { guid: string; lead_id: number | null },
  options: EventCallOptions,
) => post(client, `/live_board/v1/boards/${seg(board)}/lead_views`, body, options);

/** `POST /live_board/v2/content_items/{contentItemId}/lead_views` (analytics): an item was viewed. */
export const recordItemView = (
  client: ApiClient,
  contentItemId: number,
  body: { guid: string; item_id: number; source_type: string },
  options: EventCallOptions,
) => post(client, `/live_board/v2/content_items/${seg(contentItemId)}/lead_views`, body, options);

/** `POST /live_board/v2/content_items/{contentItemId}/likes` (analytics). */
export const recordLike = (client: ApiClient, contentItemId: number, itemId: number, options: EventCallOptions) =>
  post(
    client,
    `/live_board/v2/content_items/${seg(contentItemId)}/likes`,
    { item_id: itemId, source_type: 'item' },
    options,
  );

/** `POST /live_board/v2/content_items/{contentItemId}/downloads` (analytics). */
export const recordDownload = (client: ApiClient, contentItemId: number, itemId: number, options: EventCallOptions) =>
  post(
    client,
    `/live_board/v2/content_items/${seg(contentItemId)}/downloads`,
    { item_id: itemId, source_type: 'item' },
    options,
  );

/** `POST /live_board/v1/boards/{boardId}/campaign/{kind}` (analytics): a call to action was used. */
export const recordCampaignCta = (
  client: ApiClient,
  board: BoardRef,
  kind: CampaignCtaKind,
  body: CtaPayload,
  options: EventCallOptions,
) => post(client, `/live_board/v1/boards/${seg(board)}/campaign/${kind}`, body, options);

/** `POST /live_board/v1/boards/{boardId}/shares` (analytics): the board was shared by email. */
export const recordShare = (
  client: ApiClient,
  board: BoardRef,
  body: { email: string; invitation_id: string | null },
  options: EventCallOptions,
) => post(client, `/live_board/v1/boards/${seg(board)}/shares`, body, options);

/** `POST /live_board/v2/sphere/publish_lead_events` (main API): like, download, form fill, view duration. */
export const publishLeadEvent = (client: ApiClient, body: PublishLeadEvent, options: EventCallOptions) =>
  post(client, '/live_board/v2/sphere/publish_lead_events', body, options, false);

/** `POST /live_board/v1/tracking` (main API): the generic tracking call. */
export const sendTracking = (client: ApiClient, body: TrackingPayload, options: EventCallOptions) =>
  post(client, '/live_board/v1/tracking', body, options, false);

/** URL of the pings endpoint (docs/analytics.md); pings go out with `sendBeacon`, not through `request`. */
export const pingUrl = (client: ApiClient) => `${client.config.analyticsBase.replace(/\/+$/, '')}/live_board/v1/pings`;

/** Body of a ping, as `sendBeacon` sends it. */
export const pingBody = (payload: PingPayload) => new Blob([JSON.stringify(payload)], { type: 'text/plain' });
