/** The share-board form: to (email), first name, last name, your email, sender details. */
import { ctaFormFields, shareFormGroups } from './cta-form-fields.ts';
import { CtaForm } from './CtaForm.tsx';
import type { CtaFormVariantProps } from './SendMessageForm.tsx';

/** The recipient's address and name, then the sender's email and optional details, in two fieldsets. */
export function ShareBoardForm(props: CtaFormVariantProps) {
  return <CtaForm fields={ctaFormFields('share')} groups={shareFormGroups()} {...props} />;
}
