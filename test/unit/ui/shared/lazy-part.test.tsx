import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CHUNK_LOAD_TIMEOUT_MS } from '../../../../src/base/chunk-load.ts';
import { createEventBus } from '../../../../src/model/event-bus.ts';
import { type BoardServices, BoardServicesContext } from '../../../../src/ui/shared/board-context.ts';
import { lazyPart } from '../../../../src/ui/shared/lazy-part.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A load the test settles by hand, counting the attempts. */
function controlledLoad() {
  const attempts: { resolve: (module: { Greeting: typeof Greeting }) => void; reject: (error: unknown) => void }[] = [];
  const load = () =>
    new Promise<{ Greeting: typeof Greeting }>((resolve, reject) => {
      attempts.push({ resolve, reject });
    });
  return { load, attempts };
}

function withBus(node: React.ReactNode) {
  const bus = createEventBus();
  const errors: unknown[] = [];
  bus.on('board-error', (detail) => errors.push(detail));
  const services = { bus } as unknown as BoardServices;
  return { bus, errors, node: <BoardServicesContext.Provider value={services}>{node}</BoardServicesContext.Provider> };
}

describe('lazyPart', () => {
  it('shows the fallback while the chunk loads, then the part with its props', async () => {
    const { load, attempts } = controlledLoad();
    const part = lazyPart('greeting', load, (m) => m.Greeting);
    render(<part.Slot name="Ada" fallback={<p role="status">Loading…</p>} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(part.loaded).toBe(false);
    await act(async () => attempts[0]!.resolve({ Greeting }));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(part.loaded).toBe(true);
  });

  it('downloads once for every slot and preload, and renders later slots at once', async () => {
    const { load, attempts } = controlledLoad();
    const part = lazyPart('greeting', load, (m) => m.Greeting);
    const preloaded = part.preload();
    render(
      <>
        <part.Slot name="A" />
        <part.Slot name="B" />
      </>,
    );
    expect(attempts).toHaveLength(1);
    attempts[0]!.resolve({ Greeting });
    await act(async () => preloaded);
    cleanup();
    render(<part.Slot name="C" />);
    // No Suspense round: the loaded component renders in the same pass.
    expect(screen.getByText('Hello C')).toBeTruthy();
    expect(attempts).toHaveLength(1);
  });

  it('turns a failed load into an alert, one board-error, and loads again on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, attempts } = controlledLoad();
    const part = lazyPart('greeting', load, (m) => m.Greeting);
    const onBack = vi.fn();
    const { errors, node } = withBus(<part.Slot name="Ada" onBack={onBack} />);
    render(node);
    await act(async () => attempts[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-code')).toBe('chunk_load_error');
    expect(alert.textContent).toContain('This part of the page could not be loaded.');
    expect(errors).toEqual([
      { code: 'chunk_load_error', message: expect.stringContaining('Failed to fetch') as unknown },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(attempts).toHaveLength(2);
    await act(async () => attempts[1]!.resolve({ Greeting }));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('gives up after 120000 ms and reports a timed-out chunk', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const part = lazyPart(
      'greeting',
      () => new Promise<{ Greeting: typeof Greeting }>(() => {}),
      (m) => m.Greeting,
    );
    const { errors, node } = withBus(<part.Slot name="Ada" fallback={<p role="status">Loading…</p>} />);
    render(node);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert').getAttribute('data-code')).toBe('chunk_load_error');
    expect(errors).toEqual([{ code: 'chunk_load_error', message: expect.stringContaining('timed out') as unknown }]);
  });

  it('reports a part that loads but throws while rendering, with its own code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const part = lazyPart(
      'broken',
      async () => ({ Broken }),
      (m) => m.Broken,
    );
    await part.preload();
    const { errors, node } = withBus(<part.Slot />);
    render(node);
    expect(screen.getByRole('alert').getAttribute('data-code')).toBeNull();
    expect(errors).toEqual([{ code: 'render_failed', message: 'boom' }]);
  });
});

describe('lazyPart: a slot that re-renders', () => {
  it('keeps the loaded part mounted, with its state, across re-renders of the slot', async () => {
    const { load, attempts } = controlledLoad();
    let mounts = 0;
    function Counter({ label }: { label: string }) {
      const [count, setCount] = React.useState(0);
      React.useEffect(() => {
        mounts++;
      }, []);
      return (
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          {label} {count}
        </button>
      );
    }
    const part = lazyPart('counter', load as unknown as () => Promise<{ Greeting: typeof Counter }>, (m) => m.Greeting);
    const view = render(<part.Slot label="A" />);
    await act(async () => attempts[0]!.resolve({ Greeting: Counter as unknown as typeof Greeting }));
    fireEvent.click(screen.getByRole('button'));
    view.rerender(<part.Slot label="B" />);
    expect(screen.getByRole('button').textContent).toBe('B 1');
    expect(mounts).toBe(1);
  });
});
