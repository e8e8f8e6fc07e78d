/**
 * Test harness for the reference server: starts it on port 0 with a fresh data folder and offers fetch helpers
 * that send what the board sends (XHR marker, session guid, CSRF token).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type RunningServer, startServer } from '../../demo/server/start.ts';
import { HEADER, XHR_MARKER } from '../../src/base/constants.ts';

/** A fresh, empty data folder. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'live-board-server-'));
}

/** A running server plus helpers bound to it. */
export interface Harness {
  server: RunningServer;
  dataDir: string;
  /** Absolute URL of a path on the server. */
  url(path: string): string;
  /** fetch with the XHR marker and JSON content type; `headers` are added. */
  api(path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  /** Creates a session: its guid and CSRF token. */
  session(): Promise<{ guid: string; token: string }>;
  /** Headers of a session (guid + CSRF token), to spread into `api(…, { headers })`. */
  sessionHeaders(session: { guid: string; token: string }): Record<string, string>;
}

/** Starts a server (port 0). Pass `dataDir` to reuse a data folder, e.g. to test a restart. */
export async function startHarness(opts: { dataDir?: string; latencyMs?: number } = {}): Promise<Harness> {
  const dataDir = opts.dataDir ?? tempDataDir();
  const server = await startServer({ port: 0, dataDir, latencyMs: opts.latencyMs });
  const url = (path: string) => new URL(path, server.url).toString();
  const api: Harness['api'] = (path, init = {}) =>
    fetch(url(path), {
      method: init.method ?? 'GET',
      headers: { [HEADER.requestedWith]: XHR_MARKER, 'Content-Type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
  return {
    server,
    dataDir,
    url,
    api,
    async session() {
      const response = await api('/live_board/v1/sessions', { method: 'POST' });
      const { guid } = (await response.json()) as { guid: string };
      return { guid, token: response.headers.get(HEADER.csrfToken) ?? '' };
    },
    sessionHeaders: (s) => ({ [HEADER.sessionGuid]: s.guid, [HEADER.csrfToken]: s.token }),
  };
}

/** Reads a JSON body, typed loosely for assertions. */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
