/**
 * Cookie consent of one board instance (docs/decisions.md "Consent and storage", docs/element.md). Initially the
 * banner is closed and there is no consent. `check()` decides with the rules of `consent.ts`: consent needed →
 * the banner opens; not needed → consent counts as given and the server's session cookies are created.
 *
 * Who decides, strongest first: the host (`consent` attribute, `giveConsent()` / `rejectCookies()` →
 * `setHost`), the page's standard consent signals (`setPageSignal`, fed by `host-consent-signals.ts`), the
 * visitor (banner, or first interaction under the implicit policy), then the check. `state` is what the tracking
 * queue follows; every change of it is announced once on the bus as `consent` `{ hasConsent, origin }`.
 *
 * Only a consent the visitor gave is written to browser storage (the per-organization record); a rejection
 * writes nothing and removes an earlier record. A host's or page's decision is remembered by the host's own tool.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';

import type { BoardPrivacy } from '../api/schemas/board.ts';
import type { CampaignElement, OrganizationSettings, VendorConsent } from '../api/schemas/privacy.ts';
import { browserStorage } from '../base/browser-storage.ts';
import {
  bannerAllowed,
  bannerContent,
  combinePageSignals,
  CONSENT_ORIGIN,
  type ConsentBannerContent,
  type ConsentDecision,
  type ConsentDecisionState,
  type ConsentInputs,
  consentNeeded,
  type ConsentOrigin,
  effectiveConsent,
  firstInteractionEffect,
  hasValidPriorConsent,
  isConsentDecision,
  needsCountry,
  normalizeCountryCode,
  type PageConsentSignal,
  PRIVACY_MESSAGE_ELEMENT_TYPE,
  usesVendorProvider,
  vendorConsentNeeded,
  vendorCookieConsent,
} from './consent.ts';
import type { ConsentCookie } from './consent-cookie.ts';
import type { EventBus } from './event-bus.ts';
import type { PageSignalSource } from './host-consent-signals.ts';
import { absoluteHttpUrl } from './outbound-link.ts';

/**
 * Prefix of the per-organization consent record in localStorage (`:` + organization id is appended).
 * Belongs with the other storage keys in `constants.ts` (`STORAGE_KEY.consent`).
 */
export const CONSENT_STORAGE_PREFIX = 'live-board:consent';

/** Body of `POST /live_board/v1/boards/{boardId}/cookies_consents`. */
export interface ConsentRecordBody {
  lead_id: number | null;
  consent_origin: string;
  iso_code: string | null;
}

/** Query of the vendor consent service (docs/server.md). */
export interface VendorConsentQuery {
  sitename: string;
  domain: string;
  country: string | null;
}

/** What the store needs from the API; the board instance implements it over the endpoint functions. */
export interface ConsentPort {
  /** `GET geo_location`; resolves null on failure. */
  countryCode(): Promise<string | null>;
  /** `POST session_cookies`: the server's cookies, once consent allows (needs the session's CSRF token). */
  sessionCookies(): Promise<void>;
  /** `POST cookies_consents`, sent through the tracking delivery queue (one event, its id as Idempotency-Key). */
  recordConsent(body: ConsentRecordBody): Promise<void>;
  /** `GET organization_settings` of the board. */
  organizationSettings(): Promise<OrganizationSettings | null>;
  /** `GET campaign_elements/{id}?board_id&element_type`. */
  campaignElement(id: number, elementType: string): Promise<CampaignElement | null>;
  /** `GET` of the vendor consent service at `url` (vendor-provider mode). */
  vendorConsent(url: string, query: VendorConsentQuery): Promise<VendorConsent>;
}

/** Where the per-organization consent record lives (consent cookie). Null where nothing may be stored. */
export interface ConsentRecordStorage {
  read(organizationId: number): ConsentCookie | null;
  write(record: ConsentCookie): void;
  /** Forgets the record (a rejection withdraws an earlier consent); removing writes nothing new. */
  remove(organizationId: number): void;
}

