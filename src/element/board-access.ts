/**
 * The access wiring of one board instance: cookie consent and what waits on it (spec §4, CONTRACTS §3), the
 * password / email-code gates of a locked board (spec §2, §5), the lead-capture gate of a gating campaign and the
 * greeting card (spec §4), and the session guid storage consent decides about. Split from board-instance.ts, which
 * builds the stores these are wired to.
 */
import { computed, effect } from '@preact/signals-core';
import { fetchOrganizationSettings } from '../api/boards.ts';
import { fetchCampaignElement } from '../api/campaign.ts';
import type { ApiClient } from '../api/client.ts';
import { confirmEmailCode, requestEmailCode, submitBoardPassword } from '../api/gates.ts';
import type { BoardRef } from '../api/paths.ts';
import { createSessionCookies, fetchCountryCode, fetchVendorConsent } from '../api/privacy.ts';
import { STORAGE_KEY } from '../constants.ts';
import { thankYou } from '../i18n/dialog-messages.ts';
import type { BoardNavigation } from '../model/board-navigation.ts';
import type { BoardStore } from '../model/board-store.ts';
import { createConsentStore, localConsentStorage, type ConsentStore } from '../model/consent-store.ts';
import type { EventBus } from '../model/event-bus.ts';
import { createGateStore, untilSignal, type GateStore } from '../model/gate-store.ts';
import { browserGatingStorage, redirectRoute } from '../model/gating.ts';
import { createGatingStore, type GatingStore } from '../model/gating-store.ts';
import { createGreetingStore, type GreetingStore } from '../model/greeting.ts';
import type { LeadPrefill } from '../model/cta.ts';
import type { GuidStorage, SessionStore } from '../model/session.ts';
import type { ViewerStore } from '../model/viewer-store.ts';
import type { LocationSource } from '../router/location-source.ts';
import type { BoardTracking, HostConsent } from '../tracking/board-tracking.ts';

/** Session guid storage in the tab's sessionStorage; silently absent where storage is blocked. */
export function sessionGuidStorage(): GuidStorage | null {
  try {
    const storage = window.sessionStorage;
    return {
      read: () => storage.getItem(STORAGE_KEY.sessionGuid),
      write: (guid) => {
        try {
          storage.setItem(STORAGE_KEY.sessionGuid, guid);
        } catch {
          // Quota or privacy mode: the session still works for this page view.
        }
      },
    };
  } catch {
    return null;
  }
}

/** Cookie consent of one board and the function that stops what it wired. */
export interface ConsentWiring {
  readonly consent: ConsentStore;
  /** Whether browser storage may be written now (CONTRACTS §3: only once consent is granted). */
  storingAllowed(): boolean;
  dispose(): void;
}

/**
 * Cookie consent: the store, the first interactions that trigger it (spec §4), and the session guid kept across
 * reloads once consent allows storing. `tracking` is read lazily: it is built from the consent state.
 */
