/** The CTA forms' field lists with their localized labels (the rules behind them live in `model/cta.ts`). */
import {
  companyLabel,
  emailLabel,
  firstNameLabel,
  headlineLabel,
  lastNameLabel,
  messageLabel,
  phoneLabel,
  recipientLegend,
  senderDetailsLabel,
  senderLegend,
  shareToLabel,
} from '../../i18n/dialog-messages.ts';
import { yourEmailLabel } from '../../i18n/form-messages.ts';
import type { CtaFormKind } from '../../model/cta.ts';
import { CTA_FORM_FIELDS } from '../../model/cta-forms.ts';
import type { FormField } from '../../model/validation.ts';

const LABELS: Record<string, () => string> = {
  first_name: firstNameLabel,
  last_name: lastNameLabel,
  email: emailLabel,
  headline: headlineLabel,
  company: companyLabel,
  phone: phoneLabel,
  note: messageLabel,
  to: shareToLabel,
  your_email: yourEmailLabel,
  sender_details: senderDetailsLabel,
};

/**
 * The fields of one CTA form, labelled in the current locale. Call at render time. For a known lead the message is
 * optional (a known lead only presses Send; what the board knows is not asked again).
 */
export function ctaFormFields(form: CtaFormKind, knownLead = false): FormField[] {
  return CTA_FORM_FIELDS[form].map((spec) => ({
    ...spec,
    ...(knownLead && spec.name === 'note' ? { required: false } : {}),
    label: LABELS[spec.name]?.() ?? spec.name,
  }));
}

/** A titled group of fields (rendered as a fieldset). */
export interface FieldGroup {
  readonly legend: string;
  readonly names: readonly string[];
}

/** The share-board form in two groups: whom it goes to, and who sends it. */
export function shareFormGroups(): FieldGroup[] {
  return [
    { legend: recipientLegend(), names: ['to', 'first_name', 'last_name'] },
    { legend: senderLegend(), names: ['your_email', 'sender_details'] },
  ];
}
