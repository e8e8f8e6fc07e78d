// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { categoriesGuard } from '../../src/api/schemas/category.ts';
import { type ItemList } from '../../src/api/schemas/index.ts';
import { itemGuard, itemListGuard, journeyGuard } from '../../src/api/schemas/item.ts';
import { matchesSearch } from '../../src/model/search.ts';
import { readPagePictures } from '../../src/ui/renderers/pdf/page-pictures.ts';
import { parseAnswer } from '../answers.ts';
import { type Harness, json, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.server.close());

async function page(board: string, body: object): Promise<ItemList> {
  const response = await h.api(`/live_board/v2/boards/${board}/items`, { method: 'POST', body });
  expect(response.status).toBe(200);
  return parseAnswer(itemListGuard, await response.json());
}

async function allPages(board: string, body: object, perPage: number): Promise<number[]> {
  const first = await page(board, { ...body, page: 1, per_page: perPage });
  const ids = [...first.item_ids];
  for (let p = 2; p <= first.total_pages; p++)
    ids.push(...(await page(board, { ...body, page: p, per_page: perPage })).item_ids);
  return ids;
}

describe('page pictures', () => {
  it('come with every uploaded PDF, one size per page of the document, and with no document from Box', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((n) => page('acme-launch', { category: null, page: n, per_page: 100 })),
    );
    const items = pages.flatMap((each) => Object.values(each.data));
    const uploaded = items.filter((item) => item.file_url?.endsWith('.pdf') && item.item_source === 2);
    const boxed = items.filter((item) => item.item_source === 3);
    expect(uploaded.length).toBeGreaterThan(0);
    expect(boxed.length).toBeGreaterThan(0);
    for (const item of boxed) expect(item.page_pictures, item.slug).toBeNull();
    for (const item of uploaded) {
      const pictures = readPagePictures(item.page_pictures);
      expect(pictures, item.slug).not.toBeNull();
      const file = /([^/]+)\.pdf$/.exec(item.file_url ?? '')?.[1] ?? '';
      expect(pictures!.url).toBe(`${h.url('/media/pages/')}${file}/{page}-{width}.webp`);
      expect(pictures!.widths).toEqual([360, 720, 1080, 1440]);
    }
    // The admin guides have 20 pages, as their PDFs do.
    const guide = uploaded.find((item) => item.slug.endsWith('admin-guide'))!;
    expect(readPagePictures(guide.page_pictures)!.pages).toEqual([{ width: 612, height: 792, count: 20 }]);
  });
});

