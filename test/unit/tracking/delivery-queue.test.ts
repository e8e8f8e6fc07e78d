import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import {
  createDeliveryQueue,
  type DeliveryQueue,
  type DeliveryQueueOptions,
  OUTBOX_LEASE_MS,
} from '../../../src/tracking/delivery-queue.ts';
import { parseOutbox } from '../../../src/tracking/outbox-storage.ts';
import { attachPageLifecycle } from '../../../src/tracking/page-lifecycle.ts';
import { isTrackingDisabled, TrackingDisabledError } from '../../../src/tracking/tracking-disabled.ts';
import type { OutboxStorage, TrackedEvent } from '../../../src/tracking/types.ts';
import { createManualClock } from './manual-clock.ts';

const START = 1_750_000_000_000;

/** A clock whose timers fire only when the test advances it (the shared manual clock). */
const fakeClock = (start = START) => createManualClock(start);

/** Storage over one string, counting writes. */
function memoryStorage(initial: string | null = null) {
  const storage = {
    value: initial,
    writes: 0,
    read: () => storage.value,
    write(value: string) {
      storage.writes++;
      storage.value = value;
    },
    clear() {
      storage.value = null;
    },
    ids: () => parseOutbox(storage.value).map((record) => record.event.id),
  };
  return storage satisfies OutboxStorage;
}

interface Call {
  readonly event: TrackedEvent;
  readonly keepalive: boolean;
  readonly signal: AbortSignal | undefined;
  resolve(): void;
  reject(error: unknown): void;
}

/** A sender whose requests the test answers one by one. */
function fakeSender() {
  const calls: Call[] = [];
  const send = vi.fn((event: TrackedEvent, options: { keepalive: boolean; signal?: AbortSignal }) => {
    return new Promise<void>((resolve, reject) => {
      calls.push({ event, keepalive: options.keepalive, signal: options.signal, resolve, reject });
    });
  });
  return {
    send,
    calls,
    ids: () => calls.map((call) => call.event.id),
    last: () => calls[calls.length - 1]!,
    call: (id: string) => {
      const found = [...calls].reverse().find((call) => call.event.id === id);
      if (!found) throw new Error(`${id} was not sent`);
      return found;
    },
  };
}

function event(id: string, overrides: Partial<TrackedEvent> & { size?: number } = {}): TrackedEvent {
  const { size, ...rest } = overrides;
  return {
    id,
    name: `event-${id}`,
    request: {
      method: 'POST',
      path: '/live_board/v1/tracking',
      body: size === undefined ? { id } : { pad: 'x'.repeat(size - 10) },
      analytics: false,
    },
    createdAt: START,
    ...rest,
  };
}