/** The board facts the check reads. */
export interface ConsentBoard {
  organizationId: number;
  privacy: BoardPrivacy;
}

/** What opens the door to consent on first interaction. */
export type InteractionKind = 'open-item' | 'like' | 'download' | 'outbound-link';

/** Options of {@link createConsentStore}. */
export interface ConsentStoreOptions {
  port: ConsentPort;
  bus: EventBus;
  /** The record's storage, or null where nothing may be stored (see {@link localConsentStorage}). */
  storage: ConsentRecordStorage | null;
  /** The host's `consent` attribute at creation. */
  hostConsent?: ConsentDecision | null;
  /** The board, when it is known at creation; otherwise pass it to `check()`. */
  organizationId?: number;
  privacy?: BoardPrivacy;
  /** The lead recorded with a consent (`lead_id`); null for an anonymous guest. */
  leadId?: () => number | null;
  /** False once the visitor chose "Do not track me": their interactions then trigger nothing. */
  isTrackable?: () => boolean;
  /** The page's host name, sent to the vendor service as `domain`. Default: `location.hostname`. */
  domain?: string;
  /** The page's cookies (`document.cookie`), where the vendor's own tool keeps the visitor's consent. */
  cookies?: () => string;
  /** Clock for the record's `givenAt`. */
  now?: () => number;
}

/** Origins whose grant the board remembers itself: only the visitor's, given in the board. */
const REMEMBERED: ReadonlySet<ConsentOrigin> = new Set<ConsentOrigin>([
  CONSENT_ORIGIN.banner,
  CONSENT_ORIGIN.interaction,
]);

const settle = <T>(promise: Promise<T>, what: string): Promise<T | null> =>
  promise.catch((error: unknown) => {
    console.warn(`[live-board] ${what} failed`, error);
    return null;
  });

