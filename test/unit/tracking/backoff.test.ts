import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import {
  backoffDelay,
  classifyFailure,
  type FailureDecision,
  parseRetryAfter,
  type RetryCause,
} from '../../../src/tracking/backoff.ts';

const policy = { baseMs: 1000, maxMs: 30_000 };

describe('backoffDelay', () => {
  it.each([
    // attempt, random, delay
    [1, 1, 1000],
    [2, 1, 2000],
    [3, 1, 4000],
    [5, 1, 16_000],
    [6, 1, 30_000],
    [40, 1, 30_000],
    [1, 0, 500],
    [3, 0, 2000],
    [3, 0.5, 3000],
    [0, 1, 1000],
  ])('waits attempt %i with jitter %d for %i ms', (attempt, share, delay) => {
    expect(backoffDelay(attempt, policy, () => share)).toBe(delay);
  });

  it('never waits less than half nor more than the whole step, whatever the random source returns', () => {
    expect(backoffDelay(2, policy, () => -3)).toBe(1000);
    expect(backoffDelay(2, policy, () => 7)).toBe(2000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');
  it.each<[string | null | undefined, number | null]>([
    ['120', 120_000],
    [' 5 ', 5000],
    ['0', 0],
    ['Sat, 01 Mar 2025 12:00:30 GMT', 30_000],
    ['Sat, 01 Mar 2025 11:59:00 GMT', 0],
    ['1.5', null],
    ['-3', null],
    ['soon', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('classifyFailure', () => {
  const retry = (cause: RetryCause, retryAfterMs: number | null = null): FailureDecision => ({
    kind: 'retry',
    cause,
    retryAfterMs,
  });
  const throttled = (status: number, retryAfterMs?: number) =>
    Object.assign(
      new ApiError(status, 'http_error', `HTTP ${status}`),
      retryAfterMs === undefined ? {} : { retryAfterMs },
    );
  it.each<[string, unknown, boolean, FailureDecision]>([
    ['a network error while online', new ApiError(0, 'network_error', 'down'), true, retry('network')],
    ['a network error while offline', new ApiError(0, 'network_error', 'down'), false, retry('offline')],
    ['a 500', new ApiError(500, 'http_error', 'boom'), true, retry('server')],
    ['a 502', new ApiError(502, 'http_error', 'bad gateway'), true, retry('server')],
    ['a 408', new ApiError(408, 'http_error', 'timeout'), true, retry('server')],
    ['a 429 with Retry-After', throttled(429, 5000), true, retry('throttled', 5000)],
    ['a 429 without Retry-After', throttled(429), true, retry('throttled')],
    ['a 503 with Retry-After', throttled(503, 2000), true, retry('throttled', 2000)],
    ['a 422', new ApiError(422, 'invalid', 'bad'), true, { kind: 'drop' }],
    ['a 400', new ApiError(400, 'bad_request', 'bad'), true, { kind: 'drop' }],
    ['a 404', new ApiError(404, 'not_found', 'gone'), true, { kind: 'drop' }],
    ['a 2xx whose body did not parse', new ApiError(200, 'invalid_response', 'not JSON'), true, { kind: 'delivered' }],
    ['an error without a status', new TypeError('bug'), true, retry('server')],
  ])('retries or drops %s as expected', (_label, error, online, expected) => {
    expect(classifyFailure(error, online)).toEqual(expected);
  });
});
