/**
 * The delivery queue's side of the outbox: it writes the page's unsent events under a lease that other tabs
 * respect, renews the lease while it holds any, removes what was delivered or dropped, and takes over the stored
 * events no live page holds. Apart from sending: it decides only what is stored and what this page claims.
 */
import { createTimer } from './clock-timer.ts';
import { newEventId } from './event-id.ts';
import type { HeldEvents } from './held-events.ts';
import { jsonByteLength } from './keepalive-budget.ts';
import { createOutbox, type OutboxRecord } from './outbox-storage.ts';
import type { Clock, OutboxStorage } from './types.ts';

/** How long a page's claim on its stored events lasts; it renews the claim every third of this while it holds any. */
export const OUTBOX_LEASE_MS = 30_000;
/** Stored events older than this are discarded instead of sent: the visit they describe is long over. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** What the outbox side of a queue is built from. */
export interface OutboxSyncOptions {
  /** Where unsent events survive the page, or null where nothing may be stored. */
  storage: OutboxStorage | null;
  clock: Clock;
  /** The queue's events: written as they are, and where events taken over go. */
  held: HeldEvents;
  /** Whether unsent events may be written now (there is storage, tracking is on and consent granted). */
  canStore(): boolean;
  /** Whether the queue was disposed: its last write leaves its events free for the next page. */
  isDisposed(): boolean;
}

/** The outbox as one queue keeps it. */
export interface OutboxSync {
  /** Notes an id delivered or dropped: the next write removes it from storage. */
  markFinished(id: string): void;
  /** Notes an id given up on for this visit: left in storage, never taken over again by this page. */
  park(id: string): void;
  /** Writes once after the current burst of changes (in a microtask). */
  schedulePersist(): void;
  /** Writes this page's unsent events now, merged with other tabs', claimed for a lease unless released. */
  persist(): void;
  /**
   * Takes over, at time `now`, the stored events no live page holds; held and parked ones are skipped. Returns how
   * many were taken, and when the earliest claim of a live tab on the rest lapses (Infinity when none).
   */
  takeOver(now: number): { taken: number; nextLease: number };
  /** Page exit: writes now with claims that lapse at once, and keeps writing so until the next `takeOver`. */
  release(): void;
  /** Removes `dropped` and every finished id from storage, whatever the consent (tracking stopped). */
  forget(dropped: readonly string[]): void;
  /** Removes the whole outbox, every tab's records included (consent denied), and the finished ids with it. */
  clear(): void;
  /** Stops renewing the lease. */
  stopTimers(): void;
}

/** Creates the outbox side of a queue; nothing is read or written before the queue asks. */
export function createOutboxSync(options: OutboxSyncOptions): OutboxSync {
  const { clock, held, canStore, isDisposed } = options;
  const { entries, byId, delivered, insert } = held;
  const outbox = createOutbox(options.storage);
  /** This page's name on the stored records it claims. */
  const owner = newEventId();
  /** Ids this page delivered or dropped since its last write: removed from storage by the next one. */
  const finished = new Set<string>();
  /** Ids given up on for this visit: left in storage, never taken over again by this page. */
  const parked = new Set<string>();
  let persistQueued = false;
  /** Set by a flush: the page may be going away, so its stored events stay free for the next page to take. */
  let released = false;
  const leaseTimer = createTimer(clock);

  function schedulePersist(): void {
    if (persistQueued) return;
    persistQueued = true;
    // One write per burst of changes; flush and dispose write at once instead.
    queueMicrotask(() => {
      persistQueued = false;
      persist();
    });
  }

  function persist(): void {
    if (!canStore()) {
      // Removing what was delivered is allowed whatever the consent (a submission stored before tracking stopped);
      // nothing else is written.
      if (outbox.load().some((record) => finished.has(record.event.id))) outbox.save([], finished);
      finished.clear();
      return;
    }
    const now = clock.now();
    const leaseUntil = released || isDisposed() ? now : now + OUTBOX_LEASE_MS;
    const held: OutboxRecord[] = entries.map((entry) => ({
      event: entry.event,
      attempts: entry.attempts,
      owner,
      leaseUntil,
    }));
    outbox.save(held, finished);
    finished.clear();
    if (held.length > 0 && !isDisposed()) leaseTimer.set(OUTBOX_LEASE_MS / 3, persist);
    else leaseTimer.clear();
  }

  function takeOver(now: number): { taken: number; nextLease: number } {
    // Shown again (or starting): this page is alive and claims what it holds.
    released = false;
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
    return { taken, nextLease };
  }

  return {
    markFinished(id) {
      finished.add(id);
    },
    park(id) {
      parked.add(id);
    },
    schedulePersist,
    persist,
    takeOver,
    release() {
      // The page may be gone in a moment: store what is unsent and let the next page take it over at once — also
      // in writes that follow (a burst enqueued just before), until the page is shown again and calls `restore`.
      released = true;
      persist();
    },
    forget(dropped) {
      const forget = new Set([...dropped, ...finished]);
      finished.clear();
      if (forget.size > 0) outbox.save([], forget);
    },
    clear() {
      finished.clear();
      outbox.clear();
    },
    stopTimers: () => leaseTimer.clear(),
  };
}
