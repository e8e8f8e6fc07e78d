/**
 * The grid of item tiles (spec §2), windowed: only the rows near the viewport are in the DOM, with spacer rows
 * standing in for the others, so 10,000 loaded items stay a few hundred elements. Skeleton tiles stand in for a
 * first page and trail the tiles while a later page loads. Keyboard: one tile is in the tab order (roving
 * tabindex); Left/Right and Up/Down move focus along rows and columns, and the focused tile stays rendered.
 */
import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Item } from '../../api/schemas/item.ts';
import type { ItemsView } from '../../model/items-view.ts';
import { ItemTile } from './ItemTile.tsx';
import { keyOf } from '../shared/keys.ts';
import { SKELETON_TILE_COUNT, SkeletonTile, TRAILING_SKELETON_COUNT } from './SkeletonTile.tsx';
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

function Spacer({ rows, rowHeight, gap }: { rows: number; rowHeight: number; gap: number }) {
  if (rows <= 0) return null;
  return <li className="lb-grid__spacer" aria-hidden="true" style={{ height: `${spacerHeight(rows, rowHeight, gap)}px` }} />;
}

/** Give it a `key` per category or search, so focus and measurements start afresh with a new list. */
export function ItemsGrid({ items, view, showLikes, label, highlight = '', onNearEnd }: ItemsGridProps) {
  const gridRef = useRef<HTMLUListElement>(null);
  const [rovingIndex, setRovingIndex] = useState(0);
  const [focusInside, setFocusInside] = useState(false);
  const pendingFocus = useRef<number | null>(null);
  const count = items.length;
  const roving = Math.max(0, Math.min(rovingIndex, count - 1));
  const { blocks, rowCount, columns, metrics, partial } = useGridWindow(gridRef, count, focusInside ? roving : null, onNearEnd);

  const indices: number[] = [];
  for (const block of blocks) {
    for (let index = block.fromRow * columns; index < Math.min(count, block.toRow * columns); index += 1) indices.push(index);
  }
  const tabStop = indices.includes(roving) ? roving : (indices[0] ?? -1);
  const reachesEnd = blocks.length === 0 || blocks[blocks.length - 1]!.toRow >= rowCount;
  const skeletons = view.loading ? (count === 0 ? SKELETON_TILE_COUNT : reachesEnd ? TRAILING_SKELETON_COUNT : 0) : 0;
  const setSize = Math.max(view.itemsCount, count);

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
    const cell = (event.target as Element).closest?.('li[data-index]');
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
    const cell = (event.target as Element).closest?.('li[data-index]');
    if (cell) setRovingIndex(Number(cell.getAttribute('data-index')));
    setFocusInside(true);
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  const cells = [];
  let row = 0;
  for (const block of blocks) {
    if (metrics) cells.push(<Spacer key={`gap-${block.fromRow}`} rows={block.fromRow - row} rowHeight={metrics.rowHeight} gap={metrics.gap} />);
    for (let index = block.fromRow * columns; index < Math.min(count, block.toRow * columns); index += 1) {
      const item = items[index]!;
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
  if (metrics) cells.push(<Spacer key="gap-end" rows={rowCount - row} rowHeight={metrics.rowHeight} gap={metrics.gap} />);

  return (
    <ul
      ref={gridRef}
      part="grid"
      className={partial ? 'lb-grid lb-grid--unmeasured' : 'lb-grid'}
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
