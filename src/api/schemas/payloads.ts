/**
 * Request bodies of the POST/PUT endpoints. The client types its calls with them and the reference
 * server validates with the same schemas, answering 422 with field errors.
 */
import * as v from 'valibot';

import { Id } from './common.ts';

const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));
const Email = v.pipe(v.string(), v.trim(), v.email());
const Count = v.pipe(v.number(), v.integer(), v.minValue(1));

export const SessionValidationBody = v.object({ guid: NonEmpty });

/** Items query: `category` is a category id, or omitted for home / search. */
export const ItemsQueryBody = v.object({
  category: v.optional(v.nullable(Id), null),
  search: v.optional(v.string(), ''),
  page: Count,
  per_page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
});

export const JourneyBody = v.object({
  search: v.optional(v.string(), ''),
  category_id: v.optional(v.nullable(Id), null),
  board_id: v.union([Id, NonEmpty]),
});

export const PublishLeadEventBody = v.object({
  content_item_id: Id,
  timestamp: NonEmpty,
  event_name: NonEmpty,
});

export const CookiesConsentBody = v.object({
  lead_id: v.nullable(Id),
  consent_origin: NonEmpty,
  iso_code: v.nullable(v.string()),
});

export const BoardLeadViewBody = v.object({
  guid: NonEmpty,
  lead_id: v.nullable(Id),
});

export const ContentItemLeadViewBody = v.object({
  guid: NonEmpty,
  item_id: Id,
  source_type: NonEmpty,
});

/** Likes and downloads carry source_type 'item'. */
export const ItemActionBody = v.object({ item_id: Id, source_type: v.literal('item') });

export const CtaBody = v.object({
  cta: v.object({ area: NonEmpty, label: NonEmpty }),
  email: v.nullable(Email),
  type: NonEmpty,
  link: v.optional(v.nullable(v.string()), null),
  form_fields: v.optional(v.nullable(v.record(v.string(), v.string())), null),
});

/** What an arrival link said about the lead (`ind loc inby dom`), carried with the lead's identity. */
export const LeadDataBody = v.object({
  industry: v.optional(NonEmpty),
  location: v.optional(NonEmpty),
  invited_by: v.optional(NonEmpty),
  domain: v.optional(NonEmpty),
});

export const IdentityBody = v.object({
  ...CtaBody.entries,
  board_id: v.union([Id, NonEmpty]),
  lead_data: v.optional(LeadDataBody),
});

export const ShareBody = v.object({ email: Email, invitation_id: v.nullable(v.string()) });

export const TrackingBody = v.object({
  event: v.object({
    id: NonEmpty,
    data: v.record(v.string(), v.unknown()),
    platform: v.picklist(['web', 'embedded', 'sales_plugin', 'office_addin']),
  }),
});

export const PingBody = v.object({
  lead_id: v.nullable(Id),
  board_id: Id,
  item_id: v.nullable(Id),
  client_guid: NonEmpty,
  session_guid: NonEmpty,
  content_item_id: v.nullable(Id),
});

export const PasswordBody = v.object({ password: v.string() });
export const EmailVerificationBody = v.object({ email: Email });
export const EmailCodeBody = v.object({ email: Email, code: NonEmpty });

/** Share board form. */
export const ShareFormBody = v.object({
  to: Email,
  first_name: NonEmpty,
  last_name: NonEmpty,
  your_email: Email,
  sender_details: v.optional(v.string(), ''),
});

/** Known-lead send form: the message goes in `note` (empty when a known lead only pressed Send). */
export const SendFormBody = v.object({
  first_name: NonEmpty,
  last_name: NonEmpty,
  email: Email,
  headline: v.optional(v.string(), ''),
  company: v.optional(v.string(), ''),
  phone: v.optional(v.string(), ''),
  note: v.optional(v.string(), ''),
});

export type ShareForm = v.InferInput<typeof ShareFormBody>;
export type SendForm = v.InferInput<typeof SendFormBody>;
export type ItemsQuery = v.InferInput<typeof ItemsQueryBody>;
export type JourneyQuery = v.InferInput<typeof JourneyBody>;
export type PublishLeadEvent = v.InferInput<typeof PublishLeadEventBody>;
export type CtaPayload = v.InferInput<typeof CtaBody>;
export type TrackingPayload = v.InferInput<typeof TrackingBody>;
export type PingPayload = v.InferInput<typeof PingBody>;
