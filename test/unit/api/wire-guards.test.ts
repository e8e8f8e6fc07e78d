// @vitest-environment node
/**
 * The first screen's guards (src/api/wire-guards.ts) and the valibot schemas they stand in for must agree: on
 * every answer the reference server gives for the fixture boards, and on broken variants of those answers — each
 * value removed, nulled or replaced by a value of another type or out of range. Where valibot accepts, the guard
 * returns the same value (falling back where the schema falls back); where valibot rejects, the guard rejects too
 * (and says where).
 */
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { type Guard, WireError } from '../../../src/api/guards.ts';
import {
  BoardSchema,
  CampaignSchema,
  CategoriesSchema,
  CategorySchema,
  type ItemList,
  ItemListSchema,
  ItemSchema,
  ItemsPresenceSchema,
  JourneySchema,
  LeadSchema,
  PresenterSchema,
  SessionCreatedSchema,
  SessionValidatedSchema,
} from '../../../src/api/schemas/index.ts';
import {
  boardGuard,
  campaignGuard,
  categoriesGuard,
  categoryGuard,
  itemGuard,
  itemListGuard,
  itemsPresenceGuard,
  journeyGuard,
  leadGuard,
  presenterGuard,
  sessionCreatedGuard,
  sessionValidatedGuard,
} from '../../../src/api/wire-guards.ts';
import { type Harness, startHarness } from '../../server/harness.ts';
import { unlockedSession } from '../../server/unlock.ts';

const SLUGS = ['acme-launch', 'acme-gated', 'acme-password', 'acme-verify', 'acme-live', 'acme-consent', 'acme-big'];

/** A guard and its schema, with the answers collected for them. */
interface Pair {
  guard: Guard<unknown>;
  schema: v.GenericSchema;
  answers: unknown[];
}

const PAIRS: Record<string, Pair> = {
  board: { guard: boardGuard, schema: BoardSchema, answers: [] },
  campaign: { guard: campaignGuard, schema: CampaignSchema, answers: [] },
  categories: { guard: categoriesGuard, schema: CategoriesSchema, answers: [] },
  category: { guard: categoryGuard, schema: CategorySchema, answers: [] },
  items: { guard: itemListGuard, schema: ItemListSchema, answers: [] },
  item: { guard: itemGuard, schema: ItemSchema, answers: [] },
  journey: { guard: journeyGuard, schema: JourneySchema, answers: [] },
  presence: { guard: itemsPresenceGuard, schema: ItemsPresenceSchema, answers: [] },
  lead: { guard: leadGuard, schema: LeadSchema, answers: [] },
  presenter: { guard: presenterGuard, schema: PresenterSchema, answers: [] },
  sessionCreated: { guard: sessionCreatedGuard, schema: SessionCreatedSchema, answers: [] },
  sessionValidated: { guard: sessionValidatedGuard, schema: SessionValidatedSchema, answers: [] },
};

/** What a guard and a schema make of one value. */
function outcome(run: () => unknown): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
}

function expectAgreement(pair: Pair, data: unknown, label: string) {
  const fromSchema = v.safeParse(pair.schema, data);
  const fromGuard = outcome(() => pair.guard(data, ''));
  if (fromSchema.success) {
    expect(fromGuard, label).toEqual({ ok: true, value: fromSchema.output });
  } else {
    expect(fromGuard.ok, `${label}: valibot rejects (${fromSchema.issues[0].message}), the guard must too`).toBe(false);
    if (!fromGuard.ok) expect(fromGuard.error, label).toBeInstanceOf(WireError);
  }
}

type Path = (string | number)[];

/** Paths of every value in `data` (objects and arrays included), with arrays and maps cut to their first entry. */
function paths(data: unknown, prefix: Path = []): Path[] {
  const result: Path[] = [prefix];
  if (Array.isArray(data)) {
    if (data.length) result.push(...paths(data[0], [...prefix, 0]));
  } else if (data && typeof data === 'object') {
    const entries = Object.entries(data);
    // Maps by id (data, items): one entry stands for all.
    const keyed = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
    for (const [key, value] of keyed ? entries.slice(0, 1) : entries) result.push(...paths(value, [...prefix, key]));
  }
  return result;
}

const REMOVE = Symbol('remove');
const REPLACEMENTS: unknown[] = [
  REMOVE,
  null,
  undefined,
  'x',
  '',
  0,
  -1,
  1.5,
  7,
  true,
  'true',
  'False',
  {},
  [],
  'form',
  'classic',
];

