/**
 * The grid of item tiles, windowed: only the rows near the viewport are in the DOM, with spacer rows
 * standing in for the others, so 10,000 loaded items stay a few hundred elements. Skeleton tiles stand in for a
 * first page, and for the next page wherever it will appear: the grid holds that page's room before it loads, so
 * its arrival moves nothing below the grid (the contact card). Keyboard: one tile is in the tab order (roving
 * tabindex); Left/Right and Up/Down move focus along rows and columns, and the focused tile stays rendered.
 */
import { type FocusEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';

import type { Item } from '../../api/schemas/item.ts';
import { FIRST_PAGE, INFINITE_SCROLL_MARGIN_PX } from '../../base/constants.ts';
import type { ItemsView } from '../../model/items-view.ts';
import { keyOf } from '../shared/keys.ts';
import { ItemTile } from './ItemTile.tsx';
import { SKELETON_TILE_COUNT, SkeletonTile } from './SkeletonTile.tsx';
import { readColumns, useGridWindow } from './use-grid-window.ts';
import { spacerHeight } from './visible-range.ts';

/** Props of {@link ItemsGrid}. */
export interface ItemsGridProps {
  items: readonly Item[];
  view: ItemsView;
  showLikes: boolean;
  /** Accessible name of the list ("Items in Guides", "Search results"). */
  label: string;
  /** Search text to mark in tile names. */
  highlight?: string;
  /** Loads the next page; called when the end of the grid nears the viewport bottom (it guards itself). */
  onNearEnd?: () => void;
}

const ARROWS = ['left', 'right', 'up', 'down'] as const;

/**
 * Cells the grid holds for the next page while there is one: its expected size (what is left, spread over the pages
 * left; where the count says nothing is left, the pages so far's average), so when it arrives its tiles take the
 * skeletons' places. None after a failed page (the error shows instead).
 */
export function nextPageRoom(view: ItemsView, loaded: number): number {
  if (loaded === 0 || view.errorCode || view.page < FIRST_PAGE || view.page >= view.totalPages) return 0;
  const left = view.itemsCount - loaded;
  return left > 0 ? Math.ceil(left / (view.totalPages - view.page)) : Math.ceil(loaded / view.page);
}

function Spacer({ rows, rowHeight, gap }: { rows: number; rowHeight: number; gap: number }) {
  if (rows <= 0) return null;
  return (
    <li className="lb-grid__spacer" aria-hidden="true" style={{ height: `${spacerHeight(rows, rowHeight, gap)}px` }} />
  );
}

/** Give it a `key` per category or search, so focus and measurements start afresh with a new list. */
export function ItemsGrid({ items, view, showLikes, label, highlight = '', onNearEnd }: ItemsGridProps) {
  const gridRef = useRef<HTMLUListElement>(null);
  const [rovingIndex, setRovingIndex] = useState(0);
  const [focusInside, setFocusInside] = useState(false);
  const pendingFocus = useRef<number | null>(null);
  const count = items.length;
  // Cells: the loaded tiles, then the next page's room.
  const cellCount = count + nextPageRoom(view, count);
  const roving = Math.max(0, Math.min(rovingIndex, count - 1));
  const { blocks, rowCount, columns, metrics, partial } = useGridWindow(
    gridRef,
    cellCount,
    focusInside ? roving : null,
    onNearEnd,
    count,
  );

  const indices: number[] = [];
  for (const block of blocks) {
    for (let index = block.fromRow * columns; index < Math.min(count, block.toRow * columns); index += 1)
      indices.push(index);
  }
  const tabStop = indices.includes(roving) ? roving : (indices[0] ?? -1);
  const skeletons = view.loading && count === 0 ? SKELETON_TILE_COUNT : 0;
  const setSize = Math.max(view.itemsCount, count);

  // Infinite scroll: the next page loads once a cell of its room comes within `INFINITE_SCROLL_MARGIN_PX` of the
  // viewport's bottom — the first one when the visitor reaches the last tile, any one after a jump into the room.
  // The observer sees the top-level viewport, so it also serves a framed board whose frame grows with it; the
  // window's own check (useGridWindow) serves a frame that scrolls inside. Re-made after every render, as the
  // rendered cells change with the window (and a page that leaves the room in view keeps loading).
  useEffect(() => {
    const room = count > 0 ? gridRef.current?.querySelectorAll('.lb-tile--skeleton') : undefined;
    if (!room?.length || !onNearEnd || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNearEnd();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    room.forEach((cell) => observer.observe(cell));
    return () => observer.disconnect();
  });

  // Focus the tile an arrow key moved to, once it is rendered (it is: the focused row is always kept).
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    const link = gridRef.current?.querySelector<HTMLElement>(`li[data-index="${target}"] > a`);
    if (link) {
      pendingFocus.current = null;
      link.focus();
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const key = keyOf(event, ARROWS);
    const cell = (event.target as Element).closest('li[data-index]');
    if (!key || !cell || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const index = Number(cell.getAttribute('data-index'));
    // Read the layout now: the measured metrics lag a frame behind a resize.
    const across = gridRef.current ? readColumns(gridRef.current) : columns;
    const step = key === 'left' ? -1 : key === 'right' ? 1 : key === 'up' ? -across : across;
    const next = index + step;
    if (next < 0 || next >= count) return;
    pendingFocus.current = next;
    setRovingIndex(next);
  };
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const cell = (event.target as Element).closest('li[data-index]');
    if (cell) setRovingIndex(Number(cell.getAttribute('data-index')));
    setFocusInside(true);
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  const cells = [];
  let row = 0;
  for (const [position, block] of blocks.entries()) {
    // Keyed by position, not row: as the window moves, a spacer is resized in place rather than made anew.
    if (metrics)
      cells.push(
        <Spacer key={`gap-${position}`} rows={block.fromRow - row} rowHeight={metrics.rowHeight} gap={metrics.gap} />,
      );
    for (let index = block.fromRow * columns; index < Math.min(cellCount, block.toRow * columns); index += 1) {
      const item = items[index];
      if (!item) {
        cells.push(<SkeletonTile key={`room-${index}`} />);
        continue;
      }
      cells.push(
        <li key={item.id} className="lb-grid__cell" data-index={index} aria-posinset={index + 1} aria-setsize={setSize}>
          <ItemTile
            item={item}
            mostViewed={item.id === view.mostViewedItemId}
            showLikes={showLikes}
            tabIndex={index === tabStop ? 0 : -1}
            highlight={highlight}
          />
        </li>,
      );
    }
    row = block.toRow;
  }
  if (metrics)
    cells.push(<Spacer key="gap-end" rows={rowCount - row} rowHeight={metrics.rowHeight} gap={metrics.gap} />);

  return (
    <ul
      ref={gridRef}
      part="grid"
      className={partial ? 'lb-grid lb-grid--unmeasured' : 'lb-grid'}
      // The whole grid's height, held while its rows change: a browser that lays the page out in the middle of a
      // commit (WebKitGTK was seen to) would otherwise find it short, the old rows gone and the new ones not yet
      // in, and pull a page scrolled near its end up by that much (items.test.ts, acme-big).
      style={metrics ? { minHeight: `${spacerHeight(rowCount, metrics.rowHeight, metrics.gap)}px` } : undefined}
      role="list"
      aria-label={label}
      aria-busy={view.loading || undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {cells}
      {Array.from({ length: skeletons }, (_, i) => (
        <SkeletonTile key={`skeleton-${i}`} />
      ))}
    </ul>
  );
}
