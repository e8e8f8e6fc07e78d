import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  PREFETCH_TTL_MS,
  prefetchingFetch,
  prefetchKey,
  putPrefetched,
  takePrefetched,
} from '../../../src/api/prefetch.ts';

const URL_BOARD = 'https://api.example.com/live_board/v1/boards/acme-launch/';

function file(key: string, headers: Record<string, string> = {}, body = '{"ok":true}') {
  const response = Promise.resolve(new Response(body));
  putPrefetched(key, headers, () => response);
  return response;
}

// The registry's sweep is a timer: fake ones let each test empty what it left.
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  void takePrefetched('none', new Headers());
  vi.advanceTimersByTime(PREFETCH_TTL_MS);
  vi.useRealTimers();
});

describe('prefetched responses', () => {
  it('are taken once, by the same method, URL and body', () => {
    const response = file(prefetchKey('GET', URL_BOARD, null));
    expect(takePrefetched(prefetchKey('POST', URL_BOARD, null), new Headers())).toBeNull();
    expect(takePrefetched(prefetchKey('GET', URL_BOARD, '{}'), new Headers())).toBeNull();
    expect(takePrefetched(prefetchKey('GET', URL_BOARD, null), new Headers())).toBe(response);
    expect(takePrefetched(prefetchKey('GET', URL_BOARD, null), new Headers())).toBeNull();
  });

  it('are left alone when the board asks as someone else (token or session differ)', () => {
    const key = prefetchKey('GET', URL_BOARD, null);
    void file(key, { Authorization: 'Bearer a', 'X-Session-Guid': 'g1' });
    expect(takePrefetched(key, new Headers({ Authorization: 'Bearer b', 'X-Session-Guid': 'g1' }))).toBeNull();
    expect(takePrefetched(key, new Headers({ Authorization: 'Bearer a' }))).toBeNull();
    expect(
      takePrefetched(key, new Headers({ authorization: 'Bearer a', 'x-session-guid': 'g1', 'X-CSRF-Token': 't' })),
    ).not.toBeNull();
  });

  it('asked without a session, answer a session the board started since; never another person', () => {
    const key = prefetchKey('GET', URL_BOARD, null);
    void file(key, {});
    expect(takePrefetched(key, new Headers({ Authorization: 'Bearer a', 'X-Session-Guid': 'new' }))).toBeNull();
    expect(takePrefetched(key, new Headers({ 'X-Session-Guid': 'new' }))).not.toBeNull();
  });

  it('are dropped when not taken within the TTL after the board started asking', () => {
    const key = prefetchKey('GET', URL_BOARD, null);
    void file(key);
    expect(takePrefetched(prefetchKey('GET', 'https://api.example.com/other', null), new Headers())).toBeNull();
    vi.advanceTimersByTime(PREFETCH_TTL_MS);
    expect(takePrefetched(key, new Headers())).toBeNull();
  });

  it('never surface a failed prefetch as an unhandled rejection', async () => {
    vi.useRealTimers();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    putPrefetched(prefetchKey('GET', 'https://api.example.com/fails', null), {}, () =>
      Promise.reject(new TypeError('offline')),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    vi.useFakeTimers();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('start a request once per key: a second board or a second loader copy asks nothing more', () => {
    const start = vi.fn(() => Promise.resolve(new Response('x')));
    const key = prefetchKey('GET', URL_BOARD, null);
    putPrefetched(key, {}, start);
    putPrefetched(key, {}, start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchingFetch', () => {
  it('answers a filed request from its response and sends every other one', async () => {
    const network = vi.fn(async () => new Response('from network'));
    const fetch = prefetchingFetch(network);
    const body = JSON.stringify({ category: null, search: '', page: 1, per_page: 24 });
    void file(
      prefetchKey('POST', 'https://api.example.com/live_board/v2/boards/acme-launch/items', body),
      {},
      'prefetched',
    );
    const taken = await fetch('https://api.example.com/live_board/v2/boards/acme-launch/items', {
      method: 'post',
      body,
    });
    expect(await taken.text()).toBe('prefetched');
    expect(network).not.toHaveBeenCalled();
    const again = await fetch('https://api.example.com/live_board/v2/boards/acme-launch/items', {
      method: 'POST',
      body,
    });
    expect(await again.text()).toBe('from network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends requests with a body it cannot compare (a stream, form data)', async () => {
    const network = vi.fn(async () => new Response('from network'));
    const form = new FormData();
    void file(prefetchKey('POST', URL_BOARD, null), {}, 'prefetched');
    await prefetchingFetch(network)(URL_BOARD, { method: 'POST', body: form });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