describe('items list', () => {
  it('pages through a category without duplicates and with correct totals', async () => {
    const first = await page('acme-launch', { category: 208, page: 1, per_page: 10 });
    expect(first).toMatchObject({ items_count: 36, total_pages: 4, current_page: 1 });
    const ids = await allPages('acme-launch', { category: 208 }, 10);
    expect(ids).toHaveLength(36);
    expect(new Set(ids).size).toBe(36);
  });

  it('lists every item of the board on home, in board order', async () => {
    const ids = await allPages('acme-launch', { category: null }, 100);
    expect(ids).toHaveLength(252);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('puts the promoted item first on page 1 of the promoted category, and never repeats it', async () => {
    const categories = parseAnswer(
      categoriesGuard,
      await (await h.api('/live_board/v2/boards/acme-launch/categories')).json(),
    );
    const promotedCategory = categories.promoted_category_id;
    expect(promotedCategory).not.toBeNull();
    const first = await page('acme-launch', { category: promotedCategory, page: 1, per_page: 5 });
    expect(first.promoted_item_id).not.toBeNull();
    expect(first.item_ids[0]).toBe(first.promoted_item_id);

    const ids = await allPages('acme-launch', { category: promotedCategory }, 5);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(first.items_count);
    const second = await page('acme-launch', { category: promotedCategory, page: 2, per_page: 5 });
    expect(second.promoted_item_id).toBeNull();
  });

  it('lists a parent category as the items of its subcategories', async () => {
    const parent = await page('acme-launch', { category: 203, page: 1, per_page: 100 });
    expect(parent.items_count).toBe(90);
    expect(new Set(Object.values(parent.data).map((item) => item.category_slug))).toEqual(
      new Set(['manufacturing', 'logistics', 'healthcare']),
    );
  });

  it('answers an empty page past the end instead of an error', async () => {
    const past = await page('acme-launch', { category: 210, page: 9, per_page: 24 });
    expect(past).toMatchObject({ item_ids: [], data: {}, current_page: 9, total_pages: 1, items_count: 18 });
  });

  it('filters by search on the server with the shared match rule', async () => {
    const result = await page('acme-launch', { category: null, search: 'ROI Calculator', page: 1, per_page: 100 });
    expect(result.items_count).toBeGreaterThan(0);
    expect(result.items_count).toBeLessThan(252);
    for (const item of Object.values(result.data)) {
      expect(matchesSearch(`${item.name} ${item.description ?? ''}`, 'ROI Calculator')).toBe(true);
    }
    expect(Object.values(result.data).map((i) => i.name)).toContain('Predictive Maintenance ROI Calculator');
    const none = await page('acme-launch', { search: 'zzzzqqq', page: 1, per_page: 10 });
    expect(none).toMatchObject({ items_count: 0, total_pages: 0, item_ids: [], most_viewed_item_id: null });
  });

  it('reports the most viewed item of the list', async () => {
    const result = await page('acme-launch', { category: 207, page: 1, per_page: 100 });
    const items = Object.values(result.data);
    const top = items.reduce((a, b) => (b.views_count > a.views_count ? b : a));
    expect(result.most_viewed_item_id).toBe(top.id);
  });

  it('serves page 400 of the 10,000-item board quickly with correct counts', async () => {
    await page('acme-big', { page: 1, per_page: 24 });
    const started = performance.now();
    const result = await page('acme-big', { category: null, page: 400, per_page: 24 });
    const elapsed = performance.now() - started;
    expect(result).toMatchObject({ items_count: 10_000, total_pages: 417, current_page: 400 });
    expect(result.item_ids).toHaveLength(24);
    expect(result.data[String(result.item_ids[0])]?.journey_index).toBe(399 * 24);
    expect(elapsed).toBeLessThan(200);
    const last = await page('acme-big', { category: 278, page: 53, per_page: 24 });
    expect(last.item_ids).toHaveLength(1250 - 52 * 24);
  });

  it('answers 422 with field errors for an invalid query', async () => {
    const response = await h.api('/live_board/v2/boards/acme-launch/items', {
      method: 'POST',
      body: { category: 'x', page: 0, per_page: 500 },
    });
    expect(response.status).toBe(422);
    const body = await json<{ code: string; errors: Record<string, string[]> }>(response);
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors).sort()).toEqual(['category', 'page', 'per_page']);
  });

  it('answers 400 invalid_json for a malformed body', async () => {
    const response = await h.api('/live_board/v2/boards/acme-launch/items', { method: 'POST', body: '{"page":' });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'invalid_json' });
  });

  it('answers 404 not_found for unknown boards, categories, items and endpoints', async () => {
    const cases = [
      h.api('/live_board/v1/boards/acme-nope/'),
      h.api('/live_board/v1/boards/999999/'),
      h.api('/live_board/v2/boards/acme-launch/items', {
        method: 'POST',
        body: { category: 999, page: 1, per_page: 5 },
      }),
      h.api('/live_board/v2/items/1'),
      h.api('/live_board/v2/items/no-such-item?by_slug=1&board_id=acme-launch'),
      h.api('/live_board/v2/categories/999'),
      h.api('/live_board/v2/categories/featured?by_slug=1&board_id=acme-big'),
      h.api('/live_board/v2/downloads?content_item_id=1'),
      h.api('/live_board/v9/nothing'),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status, response.url).toBe(404);
      expect(await json(response)).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('items, categories and downloads', () => {
  it('finds an item by slug within its board, and a category by slug', async () => {
    const item = parseAnswer(
      itemGuard,
      await (await h.api('/live_board/v2/items/acme-forge-product-tour?by_slug=1&board_id=acme-launch')).json(),
    );
    expect(item).toMatchObject({ name: 'Acme Forge Product Tour', category_slug: 'product-tours' });
    const category = await json(await h.api('/live_board/v2/categories/logistics?by_slug=true&board_id=101'));
    expect(category).toMatchObject({ id: 205, category_type: 3, parent_id: 203, items_count: 30 });
  });

  it('answers a subcategory alone that the categories list leaves out, with items of its own off home', async () => {
    const list = parseAnswer(categoriesGuard, await json(await h.api('/live_board/v2/boards/acme-launch/categories')));
    expect(list.data['212']).toBeUndefined();
    expect(list.categories_ids).not.toContain(212);
    expect(list.data['203']).toMatchObject({ subcategories_ids: [204, 205, 206], items_count: 90 });

    const hidden = { id: 212, slug: 'energy', category_type: 3, parent_id: 203, items_count: 12 };
    expect(await json(await h.api('/live_board/v2/categories/212'))).toMatchObject(hidden);
    expect(await json(await h.api('/live_board/v2/categories/energy?by_slug=1&board_id=acme-launch'))).toMatchObject(
      hidden,
    );
    expect((await h.api('/live_board/v2/categories/212?board_id=acme-gated')).status).toBe(404);

    const items = await page('acme-launch', { category: 212, page: 1, per_page: 100 });
    expect(items.item_ids).toEqual(Array.from({ length: 12 }, (_, i) => 10253 + i));
    expect(Object.values(items.data).every((item) => item.category_slug === 'energy')).toBe(true);
    expect((await page('acme-launch', { category: 203, page: 1, per_page: 100 })).items_count).toBe(90);
    const first = items.data['10253']!;
    const journey = await h.api(`/live_board/v2/journeys/${first.slug}`, {
      method: 'POST',
      body: { board_id: 'acme-launch', category_id: 212, search: '' },
    });
    expect(parseAnswer(journeyGuard, await journey.json())).toMatchObject({ items_count: 12, journey_index: 0 });
    const bySlug = await h.api(`/live_board/v2/items/${first.slug}?by_slug=1&board_id=acme-launch`);
    expect(parseAnswer(itemGuard, await bySlug.json()).id).toBe(10253);
  });

  it('requires board_id with by_slug', async () => {
    const response = await h.api('/live_board/v2/items/acme-forge-product-tour?by_slug=1');
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ errors: { board_id: expect.any(Array) as unknown } });
  });

  it('ignores the guid a client adds when retrying a partial-content answer', async () => {
    const response = await h.api('/live_board/v2/boards/acme-launch/categories?guid=abc');
    expect(response.status).toBe(200);
  });

  it('answers a download URL that serves a real file', async () => {
    const item = await json<{ content_item_id: number }>(
      await h.api('/live_board/v2/items/acme-forge-launch-brief?by_slug=1&board_id=acme-launch'),
    );
    const { download_url } = await json<{ download_url: string }>(
      await h.api(`/live_board/v2/downloads?content_item_id=${item.content_item_id}`),
    );
    const file = await fetch(download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('marks items the session liked', async () => {
    const session = await h.session();
    const headers = h.sessionHeaders(session);
    const item = await json<{ id: number; content_item_id: number; liked_by_user: boolean }>(
      await h.api('/live_board/v2/items/10002', { headers }),
    );
    expect(item.liked_by_user).toBe(false);
    const like = await h.api(`/analytics/live_board/v2/content_items/${item.content_item_id}/likes`, {
      method: 'POST',
      body: { item_id: item.id, source_type: 'item' },
      headers: { ...headers, 'Idempotency-Key': `like-${session.guid}` },
    });
    expect(like.status).toBe(201);
    expect(await json(await h.api('/live_board/v2/items/10002', { headers }))).toMatchObject({ liked_by_user: true });
  });
});

describe('journeys', () => {
  async function journey(id: string | number, body: object) {
    const response = await h.api(`/live_board/v2/journeys/${id}`, { method: 'POST', body });
    return {
      status: response.status,
      body: response.status === 200 ? parseAnswer(journeyGuard, await response.json()) : null,
    };
  }

  it('answers the item with its neighbours in the category order', async () => {
    const list = await allPages('acme-launch', { category: 208 }, 50);
    const { body } = await journey(list[5] ?? 0, { board_id: 'acme-launch', category_id: 208 });
    expect(body?.items.map((i) => i.id)).toEqual([list[4], list[5], list[6]]);
    expect(body).toMatchObject({ items_count: 36, journey_index: 5, prev_item_index: 4, next_item_index: 6 });
  });

  it('has no previous item at the start and no next item at the end', async () => {
    const list = await allPages('acme-launch', { category: 210 }, 50);
    const start = await journey(list[0] ?? 0, { board_id: 101, category_id: 210 });
    expect(start.body).toMatchObject({ journey_index: 0, prev_item_index: null, next_item_index: 1 });
    expect(start.body?.items).toHaveLength(2);
    const end = await journey(list.at(-1) ?? 0, { board_id: 101, category_id: 210 });
    expect(end.body).toMatchObject({ journey_index: 17, prev_item_index: 16, next_item_index: null });
  });

  it('follows the promoted order and the search results, and accepts a slug', async () => {
    const promoted = await page('acme-launch', { category: 201, page: 1, per_page: 3 });
    const first = await journey(promoted.item_ids[0] ?? 0, { board_id: 'acme-launch', category_id: 201 });
    expect(first.body?.items.map((i) => i.id)).toEqual(promoted.item_ids.slice(0, 2));

    const results = await page('acme-launch', { search: 'Runbook', page: 1, per_page: 50 });
    const second = results.item_ids[1] ?? 0;
    const slug = results.data[String(second)]?.slug;
    const found = await journey(slug ?? '', { board_id: 'acme-launch', search: 'Runbook' });
    expect(found.body?.items.map((i) => i.id)).toEqual(results.item_ids.slice(0, 3));
    expect(found.body?.items_count).toBe(results.items_count);
  });

  it('answers 404 for an item outside the list', async () => {
    const outside = await journey(10001, { board_id: 'acme-launch', category_id: 210 });
    expect(outside.status).toBe(404);
  });
});
