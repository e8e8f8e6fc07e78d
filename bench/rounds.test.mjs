// node --test bench/  — the round rules of the critical-path figure.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { assignRounds, chainTo, criticalChain, jsApiRounds } from './rounds.mjs';

const req = (name, start, end) => ({ name, start, end });

test('a request starting after another finished is a round later; overlapping ones share a round', () => {
  const rounds = assignRounds([
    req('html', 0, 20),
    req('loader', 30, 60),
    req('chunk', 65, 200),
    req('board', 70, 180),
    req('items', 210, 330),
  ]);
  assert.deepEqual(
    rounds.map((r) => [r.name, r.round]),
    [
      ['html', 0],
      ['loader', 1],
      ['chunk', 2],
      ['board', 2],
      ['items', 3],
    ],
  );
});

test('the chain ends at the highest round finished by the cut-off and walks back through what it waited for', () => {
  const rounds = assignRounds([
    req('html', 0, 20),
    req('main', 30, 100),
    req('campaign', 110, 250),
    req('items', 112, 240),
    req('lazy chunk', 260, 400), // ends after the cut-off: not on the path
  ]);
  const chain = criticalChain(rounds, 300);
  assert.deepEqual(
    chain.map((i) => rounds[i].name),
    ['html', 'main', 'campaign'],
  );
  assert.equal(rounds[chain.at(-1)].round, 2);
});

test('of equal rounds it waits for the one that finished last', () => {
  const rounds = assignRounds([req('a', 0, 10), req('b', 0, 50), req('c', 60, 70)]);
  assert.equal(rounds[2].round, 1);
  assert.equal(rounds[rounds[2].after].name, 'b');
});

test('a script that starts while the document streams shares its round and counts as a JS round', () => {
  const rounds = assignRounds([
    { ...req('html', 0, 120), kind: 'document' },
    { ...req('loader', 80, 110), kind: 'js' },
    { ...req('items', 130, 300), kind: 'api' },
  ]);
  const items = rounds.findIndex((r) => r.name === 'items');
  assert.deepEqual(
    chainTo(rounds, items).map((i) => rounds[i].name),
    ['loader', 'items'],
  );
  assert.equal(jsApiRounds(rounds, chainTo(rounds, items)), 2);
});

test('a request starting a moment before the end recorded for its script still waited for it', () => {
  const rounds = assignRounds([
    { ...req('html', 0, 20), kind: 'document' },
    { ...req('loader', 30, 110), kind: 'js' },
    { ...req('items', 108, 300), kind: 'api' },
    { ...req('parallel', 60, 200), kind: 'api' },
  ]);
  assert.equal(rounds.find((r) => r.name === 'items').round, 2);
  assert.equal(rounds.find((r) => r.name === 'parallel').round, 1);
});
