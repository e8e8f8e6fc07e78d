// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Catalog } from '../../demo/server/catalog.ts';
import { buildItem } from '../../demo/server/fixtures/items.ts';
import { checked } from '../../src/api/checked.ts';
import type { Guard } from '../../src/api/guards.ts';
import { boardGuard } from '../../src/api/schemas/board.ts';
import { campaignGuard } from '../../src/api/schemas/campaign.ts';
import { categoriesGuard, categoryGuard } from '../../src/api/schemas/category.ts';
import {
  CampaignElementSchema,
  DownloadSchema,
  GeoLocationSchema,
  type Item,
  LiveEventResponseSchema,
  OrganizationSettingsSchema,
  VendorConsentSchema,
} from '../../src/api/schemas/index.ts';
import { itemGuard, itemsPresenceGuard } from '../../src/api/schemas/item.ts';
import { itemListGuard, journeyGuard } from '../../src/api/schemas/item.ts';
import { leadGuard, presenterGuard } from '../../src/api/schemas/lead.ts';
import { ITEM_TYPES, PRESENTED_ITEM_TYPES } from '../../src/api/schemas/values.ts';
import { ITEM_SOURCE } from '../../src/base/constants.ts';
import { parseAnswer } from '../answers.ts';
import { type Harness, json, startHarness } from './harness.ts';
import { unlockedSession } from './unlock.ts';

const SLUGS = ['acme-launch', 'acme-gated', 'acme-password', 'acme-verify', 'acme-live', 'acme-consent', 'acme-big'];

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.server.close());

async function get<T>(guard: Guard<T>, path: string, headers: Record<string, string>) {
  const response = await h.api(path, { headers });
  expect(response.status, path).toBe(200);
  return parseAnswer(guard, await response.json());
}

async function itemsPage(slug: string, body: object, headers: Record<string, string> = {}) {
  const response = await h.api(`/live_board/v2/boards/${slug}/items`, { method: 'POST', body, headers });
  expect(response.status).toBe(200);
  return parseAnswer(itemListGuard, await response.json());
}

describe.each(SLUGS)('fixture board %s', (slug) => {
  it('answers every board endpoint with bodies that pass the wire schemas', async () => {
    const headers = await unlockedSession(h, slug);
    const board = await get(boardGuard, `/live_board/v1/boards/${slug}/`, headers);
    expect(board.locked).toBe(false);
    await get(presenterGuard, `/live_board/v1/boards/${slug}/presenter`, headers);
    const campaign = await get(campaignGuard, `/live_board/v2/boards/${slug}/campaign`, headers);
    expect(campaign.board_id).toBe(board.id);
    const categories = await get(categoriesGuard, `/live_board/v2/boards/${slug}/categories`, headers);
    await get(checked(OrganizationSettingsSchema), `/live_board/v1/boards/${slug}/organization_settings`, headers);
    await get(checked(LiveEventResponseSchema), `/live_board/v2/boards/${slug}/live_event`, headers);
    await get(itemsPresenceGuard, `/live_board/v2/boards/${slug}/items_presence?leading_item_id=1`, headers);
    await get(leadGuard, '/live_board/v1/leads/me', headers);
    await get(checked(GeoLocationSchema), '/live_board/v1/geo_location', headers);
    await get(checked(VendorConsentSchema), '/vendor-consent?sitename=acme&domain=example.com&country=US', headers);

    const home = await itemsPage(slug, { category: null, page: 1, per_page: 24 }, headers);
    expect(home.items_count).toBeGreaterThan(0);
    for (const id of categories.categories_ids) {
      const category = categories.data[String(id)];
      const page = await itemsPage(slug, { category: id, page: 1, per_page: 24 }, headers);
      expect(page.items_count, `items_count of category ${String(category?.slug)}`).toBe(category?.items_count);
      await get(categoryGuard, `/live_board/v2/categories/${id}`, headers);
      await get(
        categoryGuard,
        `/live_board/v2/categories/${String(category?.slug)}?by_slug=1&board_id=${slug}`,
        headers,
      );
    }

    const first = home.data[String(home.item_ids[0])] as Item;
    await get(itemGuard, `/live_board/v2/items/${first.id}`, headers);
    await get(itemGuard, `/live_board/v2/items/${first.slug}?by_slug=1&board_id=${board.id}`, headers);
    const journey = await h.api(`/live_board/v2/journeys/${first.id}`, {
      method: 'POST',
      body: { board_id: slug, category_id: null, search: '' },
      headers,
    });
    parseAnswer(journeyGuard, await journey.json());

    const file = Object.values(home.data).find(
      (item) => item.item_source === ITEM_SOURCE.file && item.item_type === 'file',
    );
    if (file)
      await get(checked(DownloadSchema), `/live_board/v2/downloads?content_item_id=${file.content_item_id}`, headers);
  });

  it('answers the same board, campaign, categories and items for its id and its slug', async () => {
    const headers = await unlockedSession(h, slug);
    const bySlug = await json<{ id: number }>(await h.api(`/live_board/v1/boards/${slug}/`, { headers }));
    for (const path of [
      '/live_board/v1/boards/{}/',
      '/live_board/v2/boards/{}/campaign',
      '/live_board/v2/boards/{}/categories',
    ]) {
      const a = await json(await h.api(path.replace('{}', slug), { headers }));
      const b = await json(await h.api(path.replace('{}', String(bySlug.id)), { headers }));
      expect(b).toEqual(a);
    }
    const query = { page: 1, per_page: 10 };
    expect(await itemsPage(String(bySlug.id), query, headers)).toEqual(await itemsPage(slug, query, headers));
  });
});

