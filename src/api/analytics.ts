/**
 * Tracking endpoints: the analytics service, the lead events and the generic tracking call. The tracked events of
 * `tracking/event-catalogue.ts` name their requests with these paths; the delivery queue sends them, each with the
 * event's id as `Idempotency-Key` (docs/analytics.md).
 */
import type { ApiClient } from './client.ts';
import { type BoardRef, seg } from './paths.ts';
import type { PingPayload } from './schemas/payloads.ts';

/** Campaign CTA endpoints. All but `link_click` are preceded by the lead identity PUT. */
export type CampaignCtaKind = 'message' | 'contact' | 'form' | 'link' | 'share' | 'link_click';

/** Paths of the tracking calls; "analytics" ones go to the analytics base, the rest to the main API. */
export const TRACKING_PATH = {
  /** Analytics: the board was viewed. */
  boardView: (board: BoardRef) => `/live_board/v1/boards/${seg(board)}/lead_views`,
  /** Analytics: an item was viewed. */
  itemView: (contentItemId: number) => `/live_board/v2/content_items/${seg(contentItemId)}/lead_views`,
  /** Analytics: an item was liked. */
  like: (contentItemId: number) => `/live_board/v2/content_items/${seg(contentItemId)}/likes`,
  /** Analytics: an item was downloaded. */
  download: (contentItemId: number) => `/live_board/v2/content_items/${seg(contentItemId)}/downloads`,
  /** Analytics: a call to action was used. */
  campaignCta: (board: BoardRef, kind: CampaignCtaKind) => `/live_board/v1/boards/${seg(board)}/campaign/${kind}`,
  /** Analytics: the board was shared by email. */
  share: (board: BoardRef) => `/live_board/v1/boards/${seg(board)}/shares`,
  /** Main API: like, download, form fill and view-duration lead events. */
  leadEvents: '/live_board/v2/sphere/publish_lead_events',
  /** Main API: the generic tracking call. */
  tracking: '/live_board/v1/tracking',
  /** Main API (PUT): the invitation link was opened. */
  invitationWrapper: (token: string) => `/live_board/v2/invitation_wrappers/${seg(token)}`,
  /** Main API (PUT): who the lead is, before each CTA event but `link_click`. */
  leadIdentity: '/live_board/v2/leads/identity',
} as const;

/** URL of the pings endpoint (docs/analytics.md); pings go out with `sendBeacon`, not through `request`. */
export const pingUrl = (client: ApiClient) => `${client.config.analyticsBase.replace(/\/+$/, '')}/live_board/v1/pings`;

/** Body of a ping, as `sendBeacon` sends it. */
export const pingBody = (payload: PingPayload) => new Blob([JSON.stringify(payload)], { type: 'text/plain' });
