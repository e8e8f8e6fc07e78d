import { describe, expect, it } from 'vitest';

import { matchesSearch } from '../../../src/model/search.ts';

describe('matchesSearch', () => {
  it.each([
    ['Product Overview', 'product', true],
    ['Product Overview', 'PRODUCT', true],
    ['Product Overview', 'pov', true],
    ['Product Overview', 'prdovw', true],
    ['Product Overview', 'vop', false],
    ['Product Overview', 'xyz', false],
    ['Product Overview', '', true],
    ['Product Overview', '   ', true],
    ['Ärger Übersicht', 'äü', true],
  ])('%s matches %s: %s', (text, query, expected) => {
    expect(matchesSearch(text, query)).toBe(expected);
  });
});
