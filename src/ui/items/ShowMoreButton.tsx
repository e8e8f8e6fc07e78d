/**
 * Infinite scroll without IntersectionObserver (spec §9): a "Show more" button after the grid loads the next page.
 * Where the observer exists, the grid's room for the next page loads it as it comes into view (ItemsGrid).
 */
import { showMoreItems } from '../../i18n/messages.ts';

/** Props of {@link ShowMoreButton}. */
export interface ShowMoreButtonProps {
  /** Whether another page exists and none is loading. */
  canLoadMore: boolean;
  onLoadMore: () => void;
}

/** The button, or nothing where the grid loads by itself. */
export function ShowMoreButton({ canLoadMore, onLoadMore }: ShowMoreButtonProps) {
  if (!canLoadMore || typeof IntersectionObserver !== 'undefined') return null;
  return (
    <div className="lb-load-more">
      <button type="button" className="lb-button" onClick={onLoadMore}>
        {showMoreItems()}
      </button>
    </div>
  );
}
