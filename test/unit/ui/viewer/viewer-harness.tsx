/**
 * Renders `LiveBoardView` over the shared core of `../harness.tsx` (real stores and memory navigation over the fake
 * port), with a journey answered from a list of items and the viewer's extra services (download, likes) given by
 * the test. The board mounts the viewer itself (lazily, once an item opens; the part is preloaded for component
 * tests).
 */
import { vi } from 'vitest';

import { type Item } from '../../../../src/api/schemas/item.ts';
import { journeyGuard } from '../../../../src/api/schemas/item.ts';
import type { EventBus } from '../../../../src/model/event-bus.ts';
import type { ViewerPort } from '../../../../src/model/viewer-store.ts';
import { LiveBoardView } from '../../../../src/ui/LiveBoardView.tsx';
import { type ViewerServices, ViewerServicesContext } from '../../../../src/ui/viewer/viewer-services.ts';
import { parseAnswer } from '../../../answers.ts';
import type { FakePortData } from '../fixtures.ts';
import { createBoardServices, mountBoard } from '../harness.tsx';

export { afterPaint, settle } from '../harness.tsx';

/** A journey port over `items` (in journey order): the requested item with its neighbours, like the server. */
export function journeyOver(items: readonly Item[], count = items.length): ViewerPort['journey'] {
  return async (requested) => {
    const at = items.findIndex(
      (item) => item.id === requested || item.slug === requested || String(item.id) === requested,
    );
    if (at === -1) throw new Error(`item ${String(requested)} is not in this journey`);
    const positions = [at - 1, at, at + 1].filter((p) => p >= 0 && p < items.length);
    return parseAnswer(journeyGuard, {
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

/** The viewer's dialog in a rendered board. */
export const viewerDialog = (container: HTMLElement) =>
  container.querySelector<HTMLDialogElement>('dialog[part~="viewer"]')!;

/** Builds the board, renders it with the viewer, loads it and applies the location. */
export async function renderViewer(options: RenderViewerOptions = {}) {
  const core = createBoardServices(options);
  const { port, bus, store, viewer, navigation, location, journey, events } = core;
  const extras = typeof options.services === 'function' ? options.services(bus) : (options.services ?? null);
  const { view, stop } = await mountBoard(
    core,
    <ViewerServicesContext.Provider value={extras}>
      <LiveBoardView services={core.services} routerHooks={core.routerHooks} onRetry={() => {}} />
    </ViewerServicesContext.Provider>,
    'apart',
  );
  const dialog = () => viewerDialog(view.container);
  return { ...view, port, bus, store, viewer, navigation, location, journey, stop, events, dialog };
}

/** The board location as `path + search`. */
export const here = (location: { read(): { path: string; search: string } }) => {
  const { path, search } = location.read();
  return path + search;
};
