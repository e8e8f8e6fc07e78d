import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import { type BoardPort, createBoardStore } from '../../../src/model/board-store.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { board, campaign, fakeBoardPort, hiddenCategory, itemsPage } from './fixtures.ts';

function setup(overrides: Partial<BoardPort> = {}, showHome = true) {
  const port = fakeBoardPort({ campaign: vi.fn().mockResolvedValue(campaign(showHome)), ...overrides });
  const bus = createEventBus();
  const events: [string, unknown][] = [];
  bus.onAny((name, detail) => events.push([name, detail]));
  return { port, bus, events, store: createBoardStore(port, bus) };
}

describe('board store', () => {
  it('starts loading and asks for board, campaign, categories and the home page in one round', async () => {
    const { port, store } = setup();
    expect(store.status.value).toBe('loading');
    const loading = store.load();
    // All four requests are in flight before any answer is awaited: no waterfall.
    expect(port.board).toHaveBeenCalledOnce();
    expect(port.campaign).toHaveBeenCalledOnce();
    expect(port.categories).toHaveBeenCalledOnce();
    expect(port.items).toHaveBeenCalledWith({ category: null, page: 1 }, expect.any(AbortSignal));
    await loading;
    expect(store.status.value).toBe('ready');
    expect(store.currentCategory.value).toBe('home');
    expect(store.currentItems.value.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(store.campaign.value?.themeColorHex).toBe('#418bba');
    expect(store.menu.value.map((c) => c.name)).toEqual(['Decks', 'Videos']);
  });

  it('emits a pageview for the home category once loaded', async () => {
    const { store, events } = setup();
    await store.load();
    expect(events).toContainEqual(['pageview', { boardId: 11, categoryId: 'home', path: '/acme/home' }]);
  });

  it('without home, loads the first category after categories arrive', async () => {
    const { port, store } = setup({}, false);
    await store.load();
    expect(store.currentCategory.value).toBe(21);
    await vi.waitFor(() => expect(store.currentItems.value.map((i) => i.id)).toEqual([7, 8]));
    expect(port.items).toHaveBeenLastCalledWith({ category: 21, page: 1 }, expect.any(AbortSignal));
  });

  it('shows a category: emits category-change, loads its first page, promoted item first', async () => {
    const { store, events } = setup();
    await store.load();
    store.showCategory(22);
    expect(events).toContainEqual(['category-change', { categoryId: 22, categorySlug: 'videos' }]);
    await vi.waitFor(() => expect(store.currentItems.value.map((i) => i.id)).toEqual([8, 7]));
  });

  it('loads the next page once, appending', async () => {
    const { port, store } = setup();
    await store.load();
    store.loadMore();
    store.loadMore(); // ignored: a page is loading
    await vi.waitFor(() => expect(store.currentView.value.page).toBe(2));
    expect(port.items).toHaveBeenCalledTimes(2);
    store.loadMore(); // ignored: last page
    expect(port.items).toHaveBeenCalledTimes(2);
  });

  it('a missing board is an error state with board-error, not an exception', async () => {
    const { store, events } = setup({ board: vi.fn().mockRejectedValue(new ApiError(404, 'not_found', 'No board')) });
    await store.load();
    expect(store.status.value).toBe('error');
    expect(store.failure.value).toMatchObject({ code: 'board_not_found', status: 404 });
    expect(events.filter(([name]) => name === 'board-error')).toHaveLength(1);
  });

  it('loads the presenter beside the board, and a failed presenter never fails the board', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ok = setup();
    await ok.store.load();
    await vi.waitFor(() => expect(ok.store.presenter.value?.first_name).toBe('Maya'));
    const failing = setup({ presenter: vi.fn().mockRejectedValue(new ApiError(500, 'http_error', 'down')) });
    await failing.store.load();
    expect(failing.store.status.value).toBe('ready');
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(failing.store.presenter.value).toBeNull();
  });

  it('fetches the leading item when no page holds it, and asks items_presence whether anything else is there', async () => {
    const withLead = { ...campaign(true), items: { ...campaign(true).items, leading_item: { id: 42 } } };
    const { store, port } = setup({
      campaign: vi.fn().mockResolvedValue(withLead),
      itemsPresence: vi.fn().mockResolvedValue({ has_items: false }),
    });
    await store.load();
    expect(port.itemsPresence).toHaveBeenCalledWith(42, expect.any(AbortSignal));
    await vi.waitFor(() => expect(store.leadingItem.value?.id).toBe(42));
    expect(port.item).toHaveBeenCalledWith(42, expect.any(AbortSignal));
    await vi.waitFor(() => expect(store.hasItemsToDisplay.value).toBe(false));
  });

  it('shows a leading item only while it is online', async () => {
    const withLead = { ...campaign(true), items: { ...campaign(true).items, leading_item: { id: 2 } } };
    const offline = { ...itemsPage([1, 2, 3]) };
    offline.data = { ...offline.data, '2': { ...offline.data['2']!, status: 2 } };
    const { store, port } = setup({
      campaign: vi.fn().mockResolvedValue(withLead),
      items: vi.fn().mockResolvedValue(offline),
    });
    await store.load();
    expect(store.leadingItem.value).toBeNull();
    expect(port.item).not.toHaveBeenCalled();
  });

  it('has items to display by the board flag when there is no leading item', async () => {
    const { store, port } = setup({ board: vi.fn().mockResolvedValue({ ...board, has_items_to_display: false }) });
    await store.load();
    expect(store.hasItemsToDisplay.value).toBe(false);
    expect(port.itemsPresence).not.toHaveBeenCalled();
  });

  it('loads the lead beside the board, tracked until the visitor stops tracking', async () => {
    const { store } = setup();
    await store.load();
    await vi.waitFor(() => expect(store.lead.value).toMatchObject({ id: 7, trackCurrentLead: true }));
    store.stopTrackingLead({
      id: null,
      email: null,
      anon_guest: true,
      first_name: null,
      last_name: null,
      headline: null,
      company: null,
      phone: null,
    });
    expect(store.lead.value).toMatchObject({ id: null, anon_guest: true, trackCurrentLead: false });
  });

  it('marks a campaign change, then refetches campaign (forced when personalization is pending) and presenter', async () => {
    const pending = { ...campaign(true), pending_personalization: true };
    const { store, port } = setup({ campaign: vi.fn().mockResolvedValue(pending) });
    await store.load();
    store.markCampaignChanged('Thanks!');
    expect(store.campaign.value).toMatchObject({ isChanged: true, successMessage: 'Thanks!' });
    await store.refreshCampaign();
    expect(port.campaign).toHaveBeenLastCalledWith(expect.any(AbortSignal), { force: true });
    expect(port.presenter).toHaveBeenCalledTimes(2);
    expect(store.campaign.value).toMatchObject({ isChanged: false, successMessage: null });
  });

  it('a locked board reports the locked state', async () => {
    const { store } = setup({ board: vi.fn().mockResolvedValue({ ...board, locked: true, access: 'password' }) });
    await store.load();
    expect(store.status.value).toBe('locked');
    expect(store.failure.value?.code).toBe('board_locked');
  });

  it('a failed items page keeps the board and offers a retry', async () => {
    let fail = true;
    const { store } = setup({
      items: vi.fn<BoardPort['items']>(async ({ page }) => {
        if (fail) throw new ApiError(500, 'http_error', 'boom');
        return itemsPage([1, 2], page);
      }),
    });
    await store.load();
    expect(store.status.value).toBe('ready');
    expect(store.currentView.value.errorCode).toBe('load_failed');
    fail = false;
    store.retryItems();
    await vi.waitFor(() => expect(store.currentItems.value.map((i) => i.id)).toEqual([1, 2]));
    expect(store.currentView.value.errorCode).toBeNull();
  });

  it('a cancelled items request is only logged', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { store, events } = setup(
      { items: vi.fn().mockRejectedValue(new ApiError(0, 'aborted', 'cancelled')) },
      false,
    );
    await store.load();
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
    expect(store.currentView.value.errorCode).toBeNull();
    expect(events.some(([name]) => name === 'board-error')).toBe(false);
  });
});

