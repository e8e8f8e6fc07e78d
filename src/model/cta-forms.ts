/**
 * The fields of the CTA forms and how a known visitor's data fills them (WCAG 3.3.7). Only the forms'
 * chunks load this module; the first screen needs none of it.
 */
import type { CtaFormKind, LeadPrefill } from './cta.ts';
import { API_ONLY_PARAMS } from './outbound-link.ts';
import type { FieldType } from './validation.ts';

/** One field of a CTA form, before the UI gives it a localized label. */
export interface CtaFieldSpec {
  readonly name: string;
  readonly type: FieldType;
  readonly required: boolean;
  readonly autocomplete: string;
}

const field = (name: string, type: FieldType, required: boolean, autocomplete: string): CtaFieldSpec => ({
  name,
  type,
  required,
  autocomplete,
});

/**
 * Fields of each CTA form, named as the payload schemas name them (`SendFormBody`, `ShareFormBody`). The share
 * form's names are the recipient's, so the browser must not fill them with the visitor's own.
 */
export const CTA_FORM_FIELDS: Readonly<Record<CtaFormKind, readonly CtaFieldSpec[]>> = {
  message: [
    field('first_name', 'text', true, 'given-name'),
    field('last_name', 'text', true, 'family-name'),
    field('email', 'email', true, 'email'),
    field('note', 'long_text', true, 'off'),
  ],
  send: [
    field('first_name', 'text', true, 'given-name'),
    field('last_name', 'text', true, 'family-name'),
    field('email', 'email', true, 'email'),
    field('headline', 'text', false, 'organization-title'),
    field('company', 'text', false, 'organization'),
    field('phone', 'tel', false, 'tel'),
    field('note', 'long_text', true, 'off'),
  ],
  share: [
    field('to', 'email', true, 'off'),
    field('first_name', 'text', true, 'off'),
    field('last_name', 'text', true, 'off'),
    field('your_email', 'email', true, 'email'),
    field('sender_details', 'long_text', false, 'off'),
  ],
};

/** The visitor's data as values of one form: the share form only knows the visitor as its sender. */
export function prefillForForm(form: CtaFormKind, lead: LeadPrefill): Record<string, string> {
  const out: Record<string, string> = {};
  if (form === 'share') {
    if (lead.email) out.your_email = lead.email;
    return out;
  }
  for (const spec of CTA_FORM_FIELDS[form]) {
    const value = lead[spec.name as keyof LeadPrefill];
    if (value) out[spec.name] = value;
  }
  return out;
}

/**
 * Which fields a form shows (a known lead only presses Send; WCAG 3.3.7: never ask twice). An unknown
 * visitor sees every field, prefilled where we know the value. For a known lead, fields with a known value and
 * optional fields are hidden; a required field we do not know stays, so the form can always be completed.
 */
export function visibleFieldNames(
  fields: readonly Pick<CtaFieldSpec, 'name' | 'required'>[],
  prefill: Readonly<Record<string, string | undefined>>,
  knownLead: boolean,
): string[] {
  if (!knownLead) return fields.map((f) => f.name);
  return fields.filter((f) => f.required && !prefill[f.name]?.trim()).map((f) => f.name);
}

/** The link "share page" copies: the page address without access tokens; null when it is not http(s). */
export function shareableUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Access tokens never leave the board in a shared link (docs/decisions.md).
  for (const name of API_ONLY_PARAMS) url.searchParams.delete(name);
  return url.href;
}
