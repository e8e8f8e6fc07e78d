// @vitest-environment node
/**
 * The first screen's answers, each described once by its guard (src/api/schemas/), on every answer the reference
 * server gives for the fixture boards and on broken variants of those answers — each value removed, nulled or
 * replaced by a value of another type or out of range. A guard either refuses the variant with a WireError that
 * names where it is wrong, or takes it: then what it made is an answer it takes again unchanged and without a repair
 * (the board never holds a value it would not accept), and every repair it noted is at the broken place.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { type Guard, WireError, withRepairs } from '../../../src/api/guards.ts';
import { boardGuard } from '../../../src/api/schemas/board.ts';
import { campaignGuard } from '../../../src/api/schemas/campaign.ts';
import { categoriesGuard, categoryGuard } from '../../../src/api/schemas/category.ts';
import {
  itemGuard,
  type ItemList,
  itemListGuard,
  itemsPresenceGuard,
  journeyGuard,
} from '../../../src/api/schemas/item.ts';
import {
  leadGuard,
  presenterGuard,
  sessionCreatedGuard,
  sessionValidatedGuard,
} from '../../../src/api/schemas/lead.ts';
import { type Harness, startHarness } from '../../server/harness.ts';
import { unlockedSession } from '../../server/unlock.ts';

const SLUGS = ['acme-launch', 'acme-gated', 'acme-password', 'acme-verify', 'acme-live', 'acme-consent', 'acme-big'];

/** A guard, with the answers collected for it. */
interface Pair {
  guard: Guard<unknown>;
  answers: unknown[];
}

const PAIRS: Record<string, Pair> = {
  board: { guard: boardGuard, answers: [] },
  campaign: { guard: campaignGuard, answers: [] },
  categories: { guard: categoriesGuard, answers: [] },
  category: { guard: categoryGuard, answers: [] },
  items: { guard: itemListGuard, answers: [] },
  item: { guard: itemGuard, answers: [] },
  journey: { guard: journeyGuard, answers: [] },
  presence: { guard: itemsPresenceGuard, answers: [] },
  lead: { guard: leadGuard, answers: [] },
  presenter: { guard: presenterGuard, answers: [] },
  sessionCreated: { guard: sessionCreatedGuard, answers: [] },
  sessionValidated: { guard: sessionValidatedGuard, answers: [] },
};

type Path = (string | number)[];

/** Whether one of two dot paths is the other or lies inside it ('' is the whole answer). */
const onOneLine = (a: string, b: string) =>
  a === b || a === '' || b === '' || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * What `pair`'s guard makes of `data`, broken at `at`: refused with a WireError at the broken place, or taken as an
 * answer the guard takes again as it is, with every repair at the broken place. Answers whether it was refused.
 */
function expectSound(pair: Pair, data: unknown, at: string, label: string): boolean {
  let taken: { value: unknown; repairs: string[] };
  try {
    taken = withRepairs(pair.guard, data);
  } catch (error) {
    expect(error, label).toBeInstanceOf(WireError);
    const where = (error as WireError).where ?? '';
    expect(onOneLine(where, at), `${label}: refused at ${where || '(answer)'}`).toBe(true);
    return true;
  }
  const again = withRepairs(pair.guard, taken.value);
  expect(again.value, `${label}: taken again unchanged`).toEqual(taken.value);
  expect(again.repairs, `${label}: nothing left to repair`).toEqual([]);
  for (const note of taken.repairs) {
    const where = note.split(' ')[0]!;
    expect(onOneLine(where === '(answer)' ? '' : where, at), `${label}: repaired ${note}`).toBe(true);
  }
  return false;
}

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

describe('the first screen’s answers, each described once by its guard', () => {
  it.each(Object.keys(PAIRS))('%s: takes every fixture answer as it came, without a repair', (name) => {
    const pair = PAIRS[name]!;
    expect(pair.answers.length, `answers collected for ${name}`).toBeGreaterThan(0);
    for (const [index, answer] of pair.answers.entries()) {
      const taken = withRepairs(pair.guard, answer);
      expect(taken.repairs, `${name} answer ${index}`).toEqual([]);
      expectSound(pair, answer, '', `${name} answer ${index}`);
    }
  });

  it.each(Object.keys(PAIRS))('%s: refuses or repairs broken variants at the broken place', (name) => {
    const pair = PAIRS[name]!;
    let variants = 0;
    let refused = 0;
    // The first answer of each distinct shape of board is enough to reach every path; two keep it honest.
    for (const answer of pair.answers.slice(0, 2)) {
      for (const path of paths(answer)) {
        for (const value of REPLACEMENTS) {
          const broken = replaced(answer, path, value);
          const label = `${name} with ${path.join('.') || '(answer)'} = ${value === REMOVE ? '(removed)' : JSON.stringify(value)}`;
          if (expectSound(pair, broken, path.join('.'), label)) refused += 1;
          variants += 1;
        }
      }
    }
    // Both outcomes were exercised.
    expect(refused).toBeGreaterThan(0);
    expect(variants - refused).toBeGreaterThan(0);
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
