/**
 * The board request view (lazily loaded): a visitor who cannot get in asks the board owner for access
 * with a message CTA (name, email, message — the send-message form, validated by the one validation module),
 * then sees a clear confirmation.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';

import {
  requestDefaultNote,
  requestHeading,
  requestIntro,
  requestSent,
  sendRequest,
} from '../../i18n/lock-messages.ts';
import { goBack } from '../../i18n/messages.ts';
import type { LeadPrefill } from '../../model/cta.ts';
import { prefillForForm } from '../../model/cta-forms.ts';
import type { LockStore } from '../../model/lock-store.ts';
import { ctaFormFields } from '../forms/cta-form-fields.ts';
import { CtaForm } from '../forms/CtaForm.tsx';
import { SuccessMessage } from '../forms/SuccessMessage.tsx';
import { LockHeading } from './LockHeading.tsx';

/** Props of {@link BoardRequestView}. */
export interface BoardRequestViewProps {
  lock: LockStore;
  boardName: string;
  /** What the board knows about the visitor (lead record, link parameters): not asked again (WCAG 3.3.7). */
  prefill?: LeadPrefill;
  /** The heading takes focus when the view appears (it replaces the page whose button had focus). */
  focusHeading?: boolean;
}

/** A card (`part="gate-request"`) with the form, replaced by the confirmation once sent; "Back" returns to the lock. */
export function BoardRequestView({ lock, boardName, prefill = {}, focusHeading = false }: BoardRequestViewProps) {
  useSignals();
  const headingId = `${useId()}-heading`;
  const sent = lock.requestStatus.value === 'sent';
  // Fixed at first render: the form owns its values from then on.
  const [values] = useState(() => {
    const known = prefillForForm('message', prefill);
    const email = known.email || lock.email.peek().trim();
    return { ...known, ...(email ? { email } : {}), note: requestDefaultNote() };
  });

  return (
    <section className="lb-lock__card lb-lock__card--request" part="gate-request" aria-labelledby={headingId}>
      <LockHeading id={headingId} focusOnMount={focusHeading}>
        {requestHeading()}
      </LockHeading>
      {sent ? (
        <SuccessMessage message={requestSent()} />
      ) : (
        <>
          <p className="lb-lock__intro">{requestIntro(boardName)}</p>
          <CtaForm
            fields={ctaFormFields('message')}
            prefill={values}
            submitLabel={sendRequest()}
            onSubmit={lock.sendAccessRequest}
          />
        </>
      )}
      <div className="lb-lock__links">
        <button type="button" className="lb-lock__link" onClick={lock.closeRequest}>
          {goBack()}
        </button>
      </div>
    </section>
  );
}
