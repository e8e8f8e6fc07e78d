/**
 * The first-screen endpoint as an edge worker (Cloudflare Workers, `workerd`; docs/server.md "At the edge"). In front
 * of the vendor's API, on its host: it answers `GET …/boards/{boardId}/first_screen` — the JSON answer and the HTML
 * fragment, byte for byte as the reference API writes them (first-screen/endpoint.ts) — by asking the API for the
 * board's first round as an anonymous visitor, rendering it with React's streaming renderer, and keeping the
 * rendering in the Cache API (renderings.ts); every other request goes on to the API unchanged. A board with no
 * screen for everyone gets the API's 204 and its reason; an API that fails gets "no screen" (204 `unavailable`),
 * never an error page: the board then loads as it always does.
 */
import { boardPath, firstScreenPath } from '../api/first-round.ts';
import { FIRST_ROUND_SERVER_TIMEOUT_MS, HEADER, XHR_MARKER } from '../base/constants.ts';
import {
  answerType,
  cacheControl,
  type FirstScreenRequest,
  firstScreenRequest,
  FRESH_S,
  screenOf,
  SKIPPED_HEADER,
  type SkipReason,
  STALE_S,
} from '../first-screen/endpoint.ts';
import type { FirstScreenResult, RenderFirstScreenOptions } from '../first-screen/render.tsx';
import { AnswerFailed, askFirstRound } from '../first-screen/round.ts';
import { allLocales } from '../i18n/generated/locale-codes.ts';
import { type EdgeCache, type Rendering, Renderings } from './renderings.ts';

/** The worker's settings: its environment's variables and secrets (docs/server.md). */
export interface WorkerEnv {
  /** The vendor's API, absolute (`https://api.example.com`): where rounds are asked and other requests go. */
  readonly LIVE_BOARD_API?: string;
  /** A secret: `DELETE …/first_screen` with it as a bearer token forgets a board's renderings. */
  readonly LIVE_BOARD_PURGE_TOKEN?: string;
  /** Seconds a rendering is fresh (default 60). */
  readonly LIVE_BOARD_FRESH_S?: string;
  /** Seconds after that an old rendering still answers while a new one renders (default 300). */
  readonly LIVE_BOARD_STALE_S?: string;
}

