/**
 * The one queue every tracked event goes through (docs/analytics.md §4 "Delivery": nothing lost, nothing
 * doubled): one request per event, started in creation order with bounded concurrency, retried with backoff, kept in
 * storage while unsent, flushed with keepalive when the page goes away — and held, sent or discarded as consent and
 * the visitor's "Do not track me" allow.
 */
import { backoffDelay, type BackoffPolicy, classifyFailure, DEFAULT_BACKOFF, MAX_RETRY_AFTER_MS } from './backoff.ts';
import { newEventId } from './event-id.ts';
import { jsonByteLength, KEEPALIVE_BUDGET_BYTES, selectWithinBudget } from './keepalive-budget.ts';
import { createOutbox, type OutboxRecord } from './outbox-storage.ts';
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

/** Requests in flight at once by default: enough to drain a burst, few enough to leave the page's own requests room. */
export const DEFAULT_CONCURRENCY = 4;
/** Counted failures after which an event is left in storage for the next visit (~4 min of backoff by default). */
export const DEFAULT_MAX_ATTEMPTS = 10;
/** How long a page's claim on its stored events lasts; it renews the claim every third of this while it holds any. */
export const OUTBOX_LEASE_MS = 30_000;
/** Stored events older than this are discarded instead of sent: the visit they describe is long over. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** How many delivered ids a queue remembers, so the same event enqueued again is not sent twice. */
const DELIVERED_MEMORY = 1000;

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

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

interface Entry {
  readonly event: TrackedEvent;
  /** Body size as JSON, for the keepalive budget. */
  readonly bytes: number;
  readonly waiters: Waiter[];
  /** Failures counted toward `maxAttempts` (stored with the event). */
  attempts: number;
  /** All failures on this page, for the backoff delay. */
  failures: number;
  /** Not started before this time (ms). */
  retryAt: number;
  /** The current wait ends when the network comes back. */
  networkWait: boolean;
  /** Taken over from storage, or waited for the network: its delivery is news to the visitor. */
  late: boolean;
  /** Which settle the last failure was (see `settles`), to tell a failure older than the last delivery. */
  failedAt: number;
  controller: AbortController | null;
  keepaliveBytes: number;
}

