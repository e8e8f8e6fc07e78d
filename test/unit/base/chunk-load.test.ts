import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  loadWithTimeout,
} from '../../../src/base/chunk-load.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithTimeout', () => {
  it('uses 120000 ms', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('settles with the module when it loads in time', async () => {
    vi.useFakeTimers();
    const module = { default: 'view' };
    await expect(loadWithTimeout(async () => module)).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a load error into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ code: 'chunk_load_error', timedOut: false, cause });
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('fails with a timed-out ChunkLoadError after 120000 ms, and ignores a late answer', async () => {
    vi.useFakeTimers();
    let late!: (value: unknown) => void;
    const result = loadWithTimeout(() => new Promise((resolve) => (late = resolve))).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toMatchObject({ name: 'ChunkLoadError', timedOut: true });
    late({ default: 'too late' });
  });

  it('treats a loader that throws synchronously as a load error', async () => {
    await expect(
      loadWithTimeout(() => {
        throw new Error('no import()');
      }),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