/** The runtime's context of one request: what it keeps alive after the answer. */
export interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** What the worker runs with besides its environment (the runtime's own by default; tests give their own). */
export interface FirstScreenWorkerOptions {
  /** The Cache API's cache (default `caches.default`). */
  readonly cache?: () => EdgeCache;
  /** The renderer (default: the package's, loaded at the first rendering). */
  readonly render?: (options: RenderFirstScreenOptions) => Promise<FirstScreenResult>;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

/** A Worker's module: its fetch handler. */
export interface FirstScreenWorker {
  fetch(request: Request, env: WorkerEnv, context: WorkerContext): Promise<Response>;
}

/** Answers of this worker's own: none of the API's headers. */
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

/** The worker's settings read from its environment; a setting that is not right is said in the error. */
interface Settings {
  readonly apiBase: string;
  readonly purgeToken: string | null;
  readonly freshMs: number;
  readonly staleMs: number;
}

/** Settings read once per environment object (the runtime passes the same one to each request of an isolate). */
const settingsRead = new WeakMap<WorkerEnv, Settings>();

function settingsOf(env: WorkerEnv): Settings {
  let settings = settingsRead.get(env);
  if (!settings) {
    settings = readSettings(env);
    settingsRead.set(env, settings);
  }
  return settings;
}

function readSettings(env: WorkerEnv): Settings {
  const seconds = (value: string | undefined, fallback: number, name: string) => {
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of seconds`);
    return parsed;
  };
  const api = env.LIVE_BOARD_API ?? '';
  if (!/^https?:\/\/[^/]/.test(api)) throw new Error('LIVE_BOARD_API must be the API’s absolute URL');
  return {
    apiBase: api.replace(/\/+$/, ''),
    purgeToken: env.LIVE_BOARD_PURGE_TOKEN || null,
    freshMs: seconds(env.LIVE_BOARD_FRESH_S, FRESH_S, 'LIVE_BOARD_FRESH_S') * 1000,
    staleMs: seconds(env.LIVE_BOARD_STALE_S, STALE_S, 'LIVE_BOARD_STALE_S') * 1000,
  };
}

/** The board named in a first-screen path, or null for any other path. */
function firstScreenBoard(pathname: string): string | null {
  const match = /^\/live_board\/v2\/boards\/([^/]+)\/first_screen\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The board's one name per link scheme: its slug, or its id without leading zeros (`0101` is board 101). */
const canonicalName = (named: string, scheme: FirstScreenRequest['scheme']) =>
  scheme === 'legacy' ? named.replace(/^0+(?=\d)/, '') : named;

/**
 * Where a rendering is kept: one key per board, link scheme, language and build, on the API's own origin (a key on
 * the zone's host; never the request's `Host`, which would let a request choose keys).
 */
const renderingKey = (apiBase: string, name: string, scheme: string, locale: string) =>
  `${apiBase}${firstScreenPath(name)}?build=${__LIVE_BOARD_BUILD__}&scheme=${scheme}&locale=${locale}`;

/** The tag of a board's renderings in the cache (`Cache-Tag`), for a purge through the CDN's API. */
const boardTag = (id: unknown) => `live-board-${String(id)}`;

/** Whether an `If-None-Match` header names `etag` (any of its tags, weak or strong). */
const matchesTag = (header: string | null, etag: string) =>
  header !== null && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/** The first-screen worker. */
export function firstScreenWorker(options: FirstScreenWorkerOptions = {}): FirstScreenWorker {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const render =
    options.render ??
    (async (renderOptions) => (await import('../first-screen/render.tsx')).renderFirstScreen(renderOptions));
  const cache = options.cache ?? (() => (globalThis as unknown as { caches: { default: EdgeCache } }).caches.default);
  // One view of the cache per isolate and settings (an isolate serves one Worker, whose settings do not change).
  let renderings: { settings: Settings; of: Renderings } | null = null;
  const renderingsOf = (settings: Settings) => {
    if (renderings?.settings.freshMs !== settings.freshMs || renderings.settings.staleMs !== settings.staleMs) {
      const { freshMs, staleMs } = settings;
      renderings = { settings, of: new Renderings({ cache: cache(), freshMs, staleMs, now: options.now }) };
    }
    return renderings.of;
  };

  /** Asks the API for the round and renders it. */
  async function rendered(settings: Settings, request: FirstScreenRequest) {
    const round = await askFirstRound({
      apiBase: settings.apiBase,
      board: request.named,
      fetch: fetchImpl,
      signal: AbortSignal.timeout(FIRST_ROUND_SERVER_TIMEOUT_MS),
    });
    if (!round.screen) return { rendering: { skipped: round.reason }, tags: [] };
    const tags = [boardTag((round.answers.board as { id?: unknown } | null)?.id)];
    const result = await render({
      answers: round.answers,
      apiOrigin: new URL(settings.apiBase).origin,
      locale: request.locale,
      scheme: request.scheme,
    });
    const rendering: Rendering = result.rendered
      ? { skipped: null, screen: screenOf(result), answers: round.answers }
      : { skipped: result.reason };
    return { rendering, tags };
  }

  async function answer(http: Request, settings: Settings, named: string, context: WorkerContext) {
    const request = firstScreenRequest(named, new URL(http.url).searchParams);
    const headers: Record<string, string> = {
      'Cache-Control': cacheControl(settings.freshMs / 1000, settings.staleMs / 1000),
      Vary: 'Accept-Encoding',
      // The same for everyone, asked without credentials: any page may read it.
      'Access-Control-Allow-Origin': '*',
    };
    const skipped = (reason: SkipReason, more: Record<string, string> = {}) =>
      new Response(null, { status: 204, headers: { ...headers, [SKIPPED_HEADER]: reason, ...more } });
    if (request.namesVisitor) return skipped('visitor');
    const key = renderingKey(
      settings.apiBase,
      canonicalName(request.named, request.scheme),
      request.scheme,
      request.locale,
    );
    let found;
    try {
      found = await renderingsOf(settings).get(
        key,
        () => rendered(settings, request),
        (promise) => context.waitUntil(promise),
      );
    } catch (error) {
      // No such board: the API's own answer.
      if (error instanceof AnswerFailed && error.status === 404 && error.path === boardPath(request.named))
        return new Response(error.text, {
          status: 404,
          headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
        });
      console.error(`[live-board] no first screen for board "${request.named}"`, error);
      return skipped('unavailable', { 'Cache-Control': 'no-store' });
    }
    const { kept, status } = found;
    headers.Age = String(Math.max(0, Math.floor(((options.now ?? Date.now)() - kept.renderedAt) / 1000)));
    headers['X-First-Screen-Cache'] = status;
    if (kept.rendering.skipped !== null) return skipped(kept.rendering.skipped);
    const body = await kept.bodyOf(request.named, request.format, settings.apiBase);
    headers.ETag = body.etag;
    if (matchesTag(http.headers.get('If-None-Match'), body.etag)) return new Response(null, { status: 304, headers });
    headers['Content-Type'] = answerType(request.format);
    return new Response(http.method === 'HEAD' ? null : body.bytes, { status: 200, headers });
  }

  /** Forgets a board's renderings in this data center, in every language and scheme (its slug's and its id's). */
  async function purge(http: Request, settings: Settings, named: string) {
    if (!settings.purgeToken) return json(404, { code: 'not_found', message: 'Purging is not enabled' });
    if (http.headers.get('Authorization') !== `Bearer ${settings.purgeToken}`)
      return json(401, { code: 'unauthorized', message: 'A purge needs the purge token' });
    const response = await fetchImpl(settings.apiBase + boardPath(named), {
      headers: { [HEADER.requestedWith]: XHR_MARKER },
    });
    if (!response.ok) return json(response.status === 404 ? 404 : 502, { code: 'board_unknown', named });
    const board = (await response.json()) as { id?: unknown; slug?: unknown };
    const name = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : named);
    const names = [
      ['slug', name(board.slug)],
      ['legacy', name(board.id)],
    ] as const;
    const keys = names.flatMap(([scheme, name]) =>
      allLocales.map((locale) => renderingKey(settings.apiBase, name, scheme, locale)),
    );
    return json(200, { purged: await renderingsOf(settings).delete(keys) });
  }

  return {
    async fetch(http, env, context) {
      const url = new URL(http.url);
      const named = firstScreenBoard(url.pathname);
      let settings: Settings;
      try {
        settings = settingsOf(env);
      } catch (error) {
        console.error('[live-board] the first-screen worker is not configured:', error);
        if (named !== null && http.method === 'GET')
          return new Response(null, {
            status: 204,
            headers: { [SKIPPED_HEADER]: 'unavailable', 'Cache-Control': 'no-store' },
          });
        return json(500, { code: 'not_configured', message: (error as Error).message });
      }
      if (named !== null && (http.method === 'GET' || http.method === 'HEAD'))
        return answer(http, settings, named, context);
      if (named !== null && http.method === 'DELETE') return purge(http, settings, named);
      // Everything else is the API's: sent on as it came.
      return fetchImpl(new Request(settings.apiBase + url.pathname + url.search, http));
    },
  };
}
