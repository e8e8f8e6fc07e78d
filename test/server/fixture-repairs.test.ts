// @vitest-environment node
/**
 * The board falls back from a value it can do without instead of failing the answer (docs/decisions.md, "Malformed
 * values"), so an answer the guards take is not yet a right one. This file proves the reference server's answers
 * right: every board, campaign, categories, category, items page, item and journey answer of the fixture boards goes
 * through the board's own guards without a single repair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { withRepairs } from '../../src/api/guards.ts';
import { boardGuard } from '../../src/api/schemas/board.ts';
import { campaignGuard } from '../../src/api/schemas/campaign.ts';
import { type Categories, categoriesGuard, categoryGuard } from '../../src/api/schemas/category.ts';
import { itemGuard, type ItemList, itemListGuard, journeyGuard } from '../../src/api/schemas/item.ts';
import { type Harness, startHarness } from './harness.ts';
import { unlockedSession } from './unlock.ts';

const SLUGS = ['acme-launch', 'acme-gated', 'acme-password', 'acme-verify', 'acme-live', 'acme-consent', 'acme-big'];
/** acme-big has 10,000 items made by one generator: its first page stands for the rest. */
const ALL_PAGES_UNTIL = 20;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.server.close());

describe.each(SLUGS)('fixture board %s', (slug) => {
  it('answers nothing the board has to repair', async () => {
    const headers = await unlockedSession(h, slug);
    const get = async (path: string, init: { method?: string; body?: unknown } = {}) => {
      const response = await h.api(path, { ...init, headers });
      expect(response.status, path).toBe(200);
      return (await response.json()) as unknown;
    };
    const expectNoRepairs = (what: string, guard: (value: unknown, path: string) => unknown, answer: unknown) =>
      expect(withRepairs(guard, answer).repairs, what).toEqual([]);

    expectNoRepairs('board', boardGuard, await get(`/live_board/v1/boards/${slug}/`));
    expectNoRepairs('campaign', campaignGuard, await get(`/live_board/v2/boards/${slug}/campaign`));
    const categories = (await get(`/live_board/v2/boards/${slug}/categories`)) as Categories;
    expectNoRepairs('categories', categoriesGuard, categories);
    for (const id of Object.keys(categories.data)) {
      expectNoRepairs(`category ${id}`, categoryGuard, await get(`/live_board/v2/categories/${id}?board_id=${slug}`));
    }
    let ids: number[] = [];
    for (let page = 1; page <= ALL_PAGES_UNTIL; page++) {
      const list = (await get(`/live_board/v2/boards/${slug}/items`, {
        method: 'POST',
        body: { category: null, search: '', page, per_page: 100 },
      })) as ItemList;
      expectNoRepairs(`items page ${page}`, itemListGuard, list);
      ids = [...ids, ...list.item_ids];
      if (page >= list.total_pages) break;
    }
    expect(ids.length).toBeGreaterThan(0);
    for (const id of [ids[0]!, ids.at(-1)!]) {
      expectNoRepairs(`item ${id}`, itemGuard, await get(`/live_board/v2/items/${id}`));
      const journey = await get(`/live_board/v2/journeys/${id}`, {
        method: 'POST',
        body: { board_id: slug, category_id: null, search: '' },
      });
      expectNoRepairs(`journey of ${id}`, journeyGuard, journey);
    }
  });
});

describe('the subcategory acme-launch lists nowhere (212, reached only by a link)', () => {
  it('answers nothing the board has to repair, asked by id or by slug', async () => {
    const headers = await unlockedSession(h, 'acme-launch');
    for (const path of [
      '/live_board/v2/categories/212?board_id=acme-launch',
      '/live_board/v2/categories/energy?by_slug=true&board_id=acme-launch',
    ]) {
      const response = await h.api(path, { headers });
      expect(response.status, path).toBe(200);
      const answer = (await response.json()) as unknown;
      expect(answer, path).toMatchObject({ id: 212, slug: 'energy' });
      expect(withRepairs(categoryGuard, answer).repairs, path).toEqual([]);
    }
  });
});
