/**
 * Where the board remembers a consent the visitor gave: the per-organization record in localStorage. Apart from the
 * consent store because it is the store's only contact with browser storage, and the store takes any storage that
 * fits `ConsentRecordStorage` (tests pass their own).
 */
import { browserStorage } from '../base/browser-storage.ts';
import type { ConsentCookie } from './consent-cookie.ts';

/**
 * Prefix of the per-organization consent record in localStorage (`:` + organization id is appended).
 * Belongs with the other storage keys in `constants.ts` (`STORAGE_KEY.consent`).
 */
export const CONSENT_STORAGE_PREFIX = 'live-board:consent';

/** Where the per-organization consent record lives (consent cookie). Null where nothing may be stored. */
export interface ConsentRecordStorage {
  read(organizationId: number): ConsentCookie | null;
  write(record: ConsentCookie): void;
  /** Forgets the record (a rejection withdraws an earlier consent); removing writes nothing new. */
  remove(organizationId: number): void;
}

/** The record's key for one organization. */
export const consentStorageKey = (organizationId: number) => `${CONSENT_STORAGE_PREFIX}:${organizationId}`;

/**
 * The consent record in localStorage, one key per organization (so forgetting one writes nothing). Silently
 * absent where storage is blocked; a malformed record reads as none.
 */
export function localConsentStorage(
  storage: Storage | null = browserStorage('localStorage'),
): ConsentRecordStorage | null {
  if (!storage) return null;
  return {
    read(organizationId) {
      try {
        const raw = storage.getItem(consentStorageKey(organizationId));
        if (!raw) return null;
        const value = JSON.parse(raw) as { hasConsent?: unknown; givenAt?: unknown } | null;
        if (typeof value?.hasConsent !== 'boolean') return null;
        return {
          organizationId,
          hasConsent: value.hasConsent,
          givenAt: typeof value.givenAt === 'string' ? value.givenAt : null,
        };
      } catch {
        return null;
      }
    },
    write(record) {
      try {
        storage.setItem(
          consentStorageKey(record.organizationId),
          JSON.stringify({ hasConsent: record.hasConsent, givenAt: record.givenAt }),
        );
      } catch {
        // Quota or privacy mode: the consent holds for this visit.
      }
    },
    remove(organizationId) {
      try {
        storage.removeItem(consentStorageKey(organizationId));
      } catch {
        // Storage blocked: nothing was stored either.
      }
    },
  };
}
