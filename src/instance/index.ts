/**
 * One board instance, built in stages: each stage is a function of the stages before it, never of a later one.
 *
 *   1. config        the element's attributes and the arrival link (config.ts)
 *   2. api           the HTTP client and what 401 / 410 do (api.ts)
 *   3. view          bus, board store, session, viewer state, navigation, greeting (view-stage.ts)
 *   ── in the main chunk above, loaded on demand below (each its own chunk) ──
 *   4. consent       cookie consent and its triggers (consent-stage.ts)
 *   5. tracking      delivery queue, tracker, session lifecycle, pings, likes (tracking-stage.ts)
 *   6. access        password / email-code locks and the lead form (access-stage.ts)
 *   7. live event    the event's store (live-event-stage.ts)
 *
 * Stages 4–7 load right after the first screen has painted (the `ready` event, or a load that ended locked or
 * failed); access also at once when the board is locked or an item opens.
 * What is addressed to a stage before it has loaded waits for it instead of being lost:
 *  - bus events: a tap records them from the start and replays them, at their own time, to the consent and
 *    tracking stages (bus-tap.ts) — so an event, a like or a form sent early is delivered exactly once;
 *  - the host's consent decision: a signal the consent stage follows from the moment it exists;
 *  - a later stage's rules the view stage needs (may storage be written, is an item gated): slots in the view
 *    stage that the later stage fills, with a safe default until then (nothing stored; wait for the gating rule);
 *  - calls to a stage: `Stage.use` queues them (stage.ts), and a consent decision waits for the tracking queue
 *    through a handoff.
 * The instance lives outside React, so its state survives r2wc's unmount when the element moves in the page.
 */
import { effect, signal } from '@preact/signals-core';

import { withoutSecrets } from '../model/lead-params.ts';
import type { GuidStorage } from '../model/session.ts';
import type { LocationSource } from '../router/location-source.ts';
import type { HostConsent } from '../tracking/board-tracking.ts';
import { createApiStage } from './api.ts';
import { replayClock, tapBus, type TappedBus } from './bus-tap.ts';
import { readArrival } from './config.ts';
import { createStage, StageReleasedError } from './stage.ts';
import type { BoardInstance, InstanceConfig, LaterStages, PageControl } from './types.ts';
import { createViewStage, sessionGuidStorage } from './view-stage.ts';

export type { BoardInstance, InstanceConfig, PageControl } from './types.ts';

/** A stage that hears the bus through its own tap: disposing of it also stops the tap. */
function detachingOnDispose<S extends { dispose(): void }>(stage: S, events: TappedBus): S {
  return {
    ...stage,
    dispose: () => {
      events.detach();
      stage.dispose();
    },
  };
}

