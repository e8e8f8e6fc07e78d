/**
 * Stage 3 of a board instance, its view: what the board needs to show its first tiles and follow its
 * route — the event bus, the board store, the session, the viewer's state, navigation, outbound links and the
 * greeting card. Rules a later stage owns reach in through two slots the later stage fills: whether browser
 * storage may be written (the consent stage) and which items are behind the lead form (the access stage).
 */
import { computed, effect, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';

import { fetchBoard, fetchPresenter } from '../api/boards.ts';
import { fetchCampaign } from '../api/campaign.ts';
import { fetchCategories, fetchCategory } from '../api/categories.ts';
import { liveEventPath } from '../api/first-round.ts';
import { fetchItem, fetchItems, fetchItemsPresence, fetchJourney } from '../api/items.ts';
import { fetchLead } from '../api/leads.ts';
import type { BoardRef } from '../api/paths.ts';
import type { Item } from '../api/schemas/item.ts';
import { createSession, validateSession } from '../api/sessions.ts';
import { browserStorage } from '../base/browser-storage.ts';
import { CHUNK_LOAD_TIMEOUT_MS, STORAGE_KEY } from '../base/constants.ts';
import { missingBoardAttribute } from '../i18n/messages.ts';
import { type BoardNavigation, createBoardNavigation, initialRequest, readRequest } from '../model/board-navigation.ts';
import { BOARD_ERROR_CODE, type BoardStore, createBoardStore } from '../model/board-store.ts';
import type { LeadPrefill } from '../model/cta.ts';
import { createEventBus, type EventBus } from '../model/event-bus.ts';
import { createGreetingStore, type GreetingStore } from '../model/greeting.ts';
import { type OutboundLink, outboundLink, type OutboundLinkContext } from '../model/outbound-link.ts';
import { createSessionStore, type GuidStorage, type SessionStore } from '../model/session.ts';
import { createViewerStore, itemEventDetail, type ViewerStore } from '../model/viewer-store.ts';
import type { LocationSource } from '../router/location-source.ts';
import { type BoardRouterHooks, boardRouterHooks } from '../router/use-board-location.ts';
import type { ApiStage } from './api.ts';
import type { Arrival } from './config.ts';
import type { InstanceConfig } from './types.ts';

/** Whether an item is behind the lead form now (the access stage's rule, gating). */
export type GatedRule = (item: Item) => boolean;

/** The view stage of one board instance. */
export interface ViewStage {
  /** The instance's event bus: the DOM events and the tracking both hear it. */
  readonly bus: EventBus;
  /** The board's data: board, campaign, categories, items, presenter, lead. */
  readonly store: BoardStore;
  /** The visitor's session (its guid rides on every request). */
  readonly session: SessionStore;
  /** The item viewer's state. */
  readonly viewer: ViewerStore;
  /** Follows the location: categories, search and the open item. */
  readonly navigation: BoardNavigation;
  /** Where the board's route is read and written. */
  readonly location: LocationSource;
  /** The greeting card. */
  readonly greeting: GreetingStore;
  /** The link to render for a URL of the board's data (an item's, a CTA's), or null when it must not become one. */
  outbound(raw: string | null | undefined): OutboundLink | null;
  /** What `outbound` builds links from, read now (the board's settings, its parameters, the presenter). */
  linkContext(): OutboundLinkContext;
  /** The props of wouter's `<Router>` over the board's location. */
  readonly routerHooks: BoardRouterHooks;
  /** Form fields the arrival link fills. */
  readonly linkPrefill: LeadPrefill;
  /** Slot of the consent stage (see the file comment). */
  readonly storingAllowed: Signal<boolean>;
  /** Slot of the access stage (see the file comment). */
  readonly gatedRule: Signal<GatedRule | null>;
  /** How many loads have completed (board data and session): later stages act after each. */
  readonly loads: ReadonlySignal<number>;
  /** Whether a live event leads into the content: null until the first round's live event answer is in. */
  readonly liveEventExpected: ReadonlySignal<boolean | null>;
  /** The first round's live event answer, once (then null: later loads ask the server). */
  takeLiveEventAnswer(): Promise<unknown> | null;
  /** True once the access stage decides which items are gated (before, the viewer's `gated` flag is a guess). */
  readonly gatingKnown: ReadonlySignal<boolean>;
  /** 'Not {leadName}?': forget the known identity for this visit and ask the server again. */
  switchLead(): Promise<void>;
  /** Loads (or reloads) the board for the current location and starts the session. */
  load(): Promise<void>;
  /** Starts following the location; the returned function stops it and cancels what is in flight. */
  start(): () => void;
  /** Stops the stores and the syncs of the session guid and the board id. */
  dispose(): void;
}

/** Session guid storage in the tab's sessionStorage; silently absent where storage is blocked. */
export function sessionGuidStorage(): GuidStorage | null {
  const storage = browserStorage('sessionStorage');
  return (
    storage && {
      read: () => storage.getItem(STORAGE_KEY.sessionGuid),
      write: (guid) => {
        try {
          storage.setItem(STORAGE_KEY.sessionGuid, guid);
        } catch {
          // Quota or privacy mode: the session still works for this page view.
        }
      },
    }
  );
}

/** Resolves once `slot` holds a value, or after `timeoutMs` (a stage that never arrived). */
function whenSet(slot: ReadonlySignal<unknown>, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    let stop: (() => void) | null = null;
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      stop?.();
      resolve();
    }
    stop = effect(() => {
      if (slot.value !== null) queueMicrotask(done);
    });
  });
}

