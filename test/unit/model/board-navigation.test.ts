import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import { type Item } from '../../../src/api/schemas/item.ts';
import { journeyGuard } from '../../../src/api/schemas/item.ts';
import { createBoardNavigation, initialRequest, readRequest } from '../../../src/model/board-navigation.ts';
import { type BoardPort, createBoardStore } from '../../../src/model/board-store.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { createViewerStore } from '../../../src/model/viewer-store.ts';
import { createMemoryLocation } from '../../../src/router/location-source.ts';
import { parseAnswer } from '../../answers.ts';
import { deferred } from '../deferred.ts';
import { fakeBoardPort, hiddenCategory, item, itemsPage } from './fixtures.ts';

async function setup(
  initial = '',
  scheme: 'slug' | 'legacy' = 'slug',
  /** Runs before the board's data is in (a host calling methods early). */
  beforeLoad?: (navigation: ReturnType<typeof createBoardNavigation>) => void,
  /** The instance's new-window opener (an item flagged open_in_new_tab). */
  openInNewWindow?: (item: Item) => boolean,
) {
  const bus = createEventBus();
  const events: [string, unknown][] = [];
  bus.onAny((name, detail) => events.push([name, detail]));
  const port = fakeBoardPort({
    items: vi.fn<BoardPort['items']>(async ({ category, page, search }) =>
      search
        ? itemsPage([3], page, 1)
        : category === null
          ? itemsPage([1, 2, 3], page)
          : itemsPage([7, 8], page, 1, null, category),
    ),
  });
  const store = createBoardStore(port, bus);
  const journey = vi.fn(async (requested: number | string) => {
    const id = typeof requested === 'number' ? requested : Number(requested.replace('item-', ''));
    return parseAnswer(journeyGuard, {
      items: [item(id)],
      items_count: 3,
      journey_index: 0,
      prev_item_index: null,
      next_item_index: null,
    });
  });
  const viewer = createViewerStore({ journey }, bus);
  const source = createMemoryLocation(initial);
  const navigation = createBoardNavigation({
    store,
    viewer,
    source,
    scheme,
    bus,
    ...(openInNewWindow ? { openInNewWindow } : {}),
  });
  const stop = navigation.start();
  beforeLoad?.(navigation);
  await store.load(initialRequest(readRequest(source)));
  navigation.sync();
  await vi.waitFor(() => expect(store.currentView.value.loading).toBe(false));
  return { store, viewer, source, navigation, port, journey, events, stop, bus };
}

