/**
 * The reference API server of docs/server.md as a Hono app: the whole API (docs/server.md) over the fixture boards,
 * with the checks a real server makes (XHR marker, CSRF, locks), the debug endpoints tests drive, and the demo
 * pages. `start.ts` serves it over HTTP; `main.ts` is the CLI.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Hono } from 'hono';
import { cors } from 'hono/cors';

import { HEADER } from '../../src/base/constants.ts';
import { AccessTokens } from './access-tokens.ts';
import { latency, xhrMarkerGuard } from './api-guards.ts';
import { Catalog } from './catalog.ts';
import { CompressedCopies, compression } from './compression.ts';
import type { AppEnv, ServerState } from './context.ts';
import { csrfGuard, CsrfTokens } from './csrf.ts';
import { ApiError, ERROR_CODE, type ErrorBody } from './errors.ts';
import { EventLog } from './event-log.ts';
import { faultInjector, Faults } from './faults.ts';
import { Likes } from './likes.ts';
import { Locks } from './locks.ts';
import { isApiPath } from './paths.ts';
import { RequestLog, requestLogger } from './request-log.ts';
import { boardRoutes } from './routes/boards.ts';
import { consentRoutes } from './routes/consent.ts';
import { debugRoutes } from './routes/debug.ts';
import { eventRoutes, registerEventCapture } from './routes/events.ts';
import { type FirstScreenRenderer, firstScreenRoutes } from './routes/first-screen.ts';
import { itemRoutes } from './routes/items.ts';
import { leadRoutes } from './routes/leads.ts';
import { lockRoutes } from './routes/locks.ts';
import { mediaRoutes } from './routes/media.ts';
import { notFoundPage, pageRoutes } from './routes/pages.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { staticRoutes } from './routes/static.ts';
import { SessionStore } from './sessions.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Options of `createApp`. */
export interface AppOptions {
  /** Folder of the event log (`events.jsonl`); created if missing. */
  dataDir: string;
  /** Delay added to every API response (`LATENCY_MS`). */
  latencyMs?: number;
  /** Built bundle served under `/dist/` (default: the repository's `dist/`). */
  distDir?: string;
  /** Demo pages served under `/demo/` (default: the repository's `demo/`). */
  demoDir?: string;
  /** The first-screen renderer (default: the built package's, `dist/npm/server.js`); tests pass the sources'. */
  /** Render the first screen for every request, keeping none (the edge load bench). */
  firstScreenRenderEach?: boolean;
  firstScreenRenderer?: () => Promise<FirstScreenRenderer | null>;
  /**
   * The origins the server is reached at, its public one first (`startServer` gives its listening origin under each
   * loopback name). Answers kept for everyone (the first screen) name the request's origin in their URLs when it is
   * one of these, else the first: a `Host` header can then not make the server render and keep a screen per value.
   * Without them (an app answering in-process requests, as tests do) those URLs name the request's origin.
   */
  origins?: readonly [string, ...string[]];
  /** The boards (default: the fixture boards); a test that changes a board passes its own. */
  catalog?: Catalog;
  /**
   * The compressed copies of the static files (default: the app's own). Apps that serve the same files — the test
   * server's one app per test file — share one, so each file is compressed once, not once per app.
   */
  compressedCopies?: CompressedCopies;
}

/** Request headers embeds on other origins may send (docs/server.md). */
const CORS_ALLOW_HEADERS = [
  HEADER.requestedWith,
  HEADER.csrfToken,
  HEADER.sessionGuid,
  HEADER.authorization,
  HEADER.idempotencyKey,
  'Content-Type',
];
/** Response headers the client must read: the rotated bearer token and the session's CSRF token. */
const CORS_EXPOSE_HEADERS = [HEADER.authorization, HEADER.csrfToken, HEADER.retryAfter];

/** Builds the app and its state. `close()` releases what the app holds (the event log writes synchronously). */
export function createApp(options: AppOptions): { app: Hono<AppEnv>; close(): Promise<void> } {
  const csrf = new CsrfTokens();
  const state: ServerState = {
    catalog: options.catalog ?? new Catalog(),
    csrf,
    sessions: new SessionStore(csrf),
    accessTokens: new AccessTokens(),
    locks: new Locks(),
    likes: new Likes(),
    events: new EventLog(options.dataDir),
    faults: new Faults(),
    requests: new RequestLog(),
    geo: { countryCode: 'US' },
    distDir: options.distDir ?? resolve(REPO_ROOT, 'dist'),
    demoDir: options.demoDir ?? resolve(REPO_ROOT, 'demo'),
  };

  const app = new Hono<AppEnv>({ strict: false });

  // Order matters: CORS first so preflights are answered before any check and every answer (faults and errors
  // included) carries the CORS headers; then compression, of every answer as sent; then logging and event capture,
  // so tests see every attempt; then latency and faults; then the checks a real server makes; then the routes.
  app.use(
    '*',
    cors({
      origin: (origin) => origin || null,
      credentials: true,
      allowHeaders: CORS_ALLOW_HEADERS,
      exposeHeaders: CORS_EXPOSE_HEADERS,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    }),
  );
  app.use('*', compression(options.compressedCopies ?? new CompressedCopies()));
  app.use('*', requestLogger(state.requests));
  registerEventCapture(app, state);
  app.use('*', latency(options.latencyMs ?? 0));
  app.use('*', faultInjector(state.faults));
  app.use('*', xhrMarkerGuard());
  app.use('*', csrfGuard(state.csrf));

  for (const routes of [
    sessionRoutes,
    boardRoutes,
    itemRoutes,
    lockRoutes,
    leadRoutes,
    consentRoutes,
    eventRoutes,
    debugRoutes,
    (s: ServerState) =>
      firstScreenRoutes(s, {
        renderer: options.firstScreenRenderer,
        origins: options.origins,
        renderEach: options.firstScreenRenderEach,
      }),
    mediaRoutes,
    staticRoutes,
    pageRoutes,
  ]) {
    app.route('/', routes(state));
  }

  app.notFound((c) =>
    isApiPath(c.req.path)
      ? c.json(
          { code: ERROR_CODE.notFound, message: `No endpoint ${c.req.method} ${c.req.path}` } satisfies ErrorBody,
          404,
        )
      : c.html(notFoundPage(), 404),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    console.error(error);
    return c.json({ code: ERROR_CODE.internalError, message: 'Internal server error' } satisfies ErrorBody, 500);
  });

  return { app, close: async () => {} };
}
