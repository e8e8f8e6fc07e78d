/**
 * The strings of the greeting card and of every form's validation and controls (ids prefixed `dialog-`, as the
 * other dialog texts in `dialog-messages.ts`). Apart from those, so the greeting card — part of the first screen —
 * carries only its own texts. Also the render helper of the validation module: codes from
 * `src/model/validation.ts` in, localized messages out.
 */
import type { FieldErrorCode, FormField, FormValidation, SummaryCode } from '../model/validation.ts';
import { msg, str } from './lit.ts';
import { anErrorOccurred } from './messages.ts';

// ---------- Validation ----------

/** Form-level summary when required fields are missing. */
export const fillMandatoryFields = () => msg('Please fill mandatory fields', { id: 'dialog-fill-mandatory' });
/** One required field is empty. */
export const fieldIsRequired = (fieldName: string) =>
  msg(str`The ${fieldName} field is required.`, { id: 'dialog-field-required' });
/** An email field does not have an address's shape. */
export const checkEmailFormat = () => msg('Please check the email format', { id: 'dialog-email-format' });
/** A URL field does not hold a URL. */
export const provideValidUrl = () => msg('Please provide a valid URL', { id: 'dialog-invalid-url' });

const SUMMARY: Record<SummaryCode, () => string> = {
  fill_mandatory: fillMandatoryFields,
  failed: anErrorOccurred,
};

/** The localized form-level summary for a summary code; null for none. */
export function summaryMessage(code: SummaryCode | null): string | null {
  return code ? SUMMARY[code]() : null;
}

const FIELD: Record<Exclude<FieldErrorCode, 'server'>, (field: FormField) => string> = {
  required: (field) => fieldIsRequired(field.label),
  email_format: () => checkEmailFormat(),
  invalid_url: () => provideValidUrl(),
};

/** The localized message next to `field`, or null when it has no error. Server errors keep the server's words. */
export function fieldErrorMessage(field: FormField, validation: FormValidation): string | null {
  const code = validation.fieldErrors[field.name];
  if (!code) return null;
  if (code === 'server') return validation.serverMessages[field.name] || anErrorOccurred();
  return FIELD[code](field);
}

// ---------- Dialog shell and shared controls ----------

/** Accessible name of a dialog's or card's close button. */
export const closeLabel = () => msg('Close', { id: 'dialog-close' });
/** Submit button of the CTA forms. */
export const sendLabel = () => msg('Send', { id: 'dialog-send' });
/** Announced while a form or a lock request waits for the server. */
export const pleaseWait = () => msg('Please wait…', { id: 'form-please-wait' });
/** A sent form waits for the network: it stays queued, and is delivered once the visitor is back. */
export const sendWhenOnline = () =>
  msg('You are offline. It will be sent when you are back online.', { id: 'dialog-send-when-online' });
/** Note above forms explaining the required marker. */
export const requiredFieldsNote = () => msg('Fields marked * are required.', { id: 'dialog-required-note' });

/** Email field of the greeting and the share form. */
export const yourEmailLabel = () => msg('Your email', { id: 'dialog-field-your-email' });

// ---------- Greeting card ----------

export const greetingDefaultTitle = () => msg('Welcome', { id: 'dialog-greeting-title' });
/** Known-lead greeting. */
export const greetingHi = (name: string) => msg(str`Hi ${name}`, { id: 'dialog-greeting-hi' });
/** The switch-lead link of a known lead's greeting. */
export const notLead = (leadName: string) => msg(str`Not ${leadName}?`, { id: 'dialog-greeting-not-lead' });
/** Unknown-lead email entry. */
export const greetingEmailIntro = () =>
  msg('Enter your email so we know who you are.', { id: 'dialog-greeting-email-intro' });
export const continueLabel = () => msg('Continue', { id: 'dialog-greeting-continue' });