describe('board store: a category the list lacks', () => {
  const deepLink = (category: string, extra: object = {}) => ({ category, query: '', bySlug: true, ...extra });

  it('a deep link to it waits for that category alone before the board is ready, then loads its items', async () => {
    let answer!: (category: typeof hiddenCategory) => void;
    const { store, port } = setup({
      category: vi.fn(() => new Promise<typeof hiddenCategory>((resolve) => (answer = resolve))),
    });
    const loading = store.load(deepLink('partner-deals'));
    await vi.waitFor(() => expect(port.category).toHaveBeenCalledOnce());
    expect(store.status.value).toBe('loading');
    expect(port.items).not.toHaveBeenCalled();
    answer(hiddenCategory);
    await loading;
    expect(store.status.value).toBe('ready');
    expect(store.currentCategory.value).toBe(23);
    expect(store.categorySlug(23)).toBe('partner-deals');
    expect(port.items).toHaveBeenCalledExactlyOnceWith({ category: 23, page: 1 }, expect.any(AbortSignal));
  });

  it('a category the list holds, home, search and another board’s route look nothing up', async () => {
    for (const initial of [
      deepLink('videos'),
      deepLink('home'),
      { category: 'search', query: 'deck' },
      deepLink('partner-deals', { board: 'other-board' }),
    ]) {
      const { store, port } = setup();
      await store.load(initial);
      expect(port.category).not.toHaveBeenCalled();
      expect(store.status.value).toBe('ready');
    }
  });

  it('a parent fetched alone comes with its first subcategory when the board does not know that one either', async () => {
    const parent = { ...hiddenCategory, id: 30, slug: 'bundles', category_type: 2 as const, subcategories_ids: [31] };
    const child = { ...hiddenCategory, id: 31, slug: 'starter', category_type: 3 as const, parent_id: 30 };
    const { store, port } = setup({ category: vi.fn(async (lookup) => (lookup === 'bundles' ? parent : child)) });
    await store.load(deepLink('bundles'));
    expect(vi.mocked(port.category).mock.calls.map(([lookup]) => lookup)).toEqual(['bundles', 31]);
    expect(store.currentCategory.value).toBe(31);
    expect(store.categorySlug(31)).toBe('starter');
  });

  it('dispose cancels a lookup on its way', async () => {
    const { store, port } = setup({ category: vi.fn(() => new Promise<never>(() => {})) });
    void store.load(deepLink('partner-deals'));
    await vi.waitFor(() => expect(port.category).toHaveBeenCalledOnce());
    const [[, first]] = vi.mocked(port.category).mock.calls as [[unknown, AbortSignal]];
    store.dispose();
    expect(first.aborted).toBe(true);
  });
});
