import { describe, expect, it } from 'vitest';

import { coarseCountdown, countdownParts } from '../../../../src/ui/live-event/countdown.ts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('countdown parts', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [-5 * S, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [1, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [59 * S, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [61 * S, { days: 0, hours: 0, minutes: 1, seconds: 1 }],
    [H + 2 * M + 3 * S, { days: 0, hours: 1, minutes: 2, seconds: 3 }],
    [2 * D + 3 * H + 4 * M + 5 * S - 400, { days: 2, hours: 3, minutes: 4, seconds: 5 }],
  ])('%i ms left shows %o (rounded up to the second)', (ms, parts) => {
    expect(countdownParts(ms)).toEqual(parts);
  });
});

describe('coarse countdown for the live region', () => {
  it.each([
    [3 * D, { unit: 'day', value: 3 }],
    [D + 1, { unit: 'day', value: 2 }],
    [D, { unit: 'hour', value: 24 }],
    [3 * H, { unit: 'hour', value: 3 }],
    [2 * H + 1, { unit: 'hour', value: 3 }],
    [H + 1, { unit: 'hour', value: 2 }],
    [H, { unit: 'minute', value: 60 }],
    [42 * M, { unit: 'minute', value: 45 }],
    [40 * M, { unit: 'minute', value: 40 }],
    [5 * M + 1, { unit: 'minute', value: 10 }],
    [5 * M, { unit: 'minute', value: 5 }],
    [4 * M + 30 * S, { unit: 'minute', value: 5 }],
    [61 * S, { unit: 'minute', value: 2 }],
    [1, { unit: 'minute', value: 1 }],
    [0, null],
    [-1, null],
  ])('%i ms left reads as %o', (ms, expected) => {
    expect(coarseCountdown(ms)).toEqual(expected);
  });

  it('changes far less often than the visible seconds over the last day', () => {
    const texts = new Set<string>();
    for (let ms = D; ms > 0; ms -= S) texts.add(JSON.stringify(coarseCountdown(ms)));
    // 24..2 hours, 60..10 minutes in fives, 5..1 minutes.
    expect(texts.size).toBeLessThan(50);
  });
});
