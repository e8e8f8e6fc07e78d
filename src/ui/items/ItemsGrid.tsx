/** The responsive grid of item tiles, with skeleton tiles while a page loads (spec §2). */
import type { Item } from '../../api/schemas/item.ts';
import type { ItemsView } from '../../model/items-view.ts';
import { ItemTile } from './ItemTile.tsx';
import { SKELETON_TILE_COUNT, SkeletonTile, TRAILING_SKELETON_COUNT } from './SkeletonTile.tsx';

/** Props of {@link ItemsGrid}. */
export interface ItemsGridProps {
  items: readonly Item[];
  view: ItemsView;
  showLikes: boolean;
}

/** Twelve skeletons stand in for a first page; a few trail the tiles while a later page loads. */
export function ItemsGrid({ items, view, showLikes }: ItemsGridProps) {
  const skeletons = view.loading ? (items.length === 0 ? SKELETON_TILE_COUNT : TRAILING_SKELETON_COUNT) : 0;
  return (
    <ul part="grid" className="lb-grid" role="list" aria-busy={view.loading || undefined}>
      {items.map((item) => (
        <li key={item.id} className="lb-grid__cell">
          <ItemTile item={item} mostViewed={item.id === view.mostViewedItemId} showLikes={showLikes} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <SkeletonTile key={`skeleton-${i}`} />
      ))}
    </ul>
  );
}
