/**
 * The one queue every tracked event goes through (docs/analytics.md §4 "Delivery": nothing lost, nothing
 * doubled): one request per event, started in creation order with bounded concurrency, retried with backoff, kept in
 * storage while unsent, flushed with keepalive when the page goes away — and held, sent or discarded as consent and
 * the visitor's "Do not track me" allow.
 */
import { type BackoffPolicy, DEFAULT_BACKOFF } from './backoff.ts';
import { createTimer } from './clock-timer.ts';
import { createDispatch } from './delivery-dispatch.ts';
import { createHeldEvents } from './held-events.ts';
import { jsonByteLength, KEEPALIVE_BUDGET_BYTES } from './keepalive-budget.ts';
import { createOutboxSync } from './outbox-sync.ts';
import { TrackingDisabledError, type TrackingDisabledReason } from './tracking-disabled.ts';
import {
  type Clock,
  type ConsentState,
  type EventSender,
  type OutboxStorage,
  type SubmissionStatus,
  systemClock,
  type TrackedEvent,
} from './types.ts';

/** Re-exported: the outbox's lease and age limit live with the outbox side (outbox-sync.ts), read here too. */
export { OUTBOX_LEASE_MS, OUTBOX_MAX_AGE_MS } from './outbox-sync.ts';

/** Requests in flight at once by default: enough to drain a burst, few enough to leave the page's own requests room. */
export const DEFAULT_CONCURRENCY = 4;
/** Counted failures after which an event is left in storage for the next visit (~4 min of backoff by default). */
export const DEFAULT_MAX_ATTEMPTS = 10;

/** Options of `createDeliveryQueue`. */
export interface DeliveryQueueOptions {
  /** Sends one event: resolves on a 2xx, rejects with an ApiError otherwise. */
  send: EventSender;
  /** Where unsent events survive the page (`localOutboxStorage`), or null where nothing may be stored. */
  storage: OutboxStorage | null;
  /** Consent at creation (docs/decisions.md); `denied` also clears the storage. */
  consent: ConsentState;
  /** Whether the session is ready (has its CSRF token); nothing is sent until it is. Default false. */
  ready?: boolean;
  clock?: Clock;
  /** Requests in flight at once. Default 4. */
  concurrency?: number;
  /** Counted failures before an event is left for the next visit. Default 10. */
  maxAttempts?: number;
  backoff?: BackoffPolicy;
  /** Bytes of keepalive bodies allowed in flight. Default 64 KiB. */
  keepaliveBudgetBytes?: number;
  /** Jitter source in [0, 1); tests pass a constant. */
  random?: () => number;
  /** Whether the browser is online (`navigator.onLine`); failures while offline do not count as attempts. */
  isOnline?: () => boolean;
  /** Told whenever the status of the visitor's submissions (events marked `submission`) changes. */
  onSubmissions?: (status: SubmissionStatus) => void;
}

/** The delivery queue of one board instance. */
export interface DeliveryQueue {
  /**
   * Takes an event to deliver. Resolves once it is delivered; rejects when it is dropped (a 4xx, or its `after`
   * event's 4xx with `needsAfter`), left for the next visit (attempts used up) or refused (`TrackingDisabledError`).
   * The promise never reports an unhandled rejection, so fire-and-forget callers need no `catch`. The same id given
   * twice is held once.
   */
  enqueue(event: TrackedEvent): Promise<void>;
  /** pending: hold in memory only; granted: send and persist; denied: discard everything and clear storage. */
  setConsent(state: ConsentState): void;
  /** False ("Do not track me"): discard what is held and refuse everything until enabled again. */
  setEnabled(enabled: boolean): void;
  /** Sends only while ready (the session has its CSRF token); events wait meanwhile. */
  setReady(ready: boolean): void;
  /**
   * Takes over stored events no live page holds (a closed tab's, a previous visit's), keeping their ids; being the
   * oldest, they go first. Safe to call again: held events are skipped. Returns how many were taken.
   */
  restore(): number;
  /**
   * Page exit: starts every waiting event now with `keepalive`, as many as fit the keepalive budget, and writes the
   * rest to storage for the next page. Synchronous, for `pagehide`. Returns how many were started.
   */
  flush(): number;
  /** Ends waits the network caused (the browser is back online). */
  retryNow(): void;
  /** Events held: waiting or in flight. */
  pending(): number;
  /** Where the visitor's submissions stand. */
  submissions(): SubmissionStatus;
  /** Stops timers and sending; stored events stay for the next page. Requests in flight finish. */
  dispose(): void;
}

/**
 * Creates the queue. Nothing is sent before `setReady(true)`; call `restore()` to take over stored events. The queue
 * itself holds the gates (consent, "Do not track me", ready, disposed) and the public calls; its parts hold the
 * events (held-events.ts), their sending (delivery-dispatch.ts) and their storage (outbox-sync.ts).
 */
