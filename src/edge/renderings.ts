/**
 * The edge worker's renderings of first screens, kept in the runtime's Cache API (Cloudflare's cache of the data
 * center that runs the worker) under one key per board, language, link scheme and build — whatever name the board
 * was asked by. A rendering is fresh for `freshMs`; for `staleMs` after that it is still answered while a new one
 * renders in the background (stale-while-revalidate); then the cache drops it. Misses that meet render once: the
 * second waits for the first's rendering. The isolate remembers what it last read of each key, so a hit whose
 * rendering it has seen reads only its stamp, and the answer texts made from it are made once.
 */
import type { AnswerFormat, ScreenOfAnswer, SkipReason } from '../first-screen/endpoint.ts';
import { answerTag, answerText } from '../first-screen/endpoint.ts';
import type { FirstRoundAnswers } from '../first-screen/render.tsx';

/** The part of the Cache API the worker uses (`caches.default` in workerd and on Cloudflare). */
export interface EdgeCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
  delete(request: Request): Promise<boolean>;
}

/** A board's first screen, the same however the board was named: its screen and round, or why it has none. */
export type Rendering =
  | { readonly skipped: Exclude<SkipReason, 'visitor' | 'unavailable'> }
  | { readonly skipped: null; readonly screen: ScreenOfAnswer; readonly answers: FirstRoundAnswers };

/** An answer's text, as the bytes sent (encoded once: a hit sends them as they are), and its tag. */
export interface Body {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly etag: string;
}

/** A rendering as the isolate keeps it: when it was rendered, and the answer texts made from it so far. */
export interface Kept {
  readonly rendering: Rendering;
  /** When its round was asked (ms since the epoch). */
  readonly renderedAt: number;
  /** The answer for a board named `named` in `format`. */
  bodyOf(named: string, format: AnswerFormat, apiBase: string): Promise<Body>;
}

/** How a rendering was found: fresh in the cache, old (a new one is on its way), or rendered for this request. */
export type CacheStatus = 'HIT' | 'STALE' | 'MISS';

/** When a cached rendering was rendered (ms since the epoch). */
const RENDERED_AT_HEADER = 'X-Rendered-At';

/**
 * Each rendering is kept as two entries: the rendering, and a stamp (no body) saying when it was rendered. A hit asks
 * for the stamp alone when the isolate remembers that rendering: the cache then sends no body.
 */
const stampOf = (key: string) => `${key}&entry=stamp`;

/** How many renderings an isolate remembers; the least recently used go first. */
const KEPT_IN_ISOLATE = 64;

/** How many answer texts each remembered rendering keeps (names of the board × formats). */
const BODIES_KEPT = 8;

function keep(rendering: Rendering, renderedAt: number): Kept {
  const bodies = new Map<string, Promise<Body>>();
  return {
    rendering,
    renderedAt,
    bodyOf(named, format, apiBase) {
      if (rendering.skipped !== null) throw new Error('a skipped rendering has no answer text');
      const key = JSON.stringify([named, format, apiBase]);
      let body = bodies.get(key);
      if (!body) {
        const text = answerText(rendering.screen, rendering.answers, { named, format }, apiBase);
        body = answerTag(text).then((etag) => ({ bytes: new TextEncoder().encode(text), etag }));
        bodies.set(key, body);
        for (const oldest of bodies.keys()) {
          if (bodies.size <= BODIES_KEPT) break;
          bodies.delete(oldest);
        }
      }
      return body;
    },
  };
}

/** Options of {@link Renderings}. */
export interface RenderingsOptions {
  readonly cache: EdgeCache;
  readonly freshMs: number;
  readonly staleMs: number;
  readonly now?: () => number;
}

/** The isolate's view of the renderings in the cache. */
export class Renderings {
  readonly #options: RenderingsOptions;
  readonly #now: () => number;
  readonly #remembered = new Map<string, Kept>();
  readonly #rendering = new Map<string, Promise<Kept>>();

