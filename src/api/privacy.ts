/** Consent and privacy endpoints. Loaded with the consent stage, after the first screen. */
import { FetchError, ofetch } from 'ofetch';
import * as v from 'valibot';

import { checked } from './checked.ts';
import { type ApiClient, httpError, parseLenient, parseStrict, validate } from './client.ts';
import { abortedError, ApiError, CLIENT_ERROR_CODE } from './errors.ts';
import { ack } from './guards.ts';
import { type BoardRef, type CallOptions, type EventCallOptions, seg } from './paths.ts';
import {
  CampaignElementSchema,
  GeoLocationSchema,
  OrganizationSettingsSchema,
  VendorConsentSchema,
} from './schemas/privacy.ts';

/** `GET /live_board/v1/boards/{boardId}/organization_settings`. */
export function fetchOrganizationSettings(client: ApiClient, board: BoardRef, options: CallOptions = {}) {
  return client.request(
    `/live_board/v1/boards/${seg(board)}/organization_settings`,
    checked(OrganizationSettingsSchema),
    options,
  );
}

/** `GET /live_board/v2/campaign_elements/{id}?board_id&element_type` (the privacy message, among others). */
export function fetchCampaignElement(
  client: ApiClient,
  elementId: number,
  board: BoardRef,
  elementType: string,
  options: CallOptions = {},
) {
  return client.request(`/live_board/v2/campaign_elements/${seg(elementId)}`, checked(CampaignElementSchema), {
    ...options,
    query: { board_id: board, element_type: elementType },
  });
}

/** `GET /live_board/v1/geo_location`: the visitor's country code; any failure counts as no data. */
export async function fetchCountryCode(client: ApiClient, options: CallOptions = {}): Promise<string | null> {
  try {
    return (await client.request('/live_board/v1/geo_location', checked(GeoLocationSchema), options)).country_code;
  } catch {
    return null;
  }
}

/** `POST /live_board/v1/boards/{boardId}/session_cookies`: server cookies once consent rules allow. */
export function createSessionCookies(client: ApiClient, board: BoardRef, options: CallOptions = {}) {
  return client.request(`/live_board/v1/boards/${seg(board)}/session_cookies`, ack, {
    ...options,
    method: 'POST',
    body: {},
  });
}

/** `POST /live_board/v1/boards/{boardId}/cookies_consents`: records the visitor's consent. */
export function recordCookiesConsent(
  client: ApiClient,
  board: BoardRef,
  body: { lead_id: number | null; consent_origin: string; iso_code: string | null },
  options: EventCallOptions,
) {
  return client.request(`/live_board/v1/boards/${seg(board)}/cookies_consents`, ack, {
    ...options,
    method: 'POST',
    body,
  });
}

/**
 * The vendor consent service (vendor-provider mode); its URL comes from organization settings. A service that is
 * not ours: none of our headers or credentials go there (so not through the client), and its 401 is just a
 * failure — never a sign-in redirect. The answer is validated and errors map to ApiError like ours.
 */
export async function fetchVendorConsent(
  serviceUrl: string,
  query: { sitename: string; domain: string; country: string | null },
  options: CallOptions = {},
): Promise<v.InferOutput<typeof VendorConsentSchema>> {
  try {
    const response = await ofetch.raw(serviceUrl, {
      query,
      responseType: 'text',
      retry: 0,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return validate(checked(VendorConsentSchema), parseStrict(response._data, response.status), response.status);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted) throw abortedError();
    if (error instanceof FetchError && error.response) throw httpError(error.response, parseLenient(error.data));
    throw new ApiError(0, CLIENT_ERROR_CODE.network, error instanceof Error ? error.message : String(error));
  }
}
