/**
 * Compression, as a CDN serves files (docs/server.md, "Serving the files"): every text answer of at least 1 KiB is
 * sent brotli- or gzip-compressed when the request's `Accept-Encoding` allows, with `Vary: Accept-Encoding`.
 * An answer with a strong `ETag` (the static files) is compressed once per encoding and kept: at once with a fast
 * setting, then again at brotli's best in the background, which later requests get. Dynamic answers (API JSON, pages)
 * are compressed on each request with the fast setting. Compressing happens on libuv's thread pool, off the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { MiddlewareHandler } from 'hono';

/** The encodings the server sends, each a copy with its own ETag (`encodedTag`). */
export const ENCODINGS = ['br', 'gzip'] as const;

/** An encoding the server sends. */
export type Encoding = (typeof ENCODINGS)[number];

/** Smaller answers go as they are: compression would save a few bytes and cost a header. */
const THRESHOLD_BYTES = 1024;

/** Brotli quality used while the client waits (fast, close to gzip's best), and for the kept copy made later. */
const FAST_BROTLI_QUALITY = 5;
const BEST_BROTLI_QUALITY = 11;

/**
 * Bodies up to this size get brotli's best at once (a few milliseconds: the loader, the first screen's answers), as
 * a CDN that stores its files precompressed would send them; larger ones get the fast quality first.
 */
const BEST_AT_ONCE_BYTES = 32 * 1024;

/** gzip's level: its best is cheap enough to use at once. */
const GZIP_LEVEL = 9;

/** What the kept copies may weigh together by default; the oldest go first beyond it. */
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024;

/** Content types worth compressing (text; images and PDFs are compressed already). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A compressed body. */
type Compressed = Uint8Array<ArrayBuffer>;

/** Compresses `bytes` as `encoding`; `best` asks for brotli's best quality (slow, for a kept copy). */
async function compressBytes(bytes: Uint8Array, encoding: Encoding, best = false): Promise<Compressed> {
  const packed =
    encoding === 'gzip'
      ? await gzipAsync(bytes, { level: GZIP_LEVEL })
      : await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: best ? BEST_BROTLI_QUALITY : FAST_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        });
  return new Uint8Array(packed);
}

/**
 * The encoding to send for an `Accept-Encoding` header: brotli when it is accepted at least as much as gzip, else
 * gzip; null for neither (a missing header, `identity`, or both refused with `q=0`). `*` stands for both.
 */
export function chooseEncoding(header: string | null | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/** The ETag of an encoded copy: the file's tag with the encoding inside its quotes (`"abc-br"`). */
export function encodedTag(etag: string, encoding: Encoding): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${encoding}"` : `${etag}-${encoding}`;
}

/**
 * Whether an `If-None-Match` header names `etag`, one of its encoded copies' tags (which is what a browser holding a
 * compressed answer sends back), their weak forms, or `*`.
 */
export function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = new Set([etag, ...ENCODINGS.map((encoding) => encodedTag(etag, encoding))]);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || tags.has(trimmed.replace(/^W\//, ''));
  });
}

/** Options of CompressedCopies. */
export interface CompressedCopiesOptions {
  /** What the kept copies may weigh together (default 64 MiB); the oldest go first beyond it. */
  budget?: number;
  /**
   * Whether a large body's fast brotli copy is made again at brotli's best, in the background (default true). The
   * browser tests' server says no: no test reads the bytes, and the second pass cost each of its shards seconds of
   * CPU while the tests ran.
   */
  best?: boolean;
}

/** Compressed copies of tagged answers, by tag and encoding, within a byte budget. */
export class CompressedCopies {
  readonly #copies = new Map<string, Promise<Compressed>>();
  readonly #sizes = new Map<string, number>();
  readonly #budget: number;
  readonly #best: boolean;
  #bytes = 0;

  constructor({ budget = CACHE_BUDGET_BYTES, best = true }: CompressedCopiesOptions = {}) {
    this.#budget = budget;
    this.#best = best;
  }

  /** The compressed copy of `bytes` (tagged `etag`): kept from before, or made now and kept. */
  get(etag: string, encoding: Encoding, bytes: Uint8Array): Promise<Compressed> {
    const key = `${etag}|${encoding}`;
    const kept = this.#copies.get(key);
    if (kept) return kept;
    const made = compressBytes(bytes, encoding, bytes.length <= BEST_AT_ONCE_BYTES);
    this.#copies.set(key, made);
    made.then(
      (copy) => {
        this.#account(key, copy.length);
        // Brotli's best is several times smaller work to send and many times more to make: made once, off the
        // request, it replaces the fast copy for every later request.
        if (this.#best && encoding === 'br' && bytes.length > BEST_AT_ONCE_BYTES) {
          compressBytes(bytes, encoding, true).then(
            (better) => {
              if (this.#copies.get(key) !== made || better.length >= copy.length) return;
              this.#copies.set(key, Promise.resolve(better));
              this.#account(key, better.length);
            },
            () => {},
          );
        }
      },
      () => this.#copies.delete(key),
    );
    return made;
  }

  #account(key: string, size: number): void {
    this.#bytes += size - (this.#sizes.get(key) ?? 0);
    this.#sizes.set(key, size);
    for (const oldest of this.#sizes.keys()) {
      if (this.#bytes <= this.#budget) break;
      if (oldest === key) continue;
      this.#bytes -= this.#sizes.get(oldest) ?? 0;
      this.#sizes.delete(oldest);
      this.#copies.delete(oldest);
    }
  }
}

/** Adds `Accept-Encoding` to the answer's `Vary`. */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** The compression middleware; `copies` keeps the compressed static files. */
export function compression(copies = new CompressedCopies()): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !COMPRESSIBLE.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    varyOnEncoding(res.headers);
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (!encoding || length < THRESHOLD_BYTES) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const etag = res.headers.get('ETag');
    const strong = etag !== null && !etag.startsWith('W/');
    const body =
      bytes.length < THRESHOLD_BYTES
        ? null
        : strong
          ? await copies.get(etag, encoding, bytes)
          : await compressBytes(bytes, encoding);
    c.res = new Response(body ?? bytes, res);
    if (!body) return;
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.delete('Content-Length');
    if (strong) c.res.headers.set('ETag', encodedTag(etag, encoding));
  };
}
