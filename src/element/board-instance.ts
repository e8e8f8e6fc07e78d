/**
 * One board instance: the API client, event bus, board store and session of one `<live-board>` element, wired
 * together. It lives outside React so that state survives r2wc's unmount when the element moves in the page.
 */
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { AuthFailureAction } from '../api/auth-failure.ts';
import { fetchBoard, fetchOrganizationSettings, fetchPresenter } from '../api/boards.ts';
import { fetchDownloadUrl } from '../api/downloads.ts';
import { fetchLead, stopTrackingLead } from '../api/leads.ts';
import { fetchLiveEvent } from '../api/live-event.ts';
import { fetchCampaign, fetchCampaignElement } from '../api/campaign.ts';
import { createSessionCookies, fetchCountryCode, fetchVendorConsent } from '../api/privacy.ts';
import { fetchCategories } from '../api/categories.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { fetchItem, fetchItems, fetchItemsPresence, fetchJourney } from '../api/items.ts';
import { confirmEmailCode, requestEmailCode, submitBoardPassword } from '../api/gates.ts';
import type { BoardRef } from '../api/paths.ts';
import { createSession, validateSession } from '../api/sessions.ts';
import { STORAGE_KEY } from '../constants.ts';
import { missingBoardAttribute } from '../i18n/messages.ts';
import { BOARD_ERROR_CODE, createBoardStore, type BoardStore } from '../model/board-store.ts';
import { createBoardNavigation, initialRequest, readRequest, type BoardNavigation } from '../model/board-navigation.ts';
import { createEventBus, type EventBus } from '../model/event-bus.ts';
import { createLikeStore, type LikeStore } from '../model/like-store.ts';
import { createLiveEventStore, type LiveEventStore } from '../model/live-event-store.ts';
import { createSessionStore, type GuidStorage, type SessionStore } from '../model/session.ts';
import type { LeadPrefill } from '../model/cta.ts';
import { createConsentStore, localConsentStorage, type ConsentStore } from '../model/consent-store.ts';
import { thankYou } from '../i18n/dialog-messages.ts';
import { createGateStore, untilSignal, type GateStore } from '../model/gate-store.ts';
import { browserGatingStorage, redirectRoute } from '../model/gating.ts';
import { createGatingStore, type GatingStore } from '../model/gating-store.ts';
import { followPageConsentSignals } from '../model/host-consent-signals.ts';
import { createGreetingStore, type GreetingStore } from '../model/greeting.ts';
import { INVITATION_PARAM, readLeadParams, SECRET_PARAMS, withoutSecrets } from '../model/lead-params.ts';
import { outboundLink, type OutboundLink, type OutboundLinkContext } from '../model/outbound-link.ts';
import { newEventId } from '../tracking/event-id.ts';
import { createViewerStore, itemEventDetail, type ViewerStore } from '../model/viewer-store.ts';
import { createLocationSource, type LocationSource } from '../router/location-source.ts';
import { boardRouterHooks, type BoardRouterHooks } from '../router/use-board-location.ts';
import { createBoardTracking, type BoardTracking, type HostConsent } from '../tracking/board-tracking.ts';

/** Everything an instance is built from; a change of any of these builds a new instance. */
export interface InstanceConfig {
  /** Board id or slug; null when the element was given neither (an error state, not a crash). */
  board: BoardRef | null;
  token: string | null;
  apiBase: string;
  analyticsBase: string;
  /** Origin of the page the element is in. */
  pageOrigin: string;
  /** True inside someone else's page: never navigate or reload it (CONTRACTS §3). */
  embedded: boolean;
  /** The page's CSRF meta token, only when the page is same-origin with the API. */
  pageCsrfToken: string | null;
  /** The `ping-interval` attribute (ms): overrides the spec's default ping interval; null keeps it. */
  pingIntervalMs: number | null;
  /** Consent the host decided with the `consent` attribute, or null (CONTRACTS §1). */
  consent: HostConsent;
  /** Where the board keeps its route (CONTRACTS §1): `query`, `path` or `memory`. */
  routing: string;
  routeParam: string;
  base: string;
}

/** How a standalone page leaves or reloads; injectable so tests can watch. */
export interface PageControl {
  navigate(url: string): void;
  reload(): void;
}

/** A 410 on an embedded board re-mounts it; this bounds how often, so a server stuck on 410 cannot loop us. */
const MAX_REMOUNTS = 3;

