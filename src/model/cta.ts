/**
 * What a call to action does (destinations email, message, new_tab, inline, form, share, registration),
 * which form a CTA opens, what the bus hears about it and what is known of the visitor. The forms' fields are
 * in `cta-forms.ts`, which only the forms' chunks load. Pure: components only render these decisions.
 */
import type { Cta } from '../api/schemas/campaign.ts';
import type { Lead } from '../api/schemas/lead.ts';
import type { CtaEventDetail } from './event-bus.ts';

/** The forms a CTA can open: send-message (`message`), known-lead send form (`form`), share-board (`share`). */
export type CtaFormKind = 'message' | 'send' | 'share';

/**
 * What activating a CTA does. `url` is the owner's text; the UI turns it into a link with `outboundLink` (which
 * adds a missing scheme and refuses unsafe ones) and falls back to `report` when it is refused.
 */
export type CtaBehaviour =
  /** A page in a new tab; the click is a `link-cta-click` (docs/element.md). */
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

/** The behaviour of each destination. */
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

/** Detail of `cta-click` / `link-cta-click` (docs/element.md): where, what label, which destination. */
export function ctaEventDetail(cta: Cta, area: string): CtaEventDetail {
  return { area, label: cta.label, type: cta.destination };
}

/** What the board knows about the visitor (lead record or lead-data URL parameters), by lead field. */
export type LeadPrefill = Partial<
  Record<'first_name' | 'last_name' | 'email' | 'headline' | 'company' | 'phone', string>
>;

/** The known fields of a lead record; blank fields are left out. */
export function leadPrefill(lead: Lead): LeadPrefill {
  const out: LeadPrefill = {};
  for (const key of ['first_name', 'last_name', 'email', 'headline', 'company', 'phone'] as const) {
    const value = lead[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** CTA type of the greeting's email entry: it identifies the visitor (the identity PUT alone, no conversion). */
export const IDENTIFY_TYPE = 'identify';
