import { describe, expect, it } from 'vitest';

import type { Categories, Category } from '../../../src/api/schemas/category.ts';
import { selectCategory } from '../../../src/model/category-selection.ts';

const category = (id: number, type: 1 | 2 | 3 | 4, extra: Partial<Category> = {}): Category => ({
  id,
  slug: `c${id}`,
  name: `Category ${id}`,
  category_type: type,
  parent_id: null,
  subcategories_ids: [],
  link_url: null,
  items_count: 1,
  ...extra,
});

const build = (list: Category[], order = list.filter((c) => c.category_type !== 3).map((c) => c.id)): Categories => ({
  data: Object.fromEntries(list.map((c) => [String(c.id), c])),
  categories_ids: order,
  promoted_category_id: null,
});

const board = build([
  category(1, 4, { link_url: 'https://example.com' }),
  category(2, 2, { subcategories_ids: [3, 4] }),
  category(3, 3, { parent_id: 2 }),
  category(4, 3, { parent_id: 2 }),
  category(5, 1),
]);
const empty = build([]);

describe('selectCategory', () => {
  it.each([
    ['no categories and home disabled → nothing', empty, null, false, null],
    ['no categories and home enabled → home', empty, null, true, 'home'],
    ['a requested category that exists', board, 5, true, 5],
    ['a requested category by slug', board, 'c5', false, 5],
    ['a requested parent → its first subcategory', board, 2, true, 3],
    ['a requested subcategory', board, 4, true, 4],
    ['an unknown category → home when enabled', board, 99, true, 'home'],
    ['an unknown category → first non-link category when home is disabled', board, 99, false, 3],
    ['a link category is never selected → home', board, 1, true, 'home'],
    ['home requested and enabled', board, 'home', true, 'home'],
    ['home requested but disabled → first non-link', board, 'home', false, 3],
    ['nothing requested → home', board, null, true, 'home'],
  ] as const)('%s', (_case, categories, requested, showHome, expected) => {
    expect(selectCategory(categories, requested, showHome)).toBe(expected);
  });

  it('skips a parent without subcategories when looking for the first selectable category', () => {
    const odd = build([category(7, 2), category(8, 1)]);
    expect(selectCategory(odd, null, false)).toBe(8);
  });
});
