/**
 * The cookie-consent rules, as pure functions over plain data: whether consent is needed,
 * whether a stored consent still counts, what the banner says, what the first interaction does and which
 * decision wins when the host, the page's consent signals and the visitor disagree. The store
 * (`consent-store.ts`) only applies them.
 */
import type { BoardPrivacy } from '../api/schemas/board.ts';
import type { CampaignElement, OrganizationSettings, VendorConsent } from '../api/schemas/privacy.ts';
import type { ConsentCookie } from './consent-cookie.ts';
import { absoluteHttpUrl } from './outbound-link.ts';

/**
 * Whether tracking may go out (docs/decisions.md): `pending` — consent is needed and not decided yet; `granted` —
 * given, or not needed; `denied` — rejected. The same shape as the tracking layer's `ConsentState`.
 */
export type ConsentDecisionState = 'pending' | 'granted' | 'denied';

/** A decision someone took: the host, a page consent signal or the visitor. */
export type ConsentDecision = 'granted' | 'denied';

/** Countries where consent is needed when `regulated_countries_only` is set, in the order docs/server.md gives. */
export const REGULATED_COUNTRY_CODES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CZ',
  'CY',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'EL',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'SK',
  'ES',
  'SE',
  'GB',
  'UK',
  'GR',
  'EU',
];

const REGULATED = new Set(REGULATED_COUNTRY_CODES);

/** Element type of the campaign element that holds the privacy message. */
export const PRIVACY_MESSAGE_ELEMENT_TYPE = 'privacy_message';

/**
 * Where a `consent` event (docs/element.md `{ hasConsent, origin }`) and a recorded consent (`consent_origin`)
 * come from.
 */
export const CONSENT_ORIGIN = {
  /** The check found consent needed: the banner opened (hasConsent false). */
  required: 'required',
  /** The check found consent not needed (no privacy warning, or a country outside the list): treated as given. */
  notRequired: 'not_required',
  /** A consent the visitor gave earlier (the per-organization record) still counts. */
  stored: 'stored',
  /** The visitor pressed Accept or Reject in the banner. */
  banner: 'banner',
  /** The visitor's first interaction under the `implicit` privacy policy. */
  interaction: 'interaction',
  /** The host page decided: the `consent` attribute, `giveConsent()` or `rejectCookies()`. */
  host: 'host',
  /** The page's IAB TCF v2 CMP (`__tcfapi`). */
  tcf: 'tcf',
  /** The page's Google Consent Mode (`dataLayer` consent commands). */
  googleConsentMode: 'google_consent_mode',
} as const;

/** Origins of consent events. */
export type ConsentOrigin = (typeof CONSENT_ORIGIN)[keyof typeof CONSENT_ORIGIN];

const DECISIONS: ReadonlySet<string> = new Set<ConsentOrigin>([
  CONSENT_ORIGIN.banner,
  CONSENT_ORIGIN.interaction,
  CONSENT_ORIGIN.host,
  CONSENT_ORIGIN.tcf,
  CONSENT_ORIGIN.googleConsentMode,
]);

/**
 * Whether a `consent` event's origin is a decision someone took (recorded with `cookies_consents` when it
 * grants, and worth tracking), rather than the check's finding that consent is needed, not needed or stored.
 */
export function isConsentDecision(origin: string): boolean {
  return DECISIONS.has(origin);
}

/** The visitor's country as the rules compare it: trimmed and upper-case; null for none (geo failure). */
export function normalizeCountryCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase();
  return code ? code : null;
}

/** Whether the country code is in {@link REGULATED_COUNTRY_CODES} (case-insensitive). Unknown (null) is not. */
export function isRegulatedCountry(code: string | null | undefined): boolean {
  const normalized = normalizeCountryCode(code);
  return normalized !== null && REGULATED.has(normalized);
}

/** What the consent rule reads. */
export interface ConsentRuleInput {
  readonly privacyWarningCheck: boolean;
  readonly regulatedCountriesOnly: boolean;
  /** A consent given earlier for this organization still counts (see {@link hasValidPriorConsent}). */
  readonly hasPriorConsent: boolean;
  /** The visitor's country code; null when the geo lookup failed or answered none. */
  readonly countryCode: string | null;
}

/**
 * Consent is needed only if the privacy warning is on, no prior consent exists, and — with
 * `regulated_countries_only` — the visitor's country is in the list.
 *
 * An unknown country (geo failure is "silently treated as no data") counts as regulated: a visitor in
 * the EU whose lookup failed must still be asked, while asking a visitor elsewhere once too often costs only a
 * click. Failing open would track some regulated visitors without consent.
 */
