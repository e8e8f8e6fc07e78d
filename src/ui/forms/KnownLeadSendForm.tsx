/** The known-lead send form (destination `form`): first name, last name, email, headline, company, phone, note. */
import { ctaFormFields } from './cta-form-fields.ts';
import { CtaForm } from './CtaForm.tsx';
import type { CtaFormVariantProps } from './SendMessageForm.tsx';

/**
 * Names, email and message are required; headline, company and phone optional. A known lead only presses Send: the
 * known fields are hidden and the message is optional.
 */
export function KnownLeadSendForm(props: CtaFormVariantProps) {
  return <CtaForm fields={ctaFormFields('send', props.knownLead)} {...props} />;
}