function replaced(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value === REMOVE ? undefined : value;
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- an answer missing this key is the case
    else delete parent[last];
  } else parent[last] = value;
  return copy;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  for (const slug of SLUGS) {
    const headers = await unlockedSession(h, slug);
    const get = async (pair: Pair, path: string, init: { method?: string; body?: unknown } = {}) => {
      const response = await h.api(path, { ...init, headers });
      expect(response.status, path).toBe(200);
      const data: unknown = await response.json();
      pair.answers.push(data);
      return data;
    };
    await get(PAIRS.board!, `/live_board/v1/boards/${slug}/`);
    await get(PAIRS.campaign!, `/live_board/v2/boards/${slug}/campaign`);
    await get(PAIRS.presenter!, `/live_board/v1/boards/${slug}/presenter`);
    const categories = (await get(PAIRS.categories!, `/live_board/v2/boards/${slug}/categories`)) as {
      categories_ids: number[];
    };
    const first = categories.categories_ids[0];
    if (first !== undefined) await get(PAIRS.category!, `/live_board/v2/categories/${first}`);
    const page = (await get(PAIRS.items!, `/live_board/v2/boards/${slug}/items`, {
      method: 'POST',
      body: { category: null, search: '', page: 1, per_page: 48 },
    })) as ItemList;
    const item = page.item_ids[0];
    if (item !== undefined) {
      await get(PAIRS.item!, `/live_board/v2/items/${item}`);
      await get(PAIRS.journey!, `/live_board/v2/journeys/${item}`, {
        method: 'POST',
        body: { board_id: slug, category_id: null, search: '' },
      });
    }
    await get(PAIRS.presence!, `/live_board/v2/boards/${slug}/items_presence?leading_item_id=1`);
    await get(PAIRS.lead!, '/live_board/v1/leads/me');
  }
  const created = await h.api('/live_board/v1/sessions', { method: 'POST' });
  const guid = ((await created.json()) as { guid: string }).guid;
  PAIRS.sessionCreated!.answers.push({ guid });
  PAIRS.sessionValidated!.answers.push({ guid: null }, { guid });
}, 60_000);
afterAll(() => h.server.close());
// The guards warn about the values they fall back from (test/unit/api/malformed-values.test.ts covers that).
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the first screen’s guards and their valibot schemas', () => {
  it.each(Object.keys(PAIRS))('%s: give the same value for every fixture answer', (name) => {
    const pair = PAIRS[name]!;
    expect(pair.answers.length, `answers collected for ${name}`).toBeGreaterThan(0);
    for (const [index, answer] of pair.answers.entries()) {
      expect(v.safeParse(pair.schema, answer).success, `${name} answer ${index} is valid`).toBe(true);
      expectAgreement(pair, answer, `${name} answer ${index}`);
    }
  });

  it.each(Object.keys(PAIRS))('%s: accept, reject and default alike on broken variants', (name) => {
    const pair = PAIRS[name]!;
    let variants = 0;
    let rejected = 0;
    // The first answer of each distinct shape of board is enough to reach every path; two keep it honest.
    for (const answer of pair.answers.slice(0, 2)) {
      for (const path of paths(answer)) {
        for (const value of REPLACEMENTS) {
          const broken = replaced(answer, path, value);
          expectAgreement(
            pair,
            broken,
            `${name} with ${path.join('.') || '(answer)'} = ${value === REMOVE ? '(removed)' : JSON.stringify(value)}`,
          );
          variants += 1;
          if (!v.safeParse(pair.schema, broken).success) rejected += 1;
        }
      }
    }
    // Both outcomes were exercised.
    expect(rejected).toBeGreaterThan(0);
    expect(variants - rejected).toBeGreaterThan(0);
  });

  it('names where an answer is wrong', () => {
    expect(() => campaignGuard({ general: 5 }, '')).toThrow(WireError);
    const campaign = structuredClone(PAIRS.campaign!.answers[0]) as { items: { gating: { show: unknown } } };
    campaign.items.gating.show = 'yes';
    try {
      campaignGuard(campaign, '');
    } catch (error) {
      expect(error).toBeInstanceOf(WireError);
      expect((error as WireError).where).toBe('items.gating.show');
      expect((error as WireError).message).toBe('expected a boolean but received string');
    }
    expect.assertions(4);
  });
});