export function consentNeeded(input: ConsentRuleInput): boolean {
  if (!input.privacyWarningCheck || input.hasPriorConsent) return false;
  if (!input.regulatedCountriesOnly) return true;
  const country = normalizeCountryCode(input.countryCode);
  return country === null || REGULATED.has(country);
}

/** Whether the rule needs the visitor's country (so the geo lookup is made only then). */
export function needsCountry(input: Omit<ConsentRuleInput, 'countryCode'>): boolean {
  return input.privacyWarningCheck && input.regulatedCountriesOnly && !input.hasPriorConsent;
}

/** Milliseconds since the epoch of an ISO 8601 date, or null when it is missing or unreadable. */
function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Whether a stored consent counts: it must say consent was given and, when the vendor sets a
 * MinimumConsentDate, have been given on or after it — an older one (or one of unknown date) counts as none.
 * An unreadable MinimumConsentDate is ignored rather than invalidating every consent.
 */
export function hasValidPriorConsent(record: ConsentCookie | null, minimumConsentDate: string | null = null): boolean {
  if (!record?.hasConsent) return false;
  const minimum = time(minimumConsentDate);
  if (minimum === null) return true;
  const given = time(record.givenAt);
  return given !== null && given >= minimum;
}

const GIVEN = new Set(['true', '1', 'yes', 'y', 'accepted', 'accept', 'granted', 'allow', 'allowed']);

/**
 * The consent the visitor gave (or refused) in the vendor's own tool, read from its cookie named `cookieName`
 * (vendor-provider mode, CookieName) out of a `document.cookie` string: null when the cookie is absent
 * or says nothing we can read. The value may be a flag ("true", "1", "accepted"…), the date consent was given
 * (ISO 8601 or epoch ms), or JSON with `hasConsent` and a date (`givenAt`, `date` or `timestamp`); anything else
 * ("false", "rejected"…) is a refusal. A date is what MinimumConsentDate is checked against.
 */
export function vendorCookieConsent(cookies: string, cookieName: string, organizationId: number): ConsentCookie | null {
  const name = cookieName.trim();
  if (!name) return null;
  let raw: string | null = null;
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) raw = part.slice(at + 1).trim();
  }
  if (raw === null || raw === '') return null;
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded: read as is.
  }
  const record = (hasConsent: boolean, givenAt: string | null): ConsentCookie => ({
    organizationId,
    hasConsent,
    givenAt,
  });
  if (value.startsWith('{')) {
    try {
      const data = JSON.parse(value) as Record<string, unknown>;
      if (typeof data.hasConsent !== 'boolean') return null;
      const date = [data.givenAt, data.date, data.timestamp].find(
        (d) => typeof d === 'string' || typeof d === 'number',
      );
      return record(data.hasConsent, date === undefined ? null : new Date(date).toISOString());
    } catch {
      return null;
    }
  }
  const flag = value.toLowerCase();
  if (GIVEN.has(flag)) return record(true, null);
  const when = /^\d{10,}$/.test(value) ? Number(value) : /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : NaN;
  if (Number.isFinite(when)) return record(true, new Date(when).toISOString());
  return record(false, null);
}

/**
 * Vendor-provider mode: the board's privacy warning must be on, and then the vendor's IsConsentRequired (which
 * already accounts for the visitor's country) decides, unless a prior consent still counts.
 */
export function vendorConsentNeeded(input: {
  readonly privacyWarningCheck: boolean;
  readonly vendor: Pick<VendorConsent, 'IsConsentRequired'>;
  readonly hasPriorConsent: boolean;
}): boolean {
  return input.privacyWarningCheck && input.vendor.IsConsentRequired && !input.hasPriorConsent;
}

/**
 * Whether the board asks a software vendor's consent service (cookie_management external, or the
 * provider named 'vendor'). Without a service URL in the organization settings the board's own rule applies.
 */
export function usesVendorProvider(
  privacy: Pick<BoardPrivacy, 'cookie_management' | 'privacy_warning_provider'>,
): boolean {
  return privacy.cookie_management === 'external' || privacy.privacy_warning_provider === 'vendor';
}

/** What the visitor's first interaction does while consent is pending. */
export type FirstInteractionEffect = 'give' | 'open' | 'none';

