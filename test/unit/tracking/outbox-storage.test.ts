import { describe, expect, it, vi } from 'vitest';

import {
  createOutbox,
  localOutboxStorage,
  mergeOutbox,
  OUTBOX_VERSION,
  type OutboxRecord,
  parseOutbox,
  serializeOutbox,
} from '../../../src/tracking/outbox-storage.ts';
import type { TrackedEvent } from '../../../src/tracking/types.ts';

const event = (id: string, createdAt = 1): TrackedEvent => ({
  id,
  name: 'viewed_board',
  request: { method: 'POST', path: '/live_board/v1/boards/7/lead_views', body: { guid: 'g' }, analytics: false },
  createdAt,
});
const record = (id: string, createdAt = 1, owner = 'tab-a', leaseUntil = 0): OutboxRecord => ({
  event: event(id, createdAt),
  attempts: 0,
  owner,
  leaseUntil,
});

/** A Storage over a Map whose methods can be made to throw. */
function fakeStorage(fail: { get?: boolean; set?: boolean } = {}) {
  const data = new Map<string, string>();
  const storage = {
    getItem: vi.fn((key: string) => {
      if (fail.get) throw new DOMException('blocked', 'SecurityError');
      return data.get(key) ?? null;
    }),
    setItem: vi.fn((key: string, value: string) => {
      if (fail.set) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    }),
    removeItem: vi.fn((key: string) => void data.delete(key)),
  };
  return { storage: storage as unknown as Storage, data, spies: storage };
}

describe('outbox format', () => {
  it('round-trips records through the versioned JSON', () => {
    const records = [record('a'), { ...record('b', 2), attempts: 3, leaseUntil: 99, after: undefined }];
    const text = serializeOutbox(records);
    expect(JSON.parse(text)).toMatchObject({ v: OUTBOX_VERSION });
    expect(parseOutbox(text)).toEqual([record('a'), { ...record('b', 2), attempts: 3, leaseUntil: 99 }]);
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"v":1,"events":['],
    ['another version', JSON.stringify({ v: 2, events: [record('a')] })],
    ['a bare list', JSON.stringify([record('a')])],
    ['events that are not a list', JSON.stringify({ v: 1, events: {} })],
  ])('reads %s as an empty outbox', (_label, text) => {
    expect(parseOutbox(text)).toEqual([]);
  });

  it('skips malformed records and keeps the first record of an id', () => {
    const text = JSON.stringify({
      v: 1,
      events: [
        record('a'),
        { event: { ...event('b'), request: { method: 'GET', path: '/x', analytics: false } } },
        { event: { ...event('c'), id: 5 } },
        { event: { ...event('d'), after: 3 } },
        { event: { ...event('s'), submission: 'yes' } },
        { event: { ...event('t'), submission: true } },
        'junk',
        { ...record('a'), attempts: 4 },
        { event: event('e'), attempts: -1, owner: 3 },
      ],
    });
    expect(parseOutbox(text)).toEqual([
      record('a'),
      { event: { ...event('t'), submission: true }, attempts: 0, owner: '', leaseUntil: 0 },
      { event: event('e'), attempts: 0, owner: '', leaseUntil: 0 },
    ]);
  });

  it('merges a write with what other tabs stored, dropping finished ids and replacing held ones', () => {
    const stored = [record('other', 5, 'tab-b', 500), record('done', 1), record('mine', 2, 'tab-a', 10)];
    const held = [{ ...record('mine', 2, 'tab-a', 90), attempts: 2 }, record('new', 3, 'tab-a', 90)];
    expect(mergeOutbox(stored, held, new Set(['done']))).toEqual([
      { ...record('mine', 2, 'tab-a', 90), attempts: 2 },
      record('new', 3, 'tab-a', 90),
      record('other', 5, 'tab-b', 500),
    ]);
  });
});

describe('createOutbox', () => {
  function stringStorage(value: string | null = null) {
    const storage = {
      value,
      read: () => storage.value,
      write: (text: string) => void (storage.value = text),
      clear: () => void (storage.value = null),
    };
    return storage;
  }

  it('saves by merging with what is stored, and removes the key when nothing is left', () => {
    const storage = stringStorage(serializeOutbox([record('other', 1, 'tab-b', 99)]));
    const outbox = createOutbox(storage);
    outbox.save([record('mine', 2)], new Set());
    expect(outbox.load().map((r) => r.event.id)).toEqual(['other', 'mine']);
    outbox.save([], new Set(['other', 'mine']));
    expect(storage.value).toBeNull();
  });

  it('holds nothing without storage and never throws when storage does', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const none = createOutbox(null);
    none.save([record('a')], new Set());
    expect(none.load()).toEqual([]);
    const broken = createOutbox({
      read: () => {
        throw new Error('read');
      },
      write: () => {
        throw new Error('write');
      },
      clear: () => {
        throw new Error('clear');
      },
    });
    expect(broken.load()).toEqual([]);
    expect(() => broken.save([record('a')], new Set())).not.toThrow();
    expect(() => broken.clear()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('localOutboxStorage', () => {
  it('reads, writes and clears one key without writing anything when created', () => {
    const { storage, data, spies } = fakeStorage();
    const outbox = localOutboxStorage('live-board:outbox:7', storage);
    expect(outbox).not.toBeNull();
    expect(spies.setItem).not.toHaveBeenCalled();
    expect(outbox?.read()).toBeNull();
    outbox?.write('x');
    expect(data.get('live-board:outbox:7')).toBe('x');
    expect(outbox?.read()).toBe('x');
    outbox?.clear();
    expect(data.has('live-board:outbox:7')).toBe(false);
  });

  it('is null where storage is unavailable or throws on access', () => {
    expect(localOutboxStorage('k', fakeStorage({ get: true }).storage)).toBeNull();
    expect(localOutboxStorage('k', null)).toBeNull();
  });

  it('swallows failed writes and logs the first one only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outbox = localOutboxStorage('k', fakeStorage({ set: true }).storage);
    expect(() => {
      outbox?.write('a');
      outbox?.write('b');
    }).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('uses the page localStorage by default', () => {
    localStorage.removeItem('live-board:test');
    const outbox = localOutboxStorage('live-board:test');
    outbox?.write('stored');
    expect(localStorage.getItem('live-board:test')).toBe('stored');
    outbox?.clear();
    expect(localStorage.getItem('live-board:test')).toBeNull();
  });
});
