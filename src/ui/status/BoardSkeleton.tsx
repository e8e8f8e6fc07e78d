/** The loading state (skeleton tiles): the page's shape in grey, with a live "Loading board…" text. */
import { loadingBoard } from '../../i18n/messages.ts';
import { SKELETON_TILE_COUNT, SkeletonTile } from '../items/SkeletonTile.tsx';

const PILL_COUNT = 5;

/** Header bar, banner block, a row of category pills and 12 tiles, each with a fixed size or aspect ratio. */
export function BoardSkeleton() {
  return (
    <div className="lb-loading" part="loading" aria-busy="true">
      <p className="lb-sr-only" role="status">
        {loadingBoard()}
      </p>
      <div className="lb-header lb-header--skeleton" aria-hidden="true">
        <div className="lb-skeleton-logo lb-shimmer" />
        <div className="lb-skeleton-line lb-skeleton-line--title lb-shimmer" />
      </div>
      <div className="lb-banner lb-banner--medium lb-banner--skeleton lb-shimmer" aria-hidden="true" />
      <div className="lb-section lb-skeleton-pills" aria-hidden="true">
        {Array.from({ length: PILL_COUNT }, (_, i) => (
          <div key={i} className="lb-skeleton-pill lb-shimmer" />
        ))}
      </div>
      <ul className="lb-section lb-grid" role="list" aria-hidden="true">
        {Array.from({ length: SKELETON_TILE_COUNT }, (_, i) => (
          <SkeletonTile key={i} />
        ))}
      </ul>
    </div>
  );
}
