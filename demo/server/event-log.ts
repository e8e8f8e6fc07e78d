/**
 * The event log (docs/server.md): every tracking, analytics, lead and CTA request, stored once per
 * `Idempotency-Key` in `DATA_DIR/events.jsonl` (append-only, one JSON record per line, reloaded at start so it
 * survives a restart). Next to it, the in-memory "raw" list holds every such request received — retries,
 * duplicates, rejected and faulted attempts included — which is what a client's retry tests look at.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One received event request. */
export interface EventRecord {
  id: string;
  /** The `Idempotency-Key` header, or a generated key for requests that cannot carry one (beacon pings). */
  key: string;
  method: string;
  path: string;
  /** Parsed JSON body, the raw text when it is not JSON, or null when empty. */
  body: unknown;
  /** A safe subset of request headers (never Authorization, cookies or the CSRF token). */
  headers: Record<string, string>;
  at: string;
}

/** Request headers worth keeping with an event; credentials are deliberately absent. */
export const LOGGED_HEADERS = [
  'content-type',
  'user-agent',
  'origin',
  'referer',
  'accept-language',
  'x-requested-with',
  'x-session-guid',
  'idempotency-key',
] as const;

/** Raw requests kept in memory; the oldest are dropped beyond this, as pings alone add 720 an hour. */
const RAW_LIMIT = 10_000;

/** Outcome of storing an event: the stored record (the earlier one for a duplicate key) and whether it is new. */
export interface StoreResult {
  event: EventRecord;
  stored: boolean;
}

/** Stored and raw events, backed by a JSONL file. */
export class EventLog {
  readonly #file: string;
  readonly #stored: EventRecord[] = [];
  readonly #byKey = new Map<string, EventRecord>();
  #raw: EventRecord[] = [];

  /** Opens (creating if needed) `dataDir/events.jsonl` and loads the events stored there. */
  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.#file = join(dataDir, 'events.jsonl');
    if (!existsSync(this.#file)) return;
    for (const line of readFileSync(this.#file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        this.#remember(JSON.parse(line) as EventRecord);
      } catch {
        // A crash mid-append leaves a partial last line; the events before it are still good.
      }
    }
    // Raw starts with what is stored so that it always lists at least the stored events.
    this.#raw = [...this.#stored];
  }

  /** Notes a received request (raw list), whatever happens to it next. */
  receive(record: EventRecord): void {
    this.#raw.push(record);
    if (this.#raw.length > RAW_LIMIT) this.#raw.splice(0, this.#raw.length - RAW_LIMIT);
  }

  /** Stores an event unless its key is already stored; appends it to the file when new. */
  store(record: EventRecord): StoreResult {
    const earlier = this.#byKey.get(record.key);
    if (earlier) return { event: earlier, stored: false };
    this.#remember(record);
    // Synchronous append: records land in arrival order and are on disk before the client hears 201.
    appendFileSync(this.#file, `${JSON.stringify(record)}\n`);
    return { event: record, stored: true };
  }

  /** Stored events in arrival order, once per key. */
  stored(): readonly EventRecord[] {
    return this.#stored;
  }

  /** Every event request received, duplicates included. */
  raw(): readonly EventRecord[] {
    return this.#raw;
  }

  /**
   * Empties the log (stored and raw events, and the file). The keys it has taken stay taken, as a real server's would:
   * an event that comes again after the log was emptied (its sender did not hear the answer, and sends it again on
   * page exit or from its outbox) is not stored twice. Event ids are made once per event, so a new event is never
   * refused for an old key.
   */
  clear(): void {
    this.#stored.length = 0;
    this.#raw = [];
    writeFileSync(this.#file, '');
  }

  #remember(record: EventRecord): void {
    if (this.#byKey.has(record.key)) return;
    this.#stored.push(record);
    this.#byKey.set(record.key, record);
  }
}
