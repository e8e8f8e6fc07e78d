/**
 * Injected faults (`POST /__faults`): the next `times` requests whose path contains `match` (or is it, with
 * `exact`) — or, with `forMs`, every such request for that long (an outage) — are answered with the given status,
 * body and headers, or only delayed (or held until `POST /__faults/release`), then answered normally, when no status
 * is given. Client tests use it for 206 polling, 401 redirects, 410 reloads, 500 retries, timeouts, malformed JSON,
 * and to keep a request on its way for exactly as long as a test needs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';

import { isDebugPath } from './paths.ts';
import { requestPath } from './request-info.ts';
import { sleep } from './sleep.ts';

/** Body of `POST /__faults`. A string `body` is sent as is (e.g. malformed JSON); anything else as JSON. */
export const FaultBody = v.object({
  match: v.pipe(v.string(), v.minLength(1)),
  /** Match the whole path instead of a part of it (a board path is part of all its sub-resources' paths). */
  exact: v.optional(v.boolean(), false),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /** An outage: the rule applies to every matching request for this many ms from now (`times` is then ignored). */
  forMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(600_000))),
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(120_000)), 0),
  /**
   * Hold the request (after any delay) until `POST /__faults/release` or `DELETE /__faults`: a test that checks what
   * happens while an answer is on its way says when it comes, instead of guessing how long its checks take.
   */
  hold: v.optional(v.boolean(), false),
  body: v.optional(v.unknown()),
  headers: v.optional(v.record(v.string(), v.string()), {}),
  /** Cut the connection without an answer (a network drop, as a browser sees it). */
  drop: v.optional(v.boolean(), false),
});

/** One active fault rule: how many requests it still applies to, or until when (ms since the epoch). */
export type FaultRule = v.InferOutput<typeof FaultBody> & { remaining: number; until: number | null };

/** Longest a request is held before it is answered anyway (a test that forgot to release it). */
const MAX_HOLD_MS = 120_000;

/** Active fault rules, first added first served. */
export class Faults {
  #rules: FaultRule[] = [];
  /** Requests held by a `hold` rule: each one's release. */
  #held = new Set<() => void>();

  /** Adds a rule. */
  add(rule: v.InferOutput<typeof FaultBody>, now = Date.now()): FaultRule {
    const active = { ...rule, remaining: rule.times, until: rule.forMs === undefined ? null : now + rule.forMs };
    this.#rules.push(active);
    return active;
  }

  /** Active rules. */
  list(): readonly FaultRule[] {
    return this.#rules;
  }

  /** Removes every rule and lets every held request go. */
  clear(): void {
    this.#rules = [];
    this.release();
  }

  /** Resolves once the request is released (or after {@link MAX_HOLD_MS}). */
  hold(): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.#held.delete(release);
        resolve();
      };
      const timer = setTimeout(release, MAX_HOLD_MS);
      this.#held.add(release);
    });
  }

  /** How many requests are held now. */
  get heldCount(): number {
    return this.#held.size;
  }

  /** Lets every held request go on; returns how many there were. */
  release(): number {
    const held = [...this.#held];
    held.forEach((release) => release());
    return held.length;
  }

  /** The first rule matching `path`, counting this request against it; spent rules are dropped. */
  take(path: string, now = Date.now()): FaultRule | undefined {
    this.#rules = this.#rules.filter((r) => r.until === null || r.until > now);
    const rule = this.#rules.find((r) => (r.exact ? path === r.match : path.includes(r.match)));
    if (!rule) return undefined;
    if (rule.until !== null) return rule;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.#rules = this.#rules.filter((r) => r !== rule);
    return rule;
  }
}

/** Default bodies, shaped like what the client expects from a real server for these statuses. */
function defaultBody(status: number): unknown {
  switch (status) {
    case 206:
      // Partial content: the client retries after 2000 ms with `?guid=<this guid>` .
      return { guid: randomUUID() };
    case 401:
      return { code: 'unauthorized', message: 'Please sign in to view this board', redirect_url: '/signin' };
    case 410:
      return { code: 'gone', message: 'This page has expired; reload it' };
    default:
      return { code: 'fault_injected', message: `Injected fault: HTTP ${status}` };
  }
}

/** Middleware applying fault rules to every path except the debug endpoints (so tests can always clear them). */
export function faultInjector(faults: Faults): MiddlewareHandler {
  return async (c, next) => {
    const path = requestPath(c);
    if (isDebugPath(path)) return next();
    const rule = faults.take(path);
    if (!rule) return next();
    if (rule.delayMs > 0) await sleep(rule.delayMs);
    if (rule.hold) await faults.hold();
    if (rule.drop) {
      (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.destroy();
      return new Response(null, { status: 499 });
    }
    if (rule.status === undefined) return next();

    const body = rule.body === undefined ? defaultBody(rule.status) : rule.body;
    const noBody = rule.status === 204 || rule.status === 205 || rule.status === 304;
    const text = noBody ? null : typeof body === 'string' ? body : JSON.stringify(body);
    const headers = new Headers(rule.headers);
    if (text !== null && !headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8');
    return new Response(text, { status: rule.status, headers });
  };
}
