/**
 * The reference server as the browser tests run it: one app — with its own faults, stored events, mail, locks,
 * likes and sessions — per test file. The test runner gives each file a browser context of its own and in it an
 * HTTP-only cookie naming the file's scope (test/browser/launcher.mjs); every request of that context (the test
 * page, its frames and popups, workers, beacons sent as a page goes) carries it, and is answered by that scope's
 * app. So no file sees what another left behind, whatever order or shard the files run in, and a late beacon of
 * the file before lands in that file's scope, not in the next one's.
 *
 * Requests without the cookie (a tool's, a browser's own) share the scope `shared`.
 *
 *   PORT=0 DATA_DIR=/tmp/x node --import tsx test/browser/scoped-server.ts
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { serve } from '@hono/node-server';

import { createApp } from '../../demo/server/app.ts';
import { CompressedCopies } from '../../demo/server/compression.ts';
import { ownOrigins } from '../../demo/server/start.ts';

/** Name of the scope cookie; the launcher sets it (keep the two in step). */
export const SCOPE_COOKIE = 'lb-test-scope';
/**
 * With this cookie (WebKit's launcher sets it: WebDriver cannot empty a browser's HTTP cache) every answer is
 * `Cache-Control: no-store`, so a test's request always reaches the server.
 */
export const NO_STORE_COOKIE = 'lb-test-no-store';
const SHARED_SCOPE = 'shared';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name a throw-away folder for the scopes’ event logs');

const apps = new Map<string, ReturnType<typeof createApp>>();
/**
 * One set of compressed static files for every scope: they are the same files (their copies are kept by ETag), and
 * compressing them again for each test file — brotli's best of the PDF worker alone is seconds of CPU — was about a
 * sixth of the browser stage's CPU time. Only the fast copies: no test reads the bytes, and brotli's best of each
 * large file still cost every server 5 s of CPU (CompressedCopies `best`).
 */
const compressedCopies = new CompressedCopies({ best: false });

/** The scope named by the request's cookies, and the cookie header without the test's (the app never sees them). */
function scopeOf(request: Request): { scope: string; noStore: boolean; cookies: string } {
  let scope = SHARED_SCOPE;
  let noStore = false;
  const kept: string[] = [];
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const pair = part.trim();
    if (!pair) continue;
    const [name, ...value] = pair.split('=');
    if (name === SCOPE_COOKIE && /^[\w-]{1,64}$/.test(value.join('='))) scope = value.join('=');
    else if (name === NO_STORE_COOKIE) noStore = true;
    else kept.push(pair);
  }
  return { scope, noStore, cookies: kept.join('; ') };
}

/** The scope's app; made at its first request, once the server listens, so its origins name the port. */
function appOf(scope: string, port: number) {
  let app = apps.get(scope);
  if (!app) {
    app = createApp({ dataDir: join(dataDir!, scope), compressedCopies, origins: ownOrigins('127.0.0.1', port) });
    apps.set(scope, app);
  }
  return app.app;
}

const server = serve({
  port: Number(process.env.PORT ?? 0),
  hostname: '127.0.0.1',
  async fetch(request, env) {
    const { scope, noStore, cookies } = scopeOf(request);
    const headers = new Headers(request.headers);
    if (cookies) headers.set('cookie', cookies);
    else headers.delete('cookie');
    const { port } = server.address() as AddressInfo;
    const response = await appOf(scope, port).fetch(new Request(request, { headers }), env);
    if (!noStore) return response;
    const uncached = new Response(response.body, response);
    uncached.headers.set('cache-control', 'no-store');
    for (const name of ['etag', 'last-modified', 'expires']) uncached.headers.delete(name);
    return uncached;
  },
}) as Server;

server.once('listening', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`live-board reference server (a scope per test file): http://127.0.0.1:${port}/`);
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  void Promise.all([...apps.values()].map(({ close }) => close())).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
