// node --test bench/  — the pure rules of the phone table: which event an interaction is judged by, its figure as
// text, the medians over runs and the goals beside them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  eventMs,
  INTERACTIONS,
  longestByType,
  longestEvent,
  meets,
  phoneMedians,
  summarizeInteractions,
} from './phone.mjs';
import { phoneGoalsTable } from './phone-report.mjs';

const event = (name, start, duration) => ({ name, start, duration });

describe('the event an interaction is judged by', () => {
  const events = [
    event('pointerdown', 90, 200), // before the interaction began: the one before it
    event('pointerdown', 100, 24),
    event('mouseout', 101, 40),
    event('click', 101, 40),
    event('keydown', 300, 500), // at the window's end: the next one's
  ];

  it('is the longest that started within the window', () => {
    assert.deepEqual(longestEvent(events, 100, 300), event('mouseout', 101, 40));
  });

  it('is, of equal durations, the first that Event Timing counts as the interaction, else the first', () => {
    const tap = [
      { ...event('mouseout', 100, 48), interactionId: 0 },
      { ...event('mouseover', 100, 48), interactionId: 0 },
      { ...event('click', 100, 48), interactionId: 7 },
      { ...event('mouseup', 100, 48), interactionId: 7 },
    ];
    assert.equal(longestEvent(tap, 100, 300).name, 'click');
    assert.equal(longestEvent(tap.slice(0, 2), 100, 300).name, 'mouseout');
    assert.equal(longestEvent(events, 100, 300).name, 'mouseout');
  });

  it('is none when no event reached the threshold in the window', () => {
    assert.equal(longestEvent(events, 120, 290), null);
    assert.equal(longestEvent([], 0, 1000), null);
  });
});

describe('the events of an interaction by type', () => {
  it('keeps the longest of each type, longest first', () => {
    const byType = longestByType([
      event('pointerdown', 100, 24),
      event('click', 101, 40),
      event('pointerdown', 300, 32),
      event('mouseout', 101, 48),
    ]);
    assert.deepEqual(Object.entries(byType), [
      ['mouseout', 48],
      ['click', 40],
      ['pointerdown', 32],
    ]);
    assert.deepEqual(longestByType([]), {});
  });
});

describe('an interaction figure as text', () => {
  for (const [value, text] of [
    [0, '< 16 ms'],
    [12, '< 16 ms'],
    [16, '16 ms'],
    [104.4, '104 ms'],
    [null, '—'],
    [Number.NaN, '—'],
  ]) {
    it(`shows ${String(value)} as "${text}"`, () => assert.equal(eventMs(value), text));
  }
});

describe('interactions over runs', () => {
  const measured = (key, ms, eventName) => ({ key, status: 'measured', ms, event: eventName, events: 3, reason: null });
  const missing = (key, reason) => ({ key, status: 'missing', ms: null, event: null, events: 0, reason });
  const runs = [
    [measured('menu', 48, 'click'), missing('category', 'no category link visible at 412 px')],
    [measured('menu', 0, null), missing('category', 'no category link visible at 412 px')],
    [measured('menu', 120, 'pointerup'), { ...missing('category', 'timeout'), status: 'failed' }],
  ];
  const summary = summarizeInteractions(runs);

  it('lists every interaction, in the order they are made', () => {
    assert.deepEqual(
      summary.map((s) => s.key),
      INTERACTIONS.map((i) => i.key),
    );
  });

  it('takes the median and the worst, a run with no reported event counting as under the threshold', () => {
    const menu = summary.find((s) => s.key === 'menu');
    assert.equal(menu.measured, 3);
    assert.equal(menu.median, 48);
    assert.deepEqual(menu.worst, { ms: 120, event: 'pointerup' });
  });

  it('says why an interaction was not measured, each reason once', () => {
    const category = summary.find((s) => s.key === 'category');
    assert.equal(category.measured, 0);
    assert.equal(category.median, null);
    assert.deepEqual(category.reasons, ['missing: no category link visible at 412 px', 'failed: timeout']);
  });

  it('leaves out runs without interactions', () => {
    assert.equal(summarizeInteractions([null, runs[0]]).find((s) => s.key === 'menu').measured, 1);
  });
});

