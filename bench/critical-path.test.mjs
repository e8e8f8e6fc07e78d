import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { busyMs, criticalPathMs } from './critical-path.mjs';

const isItemsPage = (r) => r.path.endsWith('/items');
const js = (path, end) => ({ kind: 'js', path, end, failed: null });
const api = (path, end) => ({ kind: 'api', path, end, failed: null });

describe('the critical path of the first screen', () => {
  it('ends with the later of the main chunk and the first items page', () => {
    const requests = [
      js('/dist/live-board.js', 80),
      js('/dist/chunks/live-board-AbC_1.js', 210),
      api('/b/items', 260),
      api('/b/items', 400),
    ];
    assert.equal(criticalPathMs(requests, isItemsPage), 260);
    assert.equal(criticalPathMs([js('/dist/chunks/live-board-X.js', 300), api('/b/items', 250)], isItemsPage), 300);
  });

  it('is unknown without either, and ignores failed or unfinished requests', () => {
    assert.equal(criticalPathMs([api('/b/items', 250)], isItemsPage), null);
    assert.equal(criticalPathMs([js('/dist/chunks/live-board-X.js', null), api('/b/items', 250)], isItemsPage), null);
    assert.equal(
      criticalPathMs(
        [{ ...js('/dist/chunks/live-board-X.js', 90), failed: 'net::ERR' }, api('/b/items', 250)],
        isItemsPage,
      ),
      null,
    );
    assert.equal(criticalPathMs([js('/dist/chunks/first-parts-X.js', 90), api('/b/items', 250)], isItemsPage), null);
  });
});

describe('main-thread time in a window', () => {
  const tasks = [
    { start: 0, end: 40 },
    { start: 90, end: 130 },
    { start: 150, end: 160 },
    { start: 190, end: 260 },
  ];
  for (const [from, to, expected] of [
    [100, 200, 30 + 10 + 10],
    [0, 300, 40 + 40 + 10 + 70],
    [140, 150, 0],
    [200, 100, 0],
    [null, 100, 0],
  ]) {
    it(`counts ${expected} ms of tasks in [${from}, ${to})`, () => assert.equal(busyMs(tasks, from, to), expected));
  }
});
