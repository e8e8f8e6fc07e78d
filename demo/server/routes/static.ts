/**
 * Static files: the built bundle under `/dist/` and the demo pages under `/demo/`. Only files inside each root
 * are served, and of `demo/` only pages, styles and scripts — never the server's own sources in `demo/server/`.
 * `/demo/strict-csp.html` is served with the strict Content-Security-Policy of `strict-csp.ts`.
 *
 * Caching follows what a CDN should send (docs/server.md, "Serving the files"): content-hashed files under
 * `dist/chunks/` are immutable for a year; every other file of `dist/` (the loader first) may be kept a few
 * minutes; demo pages are revalidated on each load. Every file has a strong ETag (its size and modification time),
 * so a revalidation that finds it unchanged is a 304. Compression is the `compression` middleware's.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

import { type Context, Hono } from 'hono';

import { matchesTag } from '../compression.ts';
import type { AppEnv, ServerState } from '../context.ts';
import { originOf } from '../request-info.ts';
import { STRICT_CSP_PAGE, strictCsp } from '../strict-csp.ts';

/** Content types by extension; module scripts must be served as JavaScript or browsers refuse them. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** `v/{version}/` at the start of a `/dist/` path. */
const VERSIONED_PREFIX = /^v\/[\w.-]+\//;

const DEMO_EXTENSIONS = new Set(['.html', '.css', '.js']);

/** Cache lifetimes of the files (docs/server.md). */
export const CACHE_CONTROL = {
  /** A content-hashed file: a new build is a new name, so this one never changes. */
  hashed: 'public, max-age=31536000, immutable',
  /** The loader and the other stable names of `dist/`: a new build reaches visitors within five minutes. */
  stable: 'public, max-age=300',
  /** Demo pages: the server may be rebuilt while it runs; the ETag makes the check cheap. */
  page: 'no-cache',
} as const;

/** A content-hashed build output: `chunks/` or `assets/`, and rollup's `-[hash]` before the extension. */
const HASHED_FILE = /(?:^|\/)(?:chunks|assets)\/[^/]+-[\w-]{8}\.(?:m?js|css)(?:\.map)?$/;

/** The file under `root` a URL path names, or undefined when it would leave the root. */
function resolveInside(root: string, urlPath: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const base = resolve(root);
  const file = resolve(base, `.${sep}${relative}`);
  return file.startsWith(base + sep) ? file : undefined;
}

async function sendFile(c: Context, file: string | undefined, cacheControl: string): Promise<Response> {
  const type = file && CONTENT_TYPES[extname(file)];
  if (!file || !type) return c.notFound();
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return c.notFound();
  const etag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
  const headers = { 'Content-Type': type, 'Cache-Control': cacheControl, ETag: etag };
  if (matchesTag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  return c.body(new Uint8Array(await readFile(file)), 200, headers);
}

/** Routes of this module. */
export function staticRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/dist/*', (c) => {
    if (!existsSync(state.distDir)) {
      return c.text('dist/ has not been built yet: run `npm run build` (or `npm start`, which builds first).', 404);
    }
    // `/dist/v/{version}/…` serves the same build, as a CDN serves versioned paths: every file under a new version
    // is a new URL, which tests use for a cold cache (a chunk no earlier page left in the browser's memory).
    const path = c.req.path.slice('/dist/'.length).replace(VERSIONED_PREFIX, '');
    const hashed = HASHED_FILE.test(path);
    return sendFile(c, resolveInside(state.distDir, path), hashed ? CACHE_CONTROL.hashed : CACHE_CONTROL.stable);
  });

  app.get('/demo/*', async (c) => {
    const relative = c.req.path.slice('/demo/'.length);
    const file = resolveInside(state.demoDir, relative);
    const serverDir = resolve(state.demoDir, 'server') + sep;
    if (!file || file.startsWith(serverDir) || !DEMO_EXTENSIONS.has(extname(file))) return c.notFound();
    const response = await sendFile(c, file, CACHE_CONTROL.page);
    if (relative === STRICT_CSP_PAGE && response.ok) {
      response.headers.set('Content-Security-Policy', strictCsp(originOf(c)));
    }
    return response;
  });

  return app;
}