export function createDeliveryQueue(options: DeliveryQueueOptions): DeliveryQueue {
  const clock = options.clock ?? systemClock;

  let consent = options.consent;
  let enabled = true;
  let ready = options.ready ?? false;
  let disposed = false;

  /**
   * Whether `event` may go out now. A visitor's submission (a message, a share, a form they sent) is their own
   * request, not tracking: it goes whatever the consent and "Do not track me" say — only storing it waits for
   * consent. Every other event needs both.
   */
  const mayGo = (event: TrackedEvent) => event.submission === true || (enabled && consent === 'granted');
  const canStore = () => options.storage !== null && enabled && consent === 'granted';

  function refusal(event?: TrackedEvent): TrackingDisabledReason | null {
    if (disposed) return 'disposed';
    if (event?.submission) return null;
    if (consent === 'denied') return 'consent-denied';
    if (!enabled) return 'tracking-stopped';
    return null;
  }

  const held = createHeldEvents();
  const { entries, byId, remove } = held;
  const outbox = createOutboxSync({ storage: options.storage, clock, held, canStore, isDisposed: () => disposed });
  const dispatch = createDispatch({
    send: options.send,
    clock,
    concurrency: Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY),
    maxAttempts: Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
    policy: options.backoff ?? DEFAULT_BACKOFF,
    budget: options.keepaliveBudgetBytes ?? KEEPALIVE_BUDGET_BYTES,
    random: options.random ?? Math.random,
    isOnline: options.isOnline ?? (() => globalThis.navigator.onLine),
    held,
    outbox,
    canStart: () => !disposed && ready,
    mayGo,
    onSubmissions: options.onSubmissions,
  });
  const { pump } = dispatch;
  const adoptTimer = createTimer(clock);

  if (consent === 'denied') outbox.clear();

  /** Drops everything held but the visitor's submissions, aborting what is in flight; returns the ids. */
  function discardAll(reason: TrackingDisabledReason): string[] {
    const error = new TrackingDisabledError(reason);
    const dropped = entries.filter((entry) => !entry.event.submission);
    for (const entry of dropped) remove(entry);
    for (const entry of dropped) {
      entry.controller?.abort();
      for (const waiter of entry.waiters) waiter.reject(error);
    }
    stopTimers();
    // The submissions kept go on.
    pump();
    return dropped.map((entry) => entry.event.id);
  }

  function stopTimers(): void {
    dispatch.sleep();
    outbox.stopTimers();
    adoptTimer.clear();
  }

  function enqueue(event: TrackedEvent): Promise<void> {
    const reason = refusal(event);
    if (reason) return handled(Promise.reject(new TrackingDisabledError(reason)));
    if (held.delivered.has(event.id)) return Promise.resolve();
    let entry = byId.get(event.id);
    if (!entry) {
      let bytes: number;
      try {
        // Checked up front: an event that cannot become JSON could be neither sent nor stored.
        JSON.stringify(event);
        bytes = jsonByteLength(event.request.body);
      } catch (error) {
        return handled(Promise.reject(error));
      }
      entry = held.insert(event, bytes, 0);
      outbox.schedulePersist();
    }
    const { waiters } = entry;
    const promise = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    pump();
    return handled(promise);
  }

  function restore(): number {
    if (!options.storage || refusal()) return 0;
    const now = clock.now();
    const { taken, nextLease } = outbox.takeOver(now);
    // A live tab holds the rest; look again when its claim would lapse (it renews the claim while alive).
    if (nextLease !== Infinity) adoptTimer.set(nextLease - now + 1, restore);
    // Claim at once, so another tab restoring now sees the lease.
    outbox.persist();
    pump();
    return taken;
  }

  function flush(): number {
    if (disposed) return 0;
    let started = 0;
    if (ready) started = dispatch.flush();
    // The page may be gone in a moment: what is unsent is stored for the next page to take over at once.
    outbox.release();
    return started;
  }

  return {
    enqueue,
    restore,
    flush,

    setConsent(state) {
      if (disposed || state === consent) return;
      consent = state;
      if (state === 'denied') {
        discardAll('consent-denied');
        outbox.clear();
      } else if (state === 'granted') {
        outbox.persist();
        pump();
      } else {
        dispatch.sleep();
      }
    },

    setEnabled(value) {
      if (disposed || value === enabled) return;
      enabled = value;
      if (value) {
        pump();
        return;
      }
      // Removing is allowed whatever the consent: nothing of this visit stays behind.
      outbox.forget(discardAll('tracking-stopped'));
    },

    setReady(value) {
      ready = value;
      pump();
    },

    retryNow: dispatch.retryNow,

    pending: () => entries.length,

    submissions: dispatch.status,

    dispose() {
      if (disposed) return;
      disposed = true;
      outbox.persist();
      stopTimers();
      const error = new TrackingDisabledError('disposed');
      for (const entry of entries.filter((candidate) => !candidate.controller)) {
        remove(entry);
        for (const waiter of entry.waiters) waiter.reject(error);
      }
    },
  };
}

/** Marks a promise as handled, so a caller that ignores it causes no unhandled-rejection report. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
