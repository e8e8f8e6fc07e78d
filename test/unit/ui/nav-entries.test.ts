import { describe, expect, it } from 'vitest';

import type { Categories } from '../../../src/api/schemas/category.ts';
import { navEntries, withCurrentEntry } from '../../../src/ui/categories/nav-entries.ts';
import { category } from '../model/fixtures.ts';

const listed = [category(1, 1), category(2, 2, { subcategories_ids: [3] }), category(3, 3, { parent_id: 2 })];
/** The list plus categories fetched alone: in `data`, not in `categories_ids`. */
const categories: Categories = {
  data: Object.fromEntries(
    [...listed, category(8, 3, { parent_id: 2 }), category(9, 1), category(10, 3, { parent_id: 77 })].map((c) => [
      String(c.id),
      c,
    ]),
  ),
  categories_ids: [1, 2],
  promoted_category_id: null,
};
const menu = listed.slice(0, 2);
const keys = (entries: ReturnType<typeof navEntries>): unknown[] =>
  entries.map((entry) => (entry.kind === 'parent' ? [entry.key, keys(entry.children)] : entry.key));

describe('withCurrentEntry', () => {
  const entries = navEntries(menu, categories, true);

  it.each([
    ['a current category the menu shows → unchanged', 1, ['home', 'c1', ['c2', ['c3']]]],
    ['home or nothing current → unchanged', null, ['home', 'c1', ['c2', ['c3']]]],
    ['a subcategory fetched alone → under its parent', 8, ['home', 'c1', ['c2', ['c3', 'c8']]]],
    ['a category fetched alone → last', 9, ['home', 'c1', ['c2', ['c3']], 'c9']],
    ['a subcategory whose parent the menu does not show → last', 10, ['home', 'c1', ['c2', ['c3']], 'c10']],
    ['an unknown id → unchanged', 99, ['home', 'c1', ['c2', ['c3']]]],
  ] as const)('%s', (_case, current, expected) => {
    expect(keys(withCurrentEntry(entries, categories, current))).toEqual(expected);
  });

  it('leaves the menu it was given as it was', () => {
    const before = keys(entries);
    withCurrentEntry(entries, categories, 8);
    expect(keys(entries)).toEqual(before);
  });
});