/**
 * The first interaction (open item, like, download, outbound link) "triggers consent" when not yet
 * consented and the lead is trackable. Under the `implicit` privacy policy going on using the board is the
 * consent; under `explicit` (and `none`, which announces no implicit consent) it only brings the banner back, so
 * the visitor decides — an interaction is never taken as a consent the policy does not announce. Only while the
 * board's own banner is the one asking: a host's or page's decision (or a page consent tool still asking) wins.
 */
export function firstInteractionEffect(input: {
  readonly policy: BoardPrivacy['privacy_policy'];
  /** The board's own banner is waiting for the visitor (see {@link bannerAllowed}). */
  readonly asking: boolean;
  readonly trackable: boolean;
  /** An earlier interaction already triggered consent in this visit. */
  readonly alreadyTriggered: boolean;
}): FirstInteractionEffect {
  if (!input.asking || !input.trackable || input.alreadyTriggered) return 'none';
  return input.policy === 'implicit' ? 'give' : 'open';
}

/** What the banner shows (privacy warning banner). */
export interface ConsentBannerContent {
  /** The owner's message; null shows the board's default text. */
  readonly message: string | null;
  /** Absolute http(s) URL of the 'Learn More' link; null hides the link. */
  readonly link: string | null;
  readonly isTop: boolean;
  readonly canClose: boolean;
  /** Vendor-provider mode: the vendor's markup (sanitized before it is shown) and styles. Its Js is never kept. */
  readonly vendor: { readonly markup: string | null; readonly css: string | null } | null;
}

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * The banner's content: the campaign element of the privacy message type is the most specific source, then the
 * board's own privacy text, then the organization settings. Links that are not absolute http(s) are dropped.
 */
export function bannerContent(input: {
  readonly privacy: BoardPrivacy;
  readonly settings: OrganizationSettings | null;
  readonly element: CampaignElement | null;
  readonly vendor: VendorConsent | null;
}): ConsentBannerContent {
  const { privacy, settings, element, vendor } = input;
  const message = text(element?.message) ?? text(privacy.message) ?? text(settings?.privacy_message);
  const link =
    absoluteHttpUrl(text(element?.link)) ??
    absoluteHttpUrl(text(privacy.link)) ??
    absoluteHttpUrl(text(settings?.privacy_link));
  const markup = text(vendor?.Markup);
  const css = text(vendor?.Css);
  return {
    message,
    link,
    isTop: privacy.is_top,
    canClose: privacy.can_close,
    vendor: vendor && (markup || css) ? { markup, css } : null,
  };
}

/** A page's consent signal: decided, or a consent tool on the page that has not been answered yet. */
export type PageConsentSignal = ConsentDecision | 'undecided';

/**
 * The page's signals combined (TCF, Google Consent Mode): any refusal wins, then any grant, then an open
 * question; null when the page has no consent signal at all.
 */
export function combinePageSignals(signals: readonly (PageConsentSignal | null)[]): PageConsentSignal | null {
  if (signals.includes('denied')) return 'denied';
  if (signals.includes('granted')) return 'granted';
  if (signals.includes('undecided')) return 'undecided';
  return null;
}

/** Everything that decides the effective consent state. */
export interface ConsentInputs {
  /** The host's own word (`consent` attribute, `giveConsent()`, `rejectCookies()`). */
  readonly host: ConsentDecision | null;
  /** The page's combined consent signals. */
  readonly page: PageConsentSignal | null;
  /** What the visitor chose in this visit (banner, or first interaction). */
  readonly visitor: ConsentDecision | null;
  /** The check's result: null before it finished. */
  readonly needed: boolean | null;
}

/**
 * The effective state: the host's attribute or methods first (they are addressed to this board), then the
 * page's consent signals (a page CMP that is still asking keeps the board waiting, without a second banner),
 * then the visitor's choice, then the check — pending until it finished, granted when consent is not needed.
 */
export function effectiveConsent(inputs: ConsentInputs): ConsentDecisionState {
  if (inputs.host) return inputs.host;
  if (inputs.page === 'undecided') return 'pending';
  if (inputs.page) return inputs.page;
  if (inputs.visitor) return inputs.visitor;
  if (inputs.needed === null) return 'pending';
  return inputs.needed ? 'pending' : 'granted';
}

/** Whether the board's own banner may show: only while the board itself is the one asking. */
export function bannerAllowed(inputs: ConsentInputs): boolean {
  return inputs.host === null && inputs.page === null && inputs.visitor === null && inputs.needed === true;
}
