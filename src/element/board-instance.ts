/**
 * One board instance: the API client, event bus, board store and session of one `<live-board>` element, wired
 * together. It lives outside React so that state survives r2wc's unmount when the element moves in the page.
 */
import { effect, signal } from '@preact/signals-core';
import type { AuthFailureAction } from '../api/auth-failure.ts';
import { fetchBoard, fetchPresenter } from '../api/boards.ts';
import { fetchCampaign } from '../api/campaign.ts';
import { fetchCategories } from '../api/categories.ts';
import { createApiClient } from '../api/client.ts';
import { fetchDownloadUrl } from '../api/downloads.ts';
import { fetchItem, fetchItems, fetchItemsPresence, fetchJourney } from '../api/items.ts';
import { fetchLead, stopTrackingLead } from '../api/leads.ts';
import { fetchLiveEvent } from '../api/live-event.ts';
import { createSession, validateSession } from '../api/sessions.ts';
import { missingBoardAttribute } from '../i18n/messages.ts';
import { BOARD_ERROR_CODE, createBoardStore } from '../model/board-store.ts';
import { createBoardNavigation, initialRequest, readRequest } from '../model/board-navigation.ts';
import { createEventBus } from '../model/event-bus.ts';
import { followPageConsentSignals } from '../model/host-consent-signals.ts';
import { INVITATION_PARAM, readLeadParams, SECRET_PARAMS, withoutSecrets } from '../model/lead-params.ts';
import { createLikeStore } from '../model/like-store.ts';
import { createLiveEventStore } from '../model/live-event-store.ts';
import { outboundLink, type OutboundLinkContext } from '../model/outbound-link.ts';
import { createSessionStore, type GuidStorage } from '../model/session.ts';
import { createViewerStore, itemEventDetail } from '../model/viewer-store.ts';
import { createLocationSource, type LocationSource } from '../router/location-source.ts';
import { boardRouterHooks } from '../router/use-board-location.ts';
import { createBoardTracking, type BoardTracking } from '../tracking/board-tracking.ts';
import { newEventId } from '../tracking/event-id.ts';
import { sessionGuidStorage, wireConsent, wireGates } from './board-access.ts';
import type { BoardInstance, InstanceConfig, PageControl } from './instance-types.ts';

/** A 410 on an embedded board re-mounts it; this bounds how often, so a server stuck on 410 cannot loop us. */
const MAX_REMOUNTS = 3;

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
    // The gates are wired below; an item only opens after both exist.
    { isGated: (item) => gates.gating.isGated(item) },
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
  // `tracking` is created right below; the consent store only records consent after both exist.
  let tracking: BoardTracking;
  const access = wireConsent({
    client,
    bus,
    store,
    viewer,
    session,
    guidStorage,
    hostConsent: config.consent,
    boardRef: () => store.board.peek()?.id ?? board ?? '',
    tracking: () => tracking,
  });
  const { consent } = access;
  storingAllowed = access.storingAllowed;
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
      if (gates.gating.isGated(item)) return false;
      const link = outbound(item.link_url);
      if (!link) return false;
      window.open(link.href, '_blank', 'noopener');
      const key = store.currentCategory.value;
      bus.emit('item-opened', { ...itemEventDetail(item, typeof key === 'number' ? key : null), target: 'new-tab' });
      return true;
    },
  });
  const gates = wireGates({
    client,
    bus,
    store,
    viewer,
    session,
    navigation,
    tracking,
    location,
    board,
    linkPrefill: leadParams.prefill,
    onUnlocked: () => instance.load(),
  });
  // The guid rides on every request; a stored one is sent at once so board data needs no session round trip.
  const stopGuidSync = effect(() => {
    client.credentials.sessionGuid = session.guid.value;
  });

  /** Everything `attach()` started; cancels what is in flight. Run on detach and on dispose. */
  let detach: (() => void) | null = null;
  const stopFollowing = () => {
    detach?.();
    detach = null;
  };

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
    gating: gates.gating,
    gate: gates.gate,
    greeting: gates.greeting,
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
      stopFollowing();
      // Tokens are read once, then leave the visible URL (CONTRACTS §3).
      const clean = withoutSecrets(window.location.href, config.routing === 'query' ? config.routeParam : null);
      if (clean) window.history.replaceState(window.history.state, '', clean);
      const stopNavigation = navigation.start();
      tracking.start();
      const stopPageSignals = followPageConsentSignals(window, consent.setPageSignal);
      if (invitationToken && !invitationReported) {
        invitationReported = true;
        tracking.invitation(invitationToken);
      }
      if (store.status.peek() !== 'ready') void instance.load();
      detach = () => {
        stopNavigation();
        stopPageSignals();
        tracking.stop();
        store.dispose();
        viewer.dispose();
        liveEvent.dispose();
      };
      return stopFollowing;
    },
    dispose() {
      stopFollowing();
      gates.dispose();
      tracking.dispose();
      access.dispose();
      store.dispose();
      viewer.dispose();
      liveEvent.dispose();
      stopGuidSync();
    },
  };
  return instance;
}
