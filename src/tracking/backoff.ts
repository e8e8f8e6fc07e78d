/**
 * The retry policy of the delivery queue (docs/analytics.md §4): how long to wait before trying an event again, how
 * to read a `Retry-After` answer, and which failures are worth retrying at all. Pure functions over plain data.
 */
import { isRetryableStatus } from '../api/errors.ts';

/** Exponential backoff: the first retry waits about `baseMs`, each next one twice as long, never more than `maxMs`. */
export interface BackoffPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
}

/** Our own numbers: 1 s doubling to a minute keeps a flaky network busy without hammering a struggling server. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 60_000 };

/** Longest `Retry-After` the queue honours; a server asking for hours would otherwise hold events for the visit. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

/**
 * Delay before retry number `attempt` (1 = the first retry): `baseMs · 2^(attempt−1)` capped at `maxMs`, with
 * "equal jitter" — half of it fixed, half random — so tabs that failed together do not retry together, while the
 * wait still grows. `random` returns a number in [0, 1).
 */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  const share = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (ceiling / 2) * share);
}

/** Re-exported: the header is read where responses are (the API client); the queue uses the number. */
export { parseRetryAfter } from '../api/retry-after.ts';

/**
 * Why an attempt failed, as far as retrying is concerned:
 * - `offline`: the browser says it is offline — pause the whole queue; the attempt does not count.
 * - `network`: no answer although online — retry this event; counts.
 * - `server`: 5xx (other than 503), 408, or an unknown failure — retry this event; counts.
 * - `throttled`: 429 or 503 — the server asks every request to wait: pause the whole queue; counts.
 */
export type RetryCause = 'offline' | 'network' | 'server' | 'throttled';

/** What the queue does with a failed attempt. */
export type FailureDecision =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'drop' }
  | { readonly kind: 'retry'; readonly cause: RetryCause; readonly retryAfterMs: number | null };

/**
 * Decides what a failed send means. Reads `status` and `retryAfterMs` duck-typed, so it works with today's
 * `ApiError` and with one that carries the parsed `Retry-After`. A 2xx that failed only because its body did not
 * parse was stored by the server: it counts as delivered. Other 4xx are dropped — sending again cannot help.
 */
export function classifyFailure(error: unknown, online = true): FailureDecision {
  const status = numberField(error, 'status');
  if (status === null) return retry('server', null);
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 0) return retry(online ? 'network' : 'offline', null);
  const retryAfterMs = numberField(error, 'retryAfterMs');
  if (status === 429 || status === 503) return retry('throttled', retryAfterMs);
  if (status >= 400) return isRetryableStatus(status) ? retry('server', retryAfterMs) : { kind: 'drop' };
  return retry('server', null);
}

function retry(cause: RetryCause, retryAfterMs: number | null): FailureDecision {
  return { kind: 'retry', cause, retryAfterMs: retryAfterMs === null ? null : Math.max(0, retryAfterMs) };
}

function numberField(value: unknown, key: string): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'number' && Number.isFinite(field) ? field : null;
}
