/**
 * What the consent store asks of the API (its port) and the bodies and queries that go over it. Apart from the
 * store so the board instance and the tracking layer, which implement and feed the port, can read its contract
 * without the store's workings.
 */
import type { CampaignElement, OrganizationSettings, VendorConsent } from '../api/schemas/privacy.ts';

/** Body of `POST /live_board/v1/boards/{boardId}/cookies_consents`. */
export interface ConsentRecordBody {
  lead_id: number | null;
  consent_origin: string;
  iso_code: string | null;
}

/** Query of the vendor consent service (docs/server.md). */
export interface VendorConsentQuery {
  sitename: string;
  domain: string;
  country: string | null;
}

/** What the store needs from the API; the board instance implements it over the endpoint functions. */
export interface ConsentPort {
  /** `GET geo_location`; resolves null on failure. */
  countryCode(): Promise<string | null>;
  /** `POST session_cookies`: the server's cookies, once consent allows (needs the session's CSRF token). */
  sessionCookies(): Promise<void>;
  /** `POST cookies_consents`, sent through the tracking delivery queue (one event, its id as Idempotency-Key). */
  recordConsent(body: ConsentRecordBody): Promise<void>;
  /** `GET organization_settings` of the board. */
  organizationSettings(): Promise<OrganizationSettings | null>;
  /** `GET campaign_elements/{id}?board_id&element_type`. */
  campaignElement(id: number, elementType: string): Promise<CampaignElement | null>;
  /** `GET` of the vendor consent service at `url` (vendor-provider mode). */
  vendorConsent(url: string, query: VendorConsentQuery): Promise<VendorConsent>;
}
