/**
 * What a call to action does (spec §3 destinations email, message, new_tab, inline, form, share, registration),
 * which form a CTA opens and with which fields, what the bus hears about it, and how a known visitor's data fills
 * the forms (spec §6, WCAG 3.3.7). Pure: components only render these decisions.
 */
import type { Cta } from '../api/schemas/campaign.ts';
import type { Lead } from '../api/schemas/lead.ts';
import type { CtaEventDetail } from './event-bus.ts';
import { API_ONLY_PARAMS } from './outbound-link.ts';
import type { FieldType } from './validation.ts';

/** The forms a CTA can open: send-message (`message`), known-lead send form (`form`), share-board (`share`). */
export type CtaFormKind = 'message' | 'send' | 'share';

/**
 * What activating a CTA does. `url` is the owner's text; the UI turns it into a link with `outboundLink` (which
 * adds a missing scheme and refuses unsafe ones) and falls back to `report` when it is refused.
 */
export type CtaBehaviour =
  /** A page in a new tab; the click is a `link-cta-click` (CONTRACTS §1). */
  | { readonly kind: 'new-tab'; readonly url: string }
  /** A `mailto:` link to `address`. */
  | { readonly kind: 'email'; readonly address: string }
  /** The page framed in a dialog, with a new-tab fallback. */
  | { readonly kind: 'inline'; readonly url: string }
  /** A dialog with a form. */
  | { readonly kind: 'form'; readonly form: CtaFormKind }
  /** Nothing to open (no usable address): the click is still reported. */
  | { readonly kind: 'report' };

/** A link target as written by the owner; blank is none. */
function ctaUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function emailAddress(cta: Cta): string | null {
  const direct = cta.email?.trim();
  if (direct) return direct;
  const url = cta.url?.trim() ?? '';
  return /^mailto:/i.test(url) ? url.slice('mailto:'.length) : null;
}

/** Spec §3: the behaviour of each destination. */
export function ctaBehaviour(cta: Cta): CtaBehaviour {
  switch (cta.destination) {
    case 'new_tab':
    case 'registration': {
      const url = ctaUrl(cta.url);
      return url ? { kind: 'new-tab', url } : { kind: 'report' };
    }
    case 'inline': {
      const url = ctaUrl(cta.url);
      return url ? { kind: 'inline', url } : { kind: 'report' };
    }
    case 'email': {
      const address = emailAddress(cta);
      return address ? { kind: 'email', address } : { kind: 'report' };
    }
    case 'message':
      return { kind: 'form', form: 'message' };
    case 'form':
      return { kind: 'form', form: 'send' };
    case 'share':
      return { kind: 'form', form: 'share' };
  }
}

/** The bus event a click on a CTA of this behaviour emits: links leaving the board are `link-cta-click`. */
export function ctaClickEvent(behaviour: CtaBehaviour): 'cta-click' | 'link-cta-click' {
  return behaviour.kind === 'new-tab' ? 'link-cta-click' : 'cta-click';
}

/** Detail of `cta-click` / `link-cta-click` (CONTRACTS §1): where, what label, which destination. */
export function ctaEventDetail(cta: Cta, area: string): CtaEventDetail {
  return { area, label: cta.label, type: cta.destination };
}

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

/** What the board knows about the visitor (lead record or lead-data URL parameters), by lead field. */
export type LeadPrefill = Partial<Record<'first_name' | 'last_name' | 'email' | 'headline' | 'company' | 'phone', string>>;

/** The known fields of a lead record (spec §3); blank fields are left out. */
export function leadPrefill(lead: Lead): LeadPrefill {
  const out: LeadPrefill = {};
  for (const key of ['first_name', 'last_name', 'email', 'headline', 'company', 'phone'] as const) {
    const value = lead[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

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
 * Which fields a form shows (spec §6: a known lead only presses Send; WCAG 3.3.7: never ask twice). An unknown
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
  // Access tokens never leave the board in a shared link (CONTRACTS §3).
  for (const name of API_ONLY_PARAMS) url.searchParams.delete(name);
  return url.href;
}

/** CTA type of the greeting's email entry: it identifies the visitor (the identity PUT alone, no conversion). */
export const IDENTIFY_TYPE = 'identify';
