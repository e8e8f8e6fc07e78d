/**
 * Keeps the items grid windowed: measures its columns, row height and gap once they are laid out, and recomputes
 * which rows are near the viewport on scroll and resize. The board lives in the host page's normal flow, so the
 * scroller is the host window or any scrollable ancestor: positions come from `getBoundingClientRect()` against the
 * viewport, and a capturing `scroll` listener on the window hears every scroller of the page (scroll events do not
 * bubble, but they are captured). Work is throttled to one pass per animation frame.
 */
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { INFINITE_SCROLL_MARGIN_PX } from '../../base/constants.ts';
import { type RowBlock, rowBlocks, spacerHeight, visibleRange } from './visible-range.ts';

/** Rows rendered beyond each edge of the viewport. */
export const GRID_OVERSCAN_ROWS = 3;

/**
 * Tiles always rendered, wherever the viewport is, so a grid still below the fold (a board low in a host page)
 * shows its first tiles — to find-in-page, to tests — for a bounded cost: more than a tall screen shows.
 */
export const MIN_RENDERED_TILES = 24;

/**
 * Tiles rendered before the grid has been measured (the first frame; happy-dom never measures): what a screen shows
 * at first (three rows of four), so the first render — the first screen's largest — makes no tile nobody sees yet.
 * The rows near the viewport follow in the next frame; meanwhile the grid holds a screen's height (its
 * `lb-grid--unmeasured` class), so nothing below it comes into view and moves. CMS demo, `npm run bench`: main
 * thread from the last critical response to the first tile 287–323 → 207–237 ms, compared with 24 tiles.
 */
export const UNMEASURED_TILE_LIMIT = 12;

/** What the grid measured of itself. */
export interface GridMetrics {
  readonly columns: number;
  readonly rowHeight: number;
  readonly gap: number;
}

/** What the grid renders: blocks of rows, and the metrics to size spacers (null until measured). */
export interface GridWindow {
  readonly blocks: readonly RowBlock[];
  readonly rowCount: number;
  readonly columns: number;
  readonly metrics: GridMetrics | null;
  /** True while unmeasured with tiles left out: the grid then holds a screen's height (`lb-grid--unmeasured`). */
  readonly partial: boolean;
}

/** Number of tracks of a laid-out grid: the resolved `grid-template-columns` lists one length per track. */
/** The grid's current column count, from its laid-out template. */
export function readColumns(grid: Element): number {
  const tracks = getComputedStyle(grid).gridTemplateColumns.trim().split(/\s+/);
  return Math.max(1, tracks.filter((track) => /^[\d.]+px$/.test(track)).length);
}

function readGap(grid: Element): number {
  return Number.parseFloat(getComputedStyle(grid).rowGap) || 0;
}

const sameRows = (a: { startRow: number; endRow: number }, b: { startRow: number; endRow: number }) =>
  a.startRow === b.startRow && a.endRow === b.endRow;

/**
 * Whether the end of the loaded tiles (`loadedBottom`, in viewport coordinates) is within the infinite-scroll
 * margin of the bottom of its window's viewport — or above it, with the grid's room for the next page
 * (down to `gridBottom`) still in view — judged only where that window scrolls: a frame sized to its content (a
 * framed board whose host follows its height) always shows its end, and there the grid's IntersectionObserver —
 * which sees the top-level viewport — decides alone. A grid scrolled past entirely loads nothing.
 */
function endIsNear(loadedBottom: number, gridBottom: number, view: Window): boolean {
  const scrolls = view.document.documentElement.scrollHeight > view.innerHeight;
  return scrolls && gridBottom >= 0 && loadedBottom <= view.innerHeight + INFINITE_SCROLL_MARGIN_PX;
}

/**
 * Windows a grid of `itemCount` cells in `gridRef` (each cell an `li[data-index]`), of which the first `loadedCount`
 * are tiles and the rest stand in for a page still to load. `keepIndex` — the tile that has focus — stays rendered
 * wherever the viewport goes. `onNearEnd` runs when the end of the loaded tiles comes within the infinite-scroll
 * margin of the viewport bottom (the caller guards against double loads).
 */
