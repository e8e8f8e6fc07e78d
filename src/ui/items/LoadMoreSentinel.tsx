/**
 * Infinite scroll (spec §9): an invisible mark after the grid that loads the next page when it comes within
 * the spec's margin of the bottom of the viewport. Without IntersectionObserver a "Show more" button does the same.
 * The observer sees the top-level viewport, so it also serves a framed board whose frame grows with it; the
 * windowed grid adds the same check against its own window for a frame that scrolls inside (where the margin of
 * an observer does not reach).
 */
import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_MARGIN_PX } from '../../constants.ts';
import { showMoreItems } from '../../i18n/messages.ts';

/** Props of {@link LoadMoreSentinel}. */
export interface LoadMoreSentinelProps {
  /** Whether another page exists and none is loading. */
  canLoadMore: boolean;
  /** Keep it stable (a store action): a new function re-creates the observer. */
  onLoadMore: () => void;
  /** Changes whenever a page arrives: a fresh observer then reports a sentinel that is still in view. */
  pageKey: string;
}

/** Observes while more can load; re-observes per page so a short page that leaves it visible keeps loading. */
export function LoadMoreSentinel({ canLoadMore, onLoadMore, pageKey }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const supported = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const target = ref.current;
    if (!supported || !canLoadMore || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [supported, canLoadMore, pageKey, onLoadMore]);

  if (!supported) {
    return canLoadMore ? (
      <div className="lb-load-more">
        <button type="button" className="lb-button" onClick={onLoadMore}>
          {showMoreItems()}
        </button>
      </div>
    ) : null;
  }
  return <div ref={ref} className="lb-sentinel" aria-hidden="true" />;
}
