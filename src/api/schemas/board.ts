import * as v from 'valibot';

import { Id, OptionalText } from './common.ts';
import { BOARD_ACCESS, COOKIE_MANAGEMENTS, PRIVACY_POLICIES } from './values.ts';

/** Cookie management of a board. */
export const CookieManagement = v.picklist(COOKIE_MANAGEMENTS);

/** Privacy policies. */
export const PrivacyPolicy = v.picklist(PRIVACY_POLICIES);

/** Privacy settings of a board. `privacy_warning_provider` is 'vendor' in vendor-provider mode. */
export const BoardPrivacySchema = v.object({
  cookie_management: CookieManagement,
  privacy_policy: v.optional(PrivacyPolicy, 'none'),
  privacy_warning_check: v.boolean(),
  regulated_countries_only: v.boolean(),
  privacy_warning_provider: OptionalText,
  element_id: v.optional(v.nullable(Id), null),
  message: OptionalText,
  link: OptionalText,
  is_top: v.boolean(),
  can_close: v.boolean(),
});

/** Marketing integrations of a board. A missing integration is null. */
export const BoardIntegrationsSchema = v.object({
  ga: v.optional(v.nullable(v.object({ measurement_id: v.string() })), null),
  marketo: v.optional(v.nullable(v.object({ munchkin_id: v.string() })), null),
  eloqua: v.optional(v.nullable(v.object({ site_id: v.string() })), null),
  pardot: v.optional(v.nullable(v.object({ account_id: v.string(), campaign_id: v.string() })), null),
  allow_append_params: v.boolean(),
});

/** How a board is protected. 'open' boards need no lock; the others are unlocked per session (access issue). */
export const BoardAccess = v.picklist(BOARD_ACCESS);

/** `GET /live_board/v1/boards/{id}/`. */
export const BoardSchema = v.object({
  id: Id,
  slug: v.string(),
  name: v.string(),
  organization_id: Id,
  status: v.pipe(v.number(), v.integer()),
  is_ssl: v.boolean(),
  allow_embedding: v.boolean(),
  has_items_to_display: v.boolean(),
  access: v.optional(BoardAccess, 'open'),
  /** True while this session has not passed the board's lock: the server then withholds all other board data. */
  locked: v.optional(v.boolean(), false),
  privacy: BoardPrivacySchema,
  integrations: BoardIntegrationsSchema,
});

export type Board = v.InferOutput<typeof BoardSchema>;
export type BoardPrivacy = v.InferOutput<typeof BoardPrivacySchema>;
export type BoardIntegrations = v.InferOutput<typeof BoardIntegrationsSchema>;