/** Builds the instance of one element. Nothing is requested until `attach()` or `load()`. */
export function createBoardInstance(
  config: InstanceConfig,
  page: PageControl,
  location: LocationSource,
  guidStorage: GuidStorage | null = sessionGuidStorage(),
): BoardInstance {
  const arrival = readArrival(config, location);
  const api = createApiStage(config, arrival, page);
  const view = createViewStage(config, arrival, api, location, guidStorage);
  const { store, viewer } = view;

  const load = () => view.load();
  const tap = tapBus(view.bus);
  const clock = replayClock();
  const hostConsent = signal<HostConsent>(config.consent);
  const attached = signal(false);

  const consent = createStage(
    'consent',
    () => import('./consent-stage.ts'),
    ({ createConsentStage }) => {
      const events = tap.attach(clock);
      const stage = createConsentStage({ config, api, view, events: events.bus, hostConsent, guidStorage });
      events.hear();
      return detachingOnDispose(stage, events);
    },
    (stage) => stage.dispose(),
  );
  const tracking = createStage(
    'tracking',
    () => Promise.all([consent.load(), import('./tracking-stage.ts')]),
    ([consentStage, { createTrackingStage }]) => {
      const events = tap.attach(clock);
      // Every stage that hears the bus's past has it now.
      tap.release();
      const stage = createTrackingStage({
        config,
        arrival,
        api,
        view,
        consent: consentStage,
        events,
        clock,
        attached,
      });
      return detachingOnDispose(stage, events);
    },
    (stage) => stage.dispose(),
  );
  const access = createStage(
    'access',
    () => Promise.all([tracking.load(), import('./access-stage.ts')]),
    ([trackingStage, { createAccessStage }]) =>
      createAccessStage({ config, arrival, api, view, tracking: trackingStage, reload: load }),
    (stage) => stage.dispose(),
  );
  const liveEvent = createStage(
    'live event',
    () => import('./live-event-stage.ts'),
    ({ createLiveEventStage }) => createLiveEventStage({ config, api, view }),
    (stage) => stage.dispose(),
  );
  const stages: LaterStages = { consent, tracking, access, liveEvent };
  const loadLater = () => {
    for (const stage of [consent, tracking, access, liveEvent]) {
      stage.load().catch((error: unknown) => {
        if (!(error instanceof StageReleasedError))
          console.warn('[live-board] a part of the board could not be loaded', error);
      });
    }
  };
  /** After the frame that shows the first screen, so the later stages' code never competes with it. */
  let laterScheduled = false;
  const scheduleLater = () => {
    if (laterScheduled || config.board === null) return;
    laterScheduled = true;
    requestAnimationFrame(() => setTimeout(loadLater, 0));
  };

  const stops = [
    // The later stages follow the board's first screen: once its content is on screen (`ready`), so their code
    // never competes with that render, or once a load ends in another state (a locked board's lock needs them).
    view.bus.on('ready', scheduleLater),
    effect(() => {
      if (view.loads.value > 0 && store.status.value !== 'ready') scheduleLater();
    }),
    // A 410 on an embedded board re-mounts it (api.ts).
    effect(() => {
      if (api.remounts.value > 0) void load();
    }),
    // A live event leads into the first screen: its stage loads at once, not after the first paint.
    effect(() => {
      if (view.liveEventExpected.value === true) liveEvent.use(() => {});
    }),
    // A locked board's first screen is its lock; an opened item may be behind the lead form.
    effect(() => {
      if (store.status.value === 'locked' || viewer.isOpen.value) access.use(() => {});
    }),
  ];

  let detach: (() => void) | null = null;
  const stopFollowing = () => {
    detach?.();
    detach = null;
  };

  const instance: BoardInstance = {
    config,
    client: api.client,
    bus: view.bus,
    store,
    session: view.session,
    viewer,
    navigation: view.navigation,
    location,
    greeting: view.greeting,
    download: async (contentItemId, signal) =>
      (await import('../api/downloads.ts')).fetchDownloadUrl(api.client, contentItemId, { signal }),
    switchLead: view.switchLead,
    standalone: !config.embedded,
    organizationName: async (signal) => {
      const { fetchOrganizationSettings } = await import('../api/privacy.ts');
      const board = store.board.peek()?.id ?? config.board ?? '';
      return (await fetchOrganizationSettings(api.client, board, { signal })).name;
    },
    linkPrefill: view.linkPrefill,
    // Without the tracking stage's code (offline) nothing is sent anyway: the wish still holds for the visit.
    stopTracking: () =>
      tracking.load().then(
        (stage) => stage.stopTracking(),
        () => {
          store.stopTrackingLead(null);
          view.bus.emit('stop-tracking', {});
        },
      ),
    linkContext: view.linkContext,
    outbound: view.outbound,
    routerHooks: view.routerHooks,
    signInUrl: api.signInUrl,
    setHostConsent(decision) {
      hostConsent.value = decision;
    },
    get consent() {
      return consent.current.value?.consent;
    },
    get likes() {
      return tracking.current.value?.likes;
    },
    get submissions() {
      return tracking.current.value?.tracking.submissions;
    },
    followSubmission: (detail) =>
      new Promise<void>((resolve, reject) =>
        tracking.use((stage) => {
          stage.tracking.submission(detail).then(resolve, reject);
        }),
      ),
    get gating() {
      return access.current.value?.gating;
    },
    get lock() {
      return access.current.value?.lock;
    },
    get liveEvent() {
      return liveEvent.current.value?.liveEvent;
    },
    liveEventExpected: view.liveEventExpected,
    stages,
    load,
    attach() {
      stopFollowing();
      // Tokens are read once, then leave the visible URL (docs/decisions.md).
      const clean = withoutSecrets(window.location.href, config.routing === 'query' ? config.routeParam : null);
      if (clean) window.history.replaceState(window.history.state, '', clean);
      const stopFirst = view.start();
      attached.value = true;
      if (store.status.peek() !== 'ready') void load();
      detach = () => {
        stopFirst();
        attached.value = false;
        liveEvent.current.peek()?.liveEvent.dispose();
      };
      return stopFollowing;
    },
    dispose() {
      stopFollowing();
      for (const stop of stops.splice(0)) stop();
      for (const stage of [access, liveEvent, tracking, consent]) stage.dispose();
      tap.release();
      view.dispose();
    },
  };
  return instance;
}
