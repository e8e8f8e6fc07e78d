import { describe, expect, it } from 'vitest';

import { type Lead } from '../../../src/api/schemas/lead.ts';
import { leadGuard } from '../../../src/api/schemas/lead.ts';
import { STORAGE_KEY } from '../../../src/base/constants.ts';
import { deriveCampaign } from '../../../src/model/campaign.ts';
import {
  CAMPAIGN_REFRESH_DELAY_MS,
  DEFAULT_FORM_TITLE,
  DEFAULT_GATING_FIELDS,
  gatingForm,
  gatingPrefill,
  isItemGated,
  isSubmitted,
  type KeyValueStorage,
  type LeadKind,
  leadKind,
  readSubmittedBoards,
  redirectRoute,
  writeSubmittedBoard,
} from '../../../src/model/gating.ts';
import { parseAnswer } from '../../answers.ts';
import { makeCampaign } from '../ui/fixtures.ts';

const lead = (patch: Partial<Lead> = {}): Lead =>
  parseAnswer(leadGuard, { id: null, email: null, anon_guest: true, ...patch });
const ANN = lead({
  id: 7001,
  anon_guest: false,
  email: 'lead@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  company: 'Globex',
});

/** A gating campaign (campaign_type 1) with the given form config. */
function gatingCampaign(
  form: { form_title?: string | null; submit_label?: string | null; fields?: unknown[] } = {},
  extra: { show?: boolean; is_mandatory?: boolean; campaign_type?: 0 | 1 } = {},
) {
  return deriveCampaign(
    makeCampaign({
      campaign_type: extra.campaign_type ?? 1,
      items: {
        gating: {
          show: extra.show ?? true,
          is_mandatory: extra.is_mandatory ?? false,
          known_lead: false,
          type: 'form',
          metadata: {
            form: {
              form_title: form.form_title ?? null,
              submit_label: form.submit_label ?? null,
              fields: (form.fields ?? []) as never,
            },
          },
        },
      },
    }),
  );
}

describe('the gating rule', () => {
  const KINDS: LeadKind[] = ['unknown', 'anonymous', 'known'];
  // Every lead kind × stored submission × board (or none yet) × show × item flag.
  const table = KINDS.flatMap((lead) =>
    [false, true].flatMap((stored) =>
      [11, null].flatMap((board) =>
        [false, true].flatMap((show) => [false, true].map((itemGated) => ({ lead, stored, board, show, itemGated }))),
      ),
    ),
  );

  it.each(table)('lead $lead, stored submission $stored, board $board, show $show, item gated $itemGated', (row) => {
    const submitted = isSubmitted(row.board, new Set(row.stored ? [11] : []));
    // Without a board nothing counts as submitted, so a gated item stays behind the form.
    const expected = row.show && row.itemGated && !(row.stored && row.board !== null);
    expect(isItemGated({ show: row.show, itemGated: row.itemGated, lead: row.lead, submitted })).toBe(expected);
  });

  it('gates a known lead who has not submitted (second case)', () => {
    expect(isItemGated({ show: true, itemGated: true, lead: 'known', submitted: false })).toBe(true);
  });

  it('gates an anonymous lead until the form identifies them', () => {
    expect(isItemGated({ show: true, itemGated: true, lead: 'anonymous', submitted: false })).toBe(true);
    expect(isItemGated({ show: true, itemGated: true, lead: 'anonymous', submitted: true })).toBe(false);
  });

  it('treats a lead that has not loaded yet like an anonymous one', () => {
    expect(isItemGated({ show: true, itemGated: true, lead: 'unknown', submitted: false })).toBe(true);
  });

  it.each([
    [null, 'unknown'],
    [lead(), 'anonymous'],
    [lead({ id: 5, anon_guest: true }), 'anonymous'],
    [ANN, 'known'],
  ] as const)('lead %# is %s', (value, kind) => {
    expect(leadKind(value)).toBe(kind);
  });
});

describe('the submitted flag', () => {
  it('is not submitted initially', () => {
    expect(isSubmitted(11, new Set())).toBe(false);
  });

  it('is not submitted when there is no board, whatever is stored', () => {
    expect(isSubmitted(null, new Set([11]))).toBe(false);
  });

  it('is submitted for a board in the map, and only for that board', () => {
    expect(isSubmitted(11, new Set([11]))).toBe(true);
    expect(isSubmitted(12, new Set([11]))).toBe(false);
  });
});

