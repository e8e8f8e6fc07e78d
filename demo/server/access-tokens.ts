/**
 * Bearer access tokens that identify known leads (the client stores the token and refreshes it from
 * the `Authorization` header of responses). `leads/me` rotates the token; earlier tokens keep working, so a
 * client that missed a rotation (two tabs, a lost response) is not signed out.
 */
import { randomBytes } from 'node:crypto';

import type { Lead } from '../../src/api/schemas/index.ts';
import { ANONYMOUS_LEAD, KNOWN_LEADS, LEAD_SAFETOKENS } from './fixtures/leads.ts';

/** Ids of anonymous guests start here, clear of the fixture leads' ids. */
const FIRST_GUEST_ID = 900_001;

/** Known tokens and the lead each identifies. */
export class AccessTokens {
  readonly #leads = new Map<string, Lead>(KNOWN_LEADS);
  #nextGuestId = FIRST_GUEST_ID;

  /**
   * A new anonymous guest, with an id of its own as a real backend gives one, so its time on a board is
   * recorded like anyone's (pings need a lead id). It stays anonymous: no name, no email, `anon_guest`.
   */
  newGuest(): Lead {
    return { ...ANONYMOUS_LEAD, id: this.#nextGuestId++ };
  }

  /** The lead of an `Authorization: Bearer …` header value, if the token is known. */
  leadFor(authorization: string | undefined): Lead | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    return match?.[1] === undefined ? undefined : this.#leads.get(match[1]);
  }

  /** The known lead an email link's `safetoken` stands for, if any. */
  leadForSafetoken(safetoken: string | undefined): Lead | undefined {
    const token = safetoken === undefined ? undefined : LEAD_SAFETOKENS.get(safetoken);
    return token === undefined ? undefined : this.#leads.get(token);
  }

  /** Issues a new token for `lead`. */
  rotate(lead: Lead): string {
    const token = `lt_${randomBytes(18).toString('base64url')}`;
    this.#leads.set(token, lead);
    return token;
  }
}
