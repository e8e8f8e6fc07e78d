/**
 * Windowing math of the items grid, as pure functions: which rows of a fixed-row-height grid are near the viewport,
 * and how tall the spacers standing in for the other rows are. The grid renders only those rows, so a 10,000-item
 * board keeps a bounded DOM.
 */

/** Input of {@link visibleRange}. Lengths in CSS px. */
export interface VisibleRangeInput {
  itemCount: number;
  columns: number;
  /** Height of one row of tiles, without the gap. */
  rowHeight: number;
  /** Gap between rows. */
  gap?: number;
  /** Top of the viewport relative to the grid's top edge (negative while the grid starts below it). */
  viewportTop: number;
  viewportHeight: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
  /** At least this many items are rendered (whole rows), extending the range downwards first. */
  minItems?: number;
}

/** Rows `[startRow, endRow)` and items `[start, end)` to render, out of `rowCount` rows. */
export interface VisibleRange {
  start: number;
  end: number;
  startRow: number;
  endRow: number;
  rowCount: number;
}

/** A run of rows `[fromRow, toRow)` rendered together. */
export interface RowBlock {
  fromRow: number;
  toRow: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The rows that intersect the viewport plus `overscan` rows on each side, and at least `minItems` items. Never
 * empty while there are items: a grid scrolled out of view keeps the rows nearest the viewport, so the grid keeps
 * a tab stop.
 */
export function visibleRange(input: VisibleRangeInput): VisibleRange {
  const { itemCount, columns, rowHeight, gap = 0, viewportTop, viewportHeight, overscan, minItems = 0 } = input;
  const cols = Math.max(1, Math.floor(columns));
  const count = Math.max(0, Math.floor(itemCount));
  const rowCount = Math.ceil(count / cols);
  if (rowCount === 0) return { start: 0, end: 0, startRow: 0, endRow: 0, rowCount: 0 };
  const pitch = rowHeight + gap;
  if (!(pitch > 0)) return { start: 0, end: count, startRow: 0, endRow: rowCount, rowCount };
  const pad = Math.max(0, Math.floor(overscan));
  const firstVisible = Math.floor(viewportTop / pitch);
  const lastVisible = Math.ceil((viewportTop + Math.max(0, viewportHeight)) / pitch);
  let startRow = clamp(firstVisible - pad, 0, rowCount);
  let endRow = clamp(lastVisible + pad, 0, rowCount);
  if (endRow <= startRow) {
    // The viewport is wholly above or below the grid: keep the rows nearest to it.
    const keep = Math.max(1, pad);
    if (startRow >= rowCount) [startRow, endRow] = [Math.max(0, rowCount - keep), rowCount];
    else [startRow, endRow] = [0, Math.min(rowCount, keep)];
  }
  const minRows = Math.ceil(Math.max(0, minItems) / cols);
  if (endRow - startRow < minRows) {
    endRow = Math.min(rowCount, startRow + minRows);
    startRow = Math.max(0, endRow - minRows);
  }
  return { start: startRow * cols, end: Math.min(count, endRow * cols), startRow, endRow, rowCount };
}

/** Height of a spacer standing in for `rows` rows: it takes one grid row itself, so one gap less than the rows. */
export function spacerHeight(rows: number, rowHeight: number, gap = 0): number {
  return rows > 0 ? rows * (rowHeight + gap) - gap : 0;
}

/**
 * The row blocks to render: the visible range, plus `keepRow` (the row of the focused tile) when it lies outside,
 * so focus is never dropped by scrolling. Blocks are ordered and merged when they touch.
 */
export function rowBlocks(
  range: Pick<VisibleRange, 'startRow' | 'endRow' | 'rowCount'>,
  keepRow: number | null = null,
): RowBlock[] {
  const blocks: RowBlock[] = range.endRow > range.startRow ? [{ fromRow: range.startRow, toRow: range.endRow }] : [];
  if (keepRow === null || keepRow < 0 || keepRow >= range.rowCount) return blocks;
  const kept = { fromRow: keepRow, toRow: keepRow + 1 };
  const [main] = blocks;
  if (!main) return [kept];
  if (keepRow >= main.fromRow - 1 && keepRow <= main.toRow) {
    return [{ fromRow: Math.min(main.fromRow, kept.fromRow), toRow: Math.max(main.toRow, kept.toRow) }];
  }
  return keepRow < main.fromRow ? [kept, main] : [main, kept];
}
