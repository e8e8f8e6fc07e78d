import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { createLikeStore } from '../../../src/model/like-store.ts';
import { deferred } from '../deferred.ts';

const item = (id: number, liked = false) => ({ id, content_item_id: 1000 + id, liked_by_user: liked });

function setup(like: (subject: ReturnType<typeof item>) => Promise<void>) {
  const bus = createEventBus();
  const events: unknown[] = [];
  bus.on('like', (detail) => events.push(detail));
  const port = { like: vi.fn(like) };
  return { likes: createLikeStore(port, bus), port, events };
}

describe('like store', () => {
  it('starts from liked_by_user, given an item or an id with the flag', () => {
    const { likes } = setup(() => Promise.resolve());
    expect(likes.liked(item(1))).toBe(false);
    expect(likes.liked(item(2, true))).toBe(true);
    expect(likes.liked(3)).toBe(false);
    expect(likes.liked(3, true)).toBe(true);
  });

  it('marks the item liked at once, calls the server, and records the like only on success', async () => {
    const call = deferred<undefined>();
    const { likes, port, events } = setup(() => call.promise);
    const toggling = likes.toggle(item(1));
    expect(likes.liked(item(1))).toBe(true);
    expect(likes.liked(1)).toBe(true);
    expect(likes.pending(1)).toBe(true);
    expect(port.like).toHaveBeenCalledWith(item(1));
    expect(events).toEqual([]);
    call.resolve(undefined);
    await toggling;
    expect(likes.liked(item(1))).toBe(true);
    expect(likes.pending(1)).toBe(false);
    expect(events).toEqual([{ itemId: 1, contentItemId: 1001 }]);
  });

  it('rolls the mark back and flags the failure when the server refuses the like', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { likes, events } = setup(() => Promise.reject(new ApiError(404, 'not_found', 'no such item')));
    await likes.toggle(item(1));
    expect(likes.liked(item(1))).toBe(false);
    expect(likes.failed(1)).toBe(true);
    expect(events).toEqual([]);
    expect(warn).toHaveBeenCalled();
    likes.dismissFailure(1);
    expect(likes.failed(1)).toBe(false);
  });

  it('keeps the like when it could not be delivered yet: the queue keeps it for a later visit', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { likes, events } = setup(() => Promise.reject(new ApiError(503, 'http_error', 'unavailable')));
    await likes.toggle(item(1));
    expect(likes.liked(item(1))).toBe(true);
    expect(likes.failed(1)).toBe(false);
    expect(events).toEqual([{ itemId: 1, contentItemId: 1001 }]);
  });

  it('a cancelled call rolls back silently (only logged)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { likes } = setup(() => Promise.reject(new ApiError(0, 'aborted', 'aborted')));
    await likes.toggle(item(1));
    expect(likes.liked(item(1))).toBe(false);
    expect(likes.failed(1)).toBe(false);
    expect(info).toHaveBeenCalledWith('[live-board] like request cancelled');
  });

  it('trying again after a failure clears the flag and likes again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const { likes, events } = setup(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
    await likes.toggle(item(1));
    fail = false;
    const again = likes.toggle(item(1));
    expect(likes.failed(1)).toBe(false);
    await again;
    expect(likes.liked(item(1))).toBe(true);
    expect(events).toHaveLength(1);
  });

  it('ignores a second toggle while the first is in flight, and items already liked (no unlike call exists)', async () => {
    const call = deferred<undefined>();
    const { likes, port } = setup(() => call.promise);
    const first = likes.toggle(item(1));
    await likes.toggle(item(1));
    await likes.toggle(item(2, true));
    expect(port.like).toHaveBeenCalledTimes(1);
    call.resolve(undefined);
    await first;
  });

  it('keeps items apart', async () => {
    const { likes } = setup(() => Promise.resolve());
    await likes.toggle(item(1));
    expect(likes.liked(item(1))).toBe(true);
    expect(likes.liked(item(2))).toBe(false);
  });
});