  constructor(options: RenderingsOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => Date.now());
  }

  /**
   * The rendering of `key`: the cached one (fresh, or stale while `render` makes a new one in the background, which
   * `waitUntil` keeps alive past the answer), else the one `render` makes now. Rejects when it must render and
   * `render` rejects.
   */
  async get(
    key: string,
    render: () => Promise<{ rendering: Rendering; tags: readonly string[] }>,
    waitUntil: (promise: Promise<unknown>) => void,
  ): Promise<{ kept: Kept; status: CacheStatus }> {
    const cached = await this.#read(key);
    if (!cached) return { kept: await this.#render(key, render), status: 'MISS' };
    if (this.#now() - cached.renderedAt < this.#options.freshMs) return { kept: cached, status: 'HIT' };
    // (A failed renewal leaves the old rendering answering until the cache drops it.)
    waitUntil(
      this.#render(key, render).catch((error: unknown) =>
        console.error(`[live-board] the first screen ${key} could not be renewed`, error),
      ),
    );
    return { kept: cached, status: 'STALE' };
  }

  /** Forgets the renderings of `keys` here and in the cache; resolves with how many the cache held. */
  async delete(keys: readonly string[]): Promise<number> {
    const { cache } = this.#options;
    const deleted = await Promise.all(
      keys.map(async (key) => {
        this.#remembered.delete(key);
        const [stamp] = await Promise.all([cache.delete(new Request(stampOf(key))), cache.delete(new Request(key))]);
        return stamp;
      }),
    );
    return deleted.filter(Boolean).length;
  }

  async #read(key: string): Promise<Kept | null> {
    const { cache } = this.#options;
    const stamp = await cache.match(new Request(stampOf(key)));
    if (!stamp) {
      this.#remembered.delete(key);
      return null;
    }
    const renderedAt = Number(stamp.headers.get(RENDERED_AT_HEADER));
    const remembered = this.#remembered.get(key);
    if (remembered?.renderedAt === renderedAt) {
      this.#remember(key, remembered);
      return remembered;
    }
    const response = await cache.match(new Request(key));
    // (Between a renewal's two entries, the stamp may be the newer one: the rendering is then read as it is.)
    if (!response) return null;
    const kept = keep((await response.json()) as Rendering, Number(response.headers.get(RENDERED_AT_HEADER)));
    this.#remember(key, kept);
    return kept;
  }

  #render(key: string, render: () => Promise<{ rendering: Rendering; tags: readonly string[] }>): Promise<Kept> {
    const under = this.#rendering.get(key);
    if (under) return under;
    const made = (async () => {
      const renderedAt = this.#now();
      const { rendering, tags } = await render();
      const kept = keep(rendering, renderedAt);
      const { freshMs, staleMs } = this.#options;
      const headers = new Headers({
        'Content-Type': 'application/json',
        'Cache-Control': `public, s-maxage=${Math.ceil((freshMs + staleMs) / 1000)}`,
        [RENDERED_AT_HEADER]: String(renderedAt),
      });
      // The board's tag, for a purge of all its renderings by the CDN's own API (docs/server.md).
      if (tags.length > 0) headers.set('Cache-Tag', tags.join(','));
      // A rendering the cache refuses still answers this request (and the next one renders again). The stamp last:
      // a stamp found names a rendering that was put.
      const { cache } = this.#options;
      await cache
        .put(new Request(key), new Response(JSON.stringify(rendering), { headers }))
        .then(() => cache.put(new Request(stampOf(key)), new Response(null, { headers })))
        .catch((error: unknown) => console.error(`[live-board] the first screen ${key} could not be cached`, error));
      this.#remember(key, kept);
      return kept;
    })().finally(() => this.#rendering.delete(key));
    this.#rendering.set(key, made);
    return made;
  }

  #remember(key: string, kept: Kept): void {
    this.#remembered.delete(key);
    this.#remembered.set(key, kept);
    for (const oldest of this.#remembered.keys()) {
      if (this.#remembered.size <= KEPT_IN_ISOLATE) break;
      this.#remembered.delete(oldest);
    }
  }
}
