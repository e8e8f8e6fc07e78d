/**
 * Renders `LiveBoardView` like `../harness.tsx` (real stores and memory navigation over the fake port), with
 * a journey answered from a list of items and the viewer's extra services (download, likes) given by the test.
 * The board mounts the viewer itself (lazily, once an item opens; the part is preloaded for component tests).
 */
import { act, render } from '@testing-library/react';
import * as v from 'valibot';
import { vi } from 'vitest';

import { type Item, JourneySchema } from '../../../../src/api/schemas/item.ts';
import { createBoardNavigation } from '../../../../src/model/board-navigation.ts';
import { createBoardStore } from '../../../../src/model/board-store.ts';
import { createEventBus, type EventBus } from '../../../../src/model/event-bus.ts';
import { createLiveEventStore } from '../../../../src/model/live-event-store.ts';
import { outboundLink } from '../../../../src/model/outbound-link.ts';
import { createViewerStore, type ViewerPort } from '../../../../src/model/viewer-store.ts';
import { createMemoryLocation } from '../../../../src/router/location-source.ts';
import { boardRouterHooks } from '../../../../src/router/use-board-location.ts';
import { type BoardServices } from '../../../../src/ui/board-context.ts';
import { LiveBoardView } from '../../../../src/ui/LiveBoardView.tsx';
import { type ViewerServices, ViewerServicesContext } from '../../../../src/ui/viewer/viewer-services.ts';
import { createFakePort, type FakePortData } from '../fixtures.ts';

/** A journey port over `items` (in journey order): the requested item with its neighbours, like the server. */
export function journeyOver(items: readonly Item[], count = items.length): ViewerPort['journey'] {
  return async (requested) => {
    const at = items.findIndex(
      (item) => item.id === requested || item.slug === requested || String(item.id) === requested,
    );
    if (at === -1) throw new Error(`item ${String(requested)} is not in this journey`);
    const positions = [at - 1, at, at + 1].filter((p) => p >= 0 && p < items.length);
    return v.parse(JourneySchema, {
      items: positions.map((p) => items[p]),
      items_count: count,
      journey_index: at,
      next_item_index: at + 1 < items.length ? at + 1 : null,
      prev_item_index: at > 0 ? at - 1 : null,
    });
  };
}

/** Options of {@link renderViewer}. */
export interface RenderViewerOptions extends FakePortData {
  /** The board location in memory routing, e.g. '/acme-launch/home/item-2'. */
  location?: string;
  journey?: ViewerPort['journey'];
  /** The viewer's extra services (or a function of the board's bus); none by default. */
  services?: ViewerServices | ((bus: EventBus) => ViewerServices);
}

/**
 * happy-dom loads no frames and reports each refused frame on stderr; the viewer frames most items, so tests
 * that render it call this in `beforeEach` to keep the output readable.
 */
export function muteFrameLoadingReports(): void {
  const write = process.stderr.write.bind(process.stderr) as (...args: unknown[]) => boolean;
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) =>
    String(chunk).includes('Iframe page loading is disabled') ? true : write(chunk, ...rest),
  );
}

/** Lets pending promises settle inside act. */
export async function settle(rounds = 8) {
  await act(async () => {
    for (let i = 0; i < rounds; i += 1) await Promise.resolve();
  });
}

/** Builds the board, renders it with the viewer, loads it and applies the location. */
export async function renderViewer(options: RenderViewerOptions = {}) {
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
  const liveEvent = createLiveEventStore({ fetch: vi.fn(async () => null) });
  const outbound = (raw: string | null | undefined) =>
    outboundLink(raw, {
      allowAppendParams: false,
      boardParams: new URLSearchParams(location.read().search),
      presenterEmail: null,
      apiOrigin: 'https://api.example.com',
      pageOrigin: 'https://host.example.org',
    });
  const services: BoardServices = { store, bus, viewer, navigation, liveEvent, outbound };
  const extras = typeof options.services === 'function' ? options.services(bus) : (options.services ?? null);
  const view = render(
    <ViewerServicesContext.Provider value={extras}>
      <LiveBoardView services={services} routerHooks={routerHooks} onRetry={() => {}} />
    </ViewerServicesContext.Provider>,
  );
  const stop = navigation.start();
  await act(async () => {
    await store.load();
  });
  await act(async () => {
    navigation.sync();
  });
  await settle();
  const dialog = () => view.container.querySelector<HTMLDialogElement>('dialog[part~="viewer"]')!;
  return { ...view, port, bus, store, viewer, navigation, location, journey, stop, events, dialog };
}

/** The board location as `path + search`. */
export const here = (location: { read(): { path: string; search: string } }) => {
  const { path, search } = location.read();
  return path + search;
};
