/** Renders `LiveBoardView` over a real board store and a fake port, and waits for it to settle. */
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { createBoardStore } from '../../../src/model/board-store.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { LiveBoardView } from '../../../src/ui/LiveBoardView.tsx';
import { createFakePort, type FakePortData } from './fixtures.ts';

/** Options of {@link renderBoard}. */
export interface RenderBoardOptions extends FakePortData {
  signInUrl?: string | null;
  /** Leave the store loading (no `load()` call). */
  skipLoad?: boolean;
}

/** Builds port, bus and store, renders the view, runs `load()` inside act, and returns everything. */
export async function renderBoard(options: RenderBoardOptions = {}) {
  const port = createFakePort(options);
  const bus = createEventBus();
  const events: { name: string; detail: unknown }[] = [];
  bus.onAny((name, detail) => events.push({ name, detail }));
  const store = createBoardStore(port, bus);
  const onRetry = vi.fn();
  const view = render(<LiveBoardView store={store} bus={bus} signInUrl={options.signInUrl ?? null} onRetry={onRetry} />);
  if (!options.skipLoad) await act(() => store.load());
  return { ...view, port, bus, store, events, onRetry };
}

/** Lets pending promises (a page fetch started by a click) settle inside act. */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}
