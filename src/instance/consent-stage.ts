/**
 * Stage 4 of a board instance, cookie consent (docs/decisions.md), loaded right after the first paint: the
 * consent store, the check once the board is known (again after a lock opens), the first interactions that trigger
 * consent, the page's own consent signals, and the storage slot of the view stage, opened once consent is given.
 * Decisions are recorded through the tracking stage's queue, which is built after this one: they wait for it.
 */
import { effect, type ReadonlySignal } from '@preact/signals-core';

import {
  createSessionCookies,
  fetchCampaignElement,
  fetchCountryCode,
  fetchOrganizationSettings,
  fetchVendorConsent,
} from '../api/privacy.ts';
import {
  type ConsentRecordBody,
  type ConsentStore,
  createConsentStore,
  localConsentStorage,
} from '../model/consent-store.ts';
import type { EventBus } from '../model/event-bus.ts';
import { followPageConsentSignals } from '../model/host-consent-signals.ts';
import type { GuidStorage } from '../model/session.ts';
import type { HostConsent } from '../tracking/board-tracking.ts';
import type { ApiStage } from './api.ts';
import { createHandoff, type Handoff } from './handoff.ts';
import type { InstanceConfig } from './types.ts';
import type { ViewStage } from './view-stage.ts';

/** The consent stage of one board instance. */
export interface ConsentStage {
  /** The visitor's cookie consent: its state, the banner, the decisions. */
  readonly consent: ConsentStore;
  /** Where consent decisions are recorded: the tracking stage serves it (`cookies_consents`). */
  readonly records: Handoff<ConsentRecordBody, void>;
  /** Stops following the board, the page's signals and the first interactions; disposes of the consent store. */
  dispose(): void;
}

/** Builds the consent stage. `events` is the bus as replayed for late stages (bus-tap.ts). */
export function createConsentStage(deps: {
  config: InstanceConfig;
  api: ApiStage;
  view: ViewStage;
  events: EventBus;
  hostConsent: ReadonlySignal<HostConsent>;
  guidStorage: GuidStorage | null;
  win?: Window;
}): ConsentStage {
  const { api, view, events, guidStorage } = deps;
  const { client } = api;
  const { store, viewer, session, bus } = view;
  const boardRef = () => store.board.peek()?.id ?? deps.config.board ?? '';
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the tracker's answer is a Promise<void>
  const records = createHandoff<ConsentRecordBody, void>();
  const consent = createConsentStore({
    port: {
      countryCode: () => fetchCountryCode(client),
      sessionCookies: async () => {
        await createSessionCookies(client, boardRef());
      },
      recordConsent: (body) => records.call(body),
      organizationSettings: () => fetchOrganizationSettings(client, boardRef()),
      campaignElement: (id, elementType) => fetchCampaignElement(client, id, boardRef(), elementType),
      vendorConsent: (url, query) => fetchVendorConsent(url, query),
    },
    bus,
    storage: localConsentStorage(),
    hostConsent: deps.hostConsent.peek(),
    leadId: () => store.lead.peek()?.id ?? null,
    isTrackable: () => store.lead.peek()?.trackCurrentLead !== false,
  });
  const stops = [
    effect(() => consent.setHost(deps.hostConsent.value)),
    // The board's privacy settings decide, checked after each load: once the session is there (session_cookies
    // needs its CSRF token). A locked board has them too: the visitor's requests from its lock need a state.
    effect(() => {
      if (view.loads.value === 0) return;
      const board = store.board.peek();
      if (board) void consent.check({ organizationId: board.organization_id, privacy: board.privacy });
    }),
    effect(() => {
      const granted = consent.state.value === 'granted';
      view.storingAllowed.value = granted;
      if (!granted) return;
      // Consent given later: keep the session the visitor already has across reloads from then on, and remember
      // a greeting closed before.
      const guid = session.guid.value;
      if (guid) guidStorage?.write(guid);
      view.greeting.saveWaiting();
    }),
    // The first interaction (open an item, like, download, follow a link) triggers consent.
    events.on('item-opened', (detail) => {
      if (detail.target === 'new-tab' || !viewer.state.peek().landing) consent.onFirstInteraction('open-item');
    }),
    events.on('download', () => consent.onFirstInteraction('download')),
    events.on('outbound-link', () => consent.onFirstInteraction('outbound-link')),
    events.on('link-cta-click', () => consent.onFirstInteraction('outbound-link')),
    followPageConsentSignals(deps.win ?? window, consent.setPageSignal),
  ];
  return {
    consent,
    records,
    dispose(): void {
      for (const stop of stops.splice(0)) stop();
      consent.dispose();
    },
  };
}