export function wireConsent(deps: {
  client: ApiClient;
  bus: EventBus;
  store: BoardStore;
  viewer: ViewerStore;
  session: SessionStore;
  guidStorage: GuidStorage | null;
  hostConsent: HostConsent;
  boardRef: () => BoardRef;
  tracking: () => BoardTracking;
}): ConsentWiring {
  const { client, bus, store, viewer, session, guidStorage, boardRef } = deps;
  const consent = createConsentStore({
    port: {
      countryCode: () => fetchCountryCode(client),
      sessionCookies: async () => {
        await createSessionCookies(client, boardRef());
      },
      recordConsent: (body) => deps.tracking().recordConsent(body),
      organizationSettings: () => fetchOrganizationSettings(client, boardRef()),
      campaignElement: (id, elementType) => fetchCampaignElement(client, id, boardRef(), elementType),
      vendorConsent: (url, query) => fetchVendorConsent(client, url, query),
    },
    bus,
    storage: localConsentStorage(),
    hostConsent: deps.hostConsent,
    leadId: () => store.lead.peek()?.id ?? null,
    isTrackable: () => store.lead.peek()?.trackCurrentLead !== false,
  });
  // Consent given later: keep the session the visitor already has across reloads from then on.
  const stopGuidPersist = effect(() => {
    const guid = session.guid.value;
    if (guid && consent.state.value === 'granted') guidStorage?.write(guid);
  });
  // Spec §4: the first interaction (open an item, like, download, follow a link) triggers consent.
  const stops = [
    stopGuidPersist,
    bus.on('item-opened', (detail) => {
      if (detail.target === 'new-tab' || !viewer.state.peek().landing) consent.onFirstInteraction('open-item');
    }),
    bus.on('download', () => consent.onFirstInteraction('download')),
    bus.on('outbound-link', () => consent.onFirstInteraction('outbound-link')),
    bus.on('link-cta-click', () => consent.onFirstInteraction('outbound-link')),
  ];
  return {
    consent,
    storingAllowed: () => consent.state.peek() === 'granted',
    dispose() {
      for (const stop of stops.splice(0)) stop();
      consent.dispose();
    },
  };
}

/** The gates and the greeting of one board. */
export interface GateWiring {
  readonly gate: GateStore;
  readonly gating: GatingStore;
  readonly greeting: GreetingStore;
  dispose(): void;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Password / email-code gates, the gating form and the greeting, all writing storage only with consent. */
export function wireGates(deps: {
  client: ApiClient;
  bus: EventBus;
  store: BoardStore;
  viewer: ViewerStore;
  session: SessionStore;
  navigation: BoardNavigation;
  tracking: BoardTracking;
  location: LocationSource;
  board: BoardRef | null;
  linkPrefill: LeadPrefill;
  /** A gate opened: load the board again. */
  onUnlocked: () => Promise<void>;
}): GateWiring {
  const { client, bus, store, viewer, session, navigation, tracking, location } = deps;
  const board = deps.board ?? '';
  // Nothing is written to browser storage before consent (CONTRACTS §3).
  const canStore = () => tracking.consent.peek() === 'granted';
  const greeting = createGreetingStore({ storage: safeLocalStorage(), canStore });
  const gate = createGateStore({
    port: {
      submitPassword: (password) => submitBoardPassword(client, board, password),
      requestCode: (email) => requestEmailCode(client, board, email),
      confirmCode: (email, code) => confirmEmailCode(client, board, { email, code }),
      // One send path: the tracker turns the request into the identity PUT + campaign/message.
      requestAccess: async (request) => {
        bus.emit('cta-submit', request);
      },
      // Active means the session call answered, so its CSRF token is stored (a stored guid alone is not enough).
      whenSessionReady: () =>
        untilSignal(computed(() => session.isActive.value === true && session.guid.value !== null), Boolean),
    },
    onUnlocked: deps.onUnlocked,
    sender: () => {
      const presenter = store.presenter.peek();
      return presenter ? `${presenter.first_name} ${presenter.last_name}`.trim() || null : null;
    },
    initialEmail: deps.linkPrefill.email ?? null,
  });
  const gating = createGatingStore({
    store,
    bus,
    viewer,
    navigation,
    storage: browserGatingStorage(),
    canStore,
    // The tracking layer sends the form (identity PUT + campaign/form) when it hears `cta-submit`; this waits for it.
    submit: (detail) => tracking.submission(detail),
    redirectRoute: () =>
      redirectRoute(new URLSearchParams(window.location.search), new URLSearchParams(location.read().search)),
    defaultSuccessMessage: thankYou,
  });
  // A greeting closed, or a gating form sent, before consent is remembered once consent is given.
  const stopSavingWaiting = effect(() => {
    if (tracking.consent.value !== 'granted') return;
    greeting.saveWaiting();
    gating.saveWaiting();
  });
  return {
    gate,
    gating,
    greeting,
    dispose: () => {
      stopSavingWaiting();
      gating.dispose();
    },
  };
}
