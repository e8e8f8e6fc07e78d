import { describe, expect, it } from 'vitest';

import { jsonByteLength, KEEPALIVE_BUDGET_BYTES, selectWithinBudget } from '../../../src/tracking/keepalive-budget.ts';

describe('keepalive budget', () => {
  it('is the 64 KiB browsers give keepalive requests in flight', () => {
    expect(KEEPALIVE_BUDGET_BYTES).toBe(65_536);
  });

  it.each<[unknown, number]>([
    [undefined, 0],
    [null, 4],
    [{ a: 1 }, 7],
    ['é', 4],
    [{ name: '日本' }, 17],
  ])('measures the JSON body %j as %i UTF-8 bytes', (body, bytes) => {
    expect(jsonByteLength(body)).toBe(bytes);
  });

  it.each<[number[], number, number[]]>([
    [[], 100, []],
    [[10, 20, 30], 100, [0, 1, 2]],
    [[40, 40, 40], 100, [0, 1]],
    [[60, 50, 30], 100, [0, 2]],
    [[200, 10], 100, [1]],
    [[10], 0, []],
    [[0, 5], 0, [0]],
  ])('picks from sizes %j within %i bytes the indexes %j', (sizes, budget, chosen) => {
    expect(selectWithinBudget(sizes, budget)).toEqual(chosen);
  });
});
