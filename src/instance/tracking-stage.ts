/**
 * Stage 5 of a board instance, tracking, loaded right after the first paint beside the
 * consent stage it follows: the delivery queue, the tracker, the session lifecycle and pings, likes (the like call
 * goes through the queue), the invitation report, and the recording of consent decisions. It hears the bus through
 * the tap, so what happened before its code arrived is tracked once, at the time it happened.
 */
import { effect, type ReadonlySignal } from '@preact/signals-core';

import { stopTrackingLead } from '../api/leads.ts';
import { createLikeStore, type LikeStore } from '../model/like-store.ts';
import { type BoardTracking, createBoardTracking } from '../tracking/board-tracking.ts';
import { newEventId } from '../tracking/event-id.ts';
import type { Clock } from '../tracking/types.ts';
import type { ApiStage } from './api.ts';
import type { TappedBus } from './bus-tap.ts';
import type { Arrival } from './config.ts';
import type { ConsentStage } from './consent-stage.ts';
import type { InstanceConfig } from './types.ts';
import type { ViewStage } from './view-stage.ts';

/** The tracking stage of one board instance. */
export interface TrackingStage {
  /** The tracking layer: the delivery queue, the tracker, sessions, pings, consent records. */
  readonly tracking: BoardTracking;
  /** The visitor's likes, sent through the tracking layer's queue. */
  readonly likes: LikeStore;
  /** "Do not track me": the server forgets the lead for the visit and nothing more is sent. */
  stopTracking(): Promise<void>;
  /** Stops following the element's attachment and disposes of the tracking layer. */
  dispose(): void;
}

/** Builds the tracking stage; it tracks while `attached` is true (the element is in the page). */
export function createTrackingStage(deps: {
  config: InstanceConfig;
  arrival: Arrival;
  api: ApiStage;
  view: ViewStage;
  consent: ConsentStage;
  /** The bus as replayed for late stages (bus-tap.ts), and the clock its replay sets. */
  events: TappedBus;
  clock: Clock;
  attached: ReadonlySignal<boolean>;
}): TrackingStage {
  const { view } = deps;
  const { consent } = deps.consent;
  const tracking = createBoardTracking({
    client: deps.api.client,
    bus: deps.events.bus,
    store: view.store,
    viewer: view.viewer,
    session: view.session,
    embedded: deps.config.embedded,
    consent: consent.state,
    pingIntervalMs: deps.config.pingIntervalMs,
    invitationToken: deps.arrival.invitationToken,
    leadData: deps.arrival.leadData,
    clock: deps.clock,
  });
  deps.consent.records.serve((body) => tracking.recordConsent(body));
  // The like call goes through the one delivery queue, once; the like store rolls the mark back if it fails.
  const likes = createLikeStore(
    {
      like: (item) => {
        consent.onFirstInteraction('like');
        return tracking.like(item);
      },
    },
    view.bus,
  );
  let started = false;
  const stopFollowing = effect(() => {
    const attached = deps.attached.value;
    if (attached && !started) {
      tracking.start();
      // The tracker listens now: what happened before its code arrived is tracked first (once; later calls do nothing).
      deps.events.hear();
    } else if (!attached && started) tracking.stop();
    started = attached;
  });
  if (deps.arrival.invitationToken) tracking.invitation(deps.arrival.invitationToken);
  return {
    tracking,
    likes,
    async stopTracking(): Promise<void> {
      try {
        view.store.stopTrackingLead(await stopTrackingLead(deps.api.client, { idempotencyKey: newEventId() }));
      } catch (error) {
        // The visitor's wish holds even if the server could not be told: nothing more is sent this visit.
        console.warn('[live-board] stop tracking request failed', error);
        view.store.stopTrackingLead(null);
      }
      view.bus.emit('stop-tracking', {});
    },
    dispose(): void {
      stopFollowing();
      tracking.dispose();
    },
  };
}
