/**
 * Values made on demand and kept a while, for answers that are costly to make and the same for everyone (the first
 * screen's rendering). Bounded twice: at most `size` values (the least recently used go first), each for `maxAgeMs`
 * after it was begun, so a cache that keys on what requests send cannot grow without end, and what it keeps is never
 * older than the answers it serves say.
 */

/** A value as kept: made at `at` (the clock's milliseconds when its making began). */
export interface Kept<V> {
  readonly value: V;
  readonly at: number;
}

/** Options of ExpiringCache. */
export interface ExpiringCacheOptions {
  /** How many values are kept at most. */
  size: number;
  /** How long a value is served after its making began; an older one is made again. */
  maxAgeMs: number;
  /** The clock, in milliseconds (default `Date.now`, read at each call so a test's fake clock holds). */
  now?: () => number;
}

interface Entry<V> {
  readonly made: Promise<V>;
  readonly at: number;
}

/** Values by key, made once per key while fresh, within a count and an age. */
export class ExpiringCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #size: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor({ size, maxAgeMs, now = () => Date.now() }: ExpiringCacheOptions) {
    if (!Number.isInteger(size) || size < 1)
      throw new RangeError(`ExpiringCache needs a size of 1 or more, not ${size}`);
    this.#size = size;
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  /** How many values are kept (or being made) now. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The value kept under `key` while it is fresh, else the one `make` makes now. Requests that ask while it is being
   * made share that making. A failed making is not kept: the next request makes it again.
   */
  async get(key: string, make: () => Promise<V>): Promise<Kept<V>> {
    const now = this.#now();
    let entry = this.#entries.get(key);
    if (entry && now - entry.at < this.#maxAgeMs) {
      // Most recently used last: the Map's order is the order of eviction.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    } else {
      this.#dropExpired(now);
      const made = make();
      const fresh: Entry<V> = { made, at: now };
      entry = fresh;
      this.#entries.delete(key);
      this.#entries.set(key, fresh);
      for (const oldest of this.#entries.keys()) {
        if (this.#entries.size <= this.#size) break;
        this.#entries.delete(oldest);
      }
      made.catch(() => {
        if (this.#entries.get(key) === fresh) this.#entries.delete(key);
      });
    }
    return { value: await entry.made, at: entry.at };
  }

  /** Forgets expired values, so values nobody asks for again do not stay until the count pushes them out. */
  #dropExpired(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (now - entry.at >= this.#maxAgeMs) this.#entries.delete(key);
    }
  }
}
