/**
 * The contact card section: the owner's title, the seller's card (open and closed states) and the
 * card's call to action. The seller and the card's code load beside the board: a skeleton stands in while they
 * load, and when the seller cannot be loaded the section keeps only its title and CTA.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';

import type { Presenter } from '../../api/schemas/lead.ts';
import { contactCardTitle } from '../../i18n/messages.ts';
import type { Campaign } from '../../model/campaign.ts';
import type { EventBus } from '../../model/event-bus.ts';
import { sellerCardPart } from '../cards/lazy.ts';
import { SellerCardSkeleton } from '../cards/SellerCardSkeleton.tsx';
import { CtaAction } from './CtaAction.tsx';

/** What the section reads from the board store: the seller and where its loading stands. */
export interface ContactCardStore {
  readonly presenter: ReadonlySignal<Presenter | null>;
  readonly presenterStatus: ReadonlySignal<'loading' | 'ready' | 'unavailable'>;
}

/** Props of {@link ContactCardSection}. */
export interface ContactCardSectionProps {
  card: Campaign['contact_card'];
  store: ContactCardStore;
  bus: EventBus;
}

/** A card with the owner's title (or a default one), the seller and the card's call to action. */
export function ContactCardSection({ card, store, bus }: ContactCardSectionProps) {
  useSignals();
  const presenter = store.presenter.value;
  const loading = !presenter && store.presenterStatus.value === 'loading';
  const title = card.title?.trim() || contactCardTitle();
  // The card's code downloads beside the seller's data (both come after the first tiles), not after it.
  useEffect(() => void sellerCardPart.preload(), []);
  return (
    <section
      part="contact-card"
      className={`lb-section lb-card lb-contact${presenter || loading ? ' lb-contact--seller' : ''}`}
      aria-busy={loading || undefined}
    >
      <h2 className="lb-section__title">{title}</h2>
      {presenter ? (
        <sellerCardPart.Slot presenter={presenter} fallback={<SellerCardSkeleton />} />
      ) : (
        loading && <SellerCardSkeleton />
      )}
      {card.cta && (
        <div className="lb-contact__action">
          <CtaAction cta={card.cta} area="contact_card" bus={bus} className="lb-button lb-button--primary" />
        </div>
      )}
    </section>
  );
}
