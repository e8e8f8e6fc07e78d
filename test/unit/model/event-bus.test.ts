import { describe, expect, it, vi } from 'vitest';

import { createEventBus } from '../../../src/model/event-bus.ts';

describe('event bus', () => {
  it('delivers an event to its listeners and to catch-all listeners once each', () => {
    const bus = createEventBus();
    const onSearch = vi.fn();
    const onAny = vi.fn();
    bus.on('search', onSearch);
    bus.onAny(onAny);
    bus.emit('search', { query: 'deck', resultsCount: 3 });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ query: 'deck', resultsCount: 3 });
    expect(onAny).toHaveBeenCalledExactlyOnceWith('search', { query: 'deck', resultsCount: 3 });
  });

  it('reports a cancelled event when a catch-all listener returns false', () => {
    const bus = createEventBus();
    expect(bus.emit('navigate', { path: '/a/b', url: '?lb=/a/b' })).toBe(true);
    bus.onAny((name) => (name === 'navigate' ? false : undefined));
    expect(bus.emit('navigate', { path: '/a/b', url: '?lb=/a/b' })).toBe(false);
    expect(bus.emit('search', { query: 'x', resultsCount: 0 })).toBe(true);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const listener = vi.fn();
    const off = bus.on('like', listener);
    off();
    bus.emit('like', { itemId: 1, contentItemId: 2 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps delivering to other listeners when one throws', () => {
    const bus = createEventBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.on('ready', () => {
      throw new Error('host bug');
    });
    bus.on('ready', after);
    expect(() => bus.emit('ready', { boardId: 1, boardSlug: 'x' })).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
  });
});