describe('board navigation', () => {
  it('an empty location shows the board home and leaves the URL empty', async () => {
    const { store, source } = await setup();
    expect(store.currentCategory.value).toBe('home');
    expect(source.read().path).toBe('');
  });

  it('a board route without category gets the home suffix (replaced, not pushed)', async () => {
    const { source, store } = await setup('/acme');
    expect(source.read().path).toBe('/acme/home');
    expect(store.currentCategory.value).toBe('home');
  });

  it('a deep link to a category loads that category', async () => {
    const { store, port } = await setup('/acme/videos?em=a%40b.c');
    expect(store.currentCategory.value).toBe(22);
    expect(port.items).toHaveBeenCalledWith({ category: 22, page: 1 }, expect.any(AbortSignal));
  });

  it('an unknown category falls back to home and fixes the URL, keeping parameters', async () => {
    const { store, source } = await setup('/acme/nope?em=x');
    expect(store.currentCategory.value).toBe('home');
    expect(source.read()).toEqual({ path: '/acme/home', search: '?em=x' });
  });

  it('selecting a category keeps the other parameters and resets query', async () => {
    const { navigation, source, store, events } = await setup('/acme/search?query=deck&em=x');
    expect(store.currentCategory.value).toBe('search');
    navigation.toCategory(21);
    expect(source.read()).toEqual({ path: '/acme/decks', search: '?em=x' });
    expect(store.currentCategory.value).toBe(21);
    expect(store.query.value).toBe('');
    expect(events).toContainEqual(['category-change', { categoryId: 21, categorySlug: 'decks' }]);
  });

  it('a search deep link loads results in the first round and reports the search', async () => {
    const { store, port, events } = await setup('/acme/search?query=deck');
    expect(port.items).toHaveBeenCalledWith({ category: null, page: 1, search: 'deck' }, expect.any(AbortSignal));
    expect(store.currentItems.value.map((i) => i.id)).toEqual([3]);
    expect(events).toContainEqual(['search', { query: 'deck', resultsCount: 1 }]);
  });

  it('searching sets the query parameter; closing search returns to the previous category', async () => {
    const { navigation, source, store } = await setup('/acme/videos');
    navigation.toSearch('deck');
    expect(source.read()).toEqual({ path: '/acme/search', search: '?query=deck' });
    await vi.waitFor(() => expect(store.currentItems.value.map((i) => i.id)).toEqual([3]));
    navigation.closeSearch();
    expect(source.read()).toEqual({ path: '/acme/videos', search: '' });
    expect(store.currentCategory.value).toBe(22);
  });

  it('opening an item changes the address to its route, keeping the query string, and opens the viewer', async () => {
    const { navigation, source, viewer, store } = await setup('/acme/decks?em=x');
    navigation.toItem(store.items.value['7']!);
    expect(source.read()).toEqual({ path: '/acme/decks/item-7', search: '?em=x' });
    await vi.waitFor(() => expect(viewer.current.value?.id).toBe(7));
    expect(viewer.state.value.landing).toBe(false);
  });

  it('closing the viewer returns to the location stored before it opened', async () => {
    const { navigation, source, viewer, store } = await setup('/acme/decks?em=x');
    navigation.toItem(store.items.value['7']!);
    await vi.waitFor(() => expect(viewer.current.value?.id).toBe(7));
    navigation.closeViewer();
    expect(source.read()).toEqual({ path: '/acme/decks', search: '?em=x' });
    expect(viewer.isOpen.value).toBe(false);
  });

  it('a deep link opens the viewer with the landing flag; closing falls back to the board route with the query string', async () => {
    const { navigation, source, viewer } = await setup('/acme/decks/item-8?em=x');
    await vi.waitFor(() => expect(viewer.current.value?.id).toBe(8));
    expect(viewer.state.value.landing).toBe(true);
    navigation.closeViewer();
    expect(source.read()).toEqual({ path: '/acme/decks', search: '?em=x' });
  });

  it('closing with no item in the route leaves the location alone, and an empty one empty', async () => {
    const empty = await setup();
    empty.navigation.closeViewer();
    expect(empty.source.read()).toEqual({ path: '', search: '' });
    const { navigation, source, events } = await setup('/acme/decks?em=x');
    const before = events.length;
    navigation.closeViewer();
    expect(source.read()).toEqual({ path: '/acme/decks', search: '?em=x' });
    expect(events.slice(before).filter(([name]) => name === 'navigate')).toEqual([]);
  });

  it('an item asked for before the board’s data is in opens once it is; closing first cancels it', async () => {
    const early = await setup('', 'slug', (navigation) => navigation.toItem('item-7'));
    expect(early.source.read()).toEqual({ path: '/acme/home/item-7', search: '' });
    await vi.waitFor(() => expect(early.viewer.current.value?.id).toBe(7));
    // Closing returns to where the board was when the item opened: its home, the host URL untouched before.
    early.navigation.closeViewer();
    expect(early.source.read().path).toBe('');

    const cancelled = await setup('', 'slug', (navigation) => {
      navigation.toItem('item-7');
      navigation.closeViewer();
    });
    expect(cancelled.source.read().path).toBe('');
    expect(cancelled.viewer.isOpen.value).toBe(false);
  });

  it('location changes (back/forward) re-resolve category and item and open or close the viewer', async () => {
    const { source, viewer, store } = await setup('/acme/decks');
    source.navigate('/acme/decks/item-7');
    await vi.waitFor(() => expect(viewer.current.value?.id).toBe(7));
    source.navigate('/acme/videos');
    expect(viewer.isOpen.value).toBe(false);
    expect(store.currentCategory.value).toBe(22);
  });

  it('a journey step reports its direction and goes to the neighbour, keeping the query string', async () => {
    const { navigation, source, viewer, store, events } = await setup('/acme/decks?em=x');
    navigation.toItem(store.items.value['7']!);
    await vi.waitFor(() => expect(viewer.current.value?.id).toBe(7));
    navigation.step(store.items.value['8']!, 'next');
    expect(events).toContainEqual(['journey-step', { direction: 'next', fromItemId: 7, toItemId: 8 }]);
    expect(source.read()).toEqual({ path: '/acme/decks/item-8', search: '?em=x' });
  });

  it('announces each navigation as a cancelable navigate event; a cancelled one leaves the location alone', async () => {
    const { navigation, source, bus, events } = await setup('/acme/decks');
    navigation.toCategory(22);
    expect(events).toContainEqual(['navigate', { path: '/acme/videos', url: '/acme/videos' }]);
    expect(source.read().path).toBe('/acme/videos');
    bus.onAny((name) => (name === 'navigate' ? false : undefined));
    navigation.toCategory(21);
    expect(source.read().path).toBe('/acme/videos');
  });

  it('does not announce a replacement that only fixes the form of the URL', async () => {
    const { events, source } = await setup('/acme');
    expect(source.read().path).toBe('/acme/home');
    expect(events.filter(([name]) => name === 'navigate')).toEqual([]);
  });

  it('legacy routes use ids and keep their scheme', async () => {
    const { source, store, navigation } = await setup('/public/prism/11/category/21', 'legacy');
    expect(store.currentCategory.value).toBe(21);
    navigation.toCategory(22);
    expect(source.read().path).toBe('/public/prism/11/category/22');
    navigation.toItem(store.items.value['7']!);
    expect(source.read().path).toBe('/public/prism/11/category/22/item/7');
  });

  it('ignores a route that names another board', async () => {
    const { store, source } = await setup('/other-board/videos');
    expect(store.currentCategory.value).toBe('home');
    expect(source.read().path).toBe('/other-board/videos');
  });

  it('navigates only when the target differs from the current location', async () => {
    const { navigation, source } = await setup('/acme/decks');
    const spy = vi.spyOn(source, 'navigate');
    navigation.toCategory(21);
    expect(spy).not.toHaveBeenCalled();
  });
});

