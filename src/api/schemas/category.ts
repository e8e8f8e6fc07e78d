import * as v from 'valibot';

import { Id, LenientText, orElse, validEntries } from './common.ts';
import { CATEGORY_TYPES, withoutCategoryIds } from './values.ts';

/** Category types 1–4. */
export const CategoryType = v.picklist(CATEGORY_TYPES);

/**
 * One category. A parent (2) lists its subcategories; a link category (4) has a `link_url`. What only places or
 * decorates the category falls back when it cannot be read (docs/decisions.md, "Malformed values"): its parent is
 * none (the parents' lists still place it), a subcategory id is left out, its link is none (a link category without
 * one shows no entry) and its count is 0. Anything else wrong — id, slug, name, type — fails the category: in the
 * list it is left out, fetched alone it fails.
 */
export const CategorySchema = v.object({
  id: Id,
  slug: v.string(),
  name: v.string(),
  category_type: CategoryType,
  parent_id: orElse(v.optional(v.nullable(Id), null), () => null),
  subcategories_ids: orElse(v.optional(validEntries(Id), []), () => []),
  link_url: LenientText,
  items_count: orElse(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0), () => 0),
});

/**
 * `GET /live_board/v2/boards/{boardId}/categories`. `categories_ids` is the menu order. A category that fails is left
 * out, and its id with it from `categories_ids` and every `subcategories_ids`; an id that cannot be read is left out
 * of its list, and a promoted category id that cannot be read is none.
 */
export const CategoriesSchema = v.pipe(
  v.object({
    data: v.record(v.string(), v.unknown()),
    categories_ids: validEntries(Id),
    promoted_category_id: orElse(v.nullable(Id), () => null),
  }),
  v.transform(({ data, ...answer }) => {
    const kept: Record<string, Category> = {};
    const leftOut = new Set<string>();
    for (const [key, value] of Object.entries(data)) {
      const category = v.safeParse(CategorySchema, value);
      if (category.success) kept[key] = category.output;
      else leftOut.add(key);
    }
    return withoutCategoryIds({ ...answer, data: kept }, leftOut);
  }),
);

/** `GET /live_board/v2/categories/{categoryId}`. */
export const CategoryResponseSchema = CategorySchema;

export type Category = v.InferOutput<typeof CategorySchema>;
export type Categories = v.InferOutput<typeof CategoriesSchema>;
