import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  loadWithTimeout,
} from '../../../../src/chunk-load.ts';
import { createGateStore } from '../../../../src/model/gate-store.ts';
import { BoardRequestSlot } from '../../../../src/ui/gates/BoardRequestSlot.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('loadWithTimeout (spec chunk loading)', () => {
  it('uses the spec’s 120000 ms', () => {
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

describe('BoardRequestSlot', () => {
  const gate = () =>
    createGateStore({
      port: {
        submitPassword: vi.fn(),
        requestCode: vi.fn(),
        confirmCode: vi.fn(),
        requestAccess: vi.fn(),
      },
      onUnlocked: vi.fn(async () => undefined),
    });

  it('shows the loading fallback, then a chunk load error with retry when the chunk never arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const onChunkError = vi.fn();
    const store = gate();
    store.openRequest();
    render(
      <BoardRequestSlot
        gate={store}
        boardName="Acme"
        load={() => new Promise(() => {})}
        timeoutMs={5000}
        onChunkError={onChunkError}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This part of the page could not be loaded.');
    expect(onChunkError).toHaveBeenCalledWith(expect.objectContaining({ code: 'chunk_load_error', timedOut: true }));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(store.requestOpen.value).toBe(false);
  });
});
