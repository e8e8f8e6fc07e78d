import { afterEach, describe, expect, it } from 'vitest';

import { STORAGE_KEY } from '../../../src/base/constants.ts';
import { createGreetingStore, greetingOpens, readDismissed } from '../../../src/model/greeting.ts';

afterEach(() => localStorage.clear());

describe('greeting once per board', () => {
  it.each([
    [true, {}, true],
    [false, {}, false],
    [true, { '7': true }, false],
    [true, { '8': true }, true],
  ])('enabled %s with dismissed %j opens: %s', (enabled, dismissed, expected) => {
    expect(greetingOpens(enabled, 7, dismissed)).toBe(expected);
  });

  it('closing stores the per-board flag under showGreetingOnce, so it shows once', () => {
    const store = createGreetingStore({ storage: localStorage, canStore: () => true });
    expect(store.isOpen(true, 7)).toBe(true);
    store.close(7);
    expect(store.isOpen(true, 7)).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY.greetingOnce)!)).toEqual({ '7': true });
    const nextVisit = createGreetingStore({ storage: localStorage, canStore: () => true });
    expect(nextVisit.isOpen(true, 7)).toBe(false);
    expect(nextVisit.isOpen(true, 8)).toBe(true);
  });

  it('writes nothing when storage is not allowed, but closes for the page', () => {
    const store = createGreetingStore({ storage: localStorage, canStore: () => false });
    store.close(7);
    expect(store.isOpen(true, 7)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEY.greetingOnce)).toBeNull();
  });

  it('remembers a close made before consent once consent allows storing, and only then', () => {
    let allowed = false;
    const store = createGreetingStore({ storage: localStorage, canStore: () => allowed });
    store.close(7);
    store.saveWaiting();
    expect(localStorage.getItem(STORAGE_KEY.greetingOnce)).toBeNull();
    allowed = true;
    store.saveWaiting();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY.greetingOnce)!)).toEqual({ '7': true });
    localStorage.setItem(STORAGE_KEY.greetingOnce, '{}');
    store.saveWaiting();
    // Saved once: a later call writes nothing again.
    expect(localStorage.getItem(STORAGE_KEY.greetingOnce)).toBe('{}');
  });

  it('reads malformed storage as nothing dismissed', () => {
    localStorage.setItem(STORAGE_KEY.greetingOnce, '[1,2');
    expect(readDismissed(localStorage)).toEqual({});
  });
});
