/**
 * `GET /live_board/v2/boards/{boardId}/categories` and `GET /live_board/v2/categories/{categoryId}`: the board's
 * categories, types 1–4. A parent (2) lists its subcategories; a link category (4) has a `link_url`.
 */
import {
  count,
  type Guarded,
  id,
  lenientText,
  none,
  nullable,
  object,
  oneOf,
  optional,
  orElse,
  record,
  reportingRepairs,
  string,
  validEntries,
} from '../guards.ts';
import { CATEGORY_TYPES, withoutCategoryIds } from './values.ts';

/**
 * One category. What only places or decorates it falls back when it cannot be read (docs/decisions.md, "Malformed
 * values"): its parent is none (the parents' lists still place it), a subcategory id is left out, its link is none
 * (a link category without one shows no entry) and its count is 0. Anything else wrong — id, slug, name, type —
 * fails the category: in the list it is left out, fetched alone it fails.
 */
export const categoryGuard = reportingRepairs(
  'category',
  object({
    id,
    slug: string,
    name: string,
    category_type: oneOf(CATEGORY_TYPES),
    parent_id: orElse(optional(nullable(id), none), none, 'set to none'),
    subcategories_ids: orElse(
      optional(validEntries(id), () => []),
      () => [],
      'left out',
    ),
    link_url: lenientText,
    items_count: orElse(
      optional(count, () => 0),
      () => 0,
    ),
  }),
);

export type Category = Guarded<typeof categoryGuard>;

/**
 * The categories. `categories_ids` is the menu order. A category that fails is left out, and its id with it from
 * `categories_ids` and every `subcategories_ids`; an id that cannot be read is left out of its list, and a promoted
 * category id that cannot be read is none.
 */
export const categoriesGuard = reportingRepairs('categories', (value, path) => {
  const { data, ...answer } = object({
    data: record(orElse<Category | null>(categoryGuard, none, 'left out, and its id from every list of ids')),
    categories_ids: validEntries(id),
    promoted_category_id: orElse(nullable(id), none, 'set to none'),
  })(value, path);
  const kept: Record<string, Category> = {};
  const leftOut = new Set<string>();
  for (const [key, category] of Object.entries(data)) {
    if (category) kept[key] = category;
    else leftOut.add(key);
  }
  return withoutCategoryIds({ ...answer, data: kept }, leftOut);
});

export type Categories = Guarded<typeof categoriesGuard>;
