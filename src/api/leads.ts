/** Lead endpoints. */
import type { ApiClient } from './client.ts';
import { ack } from './guards.ts';
import { type CallOptions, type EventCallOptions, seg } from './paths.ts';
import type { CtaPayload } from './schemas/payloads.ts';
import { leadGuard } from './wire-guards.ts';

/**
 * `GET /live_board/v1/leads/me`: the visitor as the server knows them — by the bearer token, else by the link's
 * `safetoken` (a lead arriving from an email link is recognised without signing in; only our API sees it).
 */
export function fetchLead(client: ApiClient, safetoken: string | null, options: CallOptions = {}) {
  return client.request('/live_board/v1/leads/me', leadGuard, { ...options, query: { safetoken } });
}

/** `DELETE /live_board/v2/track_leads`: stop tracking; the answer replaces the lead. */
export function stopTrackingLead(client: ApiClient, options: EventCallOptions) {
  return client.request('/live_board/v2/track_leads', leadGuard, { ...options, method: 'DELETE' });
}

/** `PUT /live_board/v2/leads/identity`: sent before each CTA event except link_click, with board_id added. */
export function putLeadIdentity(
  client: ApiClient,
  payload: CtaPayload & { board_id: number | string },
  options: EventCallOptions,
) {
  return client.request('/live_board/v2/leads/identity', ack, { ...options, method: 'PUT', body: payload });
}

/** `PUT /live_board/v2/invitation_wrappers/{invitationToken}`: sent once on load with the invitation parameter. */
export function putInvitationWrapper(client: ApiClient, invitationToken: string, options: EventCallOptions) {
  return client.request(`/live_board/v2/invitation_wrappers/${seg(invitationToken)}`, ack, {
    ...options,
    method: 'PUT',
  });
}