export function useGridWindow(
  gridRef: RefObject<HTMLElement | null>,
  itemCount: number,
  keepIndex: number | null,
  onNearEnd?: () => void,
  loadedCount = itemCount,
): GridWindow {
  const [metrics, setMetrics] = useState<GridMetrics | null>(null);
  const [rows, setRows] = useState({ startRow: 0, endRow: 0 });
  const metricsRef = useRef(metrics);
  const countRef = useRef(itemCount);
  const loadedRef = useRef(loadedCount);
  const nearEndRef = useRef(onNearEnd);
  // The latest values for the callbacks below, updated before any other effect of this hook runs.
  useLayoutEffect(() => {
    metricsRef.current = metrics;
    countRef.current = itemCount;
    loadedRef.current = loadedCount;
    nearEndRef.current = onNearEnd;
  });
  const frame = useRef(0);

  const recompute = useCallback(() => {
    const grid = gridRef.current;
    const m = metricsRef.current;
    if (!grid || !m) return;
    const view = grid.ownerDocument.defaultView;
    const box = grid.getBoundingClientRect();
    if (view && nearEndRef.current) {
      const loadedBottom = box.top + spacerHeight(Math.ceil(loadedRef.current / m.columns), m.rowHeight, m.gap);
      if (endIsNear(loadedBottom, box.bottom, view)) nearEndRef.current();
    }
    const range = visibleRange({
      // Scrolled past the grid, the rows kept rendered are its last tiles, not the next page's room.
      itemCount: box.bottom < 0 ? loadedRef.current : countRef.current,
      columns: m.columns,
      rowHeight: m.rowHeight,
      gap: m.gap,
      viewportTop: -box.top,
      viewportHeight: view?.innerHeight ?? 0,
      overscan: GRID_OVERSCAN_ROWS,
      minItems: MIN_RENDERED_TILES,
    });
    setRows((current) => (sameRows(current, range) ? current : { startRow: range.startRow, endRow: range.endRow }));
  }, [gridRef]);

  const schedule = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      recompute();
    });
  }, [recompute]);

  // Scroll (any scroller, captured) and resize of the host window.
  useEffect(() => {
    const view = gridRef.current?.ownerDocument.defaultView ?? window;
    const options = { capture: true, passive: true } as const;
    view.addEventListener('scroll', schedule, options);
    view.addEventListener('resize', schedule, options);
    return () => {
      view.removeEventListener('scroll', schedule, options);
      view.removeEventListener('resize', schedule, options);
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [gridRef, schedule]);

  // Columns and gap follow the grid's width; the row height follows the first rendered tile (its thumbnail keeps
  // an aspect ratio, so a wider column makes a taller row).
  const cellObserver = useRef<ResizeObserver | null>(null);
  const observedCell = useRef<Element | null>(null);
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || typeof ResizeObserver === 'undefined') return;
    const update = (patch: Partial<GridMetrics>) => {
      const current = metricsRef.current;
      const next = {
        columns: patch.columns ?? current?.columns ?? readColumns(grid),
        rowHeight: patch.rowHeight ?? current?.rowHeight ?? 0,
        gap: patch.gap ?? current?.gap ?? readGap(grid),
      };
      if (!(next.rowHeight > 0)) return;
      if (
        current &&
        current.columns === next.columns &&
        current.rowHeight === next.rowHeight &&
        current.gap === next.gap
      )
        return;
      metricsRef.current = next;
      setMetrics(next);
      // Place the window in the same render as the new metrics, so no frame shows a stale range.
      recompute();
    };
    // Re-rendering inside a ResizeObserver callback resizes what it observes in the same frame, which makes the
    // browser report "ResizeObserver loop completed with undelivered notifications" on the host's window. Apply
    // the measurements in the next animation frame instead, coalesced.
    let pending: Partial<GridMetrics> = {};
    let frame = 0;
    const schedule = (patch: Partial<GridMetrics>) => {
      pending = { ...pending, ...patch };
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const next = pending;
        pending = {};
        update(next);
      });
    };
    const gridObserver = new ResizeObserver(() => schedule({ columns: readColumns(grid), gap: readGap(grid) }));
    const cells = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      const height = entry?.target.getBoundingClientRect().height ?? 0;
      if (height > 0) schedule({ rowHeight: height, columns: readColumns(grid), gap: readGap(grid) });
    });
    gridObserver.observe(grid);
    cellObserver.current = cells;
    // Layout effects ran before this effect on mount: watch the first tile already there.
    const first = grid.querySelector('li[data-index]');
    if (first) cells.observe(first);
    observedCell.current = first;
    return () => {
      cancelAnimationFrame(frame);
      gridObserver.disconnect();
      cells.disconnect();
      cellObserver.current = null;
      observedCell.current = null;
    };
  }, [gridRef, recompute]);

  // After every render: watch whichever tile is first now (cheap), and place the window for the new layout.
  useLayoutEffect(() => {
    const cell = gridRef.current?.querySelector('li[data-index]') ?? null;
    const observer = cellObserver.current;
    if (observer && cell !== observedCell.current) {
      if (observedCell.current) observer.unobserve(observedCell.current);
      if (cell) observer.observe(cell);
      observedCell.current = cell;
    }
  });
  useLayoutEffect(recompute, [recompute, itemCount, metrics]);

  if (!metrics) {
    const shown = Math.min(itemCount, UNMEASURED_TILE_LIMIT);
    return {
      blocks: shown > 0 ? [{ fromRow: 0, toRow: shown }] : [],
      rowCount: itemCount,
      columns: 1,
      metrics: null,
      partial: shown < itemCount,
    };
  }
  const rowCount = Math.ceil(itemCount / metrics.columns);
  const startRow = Math.min(rows.startRow, rowCount);
  const endRow = Math.min(rows.endRow, rowCount);
  const keepRow = keepIndex === null || keepIndex >= itemCount ? null : Math.floor(keepIndex / metrics.columns);
  return {
    blocks: rowBlocks({ startRow, endRow, rowCount }, keepRow),
    rowCount,
    columns: metrics.columns,
    metrics,
    partial: false,
  };
}