/** Item 7 of the fixtures as a link the owner set to open in a new tab, with `changes` over it. */
const flagged = (changes: Partial<Item> = {}): Item => ({
  ...item(7),
  item_type: 'link',
  item_source: 1,
  presented_item_type: 'link',
  link_url: 'https://docs.example.com/7',
  open_in_new_tab: true,
  ...changes,
});

describe('an item the owner set to open in a new tab', () => {
  it('opens in a new window instead of the viewer: the location stays', async () => {
    const opened: number[] = [];
    const { navigation, source, viewer } = await setup('/acme/decks', 'slug', undefined, (item) => {
      opened.push(item.id);
      return true;
    });
    navigation.openItem(flagged());
    expect(opened).toEqual([7]);
    expect(source.read().path).toBe('/acme/decks');
    expect(viewer.isOpen.value).toBe(false);
  });

  it('opens in the viewer when the new window cannot take it (gated, or no safe link)', async () => {
    const opened: number[] = [];
    const { navigation, source, viewer } = await setup('/acme/decks', 'slug', undefined, (item) => {
      opened.push(item.id);
      return false;
    });
    navigation.openItem(flagged());
    expect(opened).toEqual([7]);
    expect(source.read().path).toBe('/acme/decks/item-7');
    await vi.waitFor(() => expect(viewer.current.value?.id).toBe(7));
  });

  it.each([
    ['an uploaded file', { item_type: 'file', item_source: 2, presented_item_type: 'pdf' }],
    ['a Box document', { item_type: 'file', item_source: 3, presented_item_type: 'pdf' }],
    ['an article', { item_type: 'article', item_source: 4, presented_item_type: 'article', link_url: null }],
    ['a Brightcove video', { item_type: 'video', item_source: 1, presented_item_type: 'brightcove' }],
  ] as const)('opens %s, a type that never opens in a new tab, in the viewer', async (_, changes) => {
    const opened: number[] = [];
    const { navigation, source, viewer } = await setup('/acme/decks', 'slug', undefined, (item) => {
      opened.push(item.id);
      return true;
    });
    navigation.openItem(flagged(changes));
    expect(opened).toEqual([]);
    expect(source.read().path).toBe('/acme/decks/item-7');
    await vi.waitFor(() => expect(viewer.current.value?.id).toBe(7));
  });

  it('opens an item without the flag in the viewer, never in a new window', async () => {
    const opened: number[] = [];
    const { navigation, viewer } = await setup('/acme/decks', 'slug', undefined, (item) => {
      opened.push(item.id);
      return true;
    });
    navigation.openItem(flagged({ open_in_new_tab: false }));
    expect(opened).toEqual([]);
    await vi.waitFor(() => expect(viewer.current.value?.id).toBe(7));
  });
});