describe('fixture content', () => {
  const catalog = new Catalog();
  const ctx = { origin: 'http://test', likedItemIds: new Set<number>() };
  const allItems = (slug: string) => {
    const board = catalog.board(slug);
    if (!board) throw new Error(slug);
    return Array.from({ length: board.itemCount }, (_, i) => buildItem(catalog.place(board, i), ctx));
  };

  it('gives acme-launch at least 250 items covering every item type, source and presented type', () => {
    const items = allItems('acme-launch');
    expect(items.length).toBeGreaterThanOrEqual(250);
    expect(new Set(items.map((i) => i.item_type))).toEqual(new Set(ITEM_TYPES));
    expect(new Set(items.map((i) => i.item_source))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(items.map((i) => i.presented_item_type))).toEqual(new Set(PRESENTED_ITEM_TYPES));
  });

  it('gives acme-launch a parent with subcategories, a link category and at least six categories', () => {
    const board = catalog.board('acme-launch');
    const types = board?.categories.map((c) => c.type) ?? [];
    expect(types.length).toBeGreaterThanOrEqual(6);
    expect(types).toContain(2);
    expect(types).toContain(3);
    expect(types).toContain(4);
  });

  it('keeps ids unique across boards, slugs unique per board and categories consistent', () => {
    const ids = new Set<number>();
    const contentIds = new Set<number>();
    for (const board of catalog.boards) {
      const slugs = new Set<string>();
      allItems(board.spec.slug).forEach((item, index) => {
        expect(ids.has(item.id)).toBe(false);
        ids.add(item.id);
        contentIds.add(item.content_item_id);
        slugs.add(item.slug);
        expect(item.journey_index).toBe(index);
        expect(board.categoryById.get(item.category_id)?.slug).toBe(item.category_slug);
        // No external pictures: there is no internet where the demo runs.
        for (const url of [item.thumbnail_url, item.file_url, item.preview_url]) {
          if (url) expect(url.startsWith('http://test/')).toBe(true);
        }
      });
      expect(slugs.size, `${board.spec.slug} item slugs`).toBe(board.itemCount);
    }
    expect(contentIds.size).toBe(ids.size);
  });

  it('gives acme-big 10,000 items', () => {
    expect(catalog.board('acme-big')?.total).toBe(10_000);
  });

  it('gives acme-gated a gating campaign with some gated items', async () => {
    const campaign = parseAnswer(
      campaignGuard,
      await (await h.api('/live_board/v2/boards/acme-gated/campaign')).json(),
    );
    expect(campaign.campaign_type).toBe(1);
    expect(campaign.items.gating).toMatchObject({ show: true, is_mandatory: false });
    expect(allItems('acme-gated').some((item) => item.is_gated)).toBe(true);
  });

  it('points the consent board at its privacy campaign element', async () => {
    const board = parseAnswer(boardGuard, await (await h.api('/live_board/v1/boards/acme-consent/')).json());
    expect(board.privacy).toMatchObject({ privacy_warning_check: true, regulated_countries_only: true });
    const element = await get(
      checked(CampaignElementSchema),
      `/live_board/v2/campaign_elements/${String(board.privacy.element_id)}?board_id=acme-consent&element_type=privacy_message`,
      {},
    );
    expect(element.link_label).toBe('Learn More');
  });

  it('has a live event only on acme-live', async () => {
    const live = await get(checked(LiveEventResponseSchema), '/live_board/v2/boards/acme-live/live_event', {});
    expect(live.event?.type).toBe('zoom');
    expect(live.event?.schedule.enabled).toBe(true);
    const none = await get(checked(LiveEventResponseSchema), '/live_board/v2/boards/acme-launch/live_event', {});
    expect(none.event).toBeNull();
  });

  it('uses promotions at every position and an online leading item on acme-launch', async () => {
    const campaign = await get(campaignGuard, '/live_board/v2/boards/acme-launch/campaign', {});
    const positions = Object.values(campaign.promotion.items).map((p) => p.position);
    expect(new Set(positions).size).toBe(3);
    const gated = await get(campaignGuard, '/live_board/v2/boards/acme-gated/campaign', {});
    const all = new Set([...positions, ...Object.values(gated.promotion.items).map((p) => p.position)]);
    expect(all).toEqual(new Set([0, 1, 2, 3]));
    const leading = await get(itemGuard, `/live_board/v2/items/${String(campaign.items.leading_item.id)}`, {});
    expect(leading.status).toBe(1);
  });
});
