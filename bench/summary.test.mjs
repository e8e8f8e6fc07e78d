// node --test bench/  — medians over runs and the JS totals of a run.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { jsSummary, median } from './summary.mjs';

describe('the median of runs', () => {
  for (const [values, expected] of [
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[5], 5],
    [[], null],
    [[null, 7, undefined, Number.NaN, 'x'], 7],
  ]) {
    it(`of ${JSON.stringify(values)} is ${String(expected)}`, () => assert.equal(median(values), expected));
  }
});

describe('the JS of a run', () => {
  const js = (path, end, transferred, encodedBodyBytes) => ({
    kind: 'js',
    path,
    end,
    transferred,
    encodedBodyBytes,
    bodyBytes: encodedBodyBytes * 3,
    gzipBytes: encodedBodyBytes,
    failed: null,
  });
  const run = {
    cutoffMs: 500,
    requests: [
      js('/dist/live-board.js', 100, 1400, 1000),
      js('/dist/chunks/live-board-X.js', 500, 101_000, 100_000),
      js('/dist/chunks/later-X.js', 900, 2400, 2000),
      js('/demo/inspector.js', 80, 3400, 3000),
      { ...js('/dist/chunks/broken-X.js', 200, 0, 0), failed: 'net::ERR_FAILED' },
      { kind: 'api', path: '/live_board/v2/x', end: 50, transferred: 900 },
    ],
  };

  it("counts the board's scripts finished by the tile's commit, as transferred and as encoded bodies", () => {
    const { beforeFirstTile, total, pageScripts } = jsSummary(run);
    assert.deepEqual(
      [beforeFirstTile.files, beforeFirstTile.transferred, beforeFirstTile.encodedBodyBytes],
      [2, 102_400, 101_000],
    );
    assert.deepEqual([total.files, total.transferred], [3, 104_800]);
    assert.deepEqual([pageScripts.files, pageScripts.transferred], [1, 3400]);
  });

  it('leaves out of the waited-for total the files the delay check found the tile does not wait for', () => {
    const { waitedFor } = jsSummary(run, new Set(['/dist/live-board.js']));
    assert.deepEqual([waitedFor.files, waitedFor.transferred], [1, 101_000]);
  });
});
