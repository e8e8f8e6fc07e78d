/**
 * The greeting card's content: the owner's greeting, then either the known lead's "Hi {name}" with
 * a 'Not {leadName}?' switch, or an email entry for an unknown lead. When it shows and the once-per-board rule
 * live in model/greeting.ts; this card only renders and reports.
 */
import { type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';

import {
  continueLabel,
  greetingDefaultTitle,
  greetingEmailIntro,
  greetingHi,
  notLead,
  yourEmailLabel,
} from '../../i18n/form-messages.ts';
import type { Campaign } from '../../model/campaign.ts';
import type { FormField } from '../../model/validation.ts';
import { CtaForm } from '../forms/CtaForm.tsx';
import { CloseButton } from '../shared/CloseButton.tsx';
import { isKey } from '../shared/keys.ts';

/** Props of {@link GreetingCard}. */
export interface GreetingCardProps {
  greetings: Campaign['general']['greetings'];
  /** The known lead's name; null for an unknown lead, who is asked for an email. */
  leadName: string | null;
  onClose: () => void;
  /** The known lead says they are someone else. */
  onSwitchLead: () => void;
  /** The unknown lead entered a valid email. May reject with a 422 `ApiError` to show the server's error. */
  onSubmitEmail: (email: string) => void | Promise<void>;
  /** An email we already know (lead-data URL parameter), prefilled. */
  prefillEmail?: string;
}

/**
 * A non-modal card region named by its heading, with a close button; Escape inside it closes it too. When it goes
 * with focus inside, focus moves to the board's region, not to the page's body.
 */
export function GreetingCard({
  greetings,
  leadName,
  onClose,
  onSwitchLead,
  onSubmitEmail,
  prefillEmail,
}: GreetingCardProps) {
  const headingId = useId();
  const cardRef = useRef<HTMLElement>(null);
  // However the card goes (closed, email sent), focus inside it moves to the board. The cleanup runs while the card
  // is still in the document.
  useLayoutEffect(() => {
    const card = cardRef.current;
    return () => {
      const root = card?.getRootNode() as Document | ShadowRoot | undefined;
      if (!card || !root?.activeElement || !card.contains(root.activeElement)) return;
      const board = card.closest<HTMLElement>('.lb-board');
      if (!board) return;
      board.tabIndex = -1;
      board.focus({ preventScroll: true });
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (isKey(event, 'esc') && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };
  const title = greetings.title?.trim() || greetingDefaultTitle();
  const message = greetings.message?.trim() || null;
  const name = leadName?.trim() || null;
  const emailField: FormField = {
    name: 'email',
    label: yourEmailLabel(),
    type: 'email',
    required: true,
    autocomplete: 'email',
  };
  return (
    <section
      ref={cardRef}
      className="lb-greeting lb-card"
      part="greeting"
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
    >
      <div className="lb-greeting__header">
        <h2 id={headingId} className="lb-greeting__title">
          {title}
        </h2>
        <CloseButton onClick={onClose} />
      </div>
      {name && <p className="lb-greeting__hi">{greetingHi(name)}</p>}
      {message && <p className="lb-greeting__message">{message}</p>}
      {name ? (
        <button type="button" className="lb-link-button" onClick={onSwitchLead}>
          {notLead(name)}
        </button>
      ) : (
        <div className="lb-greeting__entry">
          <p className="lb-greeting__intro">{greetingEmailIntro()}</p>
          <CtaForm
            fields={[emailField]}
            prefill={prefillEmail ? { email: prefillEmail } : {}}
            submitLabel={continueLabel()}
            onSubmit={(values) => onSubmitEmail(values.email ?? '')}
          />
        </div>
      )}
    </section>
  );
}