/** Creates the queue. Nothing is sent before `setReady(true)`; call `restore()` to take over stored events. */
export function createDeliveryQueue(options: DeliveryQueueOptions): DeliveryQueue {
  const { send } = options;
  const outbox = createOutbox(options.storage);
  const clock = options.clock ?? systemClock;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  const policy = options.backoff ?? DEFAULT_BACKOFF;
  const budget = options.keepaliveBudgetBytes ?? KEEPALIVE_BUDGET_BYTES;
  const random = options.random ?? Math.random;
  const isOnline = options.isOnline ?? (() => globalThis.navigator.onLine);
  /** This page's name on the stored records it claims. */
  const owner = newEventId();

  let consent = options.consent;
  let enabled = true;
  let ready = options.ready ?? false;
  let disposed = false;

  /** Held events in sending order: oldest `createdAt` first, then arrival. */
  const entries: Entry[] = [];
  const byId = new Map<string, Entry>();
  const delivered = new Set<string>();
  /** Ids this page delivered or dropped since its last write: removed from storage by the next one. */
  const finished = new Set<string>();
  /** Ids given up on for this visit: left in storage, never taken over again by this page. */
  const parked = new Set<string>();
  let keepaliveInFlight = 0;
  let pausedUntil = 0;
  let pauseIsNetwork = false;
  let persistQueued = false;
  /** Set by a flush: the page may be going away, so its stored events stay free for the next page to take. */
  let released = false;
  let deliveredLate = 0;
  /** Settled attempts so far, and the number of the last delivery among them: the network worked then. */
  let settles = 0;
  let lastDelivery = 0;
  let reported: SubmissionStatus = { held: 0, offline: false, deliveredLate: 0 };
  const wakeTimer = createTimer(clock);
  const leaseTimer = createTimer(clock);
  const adoptTimer = createTimer(clock);

  if (consent === 'denied') outbox.clear();

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

  function insert(event: TrackedEvent, bytes: number, attempts: number, late = false): Entry {
    const entry: Entry = {
      event,
      bytes,
      waiters: [],
      attempts,
      failures: attempts,
      retryAt: 0,
      networkWait: false,
      late,
      failedAt: 0,
      controller: null,
      keepaliveBytes: 0,
    };
    // After the last entry made no later than this one: entries stay in the order they were made.
    entries.splice(entries.findLastIndex((other) => other.event.createdAt <= event.createdAt) + 1, 0, entry);
    byId.set(event.id, entry);
    return entry;
  }

  function remove(entry: Entry): void {
    const index = entries.indexOf(entry);
    if (index >= 0) entries.splice(index, 1);
    if (byId.get(entry.event.id) === entry) byId.delete(entry.event.id);
  }

  /**
   * Events that may start now, in order: not in flight and not waiting for an `after` event that is still held
   * earlier in the order (a later event cannot be a prerequisite, which also rules out cycles).
   */
  function startable(): Entry[] {
    const position = new Map(entries.map((entry, index) => [entry.event.id, index]));
    return entries.filter((entry, index) => {
      if (entry.controller) return false;
      const before = entry.event.after === undefined ? undefined : position.get(entry.event.after);
      return before === undefined || before >= index;
    });
  }

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
    if (disposed || !ready || !entries.some((entry) => mayGo(entry.event))) return wakeTimer.clear();
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

  function start(entry: Entry, keepalive: boolean): void {
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

  function settled(entry: Entry, controller: AbortController, outcome: { error: unknown }): void {
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
      delivered.add(entry.event.id);
      if (delivered.size > DELIVERED_MEMORY) delivered.delete(delivered.values().next().value as string);
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
        parked.add(entry.event.id);
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
        schedulePersist();
      }
    }
    pump();
  }

  /** Removes an entry and settles its callers: `error` null = delivered. */
  function finish(entry: Entry, error: unknown, keepStored = false): void {
    remove(entry);
    if (!keepStored) finished.add(entry.event.id);
    for (const waiter of entry.waiters) {
      if (error === null) waiter.resolve();
      else waiter.reject(error);
    }
    schedulePersist();
  }

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
    wakeTimer.clear();
    leaseTimer.clear();
    adoptTimer.clear();
  }

  function schedulePersist(): void {
    if (persistQueued) return;
    persistQueued = true;
    // One write per burst of changes; flush and dispose write at once instead.
    queueMicrotask(() => {
      persistQueued = false;
      persist();
    });
  }

  /** Writes this page's unsent events, merged with other tabs', claimed for a lease unless released. */
  function persist(): void {
    if (!canStore()) {
      // Removing what was delivered is allowed whatever the consent (a submission stored before tracking stopped);
      // nothing else is written.
      if (outbox.load().some((record) => finished.has(record.event.id))) outbox.save([], finished);
      finished.clear();
      return;
    }
    const now = clock.now();
    const leaseUntil = released || disposed ? now : now + OUTBOX_LEASE_MS;
    const held: OutboxRecord[] = entries.map((entry) => ({
      event: entry.event,
      attempts: entry.attempts,
      owner,
      leaseUntil,
    }));
    outbox.save(held, finished);
    finished.clear();
    if (held.length > 0 && !disposed) leaseTimer.set(OUTBOX_LEASE_MS / 3, persist);
    else leaseTimer.clear();
  }

  function enqueue(event: TrackedEvent): Promise<void> {
    const reason = refusal(event);
    if (reason) return handled(Promise.reject(new TrackingDisabledError(reason)));
    if (delivered.has(event.id)) return Promise.resolve();
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
      entry = insert(event, bytes, 0);
      schedulePersist();
    }
    const { waiters } = entry;
    const promise = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    pump();
    return handled(promise);
  }

  function restore(): number {
    if (!options.storage || refusal()) return 0;
    // Shown again (or starting): this page is alive and claims what it holds.
    released = false;
    const now = clock.now();
    let taken = 0;
    let nextLease = Infinity;
    for (const record of outbox.load()) {
      const { id } = record.event;
      if (byId.has(id) || parked.has(id)) continue;
      if (delivered.has(id)) {
        finished.add(id);
      } else if (record.owner !== owner && record.leaseUntil > now) {
        nextLease = Math.min(nextLease, record.leaseUntil);
      } else if (now - record.event.createdAt > OUTBOX_MAX_AGE_MS) {
        finished.add(id);
      } else {
        try {
          insert(record.event, jsonByteLength(record.event.request.body), record.attempts, true);
          taken++;
        } catch {
          finished.add(id);
        }
      }
    }
    // A live tab holds the rest; look again when its claim would lapse (it renews the claim while alive).
    if (nextLease !== Infinity) adoptTimer.set(nextLease - now + 1, restore);
    // Claim at once, so another tab restoring now sees the lease.
    persist();
    pump();
    return taken;
  }

  function flush(): number {
    if (disposed) return 0;
    let started = 0;
    if (ready) {
      const candidates = startable().filter((entry) => mayGo(entry.event));
      const chosen = selectWithinBudget(
        candidates.map((entry) => entry.bytes),
        budget - keepaliveInFlight,
      );
      for (const entry of candidates.filter((_, index) => chosen.includes(index))) start(entry, true);
      started = chosen.length;
    }
    // The page may be gone in a moment: store what is unsent and let the next page take it over at once — also
    // in writes that follow (a burst enqueued just before), until the page is shown again and calls `restore`.
    released = true;
    persist();
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
        finished.clear();
        outbox.clear();
      } else if (state === 'granted') {
        persist();
        pump();
      } else {
        wakeTimer.clear();
      }
    },

    setEnabled(value) {
      if (disposed || value === enabled) return;
      enabled = value;
      if (value) {
        pump();
        return;
      }
      const forget = new Set([...discardAll('tracking-stopped'), ...finished]);
      finished.clear();
      // Removing is allowed whatever the consent: nothing of this visit stays behind.
      if (forget.size > 0) outbox.save([], forget);
    },

    setReady(value) {
      ready = value;
      pump();
    },

    retryNow() {
      if (pauseIsNetwork) pausedUntil = 0;
      const now = clock.now();
      for (const entry of entries) {
        if (entry.networkWait && entry.retryAt > now) entry.retryAt = now;
      }
      pump();
    },

    pending: () => entries.length,

    submissions: submissionStatus,

    dispose() {
      if (disposed) return;
      disposed = true;
      persist();
      stopTimers();
      const error = new TrackingDisabledError('disposed');
      for (const entry of entries.filter((candidate) => !candidate.controller)) {
        remove(entry);
        for (const waiter of entry.waiters) waiter.reject(error);
      }
    },
  };
}

/** One cancellable timer on `clock`; setting it again replaces the previous one. */
function createTimer(clock: Clock) {
  let handle: unknown = null;
  const clear = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };
  return {
    clear,
    set(ms: number, run: () => void) {
      clear();
      handle = clock.setTimeout(
        () => {
          handle = null;
          run();
        },
        Math.max(0, ms),
      );
    },
  };
}

/** Marks a promise as handled, so a caller that ignores it causes no unhandled-rejection report. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
