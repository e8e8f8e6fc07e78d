/** Serving the app over HTTP with @hono/node-server; used by the CLI (`main.ts`) and the tests (port 0). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { getRequestListener } from '@hono/node-server';

import { type AppOptions, createApp } from './app.ts';

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
  /**
   * The origin visitors reach the server at when it is not the listening one (behind a proxy): the first screen's
   * URLs name it (`AppOptions.origins`).
   */
  publicOrigin?: string;
  /** The boards (default: the fixtures); a test changes a board of its own catalog to see the change reach visitors. */
  catalog?: AppOptions['catalog'];
  /** Render the first screen for every request (`AppOptions.firstScreenRenderEach`). */
  firstScreenRenderEach?: boolean;
}

/** A running server. */
export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Names of this machine's loopback interface that browsers resolve alike. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

/**
 * The origins a server listening on `host:port` is reached at (`AppOptions.origins`), `publicOrigin` first when
 * given: on a loopback host, under each loopback name (the demo's framed page uses one as another origin).
 */
export function ownOrigins(host: string, port: number, publicOrigin?: string): [string, ...string[]] {
  const names = LOOPBACK_NAMES.includes(host) ? [host, ...LOOPBACK_NAMES.filter((name) => name !== host)] : [host];
  const listening = names.map((name) => `http://${name}:${port}`);
  const origins = publicOrigin === undefined ? listening : [new URL(publicOrigin).origin, ...listening];
  return [...new Set(origins)] as [string, ...string[]];
}

/** Starts the reference server and resolves once it listens. */
export function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const server = createServer();
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 8080, host, () => {
      const { port } = server.address() as AddressInfo;
      const url = `http://${host}:${port}/`;
      // The app is made once the port is known, which the origins its answers name include (port 0 picks one).
      let made: ReturnType<typeof createApp>;
      try {
        made = createApp({
          dataDir: opts.dataDir ?? '.data/',
          latencyMs: opts.latencyMs,
          catalog: opts.catalog,
          firstScreenRenderEach: opts.firstScreenRenderEach,
          origins: ownOrigins(host, port, opts.publicOrigin),
        });
      } catch (error) {
        server.close();
        reject(error);
        return;
      }
      const { app, close: closeApp } = made;
      const listener = getRequestListener(app.fetch, { hostname: host });
      server.on('request', (request, response) => void listener(request, response));
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
