/**
 * What a delivery queue holds: its events in sending order, each with its callers and its retry state, found by
 * id, and the ids it delivered lately. Apart from the queue, so the order rules (creation order, an `after` event
 * before its dependant) read on their own.
 */
import type { TrackedEvent } from './types.ts';

/** How many delivered ids a queue remembers, so the same event enqueued again is not sent twice. */
const DELIVERED_MEMORY = 1000;

/** A caller of `enqueue`, waiting for its event to be delivered or given up on. */
export interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/** One held event, with its callers and where its delivery stands. */
export interface QueueEntry {
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
  /** Which settled attempt of the queue the last failure was, to tell a failure older than the last delivery. */
  failedAt: number;
  controller: AbortController | null;
  keepaliveBytes: number;
}

/** The events one queue holds. */
export interface HeldEvents {
  /** Held events in sending order: oldest `createdAt` first, then arrival. */
  readonly entries: readonly QueueEntry[];
  /** The entry of each held event, by event id. */
  readonly byId: ReadonlyMap<string, QueueEntry>;
  /** Ids delivered lately (the last 1000): the same event enqueued again is not sent twice. */
  readonly delivered: ReadonlySet<string>;
  /** Holds `event` after every entry made no later than it; `late` when taken over from storage. */
  insert(event: TrackedEvent, bytes: number, attempts: number, late?: boolean): QueueEntry;
  /** Lets go of an entry (its callers are the caller's to settle). */
  remove(entry: QueueEntry): void;
  /**
   * Events that may start now, in order: not in flight and not waiting for an `after` event that is still held
   * earlier in the order (a later event cannot be a prerequisite, which also rules out cycles).
   */
  startable(): QueueEntry[];
  /** Remembers a delivered id, forgetting the oldest one beyond the memory's size. */
  rememberDelivered(id: string): void;
}

/** Creates an empty set of held events. */
export function createHeldEvents(): HeldEvents {
  const entries: QueueEntry[] = [];
  const byId = new Map<string, QueueEntry>();
  const delivered = new Set<string>();

  function insert(event: TrackedEvent, bytes: number, attempts: number, late = false): QueueEntry {
    const entry: QueueEntry = {
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

  function remove(entry: QueueEntry): void {
    const index = entries.indexOf(entry);
    if (index >= 0) entries.splice(index, 1);
    if (byId.get(entry.event.id) === entry) byId.delete(entry.event.id);
  }

  function startable(): QueueEntry[] {
    const position = new Map(entries.map((entry, index) => [entry.event.id, index]));
    return entries.filter((entry, index) => {
      if (entry.controller) return false;
      const before = entry.event.after === undefined ? undefined : position.get(entry.event.after);
      return before === undefined || before >= index;
    });
  }

  function rememberDelivered(id: string): void {
    delivered.add(id);
    if (delivered.size > DELIVERED_MEMORY) delivered.delete(delivered.values().next().value as string);
  }

  return { entries, byId, delivered, insert, remove, startable, rememberDelivered };
}