describe('a category the categories list lacks', () => {
  it('a deep link to it asks for that category alone, once, and shows it without touching the menu', async () => {
    const { store, source, port, navigation } = await setup('/acme/partner-deals?em=x');
    expect(port.category).toHaveBeenCalledOnce();
    expect(port.category).toHaveBeenCalledWith('partner-deals', expect.any(AbortSignal));
    expect(store.currentCategory.value).toBe(23);
    expect(source.read()).toEqual({ path: '/acme/partner-deals', search: '?em=x' });
    expect(port.items).toHaveBeenCalledWith({ category: 23, page: 1 }, expect.any(AbortSignal));
    expect(store.categories.value?.data['23']).toEqual(hiddenCategory);
    expect(store.categories.value?.categories_ids).toEqual([21, 22]);
    expect(store.menu.value.map((category) => category.id)).toEqual([21, 22]);
    // Back and forth: the category is known now, so it shows again without another request.
    navigation.toCategory(21);
    source.navigate('/acme/partner-deals');
    expect(store.currentCategory.value).toBe(23);
    expect(navigation.categoryLocation(23)).toBe('/acme/partner-deals');
    expect(port.category).toHaveBeenCalledOnce();
  });

  it('a legacy deep link asks for it by id', async () => {
    const { store, source, port } = await setup('/public/prism/11/category/23', 'legacy');
    expect(port.category).toHaveBeenCalledExactlyOnceWith(23, expect.any(AbortSignal));
    expect(store.currentCategory.value).toBe(23);
    expect(source.read().path).toBe('/public/prism/11/category/23');
  });

  it('a 404 falls back to home as for any unknown category, and is not asked again', async () => {
    const { store, source, port, events } = await setup('/acme/nope?em=x');
    expect(port.category).toHaveBeenCalledExactlyOnceWith('nope', expect.any(AbortSignal));
    expect(store.currentCategory.value).toBe('home');
    expect(source.read()).toEqual({ path: '/acme/home', search: '?em=x' });
    expect(events.filter(([name]) => name === 'board-error')).toEqual([]);

    source.navigate('/acme/nope');
    await vi.waitFor(() => expect(source.read().path).toBe('/acme/home'));
    expect(port.category).toHaveBeenCalledOnce();
  });

  it('an answer that cannot be read falls back as a 404 does, warns once and is not asked again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, source, port } = await setup('/acme/decks');
    vi.mocked(port.category).mockRejectedValue(new ApiError(200, 'invalid_response', 'category: id is not an id'));
    source.navigate('/acme/partner-deals');
    await vi.waitFor(() => expect(source.read().path).toBe('/acme/home'));
    expect(store.status.value).toBe('ready');
    expect(store.currentCategory.value).toBe('home');
    expect(warn.mock.calls.filter(([text]) => String(text).includes('could not be read'))).toHaveLength(1);
    source.navigate('/acme/partner-deals');
    await vi.waitFor(() => expect(source.read().path).toBe('/acme/home'));
    expect(port.category).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('a later location naming it keeps the board as it is until the answer, then shows it', async () => {
    const { store, source, port, viewer, journey } = await setup('/acme/decks');
    const answer = deferred<typeof hiddenCategory>();
    vi.mocked(port.category).mockReturnValueOnce(answer.promise);
    source.navigate('/acme/partner-deals/item-7');
    // The same category again while it is on its way (a host router repeating itself): no second request.
    source.navigate('/acme/partner-deals/item-7?again=1');
    expect(port.category).toHaveBeenCalledOnce();
    expect(store.currentCategory.value).toBe(21);
    answer.resolve(hiddenCategory);
    await vi.waitFor(() => expect(store.currentCategory.value).toBe(23));
    await vi.waitFor(() => expect(viewer.current.value?.id).toBe(7));
    expect(journey).toHaveBeenLastCalledWith('item-7', { categoryId: 23, search: '' }, expect.any(AbortSignal));
    expect(source.read()).toEqual({ path: '/acme/partner-deals/item-7', search: '?again=1' });
  });

  it('an answer to a location the visitor has left is aborted and ignored', async () => {
    const { store, source, port } = await setup('/acme/decks');
    const first = deferred<typeof hiddenCategory>();
    const second = deferred<typeof hiddenCategory>();
    vi.mocked(port.category).mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);

    source.navigate('/acme/partner-deals');
    const firstSignal = vi.mocked(port.category).mock.calls[0]![1];
    source.navigate('/acme/videos');
    expect(firstSignal.aborted).toBe(true);
    expect(store.currentCategory.value).toBe(22);
    first.resolve(hiddenCategory);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.currentCategory.value).toBe(22);
    expect(store.categories.value?.data['23']).toBeUndefined();
    expect(source.read().path).toBe('/acme/videos');

    // A newer missing category wins over an older one, whichever answers last.
    source.navigate('/acme/partner-deals');
    source.navigate('/acme/old-deals');
    const calls = vi.mocked(port.category).mock.calls;
    expect(calls.map(([lookup]) => lookup)).toEqual(['partner-deals', 'partner-deals', 'old-deals']);
    expect(calls[1]![1].aborted).toBe(true);
    await vi.waitFor(() => expect(source.read().path).toBe('/acme/home'));
    second.resolve(hiddenCategory);
    await Promise.resolve();
    expect(store.currentCategory.value).toBe('home');
    expect(source.read().path).toBe('/acme/home');
  });

  it('an answer that does not match the route is asked for once, then the route falls back', async () => {
    const { store, source, port } = await setup('/acme/decks');
    vi.mocked(port.category).mockResolvedValue(hiddenCategory);
    source.navigate('/acme/Partner-Deals');
    await vi.waitFor(() => expect(source.read().path).toBe('/acme/home'));
    expect(store.currentCategory.value).toBe('home');
    expect(port.category).toHaveBeenCalledOnce();
  });

  it('any other failure is the board’s failure, with the address kept for a retry', async () => {
    const { store, source, port, events } = await setup('/acme/decks');
    vi.mocked(port.category).mockRejectedValueOnce(new ApiError(503, 'http_error', 'Service Unavailable'));
    source.navigate('/acme/partner-deals');
    await vi.waitFor(() => expect(store.status.value).toBe('error'));
    expect(store.failure.value).toMatchObject({ code: 'load_failed', status: 503 });
    expect(events).toContainEqual(['board-error', expect.objectContaining({ code: 'load_failed', status: 503 })]);
    expect(source.read().path).toBe('/acme/partner-deals');

    // Try again loads the board for the address it is at.
    await store.load(initialRequest(readRequest(source)));
    expect(store.status.value).toBe('ready');
    expect(store.currentCategory.value).toBe(23);
    expect(port.category).toHaveBeenCalledTimes(2);
  });
});
