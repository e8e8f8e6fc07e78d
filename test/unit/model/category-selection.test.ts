import { describe, expect, it } from 'vitest';

import type { Categories, Category } from '../../../src/api/schemas/category.ts';
import { categoryLookup, lookupKey, selectCategory, withCategories } from '../../../src/model/category-selection.ts';
import { category } from './fixtures.ts';

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

describe('categoryLookup', () => {
  it.each([
    ['nothing requested', null, true, null],
    ['home', 'home', true, null],
    ['search', 'search', true, null],
    ['a category the list holds, by slug', 'c5', true, null],
    ['a category the list holds, by id', '5', false, null],
    ['a subcategory the list holds', 'c4', true, null],
    ['a slug the list lacks → looked up by slug', 'hidden', true, 'hidden'],
    ['a numeric slug the list lacks stays a slug', '2024', true, '2024'],
    ['an id the list lacks → looked up by id', '42', false, 42],
    ['a legacy segment that is no id → nothing to look up', 'hidden', false, null],
  ] as const)('%s', (_case, requested, bySlug, expected) => {
    expect(categoryLookup(board, requested, bySlug)).toBe(expected);
  });

  it('keys lookups by id and by slug apart', () => {
    expect(lookupKey(42)).not.toBe(lookupKey('42'));
  });
});

describe('withCategories', () => {
  it('adds categories fetched alone to the data, never to the menu order, and resolves them like listed ones', () => {
    const hidden = category(9, 3, { slug: 'hidden', parent_id: 2 });
    const merged = withCategories(board, [hidden]);
    expect(merged.data['9']).toBe(hidden);
    expect(merged.categories_ids).toEqual(board.categories_ids);
    expect(board.data['9']).toBeUndefined();
    expect(selectCategory(merged, 'hidden', true)).toBe(9);
    expect(categoryLookup(merged, 'hidden', true)).toBeNull();
  });

  it('keeps the same list when there is nothing new', () => {
    expect(withCategories(board, [])).toBe(board);
    expect(withCategories(board, [board.data['5']!])).toBe(board);
  });
});
