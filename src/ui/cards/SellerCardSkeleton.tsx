/** The seller card while the presenter loads: the card's shape in grey, so nothing moves when it arrives. */
import { loadingContact } from '../../i18n/messages.ts';

/** Avatar circle and two lines; the text alternative says what is loading. */
export function SellerCardSkeleton() {
  return (
    <div className="lb-seller lb-seller--skeleton" part="seller-card">
      <span className="lb-sr-only">{loadingContact()}</span>
      <div className="lb-seller__summary" aria-hidden="true">
        <div className="lb-seller__avatar lb-shimmer" />
        <div className="lb-seller__who">
          <div className="lb-skeleton-line lb-seller__skeleton-name lb-shimmer" />
          <div className="lb-skeleton-line lb-skeleton-line--short lb-shimmer" />
        </div>
      </div>
    </div>
  );
}