/** Creates the consent store of one board instance. Nothing is requested before `check()`. */
export function createConsentStore(options: ConsentStoreOptions) {
  const { port, bus, storage } = options;
  const leadId = options.leadId ?? (() => null);
  const isTrackable = options.isTrackable ?? (() => true);
  const now = options.now ?? Date.now;

  const host = signal<ConsentDecision | null>(options.hostConsent ?? null);
  const page = signal<Readonly<Record<PageSignalSource, PageConsentSignal | null>>>({
    [CONSENT_ORIGIN.tcf]: null,
    [CONSENT_ORIGIN.googleConsentMode]: null,
  });
  const visitor = signal<ConsentDecision | null>(null);
  const needed = signal<boolean | null>(null);
  const requestedOpen = signal(false);
  const content = signal<ConsentBannerContent | null>(null);

  const inputs = computed<ConsentInputs>(() => ({
    host: host.value,
    page: combinePageSignals(Object.values(page.value)),
    visitor: visitor.value,
    needed: needed.value,
  }));
  const state = computed(() => effectiveConsent(inputs.value));
  const open = computed(() => requestedOpen.value && content.value !== null && bannerAllowed(inputs.value));

  let board: ConsentBoard | null =
    options.organizationId !== undefined && options.privacy
      ? { organizationId: options.organizationId, privacy: options.privacy }
      : null;
  let generation = 0;
  let visitorOrigin: ConsentOrigin = CONSENT_ORIGIN.banner;
  let notNeededOrigin: ConsentOrigin = CONSENT_ORIGIN.notRequired;
  let interactionTriggered = false;
  /** The state last announced and acted on; null before the first announcement. */
  let acted: ConsentDecisionState | null = null;
  let country: Promise<string | null> | null = null;
  let sessionCookies: Promise<void> | null = null;
  let disposed = false;

  const countryCode = () => {
    country ??= port
      .countryCode()
      .catch(() => null)
      .then(normalizeCountryCode);
    return country;
  };

  /** Which decision the current state comes from. */
  function origin(): ConsentOrigin {
    const current = inputs.peek();
    if (current.host) return CONSENT_ORIGIN.host;
    if (current.page) {
      const signals = page.peek();
      const wanted = current.page;
      return signals[CONSENT_ORIGIN.tcf] === wanted ? CONSENT_ORIGIN.tcf : CONSENT_ORIGIN.googleConsentMode;
    }
    if (current.visitor) return visitorOrigin;
    return current.needed ? CONSENT_ORIGIN.required : notNeededOrigin;
  }

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

  /**
   * Acts on a change of the effective state, once per change: granted → banner closed, server cookies, the
   * visitor's consent remembered and any decision recorded; denied → banner closed and the record forgotten;
   * pending because the board asks → banner opened. Then `consent` is emitted. Nothing happens before the
   * board is known (a host decision at creation is announced by the first check).
   */
  function announce(): void {
    if (!board || disposed) return;
    const current = state.peek();
    const asking = bannerAllowed(inputs.peek()) || inputs.peek().page === 'undecided';
    if (current === acted || (current === 'pending' && !asking)) return;
    acted = current;
    const from = origin();
    const { organizationId } = board;
    if (current === 'granted') {
      requestedOpen.value = false;
      if (REMEMBERED.has(from))
        storage?.write({ organizationId, hasConsent: true, givenAt: new Date(now()).toISOString() });
      createSessionCookies();
      if (isConsentDecision(from)) void record(from);
    } else if (current === 'denied') {
      requestedOpen.value = false;
      storage?.remove(organizationId);
    } else if (bannerAllowed(inputs.peek())) {
      requestedOpen.value = true;
    }
    bus.emit('consent', { hasConsent: current === 'granted', origin: from });
  }

  /**
   * Decides whether consent is needed for `target` (or the board given at creation), fetching only what the
   * decision needs: the country when the rule depends on it, the vendor's answer in vendor-provider mode, and
   * the banner's message when the warning is on. Safe to call again (a refresh): the latest call wins.
   */
  const readCookies = (): string => {
    try {
      return options.cookies?.() ?? globalThis.document.cookie;
    } catch {
      // A sandboxed page may refuse cookie access: no vendor consent can be read there.
      return '';
    }
  };

  async function check(target?: ConsentBoard): Promise<void> {
    const current = target ?? board;
    if (!current) throw new Error('consent check() needs the board: pass { organizationId, privacy }');
    board = current;
    const run = ++generation;
    const { privacy, organizationId } = current;
    const stored = storage?.read(organizationId) ?? null;
    try {
      if (!privacy.privacy_warning_check) {
        batch(() => {
          notNeededOrigin = CONSENT_ORIGIN.notRequired;
          needed.value = false;
        });
        return;
      }
      const settingsLoad = settle(port.organizationSettings(), 'organization settings');
      const elementLoad =
        privacy.element_id !== null
          ? settle(port.campaignElement(privacy.element_id, PRIVACY_MESSAGE_ELEMENT_TYPE), 'the privacy message')
          : Promise.resolve(null);

      let vendor: VendorConsent | null = null;
      let settings: OrganizationSettings | null = null;
      if (usesVendorProvider(privacy)) {
        settings = await settingsLoad;
        const url = absoluteHttpUrl(settings?.vendor_consent_url);
        if (url) {
          vendor = await settle(
            port.vendorConsent(url, {
              sitename: settings?.vendor_sitename?.trim() || String(organizationId),
              domain: options.domain ?? globalThis.location.hostname,
              country: await countryCode(),
            }),
            'the vendor consent service',
          );
        }
      }

      let prior: boolean;
      let isNeeded: boolean;
      if (vendor) {
        // The vendor's answer replaces the country list; its minimum date can void an older consent. A consent
        // the visitor gave in the vendor's own tool (its cookie) counts like one given in the board.
        const given = vendorCookieConsent(readCookies(), vendor.CookieName, organizationId);
        const minimum = vendor.MinimumConsentDate;
        prior = hasValidPriorConsent(stored, minimum) || hasValidPriorConsent(given, minimum);
        isNeeded = vendorConsentNeeded({ privacyWarningCheck: true, vendor, hasPriorConsent: prior });
      } else {
        prior = hasValidPriorConsent(stored);
        const rule = {
          privacyWarningCheck: true,
          regulatedCountriesOnly: privacy.regulated_countries_only,
          hasPriorConsent: prior,
        };
        isNeeded = consentNeeded({ ...rule, countryCode: needsCountry(rule) ? await countryCode() : null });
      }
      const banner = isNeeded
        ? bannerContent({ privacy, settings: settings ?? (await settingsLoad), element: await elementLoad, vendor })
        : null;
      if (run !== generation || disposed) return;
      batch(() => {
        notNeededOrigin = prior ? CONSENT_ORIGIN.stored : CONSENT_ORIGIN.notRequired;
        if (banner) content.value = banner;
        needed.value = isNeeded;
      });
    } finally {
      if (run === generation) announce();
    }
  }

  function decideAsVisitor(decision: ConsentDecision, from: ConsentOrigin): void {
    batch(() => {
      visitorOrigin = from;
      visitor.value = decision;
      requestedOpen.value = false;
    });
    announce();
  }

  return {
    /** The effective consent for the tracking queue: pending, granted (given or not needed) or denied. */
    state: state,
    /** Whether consent was given or is not needed. */
    hasConsent: computed(() => state.value === 'granted'),
    /** Whether the banner shows. */
    open,
    /** What the banner says; null until the check found consent needed. */
    content: content as ReadonlySignal<ConsentBannerContent | null>,
    /** Whether consent is needed by the board's own rule; null until the check finished. */
    needed: needed as ReadonlySignal<boolean | null>,
    check,
    /** Closing the banner only closes it; consent stays pending. */
    close(): void {
      requestedOpen.value = false;
    },
    /** The visitor accepts (banner's Accept, or `origin` 'interaction' under the implicit policy). */
    give(from: ConsentOrigin = CONSENT_ORIGIN.banner): void {
      decideAsVisitor('granted', from);
    },
    /** The visitor rejects: nothing is stored in the browser, nothing is tracked for the visit (docs/decisions.md). */
    reject(from: ConsentOrigin = CONSENT_ORIGIN.banner): void {
      decideAsVisitor('denied', from);
    },
    /** The host decides (`consent` attribute, `giveConsent()`, `rejectCookies()`); null hands back to the board. */
    setHost(decision: ConsentDecision | null): void {
      host.value = decision;
      announce();
    },
    /** A page consent signal changed (see `followPageConsentSignals`). */
    setPageSignal(source: PageSignalSource, value: PageConsentSignal | null): void {
      page.value = { ...page.peek(), [source]: value };
      announce();
    },
    /**
     * The first interaction (open item, like, download, outbound link) triggers consent while the
     * board's banner is waiting and the lead is trackable — consent under the `implicit` policy, the banner
     * again under `explicit` / `none`. Call it before the interaction's own tracking.
     */
    onFirstInteraction(_kind: InteractionKind): void {
      if (!board) return;
      const effect = firstInteractionEffect({
        policy: board.privacy.privacy_policy,
        asking: bannerAllowed(inputs.peek()),
        trackable: isTrackable(),
        alreadyTriggered: interactionTriggered,
      });
      if (effect === 'none') return;
      interactionTriggered = true;
      if (effect === 'give') decideAsVisitor('granted', CONSENT_ORIGIN.interaction);
      else requestedOpen.value = true;
    },
    /** Stops acting on answers still in flight. */
    dispose(): void {
      disposed = true;
      generation++;
    },
  };
}

/** The consent store of one board instance. */
export type ConsentStore = ReturnType<typeof createConsentStore>;

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