describe('gating config defaults', () => {
  it('is null on a campaign that is not a gating campaign, and without a campaign', () => {
    expect(gatingForm(gatingCampaign({}, { campaign_type: 0 }))).toBeNull();
    expect(gatingForm(null)).toBeNull();
  });

  it("titles an untitled form 'Untitled Form' and leaves the submit label to the UI", () => {
    const form = gatingForm(gatingCampaign({ form_title: '  ', submit_label: '' }))!;
    expect(form.title).toBe(DEFAULT_FORM_TITLE);
    expect(DEFAULT_FORM_TITLE).toBe('Untitled Form');
    expect(form.untitled).toBe(true);
    expect(form.submitLabel).toBeNull();
  });

  it("keeps the owner's title and submit label, trimmed", () => {
    const form = gatingForm(gatingCampaign({ form_title: ' Get the guide ', submit_label: ' Unlock ' }))!;
    expect(form).toMatchObject({
      title: 'Get the guide',
      untitled: false,
      submitLabel: 'Unlock',
      show: true,
      mandatory: false,
    });
  });

  it('defaults to name and email required, headline, company, phone and note optional', () => {
    const form = gatingForm(gatingCampaign())!;
    expect(form.fields).toBe(DEFAULT_GATING_FIELDS);
    expect(form.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'text', true],
      ['email', 'email', true],
      ['headline', 'text', false],
      ['company', 'text', false],
      ['phone', 'tel', false],
      ['note', 'long_text', false],
    ]);
    expect(form.fields.every((f) => f.autocomplete)).toBe(true);
  });

  it('follows the configured fields, states and labels; a field listed twice counts once', () => {
    const form = gatingForm(
      gatingCampaign({
        fields: [
          { name: 'email', type: 'email', label: ' Work email ', state: 'required' },
          { name: 'company', type: 'text', label: 'Company', state: 'required' },
          { name: 'name', type: 'text', label: 'Full name', state: 'optional' },
          { name: 'email', type: 'email', label: 'Again', state: 'optional' },
        ],
      }),
    )!;
    expect(form.fields.map((f) => [f.name, f.label, f.required])).toEqual([
      ['email', 'Work email', true],
      ['company', 'Company', true],
      ['name', 'Full name', false],
    ]);
  });

  it('reads show and is_mandatory', () => {
    expect(gatingForm(gatingCampaign({}, { show: false }))!.show).toBe(false);
    expect(gatingForm(gatingCampaign({}, { is_mandatory: true }))!.mandatory).toBe(true);
  });

  it('names the campaign refresh delay', () => {
    expect(CAMPAIGN_REFRESH_DELAY_MS).toBe(3000);
  });
});

describe('prefill of a known visitor (WCAG 3.3.7)', () => {
  it('joins first and last name into name and keeps what the lead record knows', () => {
    expect(gatingPrefill(ANN)).toEqual({ name: 'Ann Lee', email: 'lead@example.com', company: 'Globex' });
  });

  it('fills gaps from the arrival link; the lead record wins where both know a value', () => {
    expect(gatingPrefill(ANN, { email: 'other@example.com', phone: '+1 555', first_name: 'Anna' })).toEqual({
      name: 'Ann Lee',
      email: 'lead@example.com',
      company: 'Globex',
      phone: '+1 555',
    });
    expect(gatingPrefill(null, { first_name: 'Bo', email: 'bo@example.com' })).toEqual({
      name: 'Bo',
      email: 'bo@example.com',
    });
  });

  it('knows nothing of an anonymous guest', () => {
    expect(gatingPrefill(lead())).toEqual({});
  });
});

/** An in-memory Storage. */
function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const blocked: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('the submitted map in browser storage', () => {
  it('reads the board ids marked true under the gating key', () => {
    const storage = memoryStorage({
      [STORAGE_KEY.gatingSubmitted]: JSON.stringify({ '11': true, '12': false, x: true, '13': 'yes' }),
    });
    expect([...readSubmittedBoards(storage)]).toEqual([11]);
  });

  it.each([
    ['no storage', null],
    ['blocked storage', blocked],
    ['nothing stored', memoryStorage()],
    ['broken JSON', memoryStorage({ [STORAGE_KEY.gatingSubmitted]: '{' })],
    ['an array', memoryStorage({ [STORAGE_KEY.gatingSubmitted]: '[11]' })],
  ])('reads nothing from %s', (_name, storage) => {
    expect(readSubmittedBoards(storage).size).toBe(0);
  });

  it('adds a board to the map, keeping the other boards', () => {
    const storage = memoryStorage({ [STORAGE_KEY.gatingSubmitted]: JSON.stringify({ '5': true }) });
    expect(writeSubmittedBoard(storage, 11, () => true)).toBe(true);
    expect(JSON.parse(storage.data[STORAGE_KEY.gatingSubmitted]!)).toEqual({ '5': true, '11': true });
  });

  it('writes nothing while storage may not be used (consent)', () => {
    const storage = memoryStorage();
    expect(writeSubmittedBoard(storage, 11, () => false)).toBe(false);
    expect(storage.data).toEqual({});
  });

  it('tolerates blocked or missing storage', () => {
    expect(writeSubmittedBoard(blocked, 11, () => true)).toBe(false);
    expect(writeSubmittedBoard(null, 11, () => true)).toBe(false);
  });

  it('replaces a broken stored value', () => {
    const storage = memoryStorage({ [STORAGE_KEY.gatingSubmitted]: 'nonsense' });
    writeSubmittedBoard(storage, 11, () => true);
    expect([...readSubmittedBoards(storage)]).toEqual([11]);
  });
});

describe('the redirect_on_campaign_change route', () => {
  const params = (search: string) => new URLSearchParams(search);

  it('is null when no source sets it', () => {
    expect(redirectRoute(params(''), params('?query=x'))).toBeNull();
  });

  it("takes the board location's over the page's", () => {
    expect(
      redirectRoute(params('?redirect_on_campaign_change=/acme/a'), params('?redirect_on_campaign_change=/acme/b')),
    ).toBe('/acme/b');
    expect(redirectRoute(params('?redirect_on_campaign_change=/acme/a'), params(''))).toBe('/acme/a');
  });

  it.each(['https://evil.example/', '//evil.example/x', 'acme/home', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses %s, which is not a board location',
    (value) => {
      expect(redirectRoute(params(`?redirect_on_campaign_change=${encodeURIComponent(value)}`))).toBeNull();
    },
  );
});
