/**
 * The live event of a board: the event, the view the visitor is in, and whether the meeting is
 * active. Views: preMeeting (before the start), meeting (the embedded meeting), postMeeting (after the end),
 * leftMeeting (the visitor left), noEmbeddedMeeting (the meeting only opens on its own site). Setting a view makes
 * the event active only when the view is 'meeting'.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';

import { isAbortError } from '../api/errors.ts';
import type { LiveEvent, LiveEventViewName } from '../api/schemas/live-event.ts';
import { absoluteHttpUrl } from './outbound-link.ts';

/** What the store needs from the API: `GET …/live_event` (null when the board has no event). */
export interface LiveEventPort {
  fetch(signal: AbortSignal): Promise<LiveEvent | null>;
}

/** Where the store reads the time; `Date` in the board, a fixed clock in tests. */
export interface Clock {
  now(): number;
}

/** Where the live event is in loading. */
export type LiveEventStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The live event store of one board instance. */
export interface LiveEventStore {
  /** The board's live event; null before it loaded or when the board has none. */
  readonly event: ReadonlySignal<LiveEvent | null>;
  /** The view the visitor is in; null without an event. */
  readonly view: ReadonlySignal<LiveEventViewName | null>;
  /** Active only while the view is 'meeting'. */
  readonly isActive: ReadonlySignal<boolean>;
  /** Where the live event is in loading. */
  readonly status: ReadonlySignal<LiveEventStatus>;
  /** The event's URLs (`eventUrls`); null without an event. */
  readonly eventUrls: ReadonlySignal<LiveEvent['event_urls'] | null>;
  /** When the clock next changes the view by itself (ms), or null; the UI calls `syncWithClock` then. */
  readonly nextTransitionAt: ReadonlySignal<number | null>;
  /** Fetches the event. A newer `load()`, `dispose()` or `signal` cancels it; a cancelled load is only logged. */
  load(external?: AbortSignal): Promise<void>;
  /** Sets the view; the event is active only in 'meeting'. */
  setView(next: LiveEventViewName): void;
  /** Joins the meeting: embedded when it can be, else the view that links to it. */
  joinMeeting(): void;
  /** Leaves the embedded meeting (view leftMeeting). */
  leaveMeeting(): void;
  /** Moves the view on when its time has come: preMeeting at the start, left/linked views at the end. */
  syncWithClock(): void;
  /** The store's clock, so the countdown and the transitions agree. */
  now(): number;
  /** Cancels the request in flight; the store keeps its data. */
  dispose(): void;
}

/** Start and end of a scheduled event in ms, null when the schedule is off or a time is missing or unreadable. */
export function scheduleTimes(event: LiveEvent): { start: number | null; end: number | null } {
  if (!event.schedule.enabled) return { start: null, end: null };
  const read = (value: string | null) => {
    const ms = value ? Date.parse(value) : Number.NaN;
    return Number.isFinite(ms) ? ms : null;
  };
  return { start: read(event.schedule.start_time), end: read(event.schedule.end_time) };
}

/** The meeting page the board may frame: `event_urls.meeting` when it is an absolute http(s) URL. */
export function embeddableMeetingUrl(event: LiveEvent): string | null {
  return absoluteHttpUrl(event.event_urls.meeting);
}

/** The view of a running event: the embedded meeting, or the link to it when it cannot be embedded. */
const liveView = (event: LiveEvent): LiveEventViewName =>
  embeddableMeetingUrl(event) ? 'meeting' : 'noEmbeddedMeeting';

/**
 * The view a visitor arriving at `now` sees: before the start preMeeting; from the start until the end the
 * meeting (noEmbeddedMeeting without an embeddable URL); after the end postMeeting. An event without a schedule
 * (or without a readable start) is running; one without an end runs on.
 */
export function initialView(event: LiveEvent, now: number): LiveEventViewName {
  const { start, end } = scheduleTimes(event);
  if (start !== null && now < start) return 'preMeeting';
  if (end !== null && now >= end) return 'postMeeting';
  return liveView(event);
}

/**
 * When the clock next changes the view by itself, or null: the start ends preMeeting; the end turns leftMeeting
 * and noEmbeddedMeeting into postMeeting. A visitor in the meeting stays until they leave (the host ends it).
 */
export function nextTransitionAt(event: LiveEvent | null, view: LiveEventViewName | null): number | null {
  if (!event) return null;
  const { start, end } = scheduleTimes(event);
  if (view === 'preMeeting') return start;
  if (view === 'leftMeeting' || view === 'noEmbeddedMeeting') return end;
  return null;
}

/** Creates the live event store of one board instance. Nothing is requested until `load()`. */
export function createLiveEventStore(port: LiveEventPort, clock: Clock = Date): LiveEventStore {
  const event = signal<LiveEvent | null>(null);
  const view = signal<LiveEventViewName | null>(null);
  const status = signal<LiveEventStatus>('idle');
  let controller: AbortController | null = null;

  /** Active only while the view is 'meeting'. */
  const isActive = computed(() => view.value === 'meeting');
  /** The event's URLs (`eventUrls`). */
  const eventUrls = computed(() => event.value?.event_urls ?? null);
  const transitionAt = computed(() => nextTransitionAt(event.value, view.value));

  function syncWithClock(): void {
    const current = event.value;
    const at = transitionAt.value;
    if (!current || at === null || clock.now() < at) return;
    view.value = view.value === 'preMeeting' ? initialView(current, clock.now()) : 'postMeeting';
  }

  /** Fetches the event. A newer `load()`, `dispose()` or `signal` cancels it; a cancelled load is only logged. */
  async function load(external?: AbortSignal): Promise<void> {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    const forward = () => own.abort();
    if (external?.aborted) own.abort();
    external?.addEventListener('abort', forward, { once: true });
    status.value = 'loading';
    try {
      const loaded = await port.fetch(own.signal);
      if (own.signal.aborted) throw new DOMException('Live event load cancelled', 'AbortError');
      const keepView = loaded !== null && loaded.id === event.value?.id && view.value !== null;
      batch(() => {
        event.value = loaded;
        // A reload of the same event keeps the visitor where they are (in the meeting, say).
        if (!keepView) view.value = loaded ? initialView(loaded, clock.now()) : null;
        status.value = 'ready';
      });
      if (keepView) syncWithClock();
    } catch (error) {
      if (controller !== own) return;
      const cancelled = own.signal.aborted || isAbortError(error);
      if (cancelled) console.info('[live-board] live event request cancelled');
      else console.warn('[live-board] live event unavailable', error);
      status.value = cancelled ? (event.value ? 'ready' : 'idle') : 'error';
    } finally {
      external?.removeEventListener('abort', forward);
      if (controller === own) controller = null;
    }
  }

  /** Sets the view; the event is active only in 'meeting'. */
  function setView(next: LiveEventViewName): void {
    view.value = next;
  }

  return {
    event,
    view,
    isActive,
    status,
    eventUrls,
    nextTransitionAt: transitionAt,
    load,
    setView,
    joinMeeting: () => {
      const current = event.value;
      if (current) setView(liveView(current));
    },
    leaveMeeting: () => setView('leftMeeting'),
    syncWithClock,
    now: () => clock.now(),
    dispose: () => controller?.abort(),
  };
}
