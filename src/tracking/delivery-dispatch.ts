/**
 * The sending side of the delivery queue: it starts held events in order, within the concurrency limit and the
 * keepalive budget, settles each attempt (delivered, dropped, retried with backoff, or left for the next visit),
 * pauses the whole queue while offline or throttled, and tells the board where the visitor's submissions stand.
 * Apart from the queue's gates and storage, so the request cycle reads in one place.
 */
import { backoffDelay, type BackoffPolicy, classifyFailure, MAX_RETRY_AFTER_MS } from './backoff.ts';
import { createTimer } from './clock-timer.ts';
import type { HeldEvents, QueueEntry } from './held-events.ts';
import { selectWithinBudget } from './keepalive-budget.ts';
import type { OutboxSync } from './outbox-sync.ts';
import type { Clock, EventSender, SubmissionStatus, TrackedEvent } from './types.ts';

/** What the sending side of a queue is built from: the queue's settings, its events, its outbox and its gates. */
export interface DispatchOptions {
  send: EventSender;
  clock: Clock;
  /** Requests in flight at once. */
  concurrency: number;
  /** Counted failures before an event is left for the next visit. */
  maxAttempts: number;
  policy: BackoffPolicy;
  /** Bytes of keepalive bodies allowed in flight. */
  budget: number;
  /** Jitter source in [0, 1). */
  random: () => number;
  /** Whether the browser is online; failures while offline do not count as attempts. */
  isOnline: () => boolean;
  held: HeldEvents;
  outbox: OutboxSync;
  /** Whether anything may start: the queue is not disposed and the session is ready. */
  canStart(): boolean;
  /** Whether `event` may go out now (consent and "Do not track me" allow it, or it is a submission). */
  mayGo(event: TrackedEvent): boolean;
  /** Told whenever the status of the visitor's submissions changes. */
  onSubmissions?: (status: SubmissionStatus) => void;
}

/** The sending side of one queue. */
export interface Dispatch {
  /** Starts what may start now and sets the timer for what waits; reports the submissions' status first. */
  pump(): void;
  /** Page exit: starts with `keepalive` every waiting event that fits the keepalive budget; returns how many. */
  flush(): number;
  /** Ends waits the network caused (the browser is back online). */
  retryNow(): void;
  /** Where the visitor's submissions stand. */
  status(): SubmissionStatus;
  /** Cancels the wake-up timer (nothing may start until the next `pump`). */
  sleep(): void;
}