/** Builds the view stage. Nothing is requested until `load()`. */
export function createViewStage(
  config: InstanceConfig,
  arrival: Arrival,
  api: ApiStage,
  location: LocationSource,
  guidStorage: GuidStorage | null,
): ViewStage {
  const { client } = api;
  const board = config.board ?? '';
  /**
   * The board as `board_id` in queries and bodies: its numeric id once the board answer is in, which comes before
   * any call that sends it (docs/decisions.md, "The numeric board id"). Paths keep `board`: the server takes a slug
   * there.
   */
  let boardId: BoardRef = board;
  /** The link's lead token, until the visitor says they are someone else ('Not {leadName}?'). */
  let safetoken = arrival.safetoken;
  /** Filled by the consent stage: true once consent allows writing browser storage (docs/decisions.md). */
  const storingAllowed = signal(false);
  /** Filled by the access stage; until then an item flagged gated on a gating campaign counts as gated. */
  const gatedRule = signal<GatedRule | null>(null);
  /** How many loads have completed (board data and session): later stages act after each. */
  const loads = signal(0);
  /**
   * Whether a live event leads into the content: null until the first round's live event answer is in. The first
   * screen waits for it (it comes with the board's data, in the same round), and for the event itself when there is
   * one, so the event's section does not push the content down once shown.
   */
  const liveEventExpected = signal<boolean | null>(null);
  /** That first answer, unchecked, for the live event stage to take instead of asking again (taken once). */
  let liveEventAnswer: Promise<unknown> | null = null;
  let liveEventAnswerTaken = false;

  const bus = createEventBus();
  const store = createBoardStore(
    {
      board: (signal) => fetchBoard(client, board, { signal }),
      campaign: (signal, options) => fetchCampaign(client, board, { signal, force: options?.force ?? false }),
      categories: (signal) => fetchCategories(client, board, { signal }),
      category: (lookup, signal) => fetchCategory(client, lookup, boardId, { signal }),
      items: (query, signal) => fetchItems(client, board, query, { signal }),
      presenter: (signal) => fetchPresenter(client, board, config.token, { signal }),
      itemsPresence: (leadingItemId, signal) => fetchItemsPresence(client, board, leadingItemId, { signal }),
      item: (id, signal) => fetchItem(client, id, boardId, { signal }),
      lead: (signal) => fetchLead(client, safetoken, { signal }),
    },
    bus,
  );
  const stopBoardIdSync = effect(() => {
    boardId = store.board.value?.id ?? board;
  });
  const isGated = (item: Item): boolean =>
    gatedRule.peek()?.(item) ?? (item.is_gated && store.campaign.peek()?.isGating === true);
  const viewer = createViewerStore(
    {
      journey: (item, scope, signal) =>
        fetchJourney(client, item, { board: boardId, categoryId: scope.categoryId, search: scope.search }, { signal }),
    },
    bus,
    {
      isGated,
      // On a gating campaign an opened item's `gated` flag decides whether its view counts: wait for the rule.
      settled: () => (store.campaign.peek()?.isGating ? whenSet(gatedRule, CHUNK_LOAD_TIMEOUT_MS) : Promise.resolve()),
    },
  );
  // A stored guid is always read; a new one is written only once consent allows storing (docs/decisions.md).
  const session = createSessionStore(
    { create: () => createSession(client), validate: (guid) => validateSession(client, guid) },
    guidStorage && {
      read: () => guidStorage.read(),
      write: (guid) => {
        if (storingAllowed.peek()) guidStorage.write(guid);
      },
    },
  );
  const greeting = createGreetingStore({
    storage: browserStorage('localStorage'),
    canStore: () => storingAllowed.peek(),
  });
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
    scheme: typeof config.board === 'number' ? 'legacy' : 'slug',
    bus,
    openInNewWindow(item) {
      // A gated item opens in the viewer, behind the form, never straight to its link.
      if (isGated(item)) return false;
      const link = outbound(item.link_url);
      if (!link) return false;
      window.open(link.href, '_blank', 'noopener');
      const key = store.currentCategory.value;
      bus.emit('item-opened', { ...itemEventDetail(item, typeof key === 'number' ? key : null), target: 'new-tab' });
      return true;
    },
  });
  // The guid rides on every request; a stored one is sent at once so board data needs no session round trip.
  const stopGuidSync = effect(() => {
    client.credentials.sessionGuid = session.guid.value;
  });

  return {
    bus,
    store,
    session,
    viewer,
    navigation,
    location,
    greeting,
    outbound,
    linkContext,
    routerHooks: boardRouterHooks(location),
    linkPrefill: arrival.prefill,
    storingAllowed: storingAllowed,
    gatedRule: gatedRule,
    loads: loads,
    liveEventExpected: liveEventExpected,
    takeLiveEventAnswer(): Promise<unknown> | null {
      if (liveEventAnswerTaken) return null;
      liveEventAnswerTaken = true;
      return liveEventAnswer;
    },
    gatingKnown: computed(() => gatedRule.value !== null),
    async switchLead(): Promise<void> {
      client.credentials.token = safetoken = null;
      await store.refreshLead();
    },
    async load(): Promise<void> {
      if (config.board === null) {
        store.reportFailure({ code: BOARD_ERROR_CODE.missingBoard, message: missingBoardAttribute() });
        return;
      }
      if (loads.peek() === 0 && liveEventAnswer === null) {
        const answer = client.request(liveEventPath(board), (value) => value);
        liveEventAnswer = answer;
        answer.then(
          (value) => {
            const event = typeof value === 'object' && value !== null ? (value as { event?: unknown }).event : null;
            liveEventExpected.value = event !== null && event !== undefined;
          },
          // A locked board refuses it; a failure means only that the event's stage asks again after the first paint.
          () => {
            liveEventExpected.value = false;
          },
        );
      }
      const sessionStart = session.start().catch((error: unknown) => {
        // The board still shows without a session; tracking waits for one.
        console.warn('[live-board] session could not be started', error);
      });
      await Promise.all([store.load(initialRequest(readRequest(location))), sessionStart]);
      navigation.sync();
      loads.value += 1;
    },
    start(): () => void {
      const stopNavigation = navigation.start();
      return () => {
        stopNavigation();
        store.dispose();
        viewer.dispose();
      };
    },
    dispose(): void {
      store.dispose();
      viewer.dispose();
      stopGuidSync();
      stopBoardIdSync();
    },
  };
}
