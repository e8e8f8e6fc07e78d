/**
 * What every call to action may know about the visitor and the page, provided once near the board's root so the
 * sections that place CTAs (header, promotions, side by side, contact card) need not pass it along.
 */
import { createContext } from 'react';

import type { LeadPrefill } from '../../model/cta.ts';
import type { OutboundLinkContext } from '../../model/outbound-link.ts';

/** The visitor and page data CTA forms use. */
export interface CtaVisitor {
  /** A known lead only presses Send; fields we know are not asked again. */
  readonly knownLead: boolean;
  /** Known values of the visitor (lead record, lead-data URL parameters). */
  readonly prefill: LeadPrefill;
  /** The link "share page" copies; by default the page address without access tokens; null: none (email only). */
  readonly shareUrl?: string | null;
  /**
   * What `outboundLink` needs for CTA links (append params, inviter, API origin). Without it, links resolve
   * against the page's origin and nothing is appended.
   */
  readonly linkContext?: OutboundLinkContext;
  /** Text of the success message box after a form is sent; 'Thank You' by default. */
  readonly successMessage?: string;
}

/** An anonymous visitor on the current page. */
export const ANONYMOUS_VISITOR: CtaVisitor = { knownLead: false, prefill: {} };

/** Provide with `<CtaContext value={…}>`; without a provider every CTA treats the visitor as anonymous. */
export const CtaContext = createContext<CtaVisitor>(ANONYMOUS_VISITOR);
