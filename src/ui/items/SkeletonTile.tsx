/** A placeholder tile with the exact shape of an item tile, so nothing moves when the items arrive. */
export function SkeletonTile() {
  return (
    <li className="lb-grid__cell" aria-hidden="true">
      <div className="lb-tile lb-tile--skeleton">
        <div className="lb-tile__media lb-shimmer" />
        <div className="lb-tile__body">
          <div className="lb-skeleton-line lb-shimmer" />
          <div className="lb-skeleton-line lb-skeleton-line--short lb-shimmer" />
        </div>
      </div>
    </li>
  );
}

/** How many skeleton tiles stand in for a first page. */
export const SKELETON_TILE_COUNT = 12;
