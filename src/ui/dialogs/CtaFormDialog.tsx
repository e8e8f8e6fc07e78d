/** A CTA's form in a dialog (destinations `message` and `form`), replaced by the success message once sent. */
import { type RefObject, useState } from 'react';

import type { LeadPrefill } from '../../model/cta.ts';
import { prefillForForm } from '../../model/cta-forms.ts';
import { KnownLeadSendForm } from '../forms/KnownLeadSendForm.tsx';
import { SendMessageForm } from '../forms/SendMessageForm.tsx';
import { SuccessMessage } from '../forms/SuccessMessage.tsx';
import { Dialog } from './Dialog.tsx';

/** Props of {@link CtaFormDialog}. */
export interface CtaFormDialogProps {
  title: string;
  /** `message`: the send-message form; `send`: the known-lead send form. */
  form: 'message' | 'send';
  /** What is known of the visitor; the form fills its fields from it. */
  lead?: LeadPrefill;
  knownLead?: boolean;
  /** Text of the success message box; 'Thank You' by default. */
  successMessage?: string;
  /** Receives the values of a valid form; a rejection keeps the form open with its errors (see `CtaForm`). */
  onSubmit: (values: Record<string, string>) => void | Promise<void>;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** The form, then — after a successful submit — the success message with a Close button. */
export function CtaFormDialog({
  title,
  form,
  lead = {},
  knownLead,
  successMessage,
  onSubmit,
  onClose,
  returnFocus,
}: CtaFormDialogProps) {
  const [sent, setSent] = useState(false);
  const submit = async (values: Record<string, string>) => {
    await onSubmit(values);
    setSent(true);
  };
  const Form = form === 'message' ? SendMessageForm : KnownLeadSendForm;
  return (
    <Dialog title={title} onClose={onClose} returnFocus={returnFocus} part="dialog cta-dialog">
      {sent ? (
        <SuccessMessage message={successMessage} onClose={onClose} />
      ) : (
        <Form prefill={prefillForForm(form, lead)} knownLead={knownLead} onSubmit={submit} />
      )}
    </Dialog>
  );
}
