/** The visitor as the board tracks them. */
import type { Lead } from '../api/schemas/lead.ts';

/** A lead plus the per-visit tracking flag that "Do not track me" turns off. */
export interface LeadState extends Lead {
  readonly trackCurrentLead: boolean;
}

/** The lead state for a lead the server returned: tracked until the visitor says otherwise. */
export const toLeadState = (lead: Lead, trackCurrentLead = true): LeadState => ({ ...lead, trackCurrentLead });

/** An anonymous guest must enter an email; a known lead is greeted by name. */
export const isKnownLead = (lead: Lead): boolean => !lead.anon_guest && lead.id !== null;
