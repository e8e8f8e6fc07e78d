/**
 * Stage 7 of a board instance, the live event: its store, loaded right after the first paint and
 * asked for the event once each load of a ready board completes. Its section's code loads only when there is an
 * event to show (ui/parts.ts).
 */
import { effect } from '@preact/signals-core';

import { fetchLiveEvent, liveEventOf } from '../api/live-event.ts';
import { createLiveEventStore, type LiveEventStore } from '../model/live-event-store.ts';
import type { ApiStage } from './api.ts';
import type { InstanceConfig } from './types.ts';
import type { ViewStage } from './view-stage.ts';

/** The live-event stage of one board instance. */
export interface LiveEventStage {
  /** The board's live event: asked for after each load of a ready board. */
  readonly liveEvent: LiveEventStore;
  /** Stops asking and disposes of the live event store. */
  dispose(): void;
}

/** Builds the live-event stage. */
export function createLiveEventStage(deps: { config: InstanceConfig; api: ApiStage; view: ViewStage }): LiveEventStage {
  const { view } = deps;
  const board = deps.config.board ?? '';
  const liveEvent = createLiveEventStore({
    // The first load takes the answer the view stage already has (same checks); later ones ask again, and so
    // does the first when that request failed (a network fault, or a board that was locked then).
    fetch: (signal) => {
      const ask = () => fetchLiveEvent(deps.api.client, board, { signal });
      const first = deps.view.takeLiveEventAnswer();
      return first ? first.then(liveEventOf, ask) : ask();
    },
  });
  const stop = effect(() => {
    if (view.loads.value === 0) return;
    if (view.store.status.peek() === 'ready') void liveEvent.load();
  });
  return {
    liveEvent,
    dispose(): void {
      stop();
      liveEvent.dispose();
    },
  };
}