/** A wired board instance. */
export interface BoardInstance {
  readonly config: InstanceConfig;
  readonly client: ApiClient;
  readonly bus: EventBus;
  readonly store: BoardStore;
  readonly session: SessionStore;
  readonly viewer: ViewerStore;
  readonly liveEvent: LiveEventStore;
  readonly likes: LikeStore;
  readonly tracking: BoardTracking;
  /** The URL an item's file downloads from (spec §7). */
  readonly download: (contentItemId: number, signal: AbortSignal) => Promise<string>;
  readonly navigation: BoardNavigation;
  readonly location: LocationSource;
  /** Cookie consent (spec §4, §5; CONTRACTS §3). */
  readonly consent: ConsentStore;
  /** The lead-capture gate of a gating campaign (spec §3, §4). */
  readonly gating: GatingStore;
  /** Password and email-code gates of a locked board (spec §2, §5). */
  readonly gate: GateStore;
  /** The greeting card's once-per-board state (spec §4). */
  readonly greeting: GreetingStore;
  /** 'Not {leadName}?' (spec §6): forget the known identity for this visit and ask the server again. */
  switchLead(): Promise<void>;
  /** What the arrival link says about the visitor (lead-data parameters, spec §2). */
  readonly linkPrefill: LeadPrefill;
  /** "Do not track me" (spec §4): the server forgets the lead for the visit and nothing more is sent. */
  stopTracking(): Promise<void>;
  /** What outbound links are built with (append params, inviter, origins). */
  linkContext(): OutboundLinkContext;
  /** Turns a URL from board data into a safe outbound link (one rule set, spec §9, CONTRACTS §3). */
  readonly outbound: (raw: string | null | undefined) => OutboundLink | null;
  /** wouter hooks over `location`, made once so they are stable across renders. */
  readonly routerHooks: BoardRouterHooks;
  /** Where the visitor signs in, after a 401 on an embedded board. */
  readonly signInUrl: ReadonlySignal<string | null>;
  /** Loads (or reloads) the board for the current location and starts the session. */
  load(): Promise<void>;
  /** Starts following the location (and loads unless loaded); the returned function undoes it. */
  attach(): () => void;
  /** Releases everything; the instance is not used again. */
  dispose(): void;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

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

/** Builds the instance for one element. Nothing is requested until `load()`. */
export function createBoardInstance(
  config: InstanceConfig,
  page: PageControl,
  guidStorage: GuidStorage | null = sessionGuidStorage(),
  location: LocationSource = createLocationSource(config.routing, config),
): BoardInstance {
  const signInUrl = signal<string | null>(null);
  // What the visitor arrived with: the page's parameters and the board location's own (query routing).
  const arrival = [new URLSearchParams(window.location.search), new URLSearchParams(location.read().search)];
  const fromArrival = (name: string) => arrival.map((params) => params.get(name)?.trim()).find(Boolean) ?? null;
  const leadParams = readLeadParams(...arrival);
  const invitationToken = fromArrival(INVITATION_PARAM);
  let remounts = 0;
  let invitationReported = false;
  let instance: BoardInstance;

  const onAuthFailure = (action: AuthFailureAction) => {
    switch (action.kind) {
      case 'navigate':
        return page.navigate(action.url);
      case 'reload':
        return page.reload();
      case 'show-sign-in':
        signInUrl.value = action.url;
        return;
      case 'remount':
        if (remounts++ < MAX_REMOUNTS) queueMicrotask(() => void instance.load());
        return;
    }
  };

  const client = createApiClient({
    apiBase: config.apiBase,
    analyticsBase: config.analyticsBase,
    embedded: config.embedded,
    pageOrigin: config.pageOrigin,
    pageCsrfToken: config.pageCsrfToken,
    // The attribute wins; else a token the link carried (spec §2: from the initial state or URL).
    credentials: { token: config.token ?? fromArrival(SECRET_PARAMS[0]) },
    onAuthFailure,
  });
  const bus = createEventBus();
  const board = config.board;
  const store = createBoardStore(
    {
      board: (signal) => fetchBoard(client, board ?? '', { signal }),
      campaign: (signal, options) => fetchCampaign(client, board ?? '', { signal, force: options?.force ?? false }),
      categories: (signal) => fetchCategories(client, board ?? '', { signal }),
      items: (query, signal) => fetchItems(client, board ?? '', query, { signal }),
      presenter: (signal) => fetchPresenter(client, board ?? '', config.token, { signal }),
      itemsPresence: (leadingItemId, signal) => fetchItemsPresence(client, board ?? '', leadingItemId, { signal }),
      item: (id, signal) => fetchItem(client, id, board ?? '', { signal }),
      lead: (signal) => fetchLead(client, { signal }),
    },
    bus,
  );
  const viewer = createViewerStore(
    {
      journey: (item, scope, signal) =>
        fetchJourney(client, item, { board: board ?? '', categoryId: scope.categoryId, search: scope.search }, { signal }),
    },
    bus,
    // The gating store is made below; an item only opens after both exist.
    { isGated: (item) => gating.isGated(item) },
  );
  // The guid is written only once consent allows storing (CONTRACTS §3); reading a stored one is always fine.
  let storingAllowed = () => false;
  const session = createSessionStore(
    { create: () => createSession(client), validate: (guid) => validateSession(client, guid) },
    guidStorage && {
      read: () => guidStorage.read(),
      write: (guid) => {
        if (storingAllowed()) guidStorage.write(guid);
      },
    },
  );
  const boardRef = () => store.board.peek()?.id ?? board ?? '';
  // `tracking` is created right below; the consent store only calls recordConsent after both exist.
  let tracking: BoardTracking;
  const consent = createConsentStore({
    port: {
      countryCode: () => fetchCountryCode(client),
      sessionCookies: async () => {
        await createSessionCookies(client, boardRef());
      },
      recordConsent: (body) => tracking.recordConsent(body),
      organizationSettings: () => fetchOrganizationSettings(client, boardRef()),
      campaignElement: (id, elementType) => fetchCampaignElement(client, id, boardRef(), elementType),
      vendorConsent: (url, query) => fetchVendorConsent(client, url, query),
    },
    bus,
    storage: localConsentStorage(),
    hostConsent: config.consent,
    leadId: () => store.lead.peek()?.id ?? null,
    isTrackable: () => store.lead.peek()?.trackCurrentLead !== false,
  });
  storingAllowed = () => consent.state.peek() === 'granted';
  // Consent given later: keep the session the visitor already has across reloads from then on.
  const stopGuidPersist = effect(() => {
    const guid = session.guid.value;
    if (guid && consent.state.value === 'granted') guidStorage?.write(guid);
  });
  tracking = createBoardTracking({
    client,
    bus,
    store,
    viewer,
    session,
    embedded: config.embedded,
    consent: consent.state,
    pingIntervalMs: config.pingIntervalMs,
  });
  // Spec §4: the first interaction (open an item, like, download, follow a link) triggers consent.
  const stopInteractions = [
    bus.on('item-opened', (detail) => {
      if (detail.target === 'new-tab' || !viewer.state.peek().landing) consent.onFirstInteraction('open-item');
    }),
    bus.on('download', () => consent.onFirstInteraction('download')),
    bus.on('outbound-link', () => consent.onFirstInteraction('outbound-link')),
    bus.on('link-cta-click', () => consent.onFirstInteraction('outbound-link')),
  ];
  const greeting = createGreetingStore({
    storage: safeLocalStorage(),
    // Nothing is written to browser storage before consent (CONTRACTS §3).
    canStore: () => tracking.consent.peek() === 'granted',
  });
  const gate = createGateStore({
    port: {
      submitPassword: (password) => submitBoardPassword(client, board ?? '', password),
      requestCode: (email) => requestEmailCode(client, board ?? '', email),
      confirmCode: (email, code) => confirmEmailCode(client, board ?? '', { email, code }),
      // One send path: the tracker turns the request into the identity PUT + campaign/message.
      requestAccess: async (request) => {
        bus.emit('cta-submit', request);
      },
      // Active means the session call answered, so its CSRF token is stored (a stored guid alone is not enough).
      whenSessionReady: () =>
        untilSignal(computed(() => session.isActive.value === true && session.guid.value !== null), Boolean),
    },
    onUnlocked: () => instance.load(),
    sender: () => {
      const presenter = store.presenter.peek();
      return presenter ? `${presenter.first_name} ${presenter.last_name}`.trim() || null : null;
    },
    initialEmail: leadParams.prefill.email ?? null,
  });
  // The like call goes through the one delivery queue, once; the like store rolls the mark back if it fails.
  const likes = createLikeStore(
    {
      like: (item) => {
        consent.onFirstInteraction('like');
        return tracking.like(item);
      },
    },
    bus,
  );
  const liveEvent = createLiveEventStore({ fetch: (signal) => fetchLiveEvent(client, board ?? '', { signal }) });
  const linkContext = (): OutboundLinkContext => ({
    allowAppendParams: store.board.peek()?.integrations.allow_append_params ?? false,
    boardParams: new URLSearchParams(location.read().search),
    presenterEmail: store.presenter.peek()?.email ?? null,
    apiOrigin: new URL(config.apiBase, config.pageOrigin).origin,
    pageOrigin: config.pageOrigin,
  });
  const outbound = (raw: string | null | undefined) => outboundLink(raw, linkContext());
  const navigation = createBoardNavigation({
    store,
    viewer,
    source: location,
    scheme: typeof board === 'number' ? 'legacy' : 'slug',
    bus,
    openInNewWindow(item) {
      // A gated item opens in the viewer, behind the form, never straight to its link.
      if (gating.isGated(item)) return false;
      const link = outbound(item.link_url);
      if (!link) return false;
      window.open(link.href, '_blank', 'noopener');
      const key = store.currentCategory.value;
      bus.emit('item-opened', { ...itemEventDetail(item, typeof key === 'number' ? key : null), target: 'new-tab' });
      return true;
    },
  });
  const gating = createGatingStore({
    store,
    bus,
    viewer,
    navigation,
    storage: browserGatingStorage(),
    // Nothing is written to browser storage before consent (CONTRACTS §3).
    canStore: () => tracking.consent.peek() === 'granted',
    // The tracking layer sends the form (identity PUT + campaign/form) when it hears `cta-submit`; this waits for it.
    submit: (detail) => tracking.submission(detail),
    redirectRoute: () =>
      redirectRoute(new URLSearchParams(window.location.search), new URLSearchParams(location.read().search)),
    defaultSuccessMessage: thankYou,
  });
  // The guid rides on every request; a stored one is sent at once so board data needs no session round trip.
  const stopGuidSync = effect(() => {
    client.credentials.sessionGuid = session.guid.value;
  });

  instance = {
    config,
    client,
    bus,
    store,
    session,
    viewer,
    liveEvent,
    likes,
    tracking,
    download: (contentItemId, signal) => fetchDownloadUrl(client, contentItemId, { signal }),
    navigation,
    location,
    routerHooks: boardRouterHooks(location),
    outbound,
    linkContext,
    consent,
    gating,
    gate,
    greeting,
    async switchLead() {
      client.credentials.token = null;
      await store.refreshLead();
    },
    linkPrefill: leadParams.prefill,
    async stopTracking() {
      try {
        store.stopTrackingLead(await stopTrackingLead(client, { idempotencyKey: newEventId() }));
      } catch (error) {
        // The visitor's wish holds even if the server could not be told: nothing more is sent this visit.
        console.warn('[live-board] stop tracking request failed', error);
        store.stopTrackingLead(null);
      }
      bus.emit('stop-tracking', {});
    },
    signInUrl,
    async load() {
      if (board === null) {
        store.reportFailure({ code: BOARD_ERROR_CODE.missingBoard, message: missingBoardAttribute() });
        return;
      }
      const sessionStart = session.start().catch((error: unknown) => {
        // The board still shows without a session; tracking waits for one (tracking issue).
        console.warn('[live-board] session could not be started', error);
      });
      await Promise.all([store.load(initialRequest(readRequest(location))), sessionStart]);
      navigation.sync();
      // After the board and the session: a locked board would only answer 403, and session_cookies needs the
      // session's CSRF token. Unlocking a gate calls load() again.
      const loaded = store.board.value;
      // A locked board has its privacy settings too: the visitor's requests from its gate need a consent state.
      if (loaded) void consent.check({ organizationId: loaded.organization_id, privacy: loaded.privacy });
      if (store.status.value === 'ready') void liveEvent.load();
    },
    attach() {
      // Tokens are read once, then leave the visible URL (CONTRACTS §3).
      const clean = withoutSecrets(window.location.href, config.routing === 'query' ? config.routeParam : null);
      if (clean) window.history.replaceState(window.history.state, '', clean);
      const stopFollowing = navigation.start();
      tracking.start();
      const stopPageSignals = followPageConsentSignals(window, consent.setPageSignal);
      if (invitationToken && !invitationReported) {
        invitationReported = true;
        tracking.invitation(invitationToken);
      }
      if (store.status.peek() !== 'ready') void instance.load();
      return () => {
        stopFollowing();
        stopPageSignals();
        tracking.stop();
        store.dispose();
        viewer.dispose();
        liveEvent.dispose();
      };
    },
    dispose() {
      stopGuidPersist();
      gating.dispose();
      tracking.dispose();
      consent.dispose();
      for (const stop of stopInteractions) stop();
      store.dispose();
      viewer.dispose();
      liveEvent.dispose();
      stopGuidSync();
    },
  };
  return instance;
}
