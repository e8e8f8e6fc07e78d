/**
 * The shared core of the UI harnesses: a real board store and its companions over a fake port
 * ({@link createBoardServices}), mounted and loaded inside act ({@link mountBoard}); and `renderBoard`, which
 * renders `LiveBoardView` over it with the locked-board lock and likes, and waits for it to settle.
 */
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

import type { LiveEvent } from '../../../src/api/schemas/live-event.ts';
import { createBoardNavigation } from '../../../src/model/board-navigation.ts';
import { createBoardStore } from '../../../src/model/board-store.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { createLikeStore } from '../../../src/model/like-store.ts';
import { createLiveEventStore } from '../../../src/model/live-event-store.ts';
import { createLockStore } from '../../../src/model/lock-store.ts';
import { outboundLink } from '../../../src/model/outbound-link.ts';
import { createViewerStore, type ViewerPort } from '../../../src/model/viewer-store.ts';
import { createMemoryLocation } from '../../../src/router/location-source.ts';
import { boardRouterHooks } from '../../../src/router/use-board-location.ts';
import { LiveBoardView, type PaintedScreenHold } from '../../../src/ui/LiveBoardView.tsx';
import { PdfEngineContext } from '../../../src/ui/renderers/pdf/pdf-engine-context.ts';
import type { BoardServices } from '../../../src/ui/shared/board-context.ts';
import { fakePdfEngine } from './fake-pdf-engine.ts';
import { createFakePort, type FakePortData } from './fixtures.ts';

/** Options of {@link createBoardServices}. */
export interface BoardServicesOptions extends FakePortData {
  /** The board location in memory routing, e.g. '/acme/guides'. */
  location?: string;
  journey?: ViewerPort['journey'];
  liveEvent?: LiveEvent | null;
  /** Where outbound links take the board's query parameters from: the memory location (default), or nowhere. */
  linkParams?: 'location' | 'none';
}

/**
 * Builds what every harness renders the board over: the fake port, the bus (each event recorded in `events`), the
 * board store, the viewer store on a `journey` mock, the memory location and its router hooks, the navigation, the
 * live event store and the outbound links; `services` holds the ones every board is given.
 */
export function createBoardServices(options: BoardServicesOptions = {}) {
  const port = createFakePort(options);
  const bus = createEventBus();
  const events: { name: string; detail: unknown }[] = [];
  bus.onAny((name, detail) => events.push({ name, detail }));
  const store = createBoardStore(port, bus);
  const journey = vi.fn(options.journey ?? (() => Promise.reject(new Error('no journey in this test'))));
  const viewer = createViewerStore({ journey }, bus);
  const location = createMemoryLocation(options.location ?? '');
  const navigation = createBoardNavigation({ store, viewer, source: location, scheme: 'slug' });
  const routerHooks = boardRouterHooks(location);
  const liveEvent = createLiveEventStore({ fetch: vi.fn(async () => options.liveEvent ?? null) });
  const linkParams = options.linkParams ?? 'location';
  const linkContext = () => ({
    allowAppendParams: false,
    boardParams: linkParams === 'location' ? new URLSearchParams(location.read().search) : new URLSearchParams(),
    presenterEmail: null,
    apiOrigin: 'https://api.example.com',
    pageOrigin: 'https://host.example.org',
  });
  const outbound = (raw: string | null | undefined) => outboundLink(raw, linkContext());
  const services: BoardServices = { store, bus, viewer, navigation, liveEvent, outbound };
  return {
    port,
    bus,
    events,
    store,
    journey,
    viewer,
    location,
    navigation,
    routerHooks,
    liveEvent,
    linkContext,
    outbound,
    services,
    /** Draws the board's PDFs (see {@link mountBoard}). */
    pdf: fakePdfEngine(),
  };
}

/** What {@link createBoardServices} builds. */
export type BoardCore = ReturnType<typeof createBoardServices>;

/**
 * Renders `tree` (the board over `core`), starts the navigation and loads the board inside act: `'together'` runs
 * `load()` and the location sync in one act; `'apart'` runs them in two, then {@link settle}s; `'none'` leaves the
 * store loading. Returns the render result and the navigation's stop.
 */
export async function mountBoard(core: BoardCore, tree: ReactNode, load: 'together' | 'apart' | 'none') {
  // PDFs are drawn by a stand-in: happy-dom has no canvas or worker for pdf.js.
  const view = render(<PdfEngineContext.Provider value={core.pdf}>{tree}</PdfEngineContext.Provider>);
  const stop = core.navigation.start();
  if (load === 'together') {
    await act(async () => {
      await core.store.load();
      core.navigation.sync();
    });
  } else if (load === 'apart') {
    await act(async () => {
      await core.store.load();
    });
    await act(async () => {
      core.navigation.sync();
    });
    await settle();
  }
  return { view, stop };
}

/** Options of {@link renderBoard}. */
export interface RenderBoardOptions extends Omit<BoardServicesOptions, 'linkParams'> {
  signInUrl?: string | null;
  /** Leave the store loading (no `load()` call). */
  skipLoad?: boolean;
  /** A painted first screen the view takes over. */
  paintedScreen?: PaintedScreenHold;
}

/** Builds port, bus and store, renders the view, runs `load()` inside act, and returns everything. */
export async function renderBoard(options: RenderBoardOptions = {}) {
  const core = createBoardServices(options);
  const { port, bus, store, viewer, navigation, liveEvent, location, journey, events, linkContext } = core;
  const lock = createLockStore({
    port: {
      submitPassword: vi.fn(async () => ({})),
      requestCode: vi.fn(async () => ({})),
      confirmCode: vi.fn(async () => ({})),
      requestAccess: vi.fn(async () => undefined),
    },
    onUnlocked: () => store.load(),
  });
  const like = vi.fn(async () => undefined);
  const likes = createLikeStore({ like }, bus);
  const onRetry = vi.fn();
  const { view, stop } = await mountBoard(
    core,
    <LiveBoardView
      services={{ ...core.services, linkContext, likes, lock }}
      routerHooks={core.routerHooks}
      signInUrl={options.signInUrl ?? null}
      onRetry={onRetry}
      paintedScreen={options.paintedScreen ?? null}
    />,
    options.skipLoad ? 'none' : 'together',
  );
  return {
    ...view,
    port,
    bus,
    store,
    viewer,
    navigation,
    liveEvent,
    likes,
    like,
    location,
    journey,
    stop,
    events,
    onRetry,
  };
}

/** Lets pending promises (a page fetch started by a click) settle inside act. */
/**
 * Runs what an input asked the board to do after the next paint (`afterNextPaint`: a click on a tile or a
 * category, Escape in the viewer): the next frame, then a task.
 */
export async function afterPaint() {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

export async function settle(rounds = 8) {
  await act(async () => {
    for (let i = 0; i < rounds; i += 1) await Promise.resolve();
  });
}
