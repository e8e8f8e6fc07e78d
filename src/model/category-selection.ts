/** Category selection rules as pure functions, and which requested category the board must look up alone. */
import type { Categories, Category } from '../api/schemas/category.ts';
import { CATEGORY_TYPE, HOME_CATEGORY_SLUG, SEARCH_CATEGORY_ID } from '../base/constants.ts';

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

/**
 * How a category the list lacks is asked for alone (`GET /live_board/v2/categories/{categoryId}`): a number is an
 * id, a string a slug (`by_slug`).
 */
export type CategoryLookup = number | string;

/**
 * The lookup a requested category needs, or null when the list decides alone: nothing requested, home, search, or a
 * category the list holds. `bySlug` is the route's scheme: slug routes name slugs, legacy routes ids (a legacy
 * segment that is not a number names nothing to look up).
 */
export function categoryLookup(
  categories: Categories | null,
  requested: string | null,
  bySlug: boolean,
): CategoryLookup | null {
  if (requested === null || requested === '' || requested === HOME_CATEGORY_SLUG || requested === SEARCH_CATEGORY_ID)
    return null;
  if (categories && findCategory(categories, requested)) return null;
  if (bySlug) return requested;
  return /^\d+$/.test(requested) ? Number(requested) : null;
}

/** A stable key of a lookup, so the same category asked by id and by slug never collide. */
export const lookupKey = (lookup: CategoryLookup): string =>
  typeof lookup === 'number' ? `id:${lookup}` : `slug:${lookup}`;

/**
 * The list with categories fetched alone added to its `data`, so they resolve like listed ones. They never join
 * `categories_ids`: the menu stays the owner's. The same object when there is nothing to add.
 */
export function withCategories(categories: Categories, extra: readonly Category[]): Categories {
  const added = extra.filter((category) => !categories.data[String(category.id)]);
  if (added.length === 0) return categories;
  const data = { ...categories.data };
  for (const category of added) data[String(category.id)] = category;
  return { ...categories, data };
}
