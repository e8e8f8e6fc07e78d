/**
 * Incoming lead-data URL parameters: em, fn, ln, ro, ph, co, ind, loc, inby, dom, safetoken. They prefill
 * forms so a visitor is never asked twice for what the link already says (WCAG 3.3.7). `token` and `safetoken`
 * are read once and then removed from the visible URL (docs/decisions.md).
 */
import type { LeadPrefill } from './cta.ts';

/**
 * What the link says about the lead beyond form fields (carried into the lead identity payload as `lead_data`):
 * `ind` industry, `loc` location, `inby` who invited them (the inviter's email), `dom` their company's domain.
 */
export type LeadData = Partial<Record<'industry' | 'location' | 'invited_by' | 'domain', string>>;

/** What the lead-data parameters carry. */
export interface LeadParams {
  readonly prefill: LeadPrefill;
  readonly leadData: LeadData;
  /** Identifies the lead to our API (never sent elsewhere, removed from the visible URL). */
  readonly safetoken: string | null;
}

/** The link parameter that carries the access token (the first of the secret ones). */
export const TOKEN_PARAM = 'token';

/** Parameters that must not stay in a visible URL once read (docs/decisions.md). */
export const SECRET_PARAMS = [TOKEN_PARAM, 'safetoken'] as const;

/** The invitation parameter (docs/server.md): its value is the `{invitationToken}` of invitation_wrappers. */
export const INVITATION_PARAM = 'invitation';

const PREFILL_PARAMS = {
  em: 'email',
  fn: 'first_name',
  ln: 'last_name',
  ro: 'headline',
  ph: 'phone',
  co: 'company',
} as const;
const LEAD_DATA_PARAMS = { ind: 'industry', loc: 'location', inby: 'invited_by', dom: 'domain' } as const;

/** Reads the lead-data parameters (later sources win: pass the page's, then the board location's). */
export function readLeadParams(...sources: URLSearchParams[]): LeadParams {
  const merged: Record<string, string> = {};
  for (const source of sources) for (const [name, v] of source) if (v.trim()) merged[name] = v.trim();
  const pick = <T extends Record<string, string>>(names: T) => {
    const out: Partial<Record<T[keyof T], string>> = {};
    for (const [param, field] of Object.entries(names) as [string, T[keyof T]][])
      if (merged[param]) out[field] = merged[param];
    return out;
  };
  return {
    prefill: pick(PREFILL_PARAMS),
    leadData: pick(LEAD_DATA_PARAMS),
    safetoken: merged[SECRET_PARAMS[1]] ?? null,
  };
}

/** What the server knows wins; the link fills the gaps. */
export function mergePrefill(fromLead: LeadPrefill, fromLink: LeadPrefill): LeadPrefill {
  return { ...fromLink, ...fromLead };
}

/**
 * The URL without `token`/`safetoken` — in the page's own parameters and inside the board route parameter
 * (`routeParam`, query routing) — or null when there was nothing to remove.
 */
export function withoutSecrets(href: string, routeParam: string | null): string | null {
  const url = new URL(href);
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (url.searchParams.has(name)) {
      url.searchParams.delete(name);
      changed = true;
    }
  }
  const route = routeParam ? url.searchParams.get(routeParam) : null;
  if (routeParam && route?.includes('?')) {
    const at = route.indexOf('?');
    const inner = new URLSearchParams(route.slice(at + 1));
    if (SECRET_PARAMS.some((name) => inner.has(name))) {
      for (const name of SECRET_PARAMS) inner.delete(name);
      const rest = inner.toString();
      url.searchParams.set(routeParam, rest ? `${route.slice(0, at)}?${rest}` : route.slice(0, at));
      changed = true;
    }
  }
  return changed ? url.href : null;
}
