import { afterEach, describe, expect, it, vi } from 'vitest';

import { nextTask } from '../../../src/base/next-task.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resolves after the current task, its microtasks included', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    // A long chain of microtasks still runs first: the promise settles in a task of its own.
    let chain = Promise.resolve();
    for (let step = 0; step < 100; step++) chain = chain.then(() => undefined);
    void chain.then(() => order.push('microtasks'));
    await waited;
    expect(order).toEqual(['microtasks', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
