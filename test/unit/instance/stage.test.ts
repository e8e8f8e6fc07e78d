import { afterEach, describe, expect, it, vi } from 'vitest';

import { createHandoff } from '../../../src/instance/handoff.ts';
import { createStage } from '../../../src/instance/stage.ts';
import { deferred } from '../deferred.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('a stage loaded on demand', () => {
  it('builds once however often it is asked for, and shows the built stage in `current`', async () => {
    const build = vi.fn(async () => ({ name: 'tracking' }));
    const stage = createStage(
      'test',
      build,
      (built) => built,
      () => {},
    );
    expect(stage.current.value).to.equal(null);
    const [a, b] = await Promise.all([stage.load(), stage.load()]);
    expect(a).to.equal(b);
    expect(build).toHaveBeenCalledTimes(1);
    expect(stage.current.value).to.equal(a);
  });

  it('queues what is addressed to it before it is built and runs it once, in order, when it arrives', async () => {
    const arrival = deferred<{ log: string[] }>();
    const stage = createStage(
      'test',
      () => arrival.promise,
      (built) => built,
      () => {},
    );
    const target = { log: [] as string[] };
    stage.use((s) => s.log.push('first'));
    stage.use((s) => s.log.push('second'));
    expect(target.log).to.deep.equal([]);
    arrival.resolve(target);
    await stage.load();
    stage.use((s) => s.log.push('third, at once'));
    expect(target.log).to.deep.equal(['first', 'second', 'third, at once']);
  });

  it('keeps what is queued when its chunk fails, and delivers it when a retry succeeds', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let attempts = 0;
    const target = { log: [] as string[] };
    const stage = createStage(
      'test',
      async () => {
        attempts++;
        if (attempts === 1) throw new Error('chunk failed');
        return target;
      },
      (built) => built,
      () => {},
    );
    stage.use((s) => s.log.push('queued'));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).to.equal(1);
    expect(target.log).to.deep.equal([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(attempts).to.equal(2);
    expect(target.log).to.deep.equal(['queued']);
  });

  it('builds nothing when its code arrives after its board was removed, and drops what was queued', async () => {
    const arrival = deferred<{ log: string[] }>();
    const make = vi.fn((built: { log: string[] }) => built);
    const stage = createStage(
      'test',
      () => arrival.promise,
      make,
      () => {},
    );
    const target = { log: [] as string[] };
    stage.use((s) => s.log.push('queued'));
    stage.dispose();
    arrival.resolve(target);
    await expect(stage.load()).rejects.toThrow(/after its board was removed/);
    expect(make).not.toHaveBeenCalled();
    expect(target.log).to.deep.equal([]);
  });

  it('reports an action that throws and goes on with the next', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stage = createStage(
      'test',
      async () => ({ log: [] as string[] }),
      (built) => built,
      () => {},
    );
    stage.use(() => {
      throw new Error('boom');
    });
    stage.use((s) => s.log.push('next'));
    const built = await stage.load();
    expect(built.log).to.deep.equal(['next']);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('a handoff to a stage built later', () => {
  it('holds calls until served, then answers each in order with the handler', async () => {
    const handoff = createHandoff<number, string>();
    const early = [handoff.call(1), handoff.call(2)];
    const seen: number[] = [];
    handoff.serve(async (n) => {
      seen.push(n);
      return `#${n}`;
    });
    expect(await Promise.all(early)).to.deep.equal(['#1', '#2']);
    expect(await handoff.call(3)).to.equal('#3');
    expect(seen).to.deep.equal([1, 2, 3]);
  });
});
