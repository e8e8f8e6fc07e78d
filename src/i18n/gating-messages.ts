/**
 * Visitor-facing strings of the gating form (the owner's custom lead form), each named once and
 * routed through `msg()` (ids prefixed `gating-`). Call them at render time so a locale switch re-renders them.
 * Validation messages are the validation module's (`form-messages.ts`), shared by every form.
 */
import type { GatingFieldName } from '../model/gating.ts';
import { msg } from './lit.ts';

/** The form's title when the owner gave none. */
export const untitledForm = () => msg('Untitled Form', { id: 'gating-untitled-form' });
/** The submit button when the owner gave no label. */
export const submitLabel = () => msg('Submit', { id: 'gating-submit' });
/** Above the fields: why the form is in front of the item. */
export const gatingIntro = () => msg('Fill in this form to view this content.', { id: 'gating-intro' });
/** A known lead whose details the board has: only the button is left. */
export const gatingKnownIntro = () =>
  msg('We already have your details. Confirm to view this content.', { id: 'gating-known-intro' });
/** Accessible name of the form's close button (non-mandatory forms only). */
export const closeForm = () => msg('Close form', { id: 'gating-close' });

const FIELD_LABELS: Record<GatingFieldName, () => string> = {
  name: () => msg('Name', { id: 'gating-field-name' }),
  email: () => msg('Email', { id: 'gating-field-email' }),
  headline: () => msg('Job title', { id: 'gating-field-headline' }),
  company: () => msg('Company', { id: 'gating-field-company' }),
  phone: () => msg('Phone', { id: 'gating-field-phone' }),
  note: () => msg('Note', { id: 'gating-field-note' }),
};

/** The default label of a gating field, for fields the owner left unlabelled. */
export const gatingFieldLabel = (name: GatingFieldName) => FIELD_LABELS[name]();
