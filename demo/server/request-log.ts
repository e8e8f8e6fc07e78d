/**
 * Recent API requests (`GET /__requests`) so client tests can check what was sent: method, path, query and every
 * header. In memory only, and debug-only: it includes credentials such as `Authorization`, which the persisted
 * event log never does.
 */
import type { MiddlewareHandler } from 'hono';

import { isApiPath } from './paths.ts';
import { requestPath } from './request-info.ts';

/** One logged request. */
export interface RequestRecord {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  at: string;
}

/** How many requests are kept. */
const CAPACITY = 1000;

/** A ring buffer of the last API requests. */
export class RequestLog {
  #records: RequestRecord[] = [];

  /** Adds a record, dropping the oldest past capacity. */
  add(record: RequestRecord): void {
    this.#records.push(record);
    if (this.#records.length > CAPACITY) this.#records.shift();
  }

  /** Records, oldest first. */
  list(): readonly RequestRecord[] {
    return this.#records;
  }

  /** Forgets every record. */
  clear(): void {
    this.#records = [];
  }
}

/** Middleware logging API requests (CORS preflights excluded: they carry none of the headers under test). */
export function requestLogger(log: RequestLog): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'OPTIONS' && isApiPath(c.req.path)) {
      log.add({
        method: c.req.method,
        path: requestPath(c),
        query: c.req.query(),
        headers: Object.fromEntries(c.req.raw.headers),
        at: new Date().toISOString(),
      });
    }
    await next();
  };
}
