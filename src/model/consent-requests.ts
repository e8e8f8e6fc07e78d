/**
 * The consent store's requests that are made at most once, or once per decision: the visitor's country (asked
 * once, shared by the check and the record), the server's session cookies (created once consent allows) and the
 * record of a consent decision. A part of the store of its own, so the store keeps only the decision logic.
 */
import { type ConsentOrigin, normalizeCountryCode } from './consent.ts';
import type { ConsentPort } from './consent-port.ts';

/** What {@link createConsentRequests} is built from. */
export interface ConsentRequestsOptions {
  port: ConsentPort;
  /** The lead recorded with a consent (`lead_id`); null for an anonymous guest. */
  leadId: () => number | null;
}

/** The once-only requests of one consent store. */
export interface ConsentRequests {
  /** The visitor's country code (normalized), asked once; null when the lookup failed. */
  countryCode(): Promise<string | null>;
  /** Creates the server's session cookies once; after a failure, a later call tries again. */
  createSessionCookies(): void;
  /** Records a consent decision with the lead and the country; a failure is only logged. */
  record(from: ConsentOrigin): Promise<void>;
}

/** A request's answer, or null when it failed (logged as `what` failed). */
export const settle = <T>(promise: Promise<T>, what: string): Promise<T | null> =>
  promise.catch((error: unknown) => {
    console.warn(`[live-board] ${what} failed`, error);
    return null;
  });

/** Creates the requests of one consent store. Nothing is requested until one of them is called. */
export function createConsentRequests(options: ConsentRequestsOptions): ConsentRequests {
  const { port, leadId } = options;
  let country: Promise<string | null> | null = null;
  let sessionCookies: Promise<void> | null = null;

  const countryCode = () => {
    country ??= port
      .countryCode()
      .catch(() => null)
      .then(normalizeCountryCode);
    return country;
  };

  function createSessionCookies(): void {
    sessionCookies ??= port.sessionCookies().catch((error: unknown) => {
      // A later grant may try again.
      sessionCookies = null;
      console.warn('[live-board] server session cookies could not be created', error);
    });
  }

  async function record(from: ConsentOrigin): Promise<void> {
    try {
      await port.recordConsent({ lead_id: leadId(), consent_origin: from, iso_code: await countryCode() });
    } catch (error) {
      console.warn('[live-board] the consent could not be recorded', error);
    }
  }

  return { countryCode, createSessionCookies, record };
}
