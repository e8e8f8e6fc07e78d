/**
 * The lookups of categories the categories list lacks (a route names one the list does not hold): at most one on its
 * way, each answer remembered until the next load, and the categories found merged into the list the board shows. A
 * part of the board store of its own because it keeps its own request and memory; the store composes it.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core';

import { CLIENT_ERROR_CODE, isAbortError, isApiError } from '../api/errors.ts';
import type { Categories, Category } from '../api/schemas/category.ts';
import { CATEGORY_TYPE } from '../base/constants.ts';
import type { BoardPort, CategoryLookupOutcome } from './board-types.ts';
import { type CategoryLookup, categoryLookup, lookupKey, withCategories } from './category-selection.ts';

/** What the category lookups read from the store that composes them. */
export interface CategoryLookupsOptions {
  port: Pick<BoardPort, 'category'>;
  /** The categories list as the server answered it. */
  listed: ReadonlySignal<Categories | null>;
  /** The signal of the store's current load, read when a lookup starts: aborting it cancels the lookup. */
  abortSignal: () => AbortSignal;
  /** Told of a lookup that failed for a reason other than a 404 or an unreadable answer: the board's failure. */
  onFailure: (error: unknown) => void;
}

/** The lookups of categories the list lacks, for one board. */
export interface CategoryLookups {
  /** The categories list, plus any category fetched alone (in `data` only: the menu order is the list's). */
  readonly categories: ReadonlySignal<Categories | null>;
  /**
   * Looks up a category the list lacks, once: asking for the same category while it is on its way joins that
   * request, a 404 is remembered until the next load, and a category found joins `categories`. Another lookup, a
   * load, showing a category or search, or `dispose` cancel it, and its answer is then dropped. An answer that cannot
   * be read counts as a 404; any other failure is the board's failure (docs/decisions.md).
   */
  lookUpCategory(wanted: CategoryLookup): Promise<CategoryLookupOutcome>;
  /** The lookup a requested category needs before it can show (see `categoryLookup`); null when none is needed. */
  missingCategory(requested: string | null, bySlug: boolean): CategoryLookup | null;
  /** Cancels the lookup on its way, if any: the board moved elsewhere. */
  cancelLookup(): void;
  /** Forgets the answers the server gave (a new load asks again). */
  forgetAnswers(): void;
  /** Drops the categories fetched alone (a new load starts from its own list). */
  clearFetched(): void;
}

/** Creates the category lookups of one board; nothing is looked up until asked. */
export function createCategoryLookups(options: CategoryLookupsOptions): CategoryLookups {
  const { port, listed } = options;
  /** Categories the list lacks, fetched alone because a route named them (by id). */
  const fetchedAlone = signal<Readonly<Record<string, Category>>>({});
  /** The list with the categories fetched alone in its `data` (never in its menu order). */
  const categories: ReadonlySignal<Categories | null> = computed(() => {
    const list = listed.value;
    return list && withCategories(list, Object.values(fetchedAlone.value));
  });
  /**
   * Lookups the server has answered (found or 404), until the next load: asking again would only get the same
   * answer. Also what keeps a found category whose answer does not match the route from being asked for forever.
   */
  const answered = new Map<string, 'found' | 'absent'>();
  /** The one lookup on its way; a lookup of another category cancels it, one of the same category joins it. */
  let lookup: { key: string; controller: AbortController; done: Promise<CategoryLookupOutcome> } | null = null;

  function cancelLookup(): void {
    lookup?.controller.abort();
    lookup = null;
  }

  /** A category alone; a parent comes with its first subcategory when the board does not know that one either. */
  async function fetchAlone(wanted: CategoryLookup, abortSignal: AbortSignal): Promise<Category[]> {
    const category = await port.category(wanted, abortSignal);
    const first = category.category_type === CATEGORY_TYPE.parentCategory ? category.subcategories_ids[0] : undefined;
    if (first === undefined || categories.peek()?.data[String(first)]) return [category];
    return [category, await port.category(first, abortSignal)];
  }

  function lookUpCategory(wanted: CategoryLookup): Promise<CategoryLookupOutcome> {
    const key = lookupKey(wanted);
    if (lookup?.key === key && !lookup.controller.signal.aborted) return lookup.done;
    cancelLookup();
    const known = answered.get(key);
    if (known) return Promise.resolve(known);
    const own = new AbortController();
    const parent = options.abortSignal();
    const cancel = () => own.abort();
    parent.addEventListener('abort', cancel);
    if (parent.aborted) own.abort();
    const done = fetchAlone(wanted, own.signal).then(
      (found): CategoryLookupOutcome => {
        if (own.signal.aborted) return 'cancelled';
        fetchedAlone.value = { ...fetchedAlone.value, ...Object.fromEntries(found.map((c) => [String(c.id), c])) };
        answered.set(key, 'found');
        return 'found';
      },
      (error: unknown): CategoryLookupOutcome => {
        if (own.signal.aborted || isAbortError(error)) return 'cancelled';
        if (isApiError(error) && error.status === 404) {
          answered.set(key, 'absent');
          return 'absent';
        }
        // A category whose answer cannot be read is one this board cannot show; asking again would get the same.
        if (isApiError(error) && error.code === CLIENT_ERROR_CODE.invalidResponse) {
          console.warn(`[live-board] the category ${key} could not be read; showing the default view`, error);
          answered.set(key, 'absent');
          return 'absent';
        }
        options.onFailure(error);
        return 'failed';
      },
    );
    const entry = { key, controller: own, done };
    lookup = entry;
    void done.finally(() => {
      parent.removeEventListener('abort', cancel);
      if (lookup === entry) lookup = null;
    });
    return done;
  }

  function missingCategory(requested: string | null, bySlug: boolean): CategoryLookup | null {
    const wanted = categoryLookup(categories.peek(), requested, bySlug);
    return wanted === null || answered.has(lookupKey(wanted)) ? null : wanted;
  }

  return {
    categories,
    lookUpCategory,
    missingCategory,
    cancelLookup,
    forgetAnswers: () => answered.clear(),
    clearFetched: () => {
      fetchedAlone.value = {};
    },
  };
}
