/** Renders `LiveBoardView` over a real board store and a fake port, and waits for it to settle. */
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';

import type { LiveEvent } from '../../../src/api/schemas/live-event.ts';
import { createBoardNavigation } from '../../../src/model/board-navigation.ts';
import { createBoardStore } from '../../../src/model/board-store.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { createGateStore } from '../../../src/model/gate-store.ts';
import { createLikeStore } from '../../../src/model/like-store.ts';
import { createLiveEventStore } from '../../../src/model/live-event-store.ts';
import { outboundLink } from '../../../src/model/outbound-link.ts';
import { createViewerStore, type ViewerPort } from '../../../src/model/viewer-store.ts';
import { createMemoryLocation } from '../../../src/router/location-source.ts';
import { boardRouterHooks } from '../../../src/router/use-board-location.ts';
import { LiveBoardView } from '../../../src/ui/LiveBoardView.tsx';
import { createFakePort, type FakePortData } from './fixtures.ts';

/** Options of {@link renderBoard}. */
export interface RenderBoardOptions extends FakePortData {
  signInUrl?: string | null;
  /** Leave the store loading (no `load()` call). */
  skipLoad?: boolean;
  /** The board location in memory routing, e.g. '/acme/guides'. */
  location?: string;
  journey?: ViewerPort['journey'];
  liveEvent?: LiveEvent | null;
}

/** Builds port, bus and store, renders the view, runs `load()` inside act, and returns everything. */
export async function renderBoard(options: RenderBoardOptions = {}) {
  const port = createFakePort(options);
  const bus = createEventBus();
  const events: { name: string; detail: unknown }[] = [];
  bus.onAny((name, detail) => events.push({ name, detail }));
  const store = createBoardStore(port, bus);
  const journey = vi.fn(options.journey ?? (() => Promise.reject(new Error('no journey in this test'))));
  const viewer = createViewerStore({ journey }, bus);
  const location = createMemoryLocation(options.location ?? '');
  const navigation = createBoardNavigation({ store, viewer, source: location, scheme: 'slug' });
  const liveEvent = createLiveEventStore({ fetch: vi.fn(async () => options.liveEvent ?? null) });
  const linkContext = () => ({
    allowAppendParams: false,
    boardParams: new URLSearchParams(location.read().search),
    presenterEmail: null,
    apiOrigin: 'https://api.example.com',
    pageOrigin: 'https://host.example.org',
  });
  const outbound = (raw: string | null | undefined) => outboundLink(raw, linkContext());
  const gate = createGateStore({
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
  const view = render(
    <LiveBoardView
      services={{ store, bus, viewer, navigation, liveEvent, outbound, linkContext, likes, gate }}
      routerHooks={boardRouterHooks(location)}
      signInUrl={options.signInUrl ?? null}
      onRetry={onRetry}
    />,
  );
  const stop = navigation.start();
  if (!options.skipLoad) {
    await act(async () => {
      await store.load();
      navigation.sync();
    });
  }
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
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}
