/**
 * The fixture catalog: resolves boards, categories and items by id or slug and gives the ordered item list
 * (home, category, search) the items and journeys endpoints page through. Built once from the fixture files;
 * items themselves are generated on demand (`fixtures/items.ts`).
 */
import { matchesSearch } from '../../src/model/search.ts';
import { BOARDS } from './fixtures/boards.ts';
import { CATEGORIES_BY_BOARD } from './fixtures/categories.ts';
import { CONTENT_ITEM_OFFSET, itemIdAt, type ItemPlace, itemText, viewsCount } from './fixtures/items.ts';
import type { BoardSpec, CategorySpec, ItemRef } from './fixtures/types.ts';
import { filterSequence, type ItemSequence, promotedSequence, rangeSequence } from './sequences.ts';

/** How many search result lists are kept, so paging through results and stepping a journey do not rescan. */
const SEARCH_CACHE_SIZE = 64;

interface Segment {
  readonly category: CategorySpec;
  readonly start: number;
  readonly count: number;
}

/** A board with its categories indexed and its home order laid out. */
export interface BoardEntry {
  readonly spec: BoardSpec;
  /** The categories the list answers, in menu order: hidden ones are left out (`categoryById` has them). */
  readonly categories: readonly CategorySpec[];
  /** Items on home: those of the listed categories. */
  readonly total: number;
  /** Every item of the board: home's, then those of hidden categories. */
  readonly itemCount: number;
  readonly promotedCategoryId: number | null;
  /** Home index of the promoted item, if any. */
  readonly promotedHomeIndex: number | null;
  readonly leadingItemId: number | null;
  readonly categoryById: ReadonlyMap<number, CategorySpec>;
  readonly categoryBySlug: ReadonlyMap<string, CategorySpec>;
  readonly segments: readonly Segment[];
}

/** An item list with its memoised most-viewed item (computed once per list, not per page). */
export interface ItemList {
  readonly sequence: ItemSequence;
  /** Promoted item id when this list is the promoted category (not a search). */
  readonly promotedItemId: number | null;
  mostViewedItemId(): number | null;
}

/** Lookups over every fixture board. */
export class Catalog {
  readonly boards: readonly BoardEntry[];
  readonly #byId = new Map<number, BoardEntry>();
  readonly #bySlug = new Map<string, BoardEntry>();
  readonly #lists = new Map<string, ItemList>();
  readonly #searches = new Map<string, ItemList>();
  readonly #slugIndexes = new Map<number, Map<string, number>>();

  constructor(boards: readonly BoardSpec[] = BOARDS) {
    this.boards = boards.map((spec) => indexBoard(spec));
    for (const entry of this.boards) {
      this.#byId.set(entry.spec.id, entry);
      this.#bySlug.set(entry.spec.slug, entry);
    }
  }

  /** A board by numeric id or slug (every board-scoped path accepts both, docs/server.md). */
  board(idOrSlug: string | number): BoardEntry | undefined {
    const text = String(idOrSlug);
    return /^\d+$/.test(text) ? this.#byId.get(Number(text)) : this.#bySlug.get(text);
  }

  /** A category of a board by id or, when `bySlug`, by slug. */
  category(board: BoardEntry, idOrSlug: string, bySlug: boolean): CategorySpec | undefined {
    return bySlug ? board.categoryBySlug.get(idOrSlug) : board.categoryById.get(Number(idOrSlug));
  }

  /** A category by id across all boards, with its board. */
  categoryAnywhere(id: number): { board: BoardEntry; category: CategorySpec } | undefined {
    for (const board of this.boards) {
      const category = board.categoryById.get(id);
      if (category) return { board, category };
    }
    return undefined;
  }

  /** Items a category lists: its own, the sum of its subcategories for a parent, none for a link category. */
  itemsCount(board: BoardEntry, category: CategorySpec): number {
    const [start, end] = categoryRange(board, category);
    return end - start;
  }

  /** Where the item at a home index lives. */
  place(board: BoardEntry, homeIndex: number): ItemPlace {
    const segment = board.segments.find((s) => homeIndex >= s.start && homeIndex < s.start + s.count);
    if (!segment) throw new RangeError(`Board ${board.spec.slug} has no item at home index ${homeIndex}`);
    return { board: board.spec, category: segment.category, index: homeIndex - segment.start, homeIndex };
  }

  /** An item by id across all boards (ids are unique across boards). */
  itemById(id: number): { board: BoardEntry; homeIndex: number } | undefined {
    for (const board of this.boards) {
      const homeIndex = id - board.spec.itemIdBase - 1;
      if (homeIndex >= 0 && homeIndex < board.itemCount) return { board, homeIndex };
    }
    return undefined;
  }

  /** An item by content item id. */
  itemByContentId(contentItemId: number): { board: BoardEntry; homeIndex: number } | undefined {
    return this.itemById(contentItemId - CONTENT_ITEM_OFFSET);
  }

  /** Home index of an item of this board by slug. The slug index is built on first use and kept. */
  homeIndexBySlug(board: BoardEntry, slug: string): number | undefined {
    let index = this.#slugIndexes.get(board.spec.id);
    if (!index) {
      index = new Map();
      for (let homeIndex = 0; homeIndex < board.itemCount; homeIndex++) {
        const { category, index: local } = this.place(board, homeIndex);
        index.set(itemText(category, local).slug, homeIndex);
      }
      this.#slugIndexes.set(board.spec.id, index);
    }
    return index.get(slug);
  }

