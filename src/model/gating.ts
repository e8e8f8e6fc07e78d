/**
 * The lead form of a gating campaign (campaign_type 1) as pure rules: the gating config with
 * its defaults, when an item is gated, what a known visitor's form is prefilled with (WCAG 3.3.7), and
 * the per-board "submitted" flag kept in browser storage. The store in `gating-store.ts` runs them.
 */
import type { GatingField } from '../api/schemas/campaign.ts';
import type { Lead } from '../api/schemas/lead.ts';
import { STORAGE_KEY } from '../base/constants.ts';
import type { Campaign } from './campaign.ts';
import type { LeadPrefill } from './cta.ts';
import { isKnownLead } from './lead.ts';
import { fieldFromGating, type FormField } from './validation.ts';

/** Default gating form title. */
export const DEFAULT_FORM_TITLE = 'Untitled Form';

/** Campaign and presenter are refetched this long after a campaign change. */
export const CAMPAIGN_REFRESH_DELAY_MS = 3000;

/** When this URL parameter is set, the board goes to its route after a campaign change. */
export const REDIRECT_ON_CAMPAIGN_CHANGE_PARAM = 'redirect_on_campaign_change';

/** The CTA area the gating form reports itself under (`cta-submit` detail, CTA payload `cta.area`). */
export const GATING_AREA = 'gating';

/** The six fields. */
export type GatingFieldName = GatingField['name'];

/** Per field: its input type and whether it is required by default, and the browser's autofill token. */
export const GATING_FIELD_DEFAULTS: Readonly<
  Record<
    GatingFieldName,
    { readonly type: GatingField['type']; readonly state: GatingField['state']; readonly autocomplete: string }
  >
> = {
  name: { type: 'text', state: 'required', autocomplete: 'name' },
  email: { type: 'email', state: 'required', autocomplete: 'email' },
  headline: { type: 'title', state: 'optional', autocomplete: 'organization-title' },
  company: { type: 'text', state: 'optional', autocomplete: 'organization' },
  phone: { type: 'tel', state: 'optional', autocomplete: 'tel' },
  note: { type: 'long_text', state: 'optional', autocomplete: 'off' },
};

const FIELD_ORDER = Object.keys(GATING_FIELD_DEFAULTS) as GatingFieldName[];

/**
 * The gating form as the board shows it. `title` is never blank (the tracked CTA label needs one); field labels
 * may be blank, and the UI shows its translated default label then. `submitLabel` null: the UI's default.
 */
export interface GatingForm {
  /** `show` on a gating campaign: the lead form is in use at all. */
  readonly show: boolean;
  /** `is_mandatory`: the form cannot be dismissed. */
  readonly mandatory: boolean;
  /** `known_lead` as configured (the board hides what it knows of a known lead either way, WCAG 3.3.7). */
  readonly knownLead: boolean;
  readonly title: string;
  /** True when the owner gave no title and `title` is the default ('Untitled Form'); the UI translates it. */
  readonly untitled: boolean;
  readonly submitLabel: string | null;
  readonly fields: readonly FormField[];
}

const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** A configured field as a form field; a type the owner left inconsistent keeps the configured one. */
function formField(field: GatingField): FormField {
  return {
    ...fieldFromGating({ ...field, label: field.label.trim() }),
    autocomplete: GATING_FIELD_DEFAULTS[field.name].autocomplete,
  };
}

/** The default form fields: name and email required, headline, company, phone and note optional. */
export const DEFAULT_GATING_FIELDS: readonly FormField[] = FIELD_ORDER.map((name) =>
  formField({ name, type: GATING_FIELD_DEFAULTS[name].type, state: GATING_FIELD_DEFAULTS[name].state, label: '' }),
);

/**
 * The gating form of a campaign with the defaults: title 'Untitled Form' when blank, the default submit
 * label when blank, and the default fields when the config lists none. A field listed twice counts once.
 * Null when the campaign is not a gating campaign (campaign_type 1) — nothing is gated then.
 */
export function gatingForm(campaign: Pick<Campaign, 'isGating' | 'items'> | null): GatingForm | null {
  if (!campaign?.isGating) return null;
  const config = campaign.items.gating;
  const form = config.metadata.form;
  const title = blankToNull(form.form_title);
  const seen = new Set<string>();
  const listed = form.fields.filter((field) => !seen.has(field.name) && seen.add(field.name));
  return {
    show: config.show,
    mandatory: config.is_mandatory,
    knownLead: config.known_lead,
    title: title ?? DEFAULT_FORM_TITLE,
    untitled: title === null,
    submitLabel: blankToNull(form.submit_label),
    fields: listed.length > 0 ? listed.map(formField) : DEFAULT_GATING_FIELDS,
  };
}

