import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import { type Journey } from '../../../src/api/schemas/item.ts';
import { journeyGuard } from '../../../src/api/schemas/item.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { acceptJourney, createViewerStore, INACTIVE } from '../../../src/model/viewer-store.ts';
import { parseAnswer } from '../../answers.ts';
import { item } from './fixtures.ts';

const journey = (ids: number[], at: number, count = ids.length): Journey =>
  parseAnswer(journeyGuard, {
    items: ids.map((id) => item(id)),
    items_count: count,
    journey_index: at,
    prev_item_index: ids[0] !== undefined && at > 0 ? at - 1 : null,
    next_item_index: at < count - 1 ? at + 1 : null,
  });

function setup(answer: (requested: number | string) => Promise<Journey>) {
  const bus = createEventBus();
  const events: [string, unknown][] = [];
  bus.onAny((name, detail) => events.push([name, detail]));
  const port = { journey: vi.fn((requested: number | string) => answer(requested)) };
  return { viewer: createViewerStore(port, bus), port, events };
}

describe('viewer store', () => {
  it('is inactive at first', () => {
    const { viewer } = setup(() => Promise.reject(new Error('unused')));
    expect(viewer.state.value.status).toBe('inactive');
    expect(viewer.isOpen.value).toBe(false);
  });

  it('fetching a journey item makes it active and fetching, then holds item, index, category, count and map', async () => {
    let resolve!: (j: Journey) => void;
    const { viewer, events } = setup(() => new Promise((r) => (resolve = r)));
    const opening = viewer.open(2, { categoryId: 21, search: '' }, { landing: true });
    expect(viewer.state.value).toMatchObject({ status: 'fetching', requested: 2, landing: true });
    expect(viewer.isOpen.value).toBe(true);
    resolve(journey([1, 2, 3], 1, 10));
    await opening;
    expect(viewer.state.value).toMatchObject({
      status: 'active',
      currentItemId: 2,
      index: 1,
      count: 10,
      prevItemId: 1,
      nextItemId: 3,
      scope: { categoryId: 21, search: '' },
    });
    expect(Object.keys(viewer.state.value.items)).toEqual(['1', '2', '3']);
    expect(viewer.current.value?.id).toBe(2);
    expect(events).toEqual([
      ['item-opened', { itemId: 2, itemSlug: 'item-2', contentItemId: 1002, categoryId: 21, itemType: 'pdf' }],
    ]);
  });

  it('stepping to the next item closes the previous one and opens the next, keeping the viewer open', async () => {
    const { viewer, events } = setup(async (requested) =>
      requested === 2 ? journey([1, 2, 3], 1) : journey([2, 3], 2, 3),
    );
    await viewer.open(2, { categoryId: null, search: '' });
    const open = viewer.open(3, { categoryId: null, search: '' });
    expect(viewer.state.value.status).toBe('fetching');
    expect(viewer.state.value.currentItemId).toBe(2);
    await open;
    expect(viewer.state.value).toMatchObject({ currentItemId: 3, nextItemId: null, prevItemId: 2 });
    expect(events.map(([name, d]) => `${name}:${(d as { itemId: number }).itemId}`)).toEqual([
      'item-opened:2',
      'item-closed:2',
      'item-opened:3',
    ]);
  });

  it('finds the requested item by slug', async () => {
    const { viewer } = setup(async () => journey([4, 5], 1));
    await viewer.open('item-5', { categoryId: null, search: '' });
    expect(viewer.current.value?.id).toBe(5);
  });

  it('re-opening the item already shown does not fetch again', async () => {
    const { viewer, port } = setup(async () => journey([1, 2], 0));
    await viewer.open(1, { categoryId: null, search: '' });
    await viewer.open(1, { categoryId: null, search: '' });
    expect(port.journey).toHaveBeenCalledOnce();
  });

  it('closing resets and emits item-closed', async () => {
    const { viewer, events } = setup(async () => journey([1], 0));
    await viewer.open(1, { categoryId: null, search: '' });
    viewer.close();
    expect(viewer.state.value.status).toBe('inactive');
    expect(viewer.current.value).toBeNull();
    expect(events.at(-1)?.[0]).toBe('item-closed');
    viewer.close();
    expect(events.filter(([name]) => name === 'item-closed')).toHaveLength(1);
  });

  it('a failed journey shows an error state and reports it', async () => {
    const { viewer, events } = setup(() => Promise.reject(new ApiError(404, 'not_found', 'no item')));
    await viewer.open(99, { categoryId: null, search: '' });
    // Gone for good: asking again would fail the same way.
    expect(viewer.state.value).toMatchObject({ status: 'error', errorCode: 'not_found', retryable: false });
    expect(events).toContainEqual(['board-error', { code: 'item_load_failed', message: 'no item', status: 404 }]);
  });

  it.each([
    [0, 'network_error'],
    [503, 'service_unavailable'],
    [429, 'rate_limited'],
  ])('a journey that failed with %i (%s) may be tried again', async (status, code) => {
    const { viewer } = setup(() => Promise.reject(new ApiError(status, code, 'failed')));
    await viewer.open(99, { categoryId: null, search: '' });
    expect(viewer.state.value).toMatchObject({ status: 'error', errorCode: code, retryable: true });
  });

  it('a journey that does not contain the item is an error, not a crash', () => {
    const state = acceptJourney({ ...INACTIVE, status: 'fetching', requested: 7 }, journey([1, 2], 0), 7);
    expect(state).toMatchObject({ status: 'error', errorCode: 'not_in_journey', retryable: false });
  });

  it('closing while a journey loads cancels it quietly', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const bus = createEventBus();
    const viewer = createViewerStore(
      {
        journey: (_item, _scope, signal) =>
          new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(new ApiError(0, 'aborted', 'cancelled'))),
          ),
      },
      bus,
    );
    const opening = viewer.open(1, { categoryId: null, search: '' });
    viewer.close();
    await opening;
    expect(viewer.state.value.status).toBe('inactive');
    expect(info).toHaveBeenCalled();
  });
});
