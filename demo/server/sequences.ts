/**
 * Ordered item lists addressed by position: a board's home, a category, the promoted category (promoted item
 * moved to the front) and search results. Items are identified by their index in the board's home order, so
 * contiguous lists cost O(1) per position and a page is O(per_page) even on a 10,000-item board.
 */

/** An ordered list of items of one board; positions and values are home indexes. */
export interface ItemSequence {
  readonly length: number;
  /** Home index of the item at `position` (0 ≤ position < length). */
  at(position: number): number;
  /** Position of the item with this home index, or -1 when the list does not hold it. */
  positionOf(homeIndex: number): number;
}

/** The contiguous run of home positions `start … start + length - 1` (home, a category, a parent category). */
export function rangeSequence(start: number, length: number): ItemSequence {
  return {
    length,
    at: (position) => start + position,
    positionOf: (homeIndex) => (homeIndex >= start && homeIndex < start + length ? homeIndex - start : -1),
  };
}

/** A contiguous run with the item at home index `promoted` moved to position 0 (promoted first). */
export function promotedSequence(start: number, length: number, promoted: number): ItemSequence {
  const promotedLocal = promoted - start;
  if (promotedLocal < 0 || promotedLocal >= length) return rangeSequence(start, length);
  return {
    length,
    at: (position) => {
      if (position === 0) return promoted;
      // Items before the promoted one shift back by one; items after it keep their place.
      return position <= promotedLocal ? start + position - 1 : start + position;
    },
    positionOf: (homeIndex) => {
      if (homeIndex === promoted) return 0;
      const local = homeIndex - start;
      if (local < 0 || local >= length) return -1;
      return local < promotedLocal ? local + 1 : local;
    },
  };
}

/** An explicit list of home indexes (search results). */
export function arraySequence(homeIndexes: readonly number[]): ItemSequence {
  let positions: Map<number, number> | undefined;
  return {
    length: homeIndexes.length,
    at: (position) => homeIndexes[position] ?? -1,
    positionOf: (homeIndex) => {
      positions ??= new Map(homeIndexes.map((value, position) => [value, position]));
      return positions.get(homeIndex) ?? -1;
    },
  };
}

/** The items of `sequence` for which `keep` holds, in order. Scans the whole list: used for search only. */
export function filterSequence(sequence: ItemSequence, keep: (homeIndex: number) => boolean): ItemSequence {
  const kept: number[] = [];
  for (let position = 0; position < sequence.length; position++) {
    const homeIndex = sequence.at(position);
    if (keep(homeIndex)) kept.push(homeIndex);
  }
  return arraySequence(kept);
}