  /** Home index of an item of this board given its id or slug. */
  homeIndexOf(board: BoardEntry, idOrSlug: string): number | undefined {
    if (/^\d+$/.test(idOrSlug)) {
      const found = this.itemById(Number(idOrSlug));
      return found && found.board === board ? found.homeIndex : undefined;
    }
    return this.homeIndexBySlug(board, idOrSlug);
  }

  /**
   * The ordered list for a category (null: home, all items in board order) and a search text. The promoted
   * category puts its promoted item first. Search keeps that order and filters by `matchesSearch` over name and
   * description.
   */
  list(board: BoardEntry, category: CategorySpec | null, search: string): ItemList {
    const key = `${board.spec.id}:${category?.id ?? 'home'}`;
    let base = this.#lists.get(key);
    if (!base) {
      base = this.#baseList(board, category);
      this.#lists.set(key, base);
    }
    const query = search.trim().toLocaleLowerCase();
    if (query === '') return base;

    const searchKey = `${key}:${query}`;
    const cached = this.#searches.get(searchKey);
    if (cached) {
      // Re-insert so the map's insertion order doubles as least-recently-used order.
      this.#searches.delete(searchKey);
      this.#searches.set(searchKey, cached);
      return cached;
    }
    const sequence = filterSequence(base.sequence, (homeIndex) => {
      const { category: c, index } = this.place(board, homeIndex);
      const text = itemText(c, index);
      return matchesSearch(`${text.name} ${text.description}`, query);
    });
    const result = makeList(board, sequence, null);
    this.#searches.set(searchKey, result);
    if (this.#searches.size > SEARCH_CACHE_SIZE) {
      const oldest = this.#searches.keys().next().value;
      if (oldest !== undefined) this.#searches.delete(oldest);
    }
    return result;
  }

  #baseList(board: BoardEntry, category: CategorySpec | null): ItemList {
    if (!category) return makeList(board, rangeSequence(0, board.total), null);
    const [start, end] = categoryRange(board, category);
    const isPromoted = category.id === board.promotedCategoryId && board.promotedHomeIndex !== null;
    if (isPromoted) {
      const sequence = promotedSequence(start, end - start, board.promotedHomeIndex);
      return makeList(board, sequence, itemIdAt(board.spec, board.promotedHomeIndex));
    }
    return makeList(board, rangeSequence(start, end - start), null);
  }
}

function makeList(board: BoardEntry, sequence: ItemSequence, promotedItemId: number | null): ItemList {
  let mostViewed: number | null | undefined;
  return {
    sequence,
    promotedItemId,
    mostViewedItemId() {
      if (mostViewed !== undefined) return mostViewed;
      let best: number | null = null;
      let bestViews = -1;
      for (let position = 0; position < sequence.length; position++) {
        const id = itemIdAt(board.spec, sequence.at(position));
        const views = viewsCount(id);
        if (views > bestViews) [best, bestViews] = [id, views];
      }
      mostViewed = best;
      return best;
    },
  };
}

/**
 * Home range [start, end) of a category: subcategories follow their parent, so a parent's items are contiguous. A
 * hidden subcategory is not its parent's: its items lie after home's.
 */
function categoryRange(board: BoardEntry, category: CategorySpec): [number, number] {
  const segments = board.segments.filter(
    (s) => s.category.id === category.id || (s.category.parentId === category.id && !s.category.hidden),
  );
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return [0, 0];
  return [first.start, last.start + last.count];
}

function indexBoard(spec: BoardSpec): BoardEntry {
  const all = CATEGORIES_BY_BOARD.get(spec.id) ?? [];
  const categories = all.filter((category) => !category.hidden);
  const segments: Segment[] = [];
  let itemCount = 0;
  // Listed categories first (home is their items), then hidden ones, so hiding a category shifts no item id.
  for (const category of [...categories, ...all.filter((c) => c.hidden)]) {
    if (category.type !== 1 && category.type !== 3) continue;
    const count = category.count ?? 0;
    segments.push({ category, start: itemCount, count });
    itemCount += count;
  }
  const total = segments.filter((s) => !s.category.hidden).reduce((sum, s) => sum + s.count, 0);
  const homeIndexOfRef = (ref: ItemRef | undefined): number | null => {
    const segment = ref && segments.find((s) => s.category.id === ref.categoryId);
    return segment && ref.index < segment.count ? segment.start + ref.index : null;
  };
  const promotedHomeIndex = homeIndexOfRef(spec.promoted);
  const leadingHomeIndex = homeIndexOfRef(spec.leading);
  return {
    spec,
    categories,
    total,
    itemCount,
    promotedCategoryId: promotedHomeIndex === null ? null : (spec.promoted?.categoryId ?? null),
    promotedHomeIndex,
    leadingItemId: leadingHomeIndex === null ? null : itemIdAt(spec, leadingHomeIndex),
    categoryById: new Map(all.map((c) => [c.id, c])),
    categoryBySlug: new Map(all.map((c) => [c.slug, c])),
    segments,
  };
}