describe('the figures of the load over runs', () => {
  const run = (firstTileMs, floorMs, transferred) => ({
    firstTileMs,
    tileInDomMs: firstTileMs - 50,
    firstContentfulPaintMs: 600,
    networkFloorMs: floorMs,
    tileOverNetworkFloor: floorMs ? firstTileMs / floorMs : null,
    criticalPathMs: null,
    js: { beforeFirstTile: { transferred, encodedBodyBytes: transferred - 300, files: 4 } },
    longestTaskMs: 120,
    totalBlockingMs: 70,
    longestTaskAfterTileMs: firstTileMs > 2500 ? 130 : 0,
    longTasksAfterTile: firstTileMs > 2500 ? 2 : 0,
    totalBlockingToMs: 150,
  });

  it('are the medians of each figure on its own, unknown ones left out', () => {
    const m = phoneMedians([run(2400, 1200, 106_000), run(3000, null, 108_000), run(2000, 1000, 107_000)]);
    assert.equal(m.firstTileMs, 2400);
    assert.equal(m.tileInDomMs, 2350);
    assert.equal(m.networkFloorMs, 1100);
    assert.equal(m.tileOverNetworkFloor, 2);
    assert.equal(m.criticalPathMs, null);
    assert.equal(m.jsBeforeTileTransferred, 107_000);
    assert.equal(m.jsBeforeTileEncoded, 106_700);
    assert.equal(m.jsBeforeTileFiles, 4);
    assert.equal(m.longestTaskAfterTileMs, 0);
    assert.equal(m.longTasksAfterTile, 0);
    assert.equal(m.totalBlockingToMs, 150);
  });
});

describe('the goals of the phone', () => {
  it('are met at or under their limit, and unknown when not measured', () => {
    assert.equal(meets(100, 100), true);
    assert.equal(meets(101, 100), false);
    assert.equal(meets(null, 100), null);
  });

  const phone = (firstTileMs, interactions) => ({
    runs: [{}],
    median: {
      firstTileMs,
      networkFloorMs: 500,
      tileOverNetworkFloor: firstTileMs / 500,
      jsBeforeTileTransferred: 2100,
      jsBeforeTileEncoded: 1950,
      jsBeforeTileFiles: 1,
      longestTaskMs: 40,
      totalBlockingMs: 0,
      longestTaskAfterTileMs: 0,
      totalBlockingToMs: 20,
    },
    interactions,
  });
  const row = (text, figure) => text.split('\n').find((line) => line.includes(figure));

  it('show each figure beside its goal', () => {
    const text = phoneGoalsTable(phone(900, []));
    assert.match(row(text, 'longest task after the first tile'), /0 ms \/ 20 ms +no task over 50 ms +met$/);
    assert.match(row(text, 'first tile (median of 1)'), /900 ms +≤ 1,000 ms \(moonshot 700 ms\) +met$/);
    assert.match(row(text, 'first tile ÷ network floor'), /1\.80 \(900 ms ÷ 500 ms\) +shown \(no goal set\) +—$/);
    assert.match(
      row(text, 'board JS before the first tile'),
      // The script's compressed body is judged; its headers are shown, not counted as JS.
      /1\.9 KB \(2\.1 KB with headers; 1 files\) +≤ 2 KB where the snapshot applies +met$/,
    );
  });

  it('say when the moonshot is met too', () => {
    assert.match(row(phoneGoalsTable(phone(650, [])), 'first tile (median'), /met, moonshot too$/);
    assert.match(row(phoneGoalsTable(phone(1200, [])), 'first tile (median'), /NOT MET$/);
  });

  it('show an interaction that could not be made as not measured, not as met', () => {
    const text = phoneGoalsTable(
      phone(900, [
        { key: 'menu', label: 'open the menu', measured: 0, median: null, worst: null, reasons: ['missing: gone'] },
        { key: 'open', label: 'open an item', measured: 1, median: 0, worst: { ms: 0, event: null }, reasons: [] },
      ]),
    );
    assert.match(row(text, 'open the menu'), /not measured: missing: gone +≤ 100 ms +—$/);
    assert.match(row(text, 'open an item'), /< 16 ms \(worst < 16 ms\) +≤ 100 ms +met$/);
  });
});
