import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { busyMs, chainNetworkMs, criticalPathMs, networkFloorMs } from './critical-path.mjs';
import { assignRounds, chainTo } from './rounds.mjs';

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

describe('the network floor of the first screen', () => {
  // html → loader → main chunk and items; the gaps 20 → 30 and 60 → 65/70 are the page's own work.
  const request = (kind, path, start, end) => ({ kind, path, start, end, failed: null });
  const withRounds = assignRounds([
    request('document', '/demo/cms.html', 0, 20),
    request('js', '/dist/live-board.js', 30, 60),
    request('js', '/dist/chunks/live-board-M.js', 70, 300),
    request('api', '/b/items', 65, 250),
  ]);

  it("counts a chain's requests, not the gaps between them", () => {
    const main = withRounds.findIndex((r) => r.path.includes('live-board-M'));
    assert.equal(chainNetworkMs(withRounds, chainTo(withRounds, main)), 20 + 30 + 230);
  });

  it('counts an overlap once: a request that starts a moment before the one it waited for ends', () => {
    const overlapping = [
      { start: 0, end: 100 },
      { start: 97, end: 150 },
    ];
    assert.equal(chainNetworkMs(overlapping, [0, 1]), 150);
  });

  it('counts from navigation start when the chain starts with a request made while the document streams', () => {
    assert.equal(chainNetworkMs([{ start: 80, end: 110 }], [0]), 110);
  });

  it('is the longer of the chains to the main chunk and to the first items page', () => {
    assert.equal(networkFloorMs(withRounds, isItemsPage), 20 + 30 + 230);
    const slowItems = withRounds.map((r) => (r.path === '/b/items' ? { ...r, end: 500 } : r));
    assert.equal(networkFloorMs(slowItems, isItemsPage), 20 + 30 + 435);
  });

  it('is unknown without the main chunk or the items', () => {
    assert.equal(
      networkFloorMs(
        withRounds.filter((r) => r.path !== '/b/items'),
        isItemsPage,
      ),
      null,
    );
    assert.equal(
      networkFloorMs(
        withRounds.filter((r) => !r.path.includes('-M')),
        isItemsPage,
      ),
      null,
    );
  });

  it('takes the chain to a server-rendered first screen alone as the floor when it answered', () => {
    const rounds = assignRounds([
      { ...js('/demo/cms.html', 100), start: 0, kind: 'document' },
      { ...js('/dist/live-board.js', 250), start: 110 },
      { ...api('/live_board/v2/boards/acme-launch/first_screen', 500), start: 260, status: 200 },
      { ...js('/dist/chunks/live-board-abc.js', 900), start: 400 },
    ]);
    const isFirstScreen = (r) => r.path.endsWith('/first_screen');
    // Each request's own time: 100, then 250 − 110, then 500 − 260; the main chunk is no part of it.
    assert.equal(networkFloorMs(rounds, isItemsPage, isFirstScreen), 100 + 140 + 240);
    const skipped = rounds.map((r) => (isFirstScreen(r) ? { ...r, status: 204 } : r));
    assert.equal(networkFloorMs(skipped, isItemsPage, isFirstScreen), null);
  });
});
