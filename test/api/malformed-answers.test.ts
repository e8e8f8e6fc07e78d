// @vitest-environment node
/**
 * One bad value must not break the whole board, end to end: the reference server answers with one value the board
 * can do without, and the client's endpoint functions still resolve, with that value fallen back
 * (docs/decisions.md, "Malformed values") and one console warning; a value the board cannot guess still fails the
 * call as an invalid response. A categories answer with one broken category still loads the board's store.
 */
import { beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { XHR_MARKER } from '../../src/base/constants.ts';
import { type BoardPort, createBoardStore } from '../../src/model/board-store.ts';
import { createEventBus } from '../../src/model/event-bus.ts';
import { setUpReferenceServer } from './reference-server.ts';

const server = setUpReferenceServer();

// The guards print a given warning once per page; test files share their worker, so this file takes fresh copies.
let api: ReturnType<typeof import('../../src/api/client.ts').createApiClient>;
let fetchCampaign: typeof import('../../src/api/campaign.ts').fetchCampaign;
let items: typeof import('../../src/api/items.ts');
let categories: typeof import('../../src/api/categories.ts');
let boards: typeof import('../../src/api/boards.ts');
let leads: typeof import('../../src/api/leads.ts');
beforeAll(async () => {
  vi.resetModules();
  const { createApiClient } = await import('../../src/api/client.ts');
  ({ fetchCampaign } = await import('../../src/api/campaign.ts'));
  items = await import('../../src/api/items.ts');
  categories = await import('../../src/api/categories.ts');
  boards = await import('../../src/api/boards.ts');
  leads = await import('../../src/api/leads.ts');
  api = createApiClient({
    apiBase: server.url,
    analyticsBase: `${server.url}/analytics`,
    embedded: true,
    pageOrigin: 'https://host.example.org',
    onAuthFailure: () => undefined,
  });
});

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

type Json = Record<string, unknown>;

async function answer(path: string, init: { method?: string; body?: unknown } = {}): Promise<Json> {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'X-Requested-With': XHR_MARKER, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Json;
}

const CAMPAIGN = '/live_board/v2/boards/acme-launch/campaign';
const ITEMS = '/live_board/v2/boards/acme-launch/items';
const PAGE = { category: null, search: '', page: 1, per_page: 48 };

describe('a campaign with one promotion of a column count outside 1–4', () => {
  it('still shows the board: the promotion gets 4 columns, the rest is as sent, and the console warns once', async () => {
    const sent = await answer(CAMPAIGN);
    const clean = await fetchCampaign(api, 'acme-launch');
    expect(warn).not.toHaveBeenCalled();

    (sent.promotion as { items: Record<string, Json> }).items.promotion1!.columns = 7;
    await server.fault({ match: CAMPAIGN, exact: true, status: 200, body: sent, times: 2 });
    const campaign = await fetchCampaign(api, 'acme-launch');
    expect(campaign.promotion.items.promotion1?.columns).toBe(4);
    expect(campaign).toEqual({
      ...clean,
      promotion: {
        items: { ...clean.promotion.items, promotion1: { ...clean.promotion.items.promotion1, columns: 4 } },
      },
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('promotion.items.promotion1.columns brought to 4 (7 is not 1–4)');

    // The campaign is fetched again (a refresh after the lead form): same faults, no second warning.
    const again = await fetchCampaign(api, 'acme-launch', { force: true });
    expect(again.promotion.items.promotion1?.columns).toBe(4);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('still fails the call over a value the board cannot guess (the campaign type)', async () => {
    const sent = await answer(CAMPAIGN);
    sent.campaign_type = 5;
    await server.fault({ match: CAMPAIGN, exact: true, status: 200, body: sent });
    await expect(fetchCampaign(api, 'acme-launch')).rejects.toMatchObject({
      code: 'invalid_response',
      message: expect.stringContaining('campaign_type') as unknown,
    });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('an items page with one malformed item', () => {
  it('shows the page without that item and warns once', async () => {
    const sent = await answer(ITEMS, { method: 'POST', body: PAGE });
    const [first, second] = sent.item_ids as number[];
    const data = sent.data as Record<string, Json>;
    data[String(first)]!.item_type = 'hologram';
    await server.fault({ match: ITEMS, exact: true, status: 200, body: sent });
    const page = await items.fetchItems(api, 'acme-launch', { category: null, page: 1 });
    expect(page.data[String(first)]).toBeUndefined();
    expect(page.data[String(second)]).toEqual(data[String(second)]);
    expect(Object.keys(page.data)).toHaveLength(Object.keys(data).length - 1);
    expect(page.item_ids).toEqual(sent.item_ids);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(`data.${String(first)} left out`);
  });

  it('fails the item fetched alone over the same value: it cannot be shown', async () => {
    const { item_ids: ids } = await answer(ITEMS, { method: 'POST', body: PAGE });
    const id = (ids as number[])[0]!;
    const sent = await answer(`/live_board/v2/items/${id}?board_id=acme-launch`);
    sent.item_type = 'hologram';
    await server.fault({ match: `/live_board/v2/items/${id}`, status: 200, body: sent });
    await expect(items.fetchItem(api, id, 'acme-launch')).rejects.toMatchObject({ code: 'invalid_response' });
    expect(warn).not.toHaveBeenCalled();
  });
});

const CATEGORIES = '/live_board/v2/boards/acme-launch/categories';

/** The board store of acme-launch, asking the reference server through the client's endpoint functions. */
function boardStore() {
  const board = 'acme-launch';
  const port: BoardPort = {
    board: (signal) => boards.fetchBoard(api, board, { signal }),
    campaign: (signal, options) => fetchCampaign(api, board, { signal, force: options?.force ?? false }),
    categories: (signal) => categories.fetchCategories(api, board, { signal }),
    category: (lookup, signal) => categories.fetchCategory(api, lookup, board, { signal }),
    items: (query, signal) => items.fetchItems(api, board, query, { signal }),
    presenter: (signal) => boards.fetchPresenter(api, board, null, { signal }),
    itemsPresence: (leadingItemId, signal) => items.fetchItemsPresence(api, board, leadingItemId, { signal }),
    item: (id, signal) => items.fetchItem(api, id, board, { signal }),
    lead: (signal) => leads.fetchLead(api, null, { signal }),
  };
  return createBoardStore(port, createEventBus());
}

/** The console warnings about answers the board repaired (not, say, a lead that could not be fetched). */
const repairWarnings = () =>
  warn.mock.calls.map((call) => String(call[0])).filter((text) => text.startsWith('[live-board] the '));

describe('a categories answer with one broken category', () => {
  it('still loads the board, without that category and its id, and the console warns once', async () => {
    const sent = await answer(CATEGORIES);
    const data = sent.data as Record<string, { id: number; category_type: unknown; subcategories_ids: number[] }>;
    const solutions = data['203']!;
    const [broken, next] = solutions.subcategories_ids;
    data[String(broken)]!.category_type = 'webinar';
    await server.fault({ match: CATEGORIES, exact: true, status: 200, body: sent, times: 2 });

    const list = await categories.fetchCategories(api, 'acme-launch');
    expect(list.data[String(broken)]).toBeUndefined();
    expect(Object.keys(list.data)).toHaveLength(Object.keys(data).length - 1);
    expect(list.data['201']).toEqual(data['201']);
    expect(list.categories_ids).toEqual((sent.categories_ids as number[]).filter((id) => id !== broken));
    expect(list.data['203']?.subcategories_ids).toEqual(solutions.subcategories_ids.slice(1));
    expect(repairWarnings()).toEqual([expect.stringContaining(`data.${String(broken)} left out`)]);

    // The board arrives on the parent's link: it shows, on the parent's first subcategory the board still has.
    const store = boardStore();
    await store.load({ category: 'solutions', query: '', bySlug: true, board: 'acme-launch' });
    expect(store.failure.value).toBeNull();
    expect(store.status.value).toBe('ready');
    expect(store.currentCategory.value).toBe(next);
    expect(store.menu.value.map((category) => category.id)).toEqual(list.categories_ids);
    await vi.waitFor(() => expect(store.currentView.value.page).toBe(1));
    expect(store.currentItems.value.length).toBeGreaterThan(0);
    expect(repairWarnings()).toHaveLength(1);
    store.dispose();
  });

  it('still fails the call over what the board cannot guess (categories that are no map)', async () => {
    const sent = await answer(CATEGORIES);
    sent.data = 'categories';
    await server.fault({ match: CATEGORIES, exact: true, status: 200, body: sent });
    await expect(categories.fetchCategories(api, 'acme-launch')).rejects.toMatchObject({ code: 'invalid_response' });
    expect(repairWarnings()).toEqual([]);
  });

  it('fails the broken category asked for alone: it cannot be shown', async () => {
    const sent = await answer('/live_board/v2/categories/energy?by_slug=true&board_id=acme-launch');
    sent.category_type = 'webinar';
    await server.fault({ match: '/live_board/v2/categories/energy', status: 200, body: sent });
    await expect(categories.fetchCategory(api, 'energy', 'acme-launch')).rejects.toMatchObject({
      code: 'invalid_response',
    });
    expect(repairWarnings()).toEqual([]);
  });
});
