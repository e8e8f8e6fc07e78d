/** The visitor as a lead, the seller's card, and the visitor's tracking session. */
import { boolean, type Guarded, id, nullable, object, optionalText, string } from '../guards.ts';

/** `GET /live_board/v1/leads/me`. An anonymous guest has no id and must enter an email. */
export const leadGuard = object({
  id: nullable(id),
  email: optionalText,
  anon_guest: boolean,
  first_name: optionalText,
  last_name: optionalText,
  headline: optionalText,
  company: optionalText,
  phone: optionalText,
});

/** `GET /live_board/v1/boards/{boardId}/presenter`: the seller's card. */
export const presenterGuard = object({
  email: string,
  first_name: string,
  last_name: string,
  title: optionalText,
  company: optionalText,
  phone: optionalText,
  avatar_url: optionalText,
  linkedin_url: optionalText,
  calendar_url: optionalText,
});

/** `POST /live_board/v1/sessions`: always returns a guid. */
export const sessionCreatedGuard = object({ guid: string });

/** `POST /live_board/v1/session_validations`: a new guid, or null when the old one is still good. */
export const sessionValidatedGuard = object({ guid: nullable(string) });

export type Lead = Guarded<typeof leadGuard>;
export type Presenter = Guarded<typeof presenterGuard>;
