/** The contact card section (spec §2): a title and a call to action; the presenter's details come later. */
import type { Campaign } from '../../model/campaign.ts';
import type { EventBus } from '../../model/event-bus.ts';
import { contactCardTitle } from '../../i18n/messages.ts';
import { CtaAction } from '../shared/CtaAction.tsx';

/** Props of {@link ContactCardSection}. */
export interface ContactCardSectionProps {
  card: Campaign['contact_card'];
  bus: EventBus;
}

/** A card with the owner's title (or a default one) and the card's call to action. */
export function ContactCardSection({ card, bus }: ContactCardSectionProps) {
  const title = card.title?.trim() || contactCardTitle();
  return (
    <section part="contact-card" className="lb-section lb-card lb-contact">
      <h2 className="lb-section__title">{title}</h2>
      {card.cta && <CtaAction cta={card.cta} area="contact_card" bus={bus} className="lb-button lb-button--primary" />}
    </section>
  );
}
