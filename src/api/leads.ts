/** Lead endpoints. */
import type { ApiClient } from './client.ts';
import type { CallOptions, EventCallOptions } from './paths.ts';
import { leadGuard } from './schemas/lead.ts';

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
