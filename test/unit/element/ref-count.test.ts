import { describe, expect, it, vi } from 'vitest';

import { createRefCount, sharedRefCount } from '../../../src/element/ref-count.ts';

describe('createRefCount', () => {
  it('applies on the first hold and undoes on the last release, once each', () => {
    const undo = vi.fn();
    const apply = vi.fn(() => undo);
    const count = createRefCount(apply);
    const a = count.acquire();
    const b = count.acquire();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(count.count).toBe(2);
    a();
    expect(undo).not.toHaveBeenCalled();
    b();
    expect(undo).toHaveBeenCalledTimes(1);
    expect(count.count).toBe(0);
  });

  it('counts a release called twice once, so close and disconnect may both release', () => {
    const undo = vi.fn();
    const count = createRefCount(() => undo);
    const a = count.acquire();
    const b = count.acquire();
    a();
    a();
    expect(count.count).toBe(1);
    expect(undo).not.toHaveBeenCalled();
    b();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('applies again after everyone let go and someone holds it anew', () => {
    const apply = vi.fn(() => () => {});
    const count = createRefCount(apply);
    count.acquire()();
    count.acquire()();
    expect(apply).toHaveBeenCalledTimes(2);
  });

  it('does not count a holder whose apply threw', () => {
    let fail = true;
    const count = createRefCount(() => {
      if (fail) throw new Error('no body yet');
      return () => {};
    });
    expect(() => count.acquire()).toThrow('no body yet');
    expect(count.count).toBe(0);
    fail = false;
    count.acquire();
    expect(count.count).toBe(1);
  });
});

describe('sharedRefCount', () => {
  it('is one count per owner and name, shared by every caller (and every copy of the library)', () => {
    const owner = {};
    const apply = vi.fn(() => () => {});
    const first = sharedRefCount(owner, 'lock', apply);
    const again = sharedRefCount(owner, 'lock', () => () => {});
    expect(again).toBe(first);
    expect(sharedRefCount(owner, 'other', apply)).not.toBe(first);
    expect(sharedRefCount({}, 'lock', apply)).not.toBe(first);
  });
});