/** Who the visitor is, for gating: not loaded yet, an anonymous guest, or a known lead. */
export type LeadKind = 'unknown' | 'anonymous' | 'known';

/** The lead kind of the store's lead (null while `leads/me` has not answered). */
export function leadKind(lead: Lead | null): LeadKind {
  if (!lead) return 'unknown';
  return isKnownLead(lead) ? 'known' : 'anonymous';
}

/** Not submitted initially, and not submitted when there is no board. */
export function isSubmitted(boardId: number | null, submittedBoards: ReadonlySet<number>): boolean {
  return boardId !== null && submittedBoards.has(boardId);
}

/** What the gating rule reads. */
export interface GatingInput {
  /** The lead form is in use: a gating campaign whose config says `show`. */
  readonly show: boolean;
  /** The item's `is_gated`. */
  readonly itemGated: boolean;
  readonly lead: LeadKind;
  /** This board's form was submitted (this visit or before, per browser storage). */
  readonly submitted: boolean;
}

/**
 * An item is gated when gating is shown and the item is gated and either the lead is anonymous, or the
 * lead is known but the form is not yet submitted.
 *
 * "Anonymous" is a visitor the board has no identity for. Submitting the form is how such a visitor gives one
 * (the identity PUT carries it), so after a submission they no longer count as anonymous for the lead form — even
 * though `leads/me` may keep answering `anon_guest` until the server personalizes. A lead not loaded yet is
 * treated like an anonymous one: a gated item never opens on a guess.
 */
export function isItemGated({ show, itemGated, lead, submitted }: GatingInput): boolean {
  if (!show || !itemGated) return false;
  const anonymous = lead !== 'known' && !submitted;
  const knownNotSubmitted = lead === 'known' && !submitted;
  return anonymous || knownNotSubmitted;
}

/** WCAG 3.3.7: a known lead's values for the gating fields (name is first and last name). */
export function gatingPrefill(lead: Lead | null, fromLink: LeadPrefill = {}): Partial<Record<GatingFieldName, string>> {
  const known: LeadPrefill = { ...fromLink };
  if (lead) {
    for (const key of ['first_name', 'last_name', 'email', 'headline', 'company', 'phone'] as const) {
      const value = lead[key]?.trim();
      if (value) known[key] = value;
    }
  }
  const out: Partial<Record<GatingFieldName, string>> = {};
  const name = [known.first_name, known.last_name].filter(Boolean).join(' ');
  if (name) out.name = name;
  for (const key of ['email', 'headline', 'company', 'phone'] as const) {
    if (known[key]) out[key] = known[key];
  }
  return out;
}

// ---------- Browser storage: map board id → true ----------

/** The part of `Storage` the flag needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The board ids marked submitted in `storage`; empty when storage is absent, blocked or holds something else. */
export function readSubmittedBoards(storage: KeyValueStorage | null): Set<number> {
  let text: string | null;
  try {
    text = storage?.getItem(STORAGE_KEY.gatingSubmitted) ?? null;
  } catch {
    return new Set();
  }
  if (!text) return new Set();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return new Set();
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return new Set();
  const ids = Object.entries(data as Record<string, unknown>)
    .filter(([key, value]) => value === true && /^\d+$/.test(key))
    .map(([key]) => Number(key));
  return new Set(ids);
}

/**
 * Adds `boardId → true` to the stored map, keeping other boards' entries. Writes only when `canStore()` says
 * browser storage may be used (consent, docs/decisions.md); a blocked or full storage is ignored. True when written.
 */
export function writeSubmittedBoard(
  storage: KeyValueStorage | null,
  boardId: number,
  canStore: () => boolean,
): boolean {
  if (!storage || !canStore()) return false;
  try {
    const stored = readSubmittedBoards(storage);
    stored.add(boardId);
    const map = Object.fromEntries([...stored].map((id) => [String(id), true]));
    storage.setItem(STORAGE_KEY.gatingSubmitted, JSON.stringify(map));
    return true;
  } catch {
    return false;
  }
}

// ---------- Campaign change ----------

/**
 * The route of the `redirect_on_campaign_change` parameter (later sources win: pass the page's parameters, then
 * the board location's). Only a board location is accepted — a path starting with one '/' — never a URL that
 * would leave the board.
 */
export function redirectRoute(...sources: URLSearchParams[]): string | null {
  let value: string | null = null;
  for (const params of sources) {
    const v = params.get(REDIRECT_ON_CAMPAIGN_CHANGE_PARAM)?.trim();
    if (v) value = v;
  }
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
