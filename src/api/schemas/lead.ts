import * as v from 'valibot';

import { Id, OptionalText } from './common.ts';

/** `GET /live_board/v1/leads/me`. An anonymous guest has no id and must enter an email. */
export const LeadSchema = v.object({
  id: v.nullable(Id),
  email: OptionalText,
  anon_guest: v.boolean(),
  first_name: OptionalText,
  last_name: OptionalText,
  headline: OptionalText,
  company: OptionalText,
  phone: OptionalText,
});

/** `GET /live_board/v1/boards/{boardId}/presenter`: the seller's card. */
export const PresenterSchema = v.object({
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  title: OptionalText,
  company: OptionalText,
  phone: OptionalText,
  avatar_url: OptionalText,
  linkedin_url: OptionalText,
  calendar_url: OptionalText,
});

/** `POST /live_board/v1/sessions`: always returns a guid. */
export const SessionCreatedSchema = v.object({ guid: v.string() });

/** `POST /live_board/v1/session_validations`: a new guid, or null when the old one is still good. */
export const SessionValidatedSchema = v.object({ guid: v.nullable(v.string()) });

export type Lead = v.InferOutput<typeof LeadSchema>;
export type Presenter = v.InferOutput<typeof PresenterSchema>;
