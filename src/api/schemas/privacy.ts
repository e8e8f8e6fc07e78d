/**
 * Answers the consent stage reads: organization settings, the privacy message element, the visitor's
 * country and the vendor consent service. Apart from the board's schemas so that they load with that stage.
 */
import * as v from 'valibot';

import { Id, OptionalText } from './common.ts';

/** `GET /live_board/v1/boards/{boardId}/organization_settings`. */
export const OrganizationSettingsSchema = v.object({
  organization_id: Id,
  name: v.string(),
  logo_url: OptionalText,
  privacy_message: OptionalText,
  privacy_link: OptionalText,
  vendor_consent_url: OptionalText,
  vendor_sitename: OptionalText,
});

/** `GET /live_board/v2/campaign_elements/{id}`: the privacy message element among others. */
export const CampaignElementSchema = v.object({
  id: Id,
  board_id: Id,
  element_type: v.string(),
  message: OptionalText,
  link: OptionalText,
  link_label: OptionalText,
});

/** `GET /live_board/v1/geo_location`. */
export const GeoLocationSchema = v.object({ country_code: v.nullable(v.string()) });

/** `GET` of the vendor consent service (docs/server.md). Field names are the vendor's. */
export const VendorConsentSchema = v.object({
  CookieName: v.string(),
  IsConsentRequired: v.boolean(),
  MinimumConsentDate: OptionalText,
  Markup: OptionalText,
  Js: OptionalText,
  Css: OptionalText,
});

export type OrganizationSettings = v.InferOutput<typeof OrganizationSettingsSchema>;
export type CampaignElement = v.InferOutput<typeof CampaignElementSchema>;
export type GeoLocation = v.InferOutput<typeof GeoLocationSchema>;
export type VendorConsent = v.InferOutput<typeof VendorConsentSchema>;
