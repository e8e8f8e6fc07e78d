/**
 * The outbox in browser storage (docs/analytics.md, "Delivery"): unsent events of every board of one API origin
 * (the key ends with it), kept so a closed tab's events are sent on the next visit to any of them — an event names
 * its own board, so whichever board's page takes it over sends it where it belongs. Every tab shares the key, so
 * writes merge instead of overwriting, and each record carries a lease that tells other tabs "a live page is
 * sending this one".
 */
import { browserStorage } from '../base/browser-storage.ts';
import type { OutboxStorage, TrackedEvent } from './types.ts';

/** Version of the stored JSON; a reader ignores any other. */
export const OUTBOX_VERSION = 1;

/** One stored event. */
export interface OutboxRecord {
  readonly event: TrackedEvent;
  /** Attempts that failed and counted toward the queue's limit. */
  readonly attempts: number;
  /** Id of the queue (one per page) that holds the event. */
  readonly owner: string;
  /** Until when (ms since epoch) the owner claims it; after that any page may take it over. */
  readonly leaseUntil: number;
}

const METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Reads stored JSON into records. Anything unreadable — other version, broken JSON, malformed entries — is
 * skipped rather than thrown: a bad outbox must never stop the board. The first record of an id wins.
 */
export function parseOutbox(text: string | null): OutboxRecord[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(data) || data.v !== OUTBOX_VERSION || !Array.isArray(data.events)) return [];
  const seen = new Set<string>();
  const records: OutboxRecord[] = [];
  for (const entry of data.events) {
    const record = toRecord(entry);
    if (record && !seen.has(record.event.id)) {
      seen.add(record.event.id);
      records.push(record);
    }
  }
  return records;
}

/** The stored form of `records`. */
export function serializeOutbox(records: readonly OutboxRecord[]): string {
  return JSON.stringify({ v: OUTBOX_VERSION, events: records });
}

/**
 * What to store after a page's change: the records already stored by anyone, minus those the page `finished`
 * (delivered or dropped) and those it `held` (replaced by its fresher copies), plus the held ones — oldest event
 * first. Records of other tabs are never lost by a write.
 */
export function mergeOutbox(
  stored: readonly OutboxRecord[],
  held: readonly OutboxRecord[],
  finished: ReadonlySet<string>,
): OutboxRecord[] {
  const heldIds = new Set(held.map((record) => record.event.id));
  const kept = stored.filter((record) => !heldIds.has(record.event.id) && !finished.has(record.event.id));
  return [...kept, ...held].sort((a, b) => a.event.createdAt - b.event.createdAt);
}

/** The stored outbox as the delivery queue uses it: every write merges with what other tabs stored. */
export interface Outbox {
  /** Every record stored, by any tab; empty when nothing (readable) is stored. */
  load(): OutboxRecord[];
  /** Stores `held` in place of older copies, removes `finished`, keeps everything else (`mergeOutbox`). */
  save(held: readonly OutboxRecord[], finished: ReadonlySet<string>): void;
  /** Removes the whole outbox, every tab's records included. */
  clear(): void;
}

/** The outbox over `storage`; with null storage it holds nothing and stores nothing. Never throws. */
export function createOutbox(storage: OutboxStorage | null): Outbox {
  const load = (): OutboxRecord[] => {
    try {
      return parseOutbox(storage?.read() ?? null);
    } catch {
      return [];
    }
  };
  const attempt = (write: () => void) => {
    try {
      write();
    } catch (error) {
      console.warn('[live-board] unsent tracking events could not be saved', error);
    }
  };
  return {
    load,
    save(held, finished) {
      if (!storage) return;
      const records = mergeOutbox(load(), held, finished);
      attempt(() => (records.length === 0 ? storage.clear() : storage.write(serializeOutbox(records))));
    },
    clear: () => attempt(() => storage?.clear()),
  };
}

/**
 * The outbox over `localStorage` under `key`, or null when storage is unavailable (blocked cookies, some privacy
 * modes throw on access). Reading only — creating it writes nothing, so it is safe before consent (docs/decisions.md).
 * A failed write (quota) is swallowed and logged once: delivery goes on, only the next-visit safety net is lost.
 */
export function localOutboxStorage(
  key: string,
  storage: Storage | null = browserStorage('localStorage'),
): OutboxStorage | null {
  if (!storage) return null;
  try {
    storage.getItem(key);
  } catch {
    return null;
  }
  let warned = false;
  return {
    read() {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        storage.setItem(key, value);
      } catch (error) {
        if (!warned) {
          warned = true;
          console.warn('[live-board] unsent tracking events could not be saved for the next visit', error);
        }
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored can be removed either; there is nothing left to do.
      }
    },
  };
}

function toRecord(value: unknown): OutboxRecord | null {
  if (!isRecord(value)) return null;
  const { event, attempts, owner, leaseUntil } = value;
  if (!isTrackedEvent(event)) return null;
  return {
    event,
    attempts: typeof attempts === 'number' && attempts >= 0 ? Math.floor(attempts) : 0,
    owner: typeof owner === 'string' ? owner : '',
    leaseUntil: typeof leaseUntil === 'number' ? leaseUntil : 0,
  };
}

function isTrackedEvent(value: unknown): value is TrackedEvent {
  if (!isRecord(value)) return false;
  const { id, name, request, createdAt, after, submission, needsAfter } = value;
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof name === 'string' &&
    typeof createdAt === 'number' &&
    (after === undefined || typeof after === 'string') &&
    (submission === undefined || submission === true) &&
    (needsAfter === undefined || needsAfter === true) &&
    isRecord(request) &&
    typeof request.method === 'string' &&
    METHODS.has(request.method) &&
    typeof request.path === 'string' &&
    typeof request.analytics === 'boolean'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
