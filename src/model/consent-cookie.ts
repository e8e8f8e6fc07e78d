/** Consent cookie: kept per organization, it says whether the visitor consented. */
export interface ConsentCookie {
  readonly organizationId: number;
  readonly hasConsent: boolean;
  /** When consent was given (ISO 8601); compared with a vendor's MinimumConsentDate. */
  readonly givenAt: string | null;
}