/** Lets pending promise callbacks and microtasks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const networkError = () => new ApiError(0, 'network_error', 'Failed to fetch');
const serverError = (status = 500) => new ApiError(status, 'http_error', `HTTP ${status}`);
const throttled = (status: number, retryAfterMs: number) =>
  Object.assign(new ApiError(status, 'http_error', `HTTP ${status}`), { retryAfterMs });

function setup(overrides: Partial<DeliveryQueueOptions> = {}) {
  const clock = fakeClock();
  const storage = memoryStorage();
  const sender = fakeSender();
  const queue = createDeliveryQueue({
    send: sender.send,
    storage,
    consent: 'granted',
    ready: true,
    clock,
    random: () => 1,
    isOnline: () => true,
    backoff: { baseMs: 1000, maxMs: 8000 },
    ...overrides,
  });
  return { clock, storage, sender, queue };
}

describe('delivery queue: order and concurrency', () => {
  it('starts events in creation order with at most `concurrency` requests in flight', async () => {
    const { queue, sender } = setup({ concurrency: 2 });
    const done = ['a', 'b', 'c', 'd', 'e'].map((id) => queue.enqueue(event(id)));
    expect(sender.ids()).toEqual(['a', 'b']);
    sender.call('b').resolve();
    await settle();
    expect(sender.ids()).toEqual(['a', 'b', 'c']);
    sender.call('a').resolve();
    sender.call('c').resolve();
    await settle();
    expect(sender.ids()).toEqual(['a', 'b', 'c', 'd', 'e']);
    sender.call('d').resolve();
    sender.call('e').resolve();
    await expect(Promise.all(done)).resolves.toBeDefined();
    expect(queue.pending()).toBe(0);
  });

  it('sends an event created earlier before one created later, whatever order they were given in', () => {
    const { queue, sender } = setup({ ready: false });
    void queue.enqueue(event('late', { createdAt: START + 10 }));
    void queue.enqueue(event('early', { createdAt: START + 1 }));
    queue.setReady(true);
    expect(sender.ids()).toEqual(['early', 'late']);
  });

  it('holds an event with `after` until that event is delivered, letting unrelated events go ahead', async () => {
    const { queue, sender } = setup();
    void queue.enqueue(event('identity'));
    const cta = queue.enqueue(event('cta', { after: 'identity' }));
    void queue.enqueue(event('view'));
    expect(sender.ids()).toEqual(['identity', 'view']);
    sender.call('identity').resolve();
    await settle();
    expect(sender.ids()).toEqual(['identity', 'view', 'cta']);
    sender.call('cta').resolve();
    await expect(cta).resolves.toBeUndefined();
  });

  it('still sends the dependant when its `after` event is dropped', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue, sender } = setup();
    const identity = queue.enqueue(event('identity'));
    void queue.enqueue(event('cta', { after: 'identity' }));
    sender.call('identity').reject(new ApiError(422, 'invalid', 'bad email'));
    await expect(identity).rejects.toMatchObject({ status: 422 });
    expect(sender.ids()).toEqual(['identity', 'cta']);
  });

  it('sends an event whose `after` event it does not hold (delivered earlier or never given)', () => {
    const { queue, sender } = setup();
    void queue.enqueue(event('cta', { after: 'unknown' }));
    expect(sender.ids()).toEqual(['cta']);
  });
});

describe('delivery queue: retries', () => {
  it('retries a network error with exponential backoff, keeping the event and its id', async () => {
    const { queue, sender, clock } = setup();
    const done = queue.enqueue(event('a'));
    const waits = [1000, 2000, 4000, 8000, 8000];
    for (const [index, wait] of waits.entries()) {
      sender.last().reject(networkError());
      await settle();
      clock.advance(wait - 1);
      expect(sender.calls).toHaveLength(index + 1);
      clock.advance(1);
      expect(sender.calls).toHaveLength(index + 2);
      expect(sender.last().event).toBe(sender.calls[0]!.event);
    }
    expect(sender.calls).toHaveLength(6);
    expect(new Set(sender.ids())).toEqual(new Set(['a']));
    sender.last().resolve();
    await expect(done).resolves.toBeUndefined();
  });

  it('adds jitter to the wait: between half and the whole backoff step', async () => {
    const { queue, sender, clock } = setup({ random: () => 0 });
    void queue.enqueue(event('a'));
    sender.last().reject(networkError());
    await settle();
    clock.advance(499);
    expect(sender.calls).toHaveLength(1);
    clock.advance(1);
    expect(sender.calls).toHaveLength(2);
  });

  it('retries a 5xx for that event only while later events go on', async () => {
    const { queue, sender, clock } = setup({ concurrency: 1 });
    void queue.enqueue(event('a'));
    void queue.enqueue(event('b'));
    sender.call('a').reject(serverError(502));
    await settle();
    expect(sender.ids()).toEqual(['a', 'b']);
    sender.call('b').resolve();
    await settle();
    clock.advance(1000);
    expect(sender.ids()).toEqual(['a', 'b', 'a']);
  });

  it('honours Retry-After on a 429 and pauses the whole queue meanwhile', async () => {
    const { queue, sender, clock } = setup({ concurrency: 1 });
    void queue.enqueue(event('a'));
    void queue.enqueue(event('b'));
    sender.call('a').reject(throttled(429, 5000));
    await settle();
    expect(sender.ids()).toEqual(['a']);
    clock.advance(4999);
    void queue.enqueue(event('c'));
    expect(sender.ids()).toEqual(['a']);
    clock.advance(1);
    expect(sender.ids()).toEqual(['a', 'a']);
  });

  it('honours Retry-After on a 503', async () => {
    const { queue, sender, clock } = setup();
    void queue.enqueue(event('a'));
    sender.last().reject(throttled(503, 30_000));
    await settle();
    clock.advance(29_999);
    expect(sender.calls).toHaveLength(1);
    clock.advance(1);
    expect(sender.calls).toHaveLength(2);
  });

  it('drops an event the server refuses with a 422, with a warning, and forgets it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue, sender, clock, storage } = setup();
    const done = queue.enqueue(event('a'));
    await settle();
    expect(storage.ids()).toEqual(['a']);
    sender.last().reject(new ApiError(422, 'invalid', 'bad payload'));
    await expect(done).rejects.toMatchObject({ status: 422 });
    await settle();
    clock.advance(60_000);
    expect(sender.calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('event-a dropped'), expect.any(ApiError));
    expect(storage.ids()).toEqual([]);
    expect(queue.pending()).toBe(0);
  });

  it('keeps an event for the next visit once its attempts are used up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue, sender, clock, storage } = setup({ maxAttempts: 3 });
    const done = queue.enqueue(event('a'));
    sender.last().reject(serverError());
    await settle();
    clock.advance(1000);
    sender.last().reject(serverError());
    await settle();
    clock.advance(2000);
    sender.last().reject(serverError());
    await expect(done).rejects.toMatchObject({ status: 500 });
    await settle();
    clock.advance(60_000);
    expect(sender.calls).toHaveLength(3);
    expect(queue.pending()).toBe(0);
    expect(parseOutbox(storage.value)).toMatchObject([{ event: { id: 'a' }, attempts: 2 }]);
    expect(queue.restore()).toBe(0);
  });

  it('does not count failures while offline, and retries at once when the browser is back online', async () => {
    let online = false;
    const { queue, sender, clock, storage } = setup({ maxAttempts: 2, isOnline: () => online });
    const done = queue.enqueue(event('a'));
    void queue.enqueue(event('b'));
    sender.call('a').reject(networkError());
    sender.call('b').reject(networkError());
    await settle();
    clock.advance(1000);
    sender.call('a').reject(networkError());
    sender.call('b').reject(networkError());
    await settle();
    expect(sender.calls).toHaveLength(4);
    expect(parseOutbox(storage.value).map((record) => record.attempts)).toEqual([0, 0]);
    online = true;
    queue.retryNow();
    expect(sender.ids()).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    sender.call('a').resolve();
    await expect(done).resolves.toBeUndefined();
  });

  it('drops an event that needs its `after` event when the server refuses that one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue, sender, storage } = setup();
    const like = queue.enqueue(event('like'));
    const recorded = queue.enqueue(event('recorded', { after: 'like', needsAfter: true }));
    const unrelated = queue.enqueue(event('other', { after: 'like' }));
    expect(sender.ids()).toEqual(['like']);
    sender.call('like').reject(new ApiError(404, 'not_found', 'no such item'));
    await expect(like).rejects.toMatchObject({ status: 404 });
    await expect(recorded).rejects.toMatchObject({ status: 404 });
    // An event that only follows (without needing) still goes.
    expect(sender.ids()).toEqual(['like', 'other']);
    sender.call('other').resolve();
    await unrelated;
    await settle();
    expect(storage.value).toBeNull();
  });

  it('retries an event and its dependant through 5xx answers, each under its own id, until delivered', async () => {
    const { queue, sender, clock } = setup();
    const like = queue.enqueue(event('like'));
    const recorded = queue.enqueue(event('recorded', { after: 'like', needsAfter: true }));
    sender.call('like').reject(serverError(503));
    await settle();
    clock.advance(1000);
    sender.call('like').reject(serverError(500));
    await settle();
    clock.advance(2000);
    sender.call('like').resolve();
    await like;
    sender.call('recorded').resolve();
    await recorded;
    expect(sender.ids()).toEqual(['like', 'like', 'like', 'recorded']);
  });
});

describe('delivery queue: the visitor’s submissions', () => {
  const submission = (id: string, rest: Partial<TrackedEvent> = {}) => event(id, { submission: true, ...rest });

  it('says while a submission waits for the network, then counts its late delivery', async () => {
    let online = false;
    const statuses: unknown[] = [];
    const { queue, sender } = setup({ isOnline: () => online, onSubmissions: (status) => statuses.push(status) });
    void queue.enqueue(event('view'));
    expect(queue.submissions()).toEqual({ held: 0, offline: false, deliveredLate: 0 });
    const identity = queue.enqueue(submission('identity'));
    const cta = queue.enqueue(submission('cta', { after: 'identity' }));
    expect(queue.submissions()).toEqual({ held: 2, offline: false, deliveredLate: 0 });
    sender.call('identity').reject(networkError());
    sender.call('view').reject(networkError());
    await settle();
    expect(queue.submissions()).toEqual({ held: 2, offline: true, deliveredLate: 0 });
    online = true;
    queue.retryNow();
    // Still waiting on the network until an attempt gets through: no flicker while it is retried.
    expect(queue.submissions().offline).toBe(true);
    sender.call('identity').resolve();
    await identity;
    sender.call('cta').resolve();
    await cta;
    await settle();
    expect(queue.submissions()).toEqual({ held: 0, offline: false, deliveredLate: 2 });
    expect(statuses).toEqual([
      { held: 1, offline: false, deliveredLate: 0 },
      { held: 2, offline: false, deliveredLate: 0 },
      { held: 2, offline: true, deliveredLate: 0 },
      // A delivery says the network is back, though another event's retry is still in flight.
      { held: 1, offline: false, deliveredLate: 1 },
      { held: 0, offline: false, deliveredLate: 2 },
    ]);
  });

  it('counts a delivery on time as not late', async () => {
    const { queue, sender } = setup();
    const done = queue.enqueue(submission('a'));
    sender.call('a').resolve();
    await done;
    expect(queue.submissions()).toEqual({ held: 0, offline: false, deliveredLate: 0 });
  });

  it('never gives up on a submission while the page lives, though other events are left for the next visit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue, sender, clock } = setup({ maxAttempts: 2 });
    const other = queue.enqueue(event('other'));
    const mine = queue.enqueue(submission('mine'));
    for (let round = 0; round < 4; round++) {
      for (const id of ['other', 'mine']) {
        const call = sender.calls.filter((c) => c.event.id === id)[round];
        call?.reject(networkError());
      }
      await settle();
      clock.advance(8000);
    }
    await expect(other).rejects.toMatchObject({ status: 0 });
    expect(sender.calls.filter((c) => c.event.id === 'other')).toHaveLength(2);
    expect(sender.calls.filter((c) => c.event.id === 'mine').length).toBeGreaterThan(3);
    expect(queue.submissions()).toMatchObject({ held: 1, offline: true });
    sender.last().resolve();
    await expect(mine).resolves.toBeUndefined();
  });

  it('takes a stored submission over on the next page, keeps its id, and counts its delivery as late', async () => {
    const first = setup();
    void first.queue.enqueue(submission('s'));
    first.sender.call('s').reject(networkError());
    await settle();
    first.queue.flush();
    first.queue.dispose();
    expect(parseOutbox(first.storage.value)[0]!.event).toMatchObject({ id: 's', submission: true });

    const next = setup({ storage: first.storage });
    expect(next.queue.restore()).toBe(1);
    expect(next.queue.submissions()).toMatchObject({ held: 1 });
    next.sender.call('s').resolve();
    await settle();
    expect(next.queue.submissions()).toEqual({ held: 0, offline: false, deliveredLate: 1 });
    expect(first.storage.value).toBeNull();
  });
});

describe('delivery queue: nothing doubled', () => {
  it('holds the same id once when it is enqueued twice, and settles both callers', async () => {
    const { queue, sender, storage } = setup({ ready: false });
    const first = queue.enqueue(event('a'));
    const second = queue.enqueue(event('a'));
    expect(queue.pending()).toBe(1);
    await settle();
    expect(storage.ids()).toEqual(['a']);
    queue.setReady(true);
    expect(sender.ids()).toEqual(['a']);
    void queue.enqueue(event('a'));
    expect(sender.ids()).toEqual(['a']);
    sender.last().resolve();
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('does not send an event again that it already delivered', async () => {
    const { queue, sender } = setup();
    const first = queue.enqueue(event('a'));
    sender.last().resolve();
    await first;
    await expect(queue.enqueue(event('a'))).resolves.toBeUndefined();
    expect(sender.calls).toHaveLength(1);
  });
});

describe('delivery queue: persistence', () => {
  it('stores unsent events while consent is granted and removes them once delivered', async () => {
    const { queue, sender, storage } = setup();
    void queue.enqueue(event('a'));
    void queue.enqueue(event('b'));
    await settle();
    expect(JSON.parse(storage.value!)).toMatchObject({ v: 1 });
    expect(storage.ids()).toEqual(['a', 'b']);
    sender.call('a').resolve();
    await settle();
    expect(storage.ids()).toEqual(['b']);
    sender.call('b').resolve();
    await settle();
    expect(storage.value).toBeNull();
  });

  it('writes once per burst of events', async () => {
    const { queue, storage } = setup({ ready: false });
    for (const id of ['a', 'b', 'c', 'd']) void queue.enqueue(event(id));
    await settle();
    expect(storage.writes).toBe(1);
  });

  it('lets a later page restore unsent events and send them first, with the same ids', async () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    const closed = createDeliveryQueue({ send: fakeSender().send, storage, consent: 'granted', clock });
    void closed.enqueue(event('a', { createdAt: START - 20, after: undefined }));
    void closed.enqueue(event('b', { createdAt: START - 10, after: 'a' }));
    await settle();
    closed.flush(); // pagehide while not ready: nothing sent, everything kept

    const sender = fakeSender();
    const next = createDeliveryQueue({ send: sender.send, storage, consent: 'granted', clock });
    void next.enqueue(event('c'));
    expect(next.restore()).toBe(2);
    next.setReady(true);
    expect(sender.ids()).toEqual(['a', 'c']);
    expect(sender.calls[0]!.event).toEqual(event('a', { createdAt: START - 20 }));
    sender.call('a').resolve();
    await settle();
    expect(sender.ids()).toEqual(['a', 'c', 'b']);
    sender.call('b').resolve();
    sender.call('c').resolve();
    await settle();
    expect(storage.value).toBeNull();
  });

  it('carries the attempts already used over to the next page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue, sender, storage, clock } = setup({ maxAttempts: 2 });
    void queue.enqueue(event('a'));
    sender.last().reject(serverError());
    await settle();
    queue.dispose();
    expect(parseOutbox(storage.value)).toMatchObject([{ attempts: 1 }]);

    const next = fakeSender();
    const again = createDeliveryQueue({
      send: next.send,
      storage,
      consent: 'granted',
      ready: true,
      clock,
      maxAttempts: 2,
    });
    again.restore();
    next.last().reject(serverError());
    await settle();
    expect(again.pending()).toBe(0);
    expect(sender.calls).toHaveLength(1);
  });

  it('leaves a live tab its stored events and takes them over once its lease lapses', async () => {
    const storage = memoryStorage();
    // Each tab has its own timers; the first tab's never fire, as if it was closed without pagehide.
    const firstClock = fakeClock();
    const first = createDeliveryQueue({ send: fakeSender().send, storage, consent: 'granted', clock: firstClock });
    void first.enqueue(event('a'));
    await settle();

    const clock = fakeClock();
    const sender = fakeSender();
    const second = createDeliveryQueue({ send: sender.send, storage, consent: 'granted', ready: true, clock });
    expect(second.restore()).toBe(0);
    expect(sender.calls).toHaveLength(0);
    expect(storage.ids()).toEqual(['a']);
    clock.advance(OUTBOX_LEASE_MS - 1);
    expect(sender.calls).toHaveLength(0);
    clock.advance(2);
    expect(sender.ids()).toEqual(['a']);
    expect(parseOutbox(storage.value)[0]!.leaseUntil).toBeGreaterThan(clock.now());
  });

  it('does not lose another tab’s stored events when it writes its own', async () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    const tabA = createDeliveryQueue({ send: fakeSender().send, storage, consent: 'granted', clock });
    const tabB = createDeliveryQueue({ send: fakeSender().send, storage, consent: 'granted', clock });
    void tabA.enqueue(event('a'));
    await settle();
    void tabB.enqueue(event('b'));
    await settle();
    expect(storage.ids().sort()).toEqual(['a', 'b']);
  });

  it('keeps renewing its claim while it holds events, so another tab does not send them too', async () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    const first = createDeliveryQueue({ send: fakeSender().send, storage, consent: 'granted', clock });
    void first.enqueue(event('a'));
    await settle();
    const sender = fakeSender();
    const second = createDeliveryQueue({ send: sender.send, storage, consent: 'granted', ready: true, clock });
    second.restore();
    clock.advance(5 * OUTBOX_LEASE_MS);
    expect(sender.calls).toHaveLength(0);
  });

  it('flushes within the 64 KiB keepalive budget and keeps the rest stored for the next visit', async () => {
    const { queue, sender, storage, clock } = setup({ concurrency: 1 });
    const sizes = Array.from({ length: 10 }, () => 10_000);
    sizes.forEach((size, index) => void queue.enqueue(event(`e${index}`, { size, createdAt: START + index })));
    expect(sender.ids()).toEqual(['e0']);
    expect(sender.last().keepalive).toBe(true);

    expect(queue.flush()).toBe(5);
    expect(sender.ids()).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5']);
    expect(sender.calls.every((call) => call.keepalive)).toBe(true);
    const inFlight = sender.calls.reduce((sum, call) => sum + JSON.stringify(call.event.request.body).length, 0);
    expect(inFlight).toBeLessThanOrEqual(64 * 1024);
    const stored = parseOutbox(storage.value);
    expect(stored.map((record) => record.event.id)).toEqual(sizes.map((_, index) => `e${index}`));
    // Released, so the next page takes them over at once.
    expect(stored.every((record) => record.leaseUntil <= clock.now())).toBe(true);

    const next = fakeSender();
    const page = createDeliveryQueue({ send: next.send, storage, consent: 'granted', ready: true, clock: fakeClock() });
    expect(page.restore()).toBe(10);
  });

  it('leaves its events free for the next page after a flush, even when a write follows it', async () => {
    const { queue, storage, clock } = setup({ ready: false });
    void queue.enqueue(event('a'));
    queue.flush();
    void queue.enqueue(event('b'));
    await settle();
    expect(parseOutbox(storage.value).map((record) => record.leaseUntil <= clock.now())).toEqual([true, true]);
    queue.restore();
    expect(parseOutbox(storage.value).every((record) => record.leaseUntil > clock.now())).toBe(true);
  });

  it('sends an event too large for the keepalive budget without keepalive', () => {
    const { queue, sender } = setup({ keepaliveBudgetBytes: 1000 });
    void queue.enqueue(event('small', { size: 600 }));
    void queue.enqueue(event('big', { size: 2000 }));
    void queue.enqueue(event('next', { size: 600 }));
    expect(sender.calls.map((call) => [call.event.id, call.keepalive])).toEqual([
      ['small', true],
      ['big', false],
      ['next', false],
    ]);
  });

  it('does not flush an event ahead of the event it must follow', () => {
    const { queue, sender } = setup({ concurrency: 1 });
    void queue.enqueue(event('identity'));
    void queue.enqueue(event('cta', { after: 'identity' }));
    void queue.enqueue(event('view'));
    queue.flush();
    expect(sender.ids()).toEqual(['identity', 'view']);
  });

  it('keeps stored events when disposed, and rejects callers still waiting', async () => {
    const { queue, sender, storage } = setup({ ready: false });
    const waiting = queue.enqueue(event('a'));
    await settle();
    queue.dispose();
    await expect(waiting).rejects.toBeInstanceOf(TrackingDisabledError);
    expect(storage.ids()).toEqual(['a']);
    queue.setReady(true);
    expect(sender.calls).toHaveLength(0);
    await expect(queue.enqueue(event('b'))).rejects.toMatchObject({ reason: 'disposed' });
  });

  it('forgets stored events older than a week instead of sending them', () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    const old = createDeliveryQueue({ send: fakeSender().send, storage, consent: 'granted', clock });
    void old.enqueue(event('ancient', { createdAt: START - 8 * 24 * 60 * 60_000 }));
    old.flush();
    const sender = fakeSender();
    const page = createDeliveryQueue({ send: sender.send, storage, consent: 'granted', ready: true, clock });
    expect(page.restore()).toBe(0);
    expect(storage.value).toBeNull();
  });
});

describe('delivery queue: consent, "Do not track me" and readiness', () => {
  it('holds events in memory only while consent is pending, then sends and stores them when granted', async () => {
    const { queue, sender, storage } = setup({ consent: 'pending', concurrency: 1 });
    const done = queue.enqueue(event('a'));
    void queue.enqueue(event('b'));
    await settle();
    queue.flush();
    expect(sender.calls).toHaveLength(0);
    expect(storage.writes).toBe(0);
    expect(storage.value).toBeNull();
    queue.setConsent('granted');
    expect(sender.ids()).toEqual(['a']);
    expect(storage.ids()).toEqual(['a', 'b']);
    sender.last().resolve();
    await expect(done).resolves.toBeUndefined();
  });

  it('discards everything, clears storage and refuses new events when consent is denied', async () => {
    const { queue, sender, storage } = setup({ concurrency: 1 });
    const inFlight = queue.enqueue(event('a'));
    const waiting = queue.enqueue(event('b'));
    await settle();
    const otherTab = { event: event('other-tab'), attempts: 0, owner: 'x', leaseUntil: 0 };
    storage.value = storage.value!.replace(']', `,${JSON.stringify(otherTab)}]`);
    queue.setConsent('denied');
    expect(sender.call('a').signal?.aborted).toBe(true);
    await expect(inFlight).rejects.toMatchObject({ reason: 'consent-denied' });
    await expect(waiting).rejects.toSatisfy(isTrackingDisabled);
    expect(storage.value).toBeNull();
    const later = queue.enqueue(event('c'));
    await expect(later).rejects.toMatchObject({ name: 'TrackingDisabled', reason: 'consent-denied' });
    await settle();
    expect(sender.ids()).toEqual(['a']);
    expect(storage.value).toBeNull();
    expect(queue.restore()).toBe(0);
  });

  it('clears stored events when created with consent denied', () => {
    const storage = memoryStorage('{"v":1,"events":[]}');
    createDeliveryQueue({ send: fakeSender().send, storage, consent: 'denied' });
    expect(storage.value).toBeNull();
  });

  it('sends nothing and stores nothing for the visit once tracking is stopped', async () => {
    const { queue, sender, storage } = setup({ ready: false });
    const held = queue.enqueue(event('a'));
    await settle();
    expect(storage.ids()).toEqual(['a']);
    queue.setEnabled(false);
    await expect(held).rejects.toMatchObject({ reason: 'tracking-stopped' });
    expect(storage.value).toBeNull();
    await expect(queue.enqueue(event('b'))).rejects.toMatchObject({ reason: 'tracking-stopped' });
    queue.setReady(true);
    queue.flush();
    expect(sender.calls).toHaveLength(0);
    expect(storage.value).toBeNull();
  });

  it("sends the visitor's submissions while consent is pending, storing nothing, and tracking waits", async () => {
    const { queue, sender, storage } = setup({ consent: 'pending' });
    void queue.enqueue(event('view'));
    const identity = queue.enqueue(event('identity', { submission: true }));
    const message = queue.enqueue(event('message', { submission: true, after: 'identity' }));
    await settle();
    expect(sender.ids()).toEqual(['identity']);
    sender.call('identity').resolve();
    await expect(identity).resolves.toBeUndefined();
    expect(sender.ids()).toEqual(['identity', 'message']);
    sender.call('message').resolve();
    await expect(message).resolves.toBeUndefined();
    queue.flush();
    expect(sender.ids()).toEqual(['identity', 'message']);
    expect(storage.writes).toBe(0);
  });

  it("keeps sending the visitor's submissions when consent is denied or tracking stops, and only them", async () => {
    for (const turnOff of [(q: DeliveryQueue) => q.setConsent('denied'), (q: DeliveryQueue) => q.setEnabled(false)]) {
      const { queue, sender, storage, clock } = setup({ concurrency: 1 });
      const tracked = queue.enqueue(event('view'));
      const message = queue.enqueue(event('message', { submission: true }));
      await settle();
      sender.call('view').reject(networkError());
      await settle();
      turnOff(queue);
      await expect(tracked).rejects.toSatisfy(isTrackingDisabled);
      await expect(queue.enqueue(event('later-view'))).rejects.toSatisfy(isTrackingDisabled);
      const share = queue.enqueue(event('share', { submission: true }));
      clock.advance(0);
      expect(sender.ids()).toEqual(['view', 'message']);
      sender.call('message').resolve();
      await settle();
      expect(sender.ids()).toEqual(['view', 'message', 'share']);
      sender.call('share').resolve();
      await expect(Promise.all([message, share])).resolves.toBeDefined();
      expect(storage.ids()).toEqual([]);
    }
  });

  it('waits while the session is not ready and sends once it is', () => {
    const { queue, sender } = setup({ ready: false });
    void queue.enqueue(event('a'));
    queue.flush();
    expect(sender.calls).toHaveLength(0);
    queue.setReady(true);
    expect(sender.ids()).toEqual(['a']);
  });

  it('starts nothing new while not ready, and resumes with what is waiting', async () => {
    const { queue, sender } = setup({ concurrency: 1 });
    void queue.enqueue(event('a'));
    void queue.enqueue(event('b'));
    queue.setReady(false);
    sender.call('a').resolve();
    await settle();
    expect(sender.ids()).toEqual(['a']);
    queue.setReady(true);
    expect(sender.ids()).toEqual(['a', 'b']);
  });

  it('refuses an event that cannot become JSON', async () => {
    const { queue, sender } = setup();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const bad = { ...event('bad'), request: { ...event('bad').request, body: circular } };
    await expect(queue.enqueue(bad)).rejects.toBeInstanceOf(TypeError);
    expect(sender.calls).toHaveLength(0);
  });
});

describe('attachPageLifecycle', () => {
  function fakeWindow() {
    const document = Object.assign(new EventTarget(), {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- widens the literal for the test to change it
      visibilityState: 'visible' as DocumentVisibilityState,
    });
    return Object.assign(new EventTarget(), { document });
  }

  it('flushes on pagehide and when hidden, restores when shown, retries when online, until detached', () => {
    const win = fakeWindow();
    const queue = { flush: vi.fn(() => 0), restore: vi.fn(() => 0), retryNow: vi.fn() };
    const detach = attachPageLifecycle(queue, win);
    win.dispatchEvent(new Event('pagehide'));
    expect(queue.flush).toHaveBeenCalledTimes(1);
    win.document.visibilityState = 'hidden';
    win.document.dispatchEvent(new Event('visibilitychange'));
    expect(queue.flush).toHaveBeenCalledTimes(2);
    win.document.visibilityState = 'visible';
    win.document.dispatchEvent(new Event('visibilitychange'));
    expect(queue.restore).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('online'));
    expect(queue.retryNow).toHaveBeenCalledTimes(1);

    detach();
    win.dispatchEvent(new Event('pagehide'));
    win.document.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('online'));
    expect(queue.flush).toHaveBeenCalledTimes(2);
    expect(queue.restore).toHaveBeenCalledTimes(1);
    expect(queue.retryNow).toHaveBeenCalledTimes(1);
  });
});
