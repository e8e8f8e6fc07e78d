// @vitest-environment node
/** The bounded, expiring cache the first-screen endpoint keeps its renderings in (demo/server/expiring-cache.ts). */
import { describe, expect, it, vi } from 'vitest';

import { ExpiringCache } from '../../demo/server/expiring-cache.ts';

/** A cache on a clock the test moves, and a maker that counts its calls. */
function cache(size = 3, maxAgeMs = 60_000) {
  const clock = { now: 1_000_000 };
  const kept = new ExpiringCache<string>({ size, maxAgeMs, now: () => clock.now });
  const make = vi.fn((key: string) => Promise.resolve(`${key}@${clock.now}`));
  const get = (key: string) => kept.get(key, () => make(key));
  return { kept, clock, make, get };
}

describe('ExpiringCache', () => {
  it('makes a value once while it is fresh, for requests that ask meanwhile too', async () => {
    const { make, get } = cache();
    const [a, b] = await Promise.all([get('a'), get('a')]);
    expect(a).toEqual({ value: 'a@1000000', at: 1_000_000 });
    expect(b).toEqual(a);
    expect(await get('a')).toEqual(a);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps at most its size, the least recently asked going first', async () => {
    const { kept, make, get } = cache(3);
    for (const key of ['a', 'b', 'c']) await get(key);
    await get('a');
    await get('d');
    expect(kept.size).toBe(3);
    // b was the least recently asked: made again; a, c and d were kept.
    make.mockClear();
    await get('a');
    await get('d');
    expect(make).toHaveBeenCalledTimes(0);
    await get('b');
    expect(make).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i++) {
      await get(`flood-${i}`);
      expect(kept.size).toBeLessThanOrEqual(3);
    }
  });

  it('makes a value again once it is as old as its maximum age, and forgets expired ones', async () => {
    const { kept, clock, make, get } = cache(3, 60_000);
    await get('a');
    await get('b');
    clock.now += 59_999;
    expect((await get('a')).value).toBe('a@1000000');
    clock.now += 1;
    expect(await get('a')).toEqual({ value: 'a@1060000', at: 1_060_000 });
    expect(make).toHaveBeenCalledTimes(3);
    // b expired too and is gone, though the count did not push it out.
    expect(kept.size).toBe(1);
  });

  it('does not keep a failed making: the next request makes it again', async () => {
    const kept = new ExpiringCache<string>({ size: 2, maxAgeMs: 1000 });
    const failing = vi.fn(() => Promise.reject(new Error('render failed')));
    await expect(kept.get('a', failing)).rejects.toThrow('render failed');
    expect(kept.size).toBe(0);
    expect((await kept.get('a', () => Promise.resolve('made'))).value).toBe('made');
  });

  it('refuses a size below one', () => {
    expect(() => new ExpiringCache({ size: 0, maxAgeMs: 1000 })).toThrow(RangeError);
  });
});
