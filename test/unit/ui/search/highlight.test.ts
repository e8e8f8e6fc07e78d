import { describe, expect, it } from 'vitest';

import { matchesSearch } from '../../../../src/model/search.ts';
import { matchedRanges } from '../../../../src/ui/search/highlight.ts';

describe('matchedRanges (highlighting the search match)', () => {
  it.each([
    ['Product Overview', 'product', [[0, 7]]],
    ['Product Overview', 'PRODUCT', [[0, 7]]],
    [
      'Product Overview',
      'pov',
      [
        [0, 1],
        [2, 3],
        [9, 10],
      ],
    ],
    ['Launch deck', 'deck', [[7, 11]]],
    ['Product Overview', 'vop', []],
    ['Product Overview', '', []],
    ['Product Overview', '  ', []],
    [
      'Ärger Übersicht',
      'äü',
      [
        [0, 1],
        [6, 7],
      ],
    ],
    [
      '😀 Emoji deck',
      'ed',
      [
        [3, 4],
        [9, 10],
      ],
    ],
  ] as const)('%s / %s', (text, query, expected) => {
    expect(matchedRanges(text, query)).toEqual(expected);
  });

  it.each(['Product Overview', 'Launch deck', 'Ärger Übersicht'])(
    'marks something exactly when the rule matches: %s',
    (text) => {
      for (const query of ['p', 'ov', 'xyz', 'deck', 'äü', 'tw']) {
        expect(matchedRanges(text, query).length > 0).toBe(matchesSearch(text, query));
      }
    },
  );
});
