/**
 * The one validation module every visitor form uses: pure functions over a form description and its
 * values, returning message *codes*. `src/i18n/form-messages.ts` turns codes into localized text, so a rule
 * never carries a language and a new rule is one more code here and one more entry there.
 */
import type { GatingField } from '../api/schemas/campaign.ts';

/** Input kinds a form field can have. `long_text` renders as a multi-line box. */
export type FieldType = 'text' | 'email' | 'tel' | 'url' | 'long_text';

/** One field of a form: its name in the values, its visible label, its kind and whether it must be filled. */
export interface FormField {
  readonly name: string;
  readonly label: string;
  readonly type: FieldType;
  readonly required: boolean;
  /** The HTML autocomplete token, so browsers and password managers fill what they know (WCAG 3.3.7). */
  readonly autocomplete?: string;
}

/** Field values by field name. A missing name counts as empty. */
export type FormValues = Readonly<Record<string, string | undefined>>;

/** Codes of the per-field messages. `server`: the server rejected the field; its own words are in `serverMessages`. */
export type FieldErrorCode = 'required' | 'email_format' | 'invalid_url' | 'server';

/** Codes of the form-level summary: required fields are missing, or the server refused for another reason. */
export type SummaryCode = 'fill_mandatory' | 'failed';

/** The result of validating a form. */
export interface FormValidation {
  readonly ok: boolean;
  readonly summary: SummaryCode | null;
  readonly fieldErrors: Readonly<Record<string, FieldErrorCode>>;
  /** Per field, the server's message for fields whose code is `server`. */
  readonly serverMessages: Readonly<Record<string, string>>;
}

/** A valid form: nothing to show. */
export const VALID_FORM: FormValidation = Object.freeze({
  ok: true,
  summary: null,
  fieldErrors: Object.freeze({}),
  serverMessages: Object.freeze({}),
});

const isBlank = (value: string | undefined): boolean => !value || value.trim() === '';

// One @, a non-empty local part, a domain of at least two non-empty dot-separated labels, no whitespace.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The standard address-shape check behind 'Please check the email format'. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

// A scheme is letters then ':'; a digit right after ':' is a port ("localhost:3000"), not a scheme.
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/** A URL without a scheme gets https:// prepended ("//host" gets "https:"). Blank stays blank. */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || HAS_SCHEME.test(trimmed)) return trimmed;
  return trimmed.startsWith('//') ? `https:${trimmed}` : `https://${trimmed}`;
}

const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;
const TOP_LEVEL = /^(?:[a-z]{2,}|xn--[a-z\d-]+)$/;

/**
 * 'Please provide a valid URL': after normalizing, an http(s) URL without whitespace whose host is an IPv4
 * address or a dotted name ending in a real-looking top-level label.
 */
export function isValidUrl(value: string): boolean {
  const url = normalizeUrl(value);
  if (url === '' || /\s/.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const host = parsed.hostname;
  if (IPV4.test(host)) return true;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => label !== '') && TOP_LEVEL.test(labels.at(-1) ?? '');
}

/** The format rule of one filled field, or null when its value is fine. */
function formatError(field: FormField, value: string): FieldErrorCode | null {
  if (field.type === 'email') return isEmailAddress(value) ? null : 'email_format';
  if (field.type === 'url') return isValidUrl(value) ? null : 'invalid_url';
  return null;
}

/**
 * Validates `values` against `fields`: an empty required field is `required` and makes the summary
 * `fill_mandatory`; a filled email or URL field must have the right shape. Empty optional fields are fine.
 */
export function validateForm(fields: readonly FormField[], values: FormValues): FormValidation {
  const fieldErrors: Record<string, FieldErrorCode> = {};
  let missing = false;
  for (const field of fields) {
    const value = values[field.name];
    if (isBlank(value)) {
      if (field.required) {
        fieldErrors[field.name] = 'required';
        missing = true;
      }
      continue;
    }
    const error = formatError(field, value ?? '');
    if (error) fieldErrors[field.name] = error;
  }
  if (Object.keys(fieldErrors).length === 0) return VALID_FORM;
  return { ok: false, summary: missing ? 'fill_mandatory' : null, fieldErrors, serverMessages: {} };
}

/** The values as they are sent: every field of the form, trimmed, URLs normalized. */
export function normalizeValues(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    out[field.name] = field.type === 'url' ? normalizeUrl(value) : value;
  }
  return out;
}

/** The form field a server error path names: `email`, or the last segment of `form_fields.first_name`. */
function fieldForPath(fields: readonly FormField[], path: string): FormField | undefined {
  return fields.find((field) => field.name === path) ?? fields.find((field) => field.name === path.split('.').pop());
}

/**
 * Turns the field errors of a 422 answer (`ApiError.fieldErrors`) into a validation to show next to the fields.
 * An empty value the server refused is `required`; a filled email or URL field gets the local format message
 * (clearer than a schema message); any other field keeps the server's first message. Errors naming no field of
 * the form make the summary `failed`.
 */
export function serverValidation(
  fields: readonly FormField[],
  values: FormValues,
  apiFieldErrors: Readonly<Record<string, readonly string[]>>,
): FormValidation {
  const fieldErrors: Record<string, FieldErrorCode> = {};
  const serverMessages: Record<string, string> = {};
  let unmatched = false;
  let missing = false;
  for (const [path, messages] of Object.entries(apiFieldErrors)) {
    const field = fieldForPath(fields, path);
    if (!field) {
      unmatched = true;
      continue;
    }
    if (fieldErrors[field.name]) continue;
    const value = values[field.name];
    if (isBlank(value)) {
      fieldErrors[field.name] = 'required';
      missing = true;
    } else if (field.type === 'email' || field.type === 'url') {
      fieldErrors[field.name] = field.type === 'email' ? 'email_format' : 'invalid_url';
    } else {
      fieldErrors[field.name] = 'server';
      serverMessages[field.name] = messages[0] ?? '';
    }
  }
  // A 422 is never "ok": when it named no field of the form, the summary says the sending failed.
  const placed = Object.keys(fieldErrors).length > 0;
  const summary: SummaryCode | null = missing ? 'fill_mandatory' : unmatched || !placed ? 'failed' : null;
  return { ok: false, summary, fieldErrors, serverMessages };
}

/** The names of the fields with an error, in form order (the first one receives focus). */
export function invalidFieldNames(fields: readonly FormField[], validation: FormValidation): string[] {
  return fields.filter((field) => validation.fieldErrors[field.name]).map((field) => field.name);
}

/**
 * A gating form field of the campaign as a form field: headline's `title` type is plain text and the
 * field state says whether it is required.
 */
export function fieldFromGating(field: GatingField): FormField {
  const type: FieldType = field.type === 'title' ? 'text' : field.type;
  return { name: field.name, label: field.label, type, required: field.state === 'required' };
}
