/** Starts the real reference server on port 0 for a test file, with helpers for its debug endpoints. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach } from 'vitest';

import { startServer } from '../../demo/server/start.ts';

/** A request the server received, as its `/__requests` debug endpoint lists it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

/** A running server for one test file; `url` is its origin. */
export interface TestServer {
  url: string;
  /** Answers the next `times` requests whose path contains `match` with the given fault. */
  fault(fault: {
    match: string;
    exact?: boolean;
    status?: number;
    times?: number;
    delayMs?: number;
    body?: unknown;
    headers?: Record<string, string>;
  }): Promise<void>;
  /** Requests the server received, newest last. */
  requests(): Promise<RecordedRequest[]>;
  /** The newest request whose path contains `pathPart`; the test must have made one. */
  lastRequest(pathPart: string): Promise<RecordedRequest>;
}

/** Registers hooks that start the server before the file's tests and reset its debug state before each. */
export function setUpReferenceServer(): TestServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'live-board-api-'));
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  const server: TestServer = {
    url: '',
    async fault(fault) {
      const response = await fetch(`${server.url}/__faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      });
      if (!response.ok) throw new Error(`/__faults answered ${response.status}`);
    },
    async requests() {
      const body = (await (await fetch(`${server.url}/__requests`)).json()) as unknown;
      return (Array.isArray(body) ? body : (body as { requests: never[] }).requests) as never;
    },
    async lastRequest(pathPart) {
      return (await server.requests()).filter((r) => r.path.includes(pathPart)).at(-1)!;
    },
  };
  beforeAll(async () => {
    running = await startServer({ port: 0, dataDir });
    server.url = running.url.replace(/\/+$/, '');
  });
  beforeEach(async () => {
    await fetch(`${server.url}/__faults`, { method: 'DELETE' });
    await fetch(`${server.url}/__requests`, { method: 'DELETE' });
  });
  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return server;
}
