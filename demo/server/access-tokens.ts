/**
 * Bearer access tokens that identify known leads (spec §7: the client stores the token and refreshes it from
 * the `Authorization` header of responses). `leads/me` rotates the token; earlier tokens keep working, so a
 * client that missed a rotation (two tabs, a lost response) is not signed out.
 */
import { randomBytes } from 'node:crypto';
import type { Lead } from '../../src/api/schemas/index.ts';
import { KNOWN_LEADS } from './fixtures/leads.ts';

/** Known tokens and the lead each identifies. */
export class AccessTokens {
  readonly #leads = new Map<string, Lead>(KNOWN_LEADS);

  /** The lead of an `Authorization: Bearer …` header value, if the token is known. */
  leadFor(authorization: string | undefined): Lead | undefined {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    return match?.[1] === undefined ? undefined : this.#leads.get(match[1]);
  }

  /** Issues a new token for `lead`. */
  rotate(lead: Lead): string {
    const token = `lt_${randomBytes(18).toString('base64url')}`;
    this.#leads.set(token, lead);
    return token;
  }
}
