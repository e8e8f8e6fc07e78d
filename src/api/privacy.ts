/** Consent and privacy endpoints (spec §4, §7). */
import * as v from 'valibot';
import type { ApiClient } from './client.ts';
import { seg, type BoardRef, type CallOptions, type EventCallOptions } from './paths.ts';
import { GeoLocationSchema, VendorConsentSchema } from './schemas/board.ts';

const Ack = v.unknown();

/** `GET /live_board/v1/geo_location`: the visitor's country code; any failure counts as no data (spec §8). */
export async function fetchCountryCode(client: ApiClient, options: CallOptions = {}): Promise<string | null> {
  try {
    return (await client.request('/live_board/v1/geo_location', GeoLocationSchema, options)).country_code;
  } catch {
    return null;
  }
}

/** `POST /live_board/v1/boards/{boardId}/session_cookies`: server cookies once consent rules allow. */
export function createSessionCookies(client: ApiClient, board: BoardRef, options: CallOptions = {}) {
  return client.request(`/live_board/v1/boards/${seg(board)}/session_cookies`, Ack, { ...options, method: 'POST', body: {} });
}

/** `POST /live_board/v1/boards/{boardId}/cookies_consents`: records the visitor's consent. */
export function recordCookiesConsent(
  client: ApiClient,
  board: BoardRef,
  body: { lead_id: number | null; consent_origin: string; iso_code: string | null },
  options: EventCallOptions,
) {
  return client.request(`/live_board/v1/boards/${seg(board)}/cookies_consents`, Ack, { ...options, method: 'POST', body });
}

/** The vendor consent service (vendor-provider mode); its URL comes from organization settings. */
export function fetchVendorConsent(
  client: ApiClient,
  serviceUrl: string,
  query: { sitename: string; domain: string; country: string | null },
  options: CallOptions = {},
) {
  return client.requestExternal(serviceUrl, VendorConsentSchema, { ...options, query });
}
