import * as v from 'valibot';

import { byId, Id, OptionalText } from './common.ts';
import { CATEGORY_TYPES } from './values.ts';

/** Category types 1–4. */
export const CategoryType = v.picklist(CATEGORY_TYPES);

/** One category. A parent (2) lists its subcategories; a link category (4) has a `link_url`. */
export const CategorySchema = v.object({
  id: Id,
  slug: v.string(),
  name: v.string(),
  category_type: CategoryType,
  parent_id: v.optional(v.nullable(Id), null),
  subcategories_ids: v.optional(v.array(Id), []),
  link_url: OptionalText,
  items_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});

/** `GET /live_board/v2/boards/{boardId}/categories`. `categories_ids` is the menu order. */
export const CategoriesSchema = v.object({
  data: byId(CategorySchema),
  categories_ids: v.array(Id),
  promoted_category_id: v.nullable(Id),
});

/** `GET /live_board/v2/categories/{categoryId}`. */
export const CategoryResponseSchema = CategorySchema;

export type Category = v.InferOutput<typeof CategorySchema>;
export type Categories = v.InferOutput<typeof CategoriesSchema>;
