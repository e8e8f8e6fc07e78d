/** Placeholder of the viewer's content while its journey item loads. */
import * as m from '../../i18n/viewer-messages.ts';

/** A shimmering stage of a fixed size (nothing jumps when the item arrives); announced as loading. */
export function ViewerSkeleton() {
  return (
    <div className="lb-render lb-render--skeleton" part="viewer-content" role="status">
      <div className="lb-viewer__skeleton lb-shimmer" aria-hidden="true" />
      <span className="lb-sr-only">{m.loadingItem()}</span>
    </div>
  );
}
