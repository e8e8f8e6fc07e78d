/** The send-message call-to-action form (destination `message`): who you are and your message. */
import { ctaFormFields } from './cta-form-fields.ts';
import { CtaForm } from './CtaForm.tsx';

/** Props of the CTA forms: known values by field name, the known-lead flag, and the submit handler. */
export interface CtaFormVariantProps {
  prefill?: Readonly<Partial<Record<string, string>>>;
  knownLead?: boolean;
  onSubmit: (values: Record<string, string>) => void | Promise<void>;
}

/** First name, last name, email and message, all required — but the message for a known lead. */
export function SendMessageForm(props: CtaFormVariantProps) {
  return <CtaForm fields={ctaFormFields('message', props.knownLead)} {...props} />;
}
