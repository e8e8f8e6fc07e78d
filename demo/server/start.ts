/** Serving the app over HTTP with @hono/node-server; used by the CLI (`main.ts`) and the tests (port 0). */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';

import { createApp } from './app.ts';

/** Options of `startServer`. */
export interface StartOptions {
  /** Port to listen on; 0 picks a free one (tests). Default 8080. */
  port?: number;
  /** Interface to bind; default 127.0.0.1 so the demo is not exposed on the network. */
  host?: string;
  /** Folder of the event log; default `.data/`. */
  dataDir?: string;
  /** Delay added to every API response. */
  latencyMs?: number;
}

/** A running server. */
export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the reference server and resolves once it listens. */
export function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const { app, close: closeApp } = createApp({ dataDir: opts.dataDir ?? '.data/', latencyMs: opts.latencyMs });
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port: opts.port ?? 8080, hostname: host }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      const { port } = server.address() as AddressInfo;
      const url = `http://${host}:${port}/`;
      resolvePromise({
        url,
        port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Keep-alive connections would hold close() open until they time out.
            server.closeAllConnections();
          }).then(closeApp),
      });
    });
  });
}
