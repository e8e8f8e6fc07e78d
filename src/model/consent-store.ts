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
 *
 * The port, the browser storage of the record and the once-only requests have their own modules
 * (`consent-port.ts`, `consent-storage.ts`, `consent-requests.ts`), re-exported here so importers keep this path.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';

import type { BoardPrivacy } from '../api/schemas/board.ts';
import type { OrganizationSettings, VendorConsent } from '../api/schemas/privacy.ts';
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
  type PageConsentSignal,
  PRIVACY_MESSAGE_ELEMENT_TYPE,
  usesVendorProvider,
  vendorConsentNeeded,
  vendorCookieConsent,
} from './consent.ts';
import type { ConsentPort } from './consent-port.ts';
import { createConsentRequests, settle } from './consent-requests.ts';
import type { ConsentRecordStorage } from './consent-storage.ts';
import type { EventBus } from './event-bus.ts';
import type { PageSignalSource } from './host-consent-signals.ts';
import { absoluteHttpUrl } from './outbound-link.ts';

export { type ConsentPort, type ConsentRecordBody, type VendorConsentQuery } from './consent-port.ts';
export {
  CONSENT_STORAGE_PREFIX,
  type ConsentRecordStorage,
  consentStorageKey,
  localConsentStorage,
} from './consent-storage.ts';

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
  /** The record's storage, or null where nothing may be stored (see `localConsentStorage`). */
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

/** The consent store of one board instance. */
export interface ConsentStore {
  /** The effective consent for the tracking queue: pending, granted (given or not needed) or denied. */
  readonly state: ReadonlySignal<ConsentDecisionState>;
  /** Whether consent was given or is not needed. */
  readonly hasConsent: ReadonlySignal<boolean>;
  /** Whether the banner shows. */
  readonly open: ReadonlySignal<boolean>;
  /** What the banner says; null until the check found consent needed. */
  readonly content: ReadonlySignal<ConsentBannerContent | null>;
  /** Whether consent is needed by the board's own rule; null until the check finished. */
  readonly needed: ReadonlySignal<boolean | null>;
  /**
   * Decides whether consent is needed for `target` (or the board given at creation), fetching only what the
   * decision needs: the country when the rule depends on it, the vendor's answer in vendor-provider mode, and
   * the banner's message when the warning is on. Safe to call again (a refresh): the latest call wins.
   */
  check(target?: ConsentBoard): Promise<void>;
  /** Closing the banner only closes it; consent stays pending. */
  close(): void;
  /** The visitor accepts (banner's Accept, or `origin` 'interaction' under the implicit policy). */
  give(from?: ConsentOrigin): void;
  /** The visitor rejects: nothing is stored in the browser, nothing is tracked for the visit (docs/decisions.md). */
  reject(from?: ConsentOrigin): void;
  /** The host decides (`consent` attribute, `giveConsent()`, `rejectCookies()`); null hands back to the board. */
  setHost(decision: ConsentDecision | null): void;
  /** A page consent signal changed (see `followPageConsentSignals`). */
  setPageSignal(source: PageSignalSource, value: PageConsentSignal | null): void;
  /**
   * The first interaction (open item, like, download, outbound link) triggers consent while the
   * board's banner is waiting and the lead is trackable — consent under the `implicit` policy, the banner
   * again under `explicit` / `none`. Call it before the interaction's own tracking.
   */
  onFirstInteraction(kind: InteractionKind): void;
  /** Stops acting on answers still in flight. */
  dispose(): void;
}

/** Origins whose grant the board remembers itself: only the visitor's, given in the board. */
const REMEMBERED: ReadonlySet<ConsentOrigin> = new Set<ConsentOrigin>([
  CONSENT_ORIGIN.banner,
  CONSENT_ORIGIN.interaction,
]);

/** Creates the consent store of one board instance. Nothing is requested before `check()`. */
export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const { port, bus, storage } = options;
  const isTrackable = options.isTrackable ?? (() => true);
  const now = options.now ?? Date.now;
  const { countryCode, createSessionCookies, record } = createConsentRequests({
    port,
    leadId: options.leadId ?? (() => null),
  });

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
  let disposed = false;

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

  /** The page's cookies, where the vendor's own tool keeps the visitor's consent; empty where access is refused. */
  const readCookies = (): string => {
    try {
      return options.cookies?.() ?? globalThis.document.cookie;
    } catch {
      // A sandboxed page may refuse cookie access: no vendor consent can be read there.
      return '';
    }
  };

  /** Decides whether consent is needed for `target` (or the board given at creation); the latest call wins. */
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
    state,
    hasConsent: computed(() => state.value === 'granted'),
    open,
    content,
    needed,
    check,
    close(): void {
      requestedOpen.value = false;
    },
    give(from: ConsentOrigin = CONSENT_ORIGIN.banner): void {
      decideAsVisitor('granted', from);
    },
    reject(from: ConsentOrigin = CONSENT_ORIGIN.banner): void {
      decideAsVisitor('denied', from);
    },
    setHost(decision: ConsentDecision | null): void {
      host.value = decision;
      announce();
    },
    setPageSignal(source: PageSignalSource, value: PageConsentSignal | null): void {
      page.value = { ...page.peek(), [source]: value };
      announce();
    },
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
    dispose(): void {
      disposed = true;
      generation++;
    },
  };
}