/** Creates the sending side of a queue; nothing starts before the first `pump`. */
export function createDispatch(options: DispatchOptions): Dispatch {
  const { send, clock, concurrency, maxAttempts, policy, budget, random, isOnline, outbox, canStart, mayGo } = options;
  const { entries, byId, remove, startable } = options.held;
  let keepaliveInFlight = 0;
  let pausedUntil = 0;
  let pauseIsNetwork = false;
  let deliveredLate = 0;
  /** Settled attempts so far, and the number of the last delivery among them: the network worked then. */
  let settles = 0;
  let lastDelivery = 0;
  let reported: SubmissionStatus = { held: 0, offline: false, deliveredLate: 0 };
  const wakeTimer = createTimer(clock);

  function submissionStatus(): SubmissionStatus {
    const held = entries.filter((entry) => entry.event.submission).length;
    const paused = pauseIsNetwork && pausedUntil > clock.now();
    // A failure older than the last delivery no longer says the network is down.
    const stuck = entries.some((entry) => entry.networkWait && entry.failedAt > lastDelivery);
    return { held, offline: held > 0 && (paused || stuck), deliveredLate };
  }

  /** Tells `onSubmissions` when the status changed. */
  function report(): void {
    const next = submissionStatus();
    // The visitor is told these wait for the network: their delivery will be news, whichever event was stuck.
    if (next.offline) for (const entry of entries) if (entry.event.submission) entry.late = true;
    if (
      next.held === reported.held &&
      next.offline === reported.offline &&
      next.deliveredLate === reported.deliveredLate
    )
      return;
    reported = next;
    options.onSubmissions?.(next);
  }

  function pump(): void {
    report();
    if (!canStart() || !entries.some((entry) => mayGo(entry.event))) return wakeTimer.clear();
    const now = clock.now();
    if (pausedUntil > now) return wakeTimer.set(pausedUntil - now, pump);
    let free = concurrency - entries.filter((entry) => entry.controller).length;
    let nextAt = Infinity;
    for (const entry of startable()) {
      if (!mayGo(entry.event)) continue;
      if (free <= 0) break;
      if (entry.retryAt > now) {
        nextAt = Math.min(nextAt, entry.retryAt);
        continue;
      }
      start(entry, entry.bytes <= budget - keepaliveInFlight);
      free--;
    }
    if (nextAt !== Infinity && free > 0) wakeTimer.set(nextAt - now, pump);
    else wakeTimer.clear();
  }

  function start(entry: QueueEntry, keepalive: boolean): void {
    const controller = new AbortController();
    entry.controller = controller;
    entry.keepaliveBytes = keepalive ? entry.bytes : 0;
    keepaliveInFlight += entry.keepaliveBytes;
    let sending: Promise<void>;
    try {
      sending = send(entry.event, { keepalive, signal: controller.signal });
    } catch (error) {
      sending = Promise.reject(error);
    }
    sending.then(
      () => settled(entry, controller, { error: null }),
      (error: unknown) => settled(entry, controller, { error: error ?? new Error('send failed') }),
    );
  }

  function settled(entry: QueueEntry, controller: AbortController, outcome: { error: unknown }): void {
    if (entry.controller === controller) {
      keepaliveInFlight -= entry.keepaliveBytes;
      entry.keepaliveBytes = 0;
      entry.controller = null;
    }
    // Discarded meanwhile (consent denied, tracking stopped): its callers were told already.
    if (byId.get(entry.event.id) !== entry) return;
    const { error } = outcome;
    settles++;
    const decision = error === null ? { kind: 'delivered' as const } : classifyFailure(error, isOnline());
    if (decision.kind === 'delivered') {
      if (entry.event.submission && entry.late) deliveredLate++;
      lastDelivery = settles;
      options.held.rememberDelivered(entry.event.id);
      finish(entry, null);
    } else if (decision.kind === 'drop') {
      console.warn(`[live-board] tracking event ${entry.event.name} dropped: the server refused it`, error);
      finish(entry, error);
      // What needs the refused event goes with it (the like's lead event when the like is refused).
      for (const dependant of entries.filter((held) => held.event.after === entry.event.id && held.event.needsAfter)) {
        dependant.controller?.abort();
        finish(dependant, error);
      }
    } else {
      const counts = decision.cause !== 'offline';
      if (counts) entry.attempts++;
      entry.failures++;
      // A visitor's submission is never given up on while the page lives: they were told it will be sent.
      if (counts && entry.attempts >= maxAttempts && !entry.event.submission) {
        const { name } = entry.event;
        console.warn(
          `[live-board] tracking event ${name} left for the next visit after ${entry.attempts} tries`,
          error,
        );
        outbox.park(entry.event.id);
        finish(entry, error, true);
      } else {
        const now = clock.now();
        const delay =
          decision.retryAfterMs === null
            ? backoffDelay(entry.failures, policy, random)
            : Math.min(decision.retryAfterMs, MAX_RETRY_AFTER_MS);
        entry.retryAt = now + delay;
        entry.networkWait = decision.cause === 'offline' || decision.cause === 'network';
        entry.failedAt = settles;
        if (entry.networkWait) entry.late = true;
        // Offline, or a server asking everyone to wait: nothing else would get through either.
        if ((decision.cause === 'offline' || decision.cause === 'throttled') && entry.retryAt > pausedUntil) {
          pausedUntil = entry.retryAt;
          pauseIsNetwork = decision.cause === 'offline';
        }
        outbox.schedulePersist();
      }
    }
    pump();
  }

  /** Removes an entry and settles its callers: `error` null = delivered. */
  function finish(entry: QueueEntry, error: unknown, keepStored = false): void {
    remove(entry);
    if (!keepStored) outbox.markFinished(entry.event.id);
    for (const waiter of entry.waiters) {
      if (error === null) waiter.resolve();
      else waiter.reject(error);
    }
    outbox.schedulePersist();
  }

  return {
    pump,

    flush() {
      const candidates = startable().filter((entry) => mayGo(entry.event));
      const chosen = selectWithinBudget(
        candidates.map((entry) => entry.bytes),
        budget - keepaliveInFlight,
      );
      for (const entry of candidates.filter((_, index) => chosen.includes(index))) start(entry, true);
      return chosen.length;
    },

    retryNow() {
      if (pauseIsNetwork) pausedUntil = 0;
      const now = clock.now();
      for (const entry of entries) {
        if (entry.networkWait && entry.retryAt > now) entry.retryAt = now;
      }
      pump();
    },

    status: submissionStatus,

    sleep: () => wakeTimer.clear(),
  };
}
