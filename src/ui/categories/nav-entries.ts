/** The category menu as render-ready entries: home, plain categories, parents and links. */
import type { Categories, Category } from '../../api/schemas/category.ts';
import { CATEGORY_TYPE, HOME_CATEGORY_SLUG } from '../../base/constants.ts';
import type { CategoryKey } from '../../model/category-selection.ts';
import { safeLinkHref } from '../shared/safe-url.ts';

/** One entry of the category menu. `key` is unique within the menu and used for roving focus. */
export type NavEntry =
  | { kind: 'home'; key: string }
  | { kind: 'category'; key: string; category: Category }
  | { kind: 'link'; key: string; category: Category; href: string }
  | { kind: 'parent'; key: string; category: Category; children: NavEntry[] };

/** The roving-focus key of a category key (`'home'` or a category id). */
export const entryKey = (key: CategoryKey | number): string => (key === HOME_CATEGORY_SLUG ? 'home' : `c${key}`);

function toEntry(category: Category, categories: Categories): NavEntry | null {
  const key = entryKey(category.id);
  switch (category.category_type) {
    case CATEGORY_TYPE.linkCategory: {
      // A link category without a safe URL has nowhere to go: leave it out rather than show a dead entry.
      const href = safeLinkHref(category.link_url);
      return href ? { kind: 'link', key, category, href } : null;
    }
    case CATEGORY_TYPE.parentCategory: {
      const children = category.subcategories_ids.flatMap((id) => {
        const child = categories.data[String(id)];
        return child ? (toEntry(child, categories) ?? []) : [];
      });
      return children.length > 0 ? { kind: 'parent', key, category, children } : null;
    }
    default:
      return { kind: 'category', key, category };
  }
}

/**
 * Home first when enabled, then the menu in the owner's order. Empty parents are left out, and so are
 * subcategories listed at the top level too (a categories answer may list every id): they show under their parent.
 */
export function navEntries(menu: readonly Category[], categories: Categories | null, showHome: boolean): NavEntry[] {
  const entries: NavEntry[] = showHome ? [{ kind: 'home', key: 'home' }] : [];
  if (!categories) return entries;
  const nested = new Set(
    menu.flatMap((category) =>
      category.category_type === CATEGORY_TYPE.parentCategory ? category.subcategories_ids : [],
    ),
  );
  for (const category of menu) {
    if (nested.has(category.id)) continue;
    const entry = toEntry(category, categories);
    if (entry) entries.push(entry);
  }
  return entries;
}

/**
 * The menu with the current category in it when the menu lacks it (a category fetched alone because the route named
 * it, docs/decisions.md): under its parent when the menu shows that parent, else last. Only while it is current —
 * the owner's menu is not changed, and `entries` is not mutated.
 */
export function withCurrentEntry(
  entries: readonly NavEntry[],
  categories: Categories | null,
  current: number | null,
): NavEntry[] {
  const category = current === null ? undefined : categories?.data[String(current)];
  if (!category || category.category_type === CATEGORY_TYPE.linkCategory) return [...entries];
  const key = entryKey(category.id);
  if (category.category_type === CATEGORY_TYPE.parentCategory || entries.some((entry) => containsKey(entry, key)))
    return [...entries];
  const added: NavEntry = { kind: 'category', key, category };
  const parentId = parentOf(categories, category)?.id;
  const parentAt = entries.findIndex((entry) => entry.kind === 'parent' && entry.category.id === parentId);
  const parent = entries[parentAt];
  if (parent?.kind !== 'parent') return [...entries, added];
  return entries.map((entry, at) => (at === parentAt ? { ...parent, children: [...parent.children, added] } : entry));
}

/** The parent of a subcategory (by `parent_id`, else by the parents' lists), or null. */
export function parentOf(categories: Categories | null, category: Category | null | undefined): Category | null {
  if (!categories || !category || category.category_type !== CATEGORY_TYPE.subcategory) return null;
  if (category.parent_id !== null) return categories.data[String(category.parent_id)] ?? null;
  return (
    Object.values(categories.data).find(
      (candidate) =>
        candidate.category_type === CATEGORY_TYPE.parentCategory && candidate.subcategories_ids.includes(category.id),
    ) ?? null
  );
}

/** Keys of the entries a visitor can reach now: children of collapsed parents are not rendered. */
export function visibleKeys(entries: readonly NavEntry[], isOpen: (entry: NavEntry) => boolean): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'parent' && isOpen(entry) ? [entry.key, ...visibleKeys(entry.children, isOpen)] : [entry.key],
  );
}

/** Whether `entry` is, or contains, the entry with `key`. */
export function containsKey(entry: NavEntry, key: string | null): boolean {
  if (key === null) return false;
  if (entry.key === key) return true;
  return entry.kind === 'parent' && entry.children.some((child) => containsKey(child, key));
}
