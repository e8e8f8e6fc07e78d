/**
 * Visitor-facing strings of dialogs, cards and forms, each named once and routed through `msg()` (ids prefixed
 * `dialog-`). Call them at render time so a locale switch re-renders them. Also the render helper of the
 * validation module: codes from `src/model/validation.ts` in, localized messages out.
 */
import { msg, str } from './lit.ts';
import type { FieldErrorCode, FormField, FormValidation, SummaryCode } from '../model/validation.ts';
import { anErrorOccurred } from './messages.ts';

// ---------- Validation (spec §5) ----------

/** Spec §5: form-level summary when required fields are missing. */
export const fillMandatoryFields = () => msg('Please fill mandatory fields', { id: 'dialog-fill-mandatory' });
/** Spec §5: one required field is empty. */
export const fieldIsRequired = (fieldName: string) => msg(str`The ${fieldName} field is required.`, { id: 'dialog-field-required' });
/** Spec §5: an email field does not have an address's shape. */
export const checkEmailFormat = () => msg('Please check the email format', { id: 'dialog-email-format' });
/** Spec §5: a URL field does not hold a URL. */
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
/** Note above forms explaining the required marker. */
export const requiredFieldsNote = () => msg('Fields marked * are required.', { id: 'dialog-required-note' });

// ---------- CTA form fields (spec §3) ----------

export const firstNameLabel = () => msg('First name', { id: 'dialog-field-first-name' });
export const lastNameLabel = () => msg('Last name', { id: 'dialog-field-last-name' });
export const emailLabel = () => msg('Email', { id: 'dialog-field-email' });
export const headlineLabel = () => msg('Job title', { id: 'dialog-field-headline' });
export const companyLabel = () => msg('Company', { id: 'dialog-field-company' });
export const phoneLabel = () => msg('Phone', { id: 'dialog-field-phone' });
export const messageLabel = () => msg('Message', { id: 'dialog-field-note' });
/** Share-board form: the recipient's address. */
export const shareToLabel = () => msg('To (email)', { id: 'dialog-field-to' });
export const yourEmailLabel = () => msg('Your email', { id: 'dialog-field-your-email' });
export const senderDetailsLabel = () => msg('Sender details', { id: 'dialog-field-sender-details' });
/** Legend of the share form's recipient fields. */
export const recipientLegend = () => msg('Recipient', { id: 'dialog-legend-recipient' });
/** Legend of the share form's sender fields. */
export const senderLegend = () => msg('From you', { id: 'dialog-legend-sender' });

// ---------- CTA dialogs ----------

/** Fallback link of a framed (inline) page. */
export const openInNewTab = () => msg('Open in a new tab', { id: 'dialog-open-new-tab' });
/** Hint above the fallback link of a framed page: some sites refuse to be framed. */
export const framedPageHint = () =>
  msg('If the page does not appear below, open it in a new tab.', { id: 'dialog-inline-hint' });

/** Spec §2: share dialogs, page and email. */
export const shareChoicesLabel = () => msg('How to share', { id: 'dialog-share-choices' });
export const sharePageTab = () => msg('Share page', { id: 'dialog-share-page' });
export const shareByEmailTab = () => msg('Share by email', { id: 'dialog-share-email' });
export const pageLinkLabel = () => msg('Page link', { id: 'dialog-share-link-label' });
export const copyLinkLabel = () => msg('Copy link', { id: 'dialog-copy-link' });
export const linkCopied = () => msg('Link copied', { id: 'dialog-link-copied' });
/** When the Clipboard API is unavailable or refused: the link is selected for the visitor to copy. */
export const copyLinkManually = () =>
  msg('The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.', { id: 'dialog-copy-manually' });

/** Spec §2: default text of the success message box. */
export const thankYou = () => msg('Thank You', { id: 'dialog-thank-you' });

// ---------- Seller contact card (spec §2) ----------


// ---------- Greeting card (spec §2, §6) ----------

export const greetingDefaultTitle = () => msg('Welcome', { id: 'dialog-greeting-title' });
/** Known-lead greeting. */
export const greetingHi = (name: string) => msg(str`Hi ${name}`, { id: 'dialog-greeting-hi' });
/** Spec §6: the switch-lead link of a known lead's greeting. */
export const notLead = (leadName: string) => msg(str`Not ${leadName}?`, { id: 'dialog-greeting-not-lead' });
/** Unknown-lead email entry. */
export const greetingEmailIntro = () =>
  msg('Enter your email so we know who you are.', { id: 'dialog-greeting-email-intro' });
export const continueLabel = () => msg('Continue', { id: 'dialog-greeting-continue' });

// ---------- Tile loader (spec §2, §4 campaign change) ----------

export const updatingBoard = () => msg('Updating the board…', { id: 'dialog-updating-board' });

// ---------- Admin confirm and legacy duplication dialogs (spec §2) ----------

export const adminConfirmQuestion = () =>
  msg('Are you sure that you want to perform this admin action?', { id: 'dialog-admin-confirm-title' });
export const adminConfirmImpact = () =>
  msg('This action may have an impact on the entire company instance and live boards.', { id: 'dialog-admin-confirm-impact' });
export const confirmLabel = () => msg('Confirm', { id: 'dialog-confirm' });
export const cancelLabel = () => msg('Cancel', { id: 'dialog-cancel' });
export const legacyDuplicationTitle = () => msg('Board duplication is discontinued', { id: 'dialog-legacy-title' });
export const legacyDuplicationBody = () =>
  msg('Legacy boards can no longer be duplicated. Create and copy boards in the new designer instead.', {
    id: 'dialog-legacy-body',
  });
export const openNewDesigner = () => msg('Open the new designer', { id: 'dialog-legacy-link' });
