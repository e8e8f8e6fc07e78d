/** Category selection rules as a pure function. */
import type { Categories, Category } from '../api/schemas/category.ts';
import { CATEGORY_TYPE, HOME_CATEGORY_SLUG } from '../constants.ts';

/** A category id, or the board's home. */
export type CategoryKey = number | typeof HOME_CATEGORY_SLUG;

/** Finds a category by numeric id or slug. */
export function findCategory(categories: Categories, idOrSlug: number | string): Category | undefined {
  const byId = categories.data[String(idOrSlug)];
  if (byId) return byId;
  return Object.values(categories.data).find((category) => category.slug === idOrSlug);
}

/**
 * Which category to show: nothing when there are no categories and home is disabled; the requested one
 * if it exists (a parent resolves to its first subcategory); otherwise home if enabled; otherwise the first
 * non-link category. Link categories are never selected — they open their link.
 */
export function selectCategory(
  categories: Categories | null,
  requested: number | string | null,
  showHome: boolean,
): CategoryKey | null {
  const ids = categories?.categories_ids ?? [];
  if (ids.length === 0 && !showHome) return null;
  if (requested === HOME_CATEGORY_SLUG && showHome) return HOME_CATEGORY_SLUG;
  const found = categories && requested !== null ? findCategory(categories, requested) : undefined;
  if (found) {
    if (found.category_type === CATEGORY_TYPE.parentCategory) {
      const first = found.subcategories_ids[0];
      if (first !== undefined) return first;
    } else if (found.category_type !== CATEGORY_TYPE.linkCategory) {
      return found.id;
    }
  }
  if (showHome) return HOME_CATEGORY_SLUG;
  return firstSelectable(categories);
}

function firstSelectable(categories: Categories | null): number | null {
  for (const id of categories?.categories_ids ?? []) {
    const category = categories?.data[String(id)];
    if (!category || category.category_type === CATEGORY_TYPE.linkCategory) continue;
    if (category.category_type === CATEGORY_TYPE.parentCategory) {
      const first = category.subcategories_ids[0];
      if (first !== undefined) return first;
      continue;
    }
    return category.id;
  }
  return null;
}
