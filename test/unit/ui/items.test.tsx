import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import type { ItemList } from '../../../src/api/schemas/item.ts';
import { BOARD_STATUS } from '../../../src/constants.ts';
import { CAT, HOME_ITEMS, deferred, makeBoard, makeCampaign, makeItem, makeItemList } from './fixtures.ts';
import { renderBoard, settle } from './harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tiles = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[part="tile"]')];

/** An IntersectionObserver stand-in whose observers tests trigger by hand. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[]; live: boolean }[] = [];
  class FakeObserver {
    record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [], live: true };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.live = false;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const intersect = () => {
    const live = observers.filter((o) => o.live);
    const last = live[live.length - 1];
    if (!last) throw new Error('no live observer');
    last.callback(last.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), {} as IntersectionObserver);
  };
  return { observers, intersect };
}

describe('Items grid', () => {
  it('shows one article tile per item with name, type label and a lazy decorative thumbnail', async () => {
    const { container } = await renderBoard();
    const grid = container.querySelector('[part="grid"]')!;
    expect(grid.tagName).toBe('UL');
    const [deck, prices, video] = tiles(container);
    expect(deck!.tagName).toBe('ARTICLE');
    expect(within(deck!).getByRole('heading', { level: 3 }).textContent).toBe('Launch deck');
    expect(deck!.textContent).toContain('Presentation');
    expect(prices!.textContent).toContain('Spreadsheet');
    expect(video!.textContent).toContain('YouTube');
    const img = deck!.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/thumb-1.png');
    // No thumbnail: a placeholder coloured by the type's family instead of an image.
    expect(video!.querySelector('img')).toBeNull();
    expect(video!.querySelector('[data-family="video"] .lb-thumb-placeholder')).not.toBeNull();
  });

  it('tags the most viewed item and marks liked items when likes are on', async () => {
    const { container } = await renderBoard({ items: () => makeItemList(HOME_ITEMS, 1, 1, { most_viewed_item_id: 2 }) });
    const [deck, prices] = tiles(container);
    expect(prices!.textContent).toContain('Most viewed');
    expect(deck!.textContent).not.toContain('Most viewed');
    expect(deck!.textContent).toContain('Liked');
    expect(prices!.textContent).not.toContain('Liked');
  });

  it('hides the liked mark when likes are off', async () => {
    const { container } = await renderBoard({ campaign: makeCampaign({ items: { show_likes: false } }) });
    expect(tiles(container)[0]!.textContent).not.toContain('Liked');
  });

  it('never puts an unsafe thumbnail URL into src', async () => {
    const bad = makeItem(9, { thumbnail_url: 'javascript:alert(1)' });
    const { container } = await renderBoard({ items: () => makeItemList([bad]) });
    expect(tiles(container)[0]!.querySelector('img')).toBeNull();
  });

  it('features an online leading item above the grid', async () => {
    const { container } = await renderBoard({ campaign: makeCampaign({ items: { leading_item: { id: 2 } } }) });
    const featured = container.querySelector<HTMLElement>('[part="leading-item"]')!;
    expect(featured.textContent).toContain('Featured');
    expect(within(featured).getByRole('heading', { level: 3 }).textContent).toBe('Price list');
    expect(featured.compareDocumentPosition(container.querySelector('[part="grid"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('does not feature a leading item that is offline', async () => {
    const offline = [makeItem(2, { status: BOARD_STATUS.offline })];
    const { container } = await renderBoard({
      campaign: makeCampaign({ items: { leading_item: { id: 2 } } }),
      items: () => makeItemList(offline),
    });
    expect(container.querySelector('[part="leading-item"]')).toBeNull();
  });

  it('shows the nothing-to-show text when a category has no items', async () => {
    const { container } = await renderBoard();
    act(() => screen.getByRole('button', { name: 'Products' }).click());
    act(() => screen.getByRole('button', { name: 'Hardware' }).click());
    await settle();
    expect(screen.getByText('There is nothing to show on this board yet.')).toBeTruthy();
    expect(container.querySelector('[part="grid"]')).toBeNull();
  });

  it('shows the nothing-to-show text when the board has no items to display', async () => {
    const { container } = await renderBoard({ board: makeBoard({ has_items_to_display: false }) });
    expect(screen.getByText('There is nothing to show on this board yet.')).toBeTruthy();
    expect(tiles(container)).toHaveLength(0);
  });

  it('shows an inline error whose Try again asks the port again', async () => {
    let fail = true;
    const { container, port } = await renderBoard({
      items: (query) => {
        if (query.category === CAT.guides && fail) return new ApiError(500, 'http_error', 'boom');
        return makeItemList([makeItem(101, { name: 'Setup guide' })]);
      },
    });
    act(() => screen.getByRole('button', { name: 'Guides' }).click());
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('These items could not be loaded.');

    fail = false;
    const calls = port.items.mock.calls.length;
    act(() => within(alert).getByRole('button', { name: 'Try again' }).click());
    expect(port.items.mock.calls.length).toBe(calls + 1);
    expect(port.items).toHaveBeenLastCalledWith({ category: CAT.guides, page: 1 }, expect.anything());
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tiles(container).map((tile) => tile.querySelector('h3')!.textContent)).toEqual(['Setup guide']);
  });
});

describe('Infinite scroll', () => {
  const pages = (query: { category: number | null; page: number }): ItemList | Promise<ItemList> =>
    makeItemList([makeItem(query.page * 10 + 1), makeItem(query.page * 10 + 2)], query.page, 3);

  it('observes a sentinel within 20 px of the bottom and loads the next page with trailing skeletons', async () => {
    const io = stubIntersectionObserver();
    const second = deferred<ItemList>();
    const { container, port } = await renderBoard({
      items: (query) => (query.page === 2 ? second.promise : pages(query)),
    });
    expect(io.observers.at(-1)!.options?.rootMargin).toBe('0px 0px 20px 0px');
    expect(io.observers.at(-1)!.targets[0]!.classList.contains('lb-sentinel')).toBe(true);

    act(() => io.intersect());
    expect(port.items).toHaveBeenLastCalledWith({ category: null, page: 2 }, expect.anything());
    expect(tiles(container)).toHaveLength(2);
    expect(container.querySelectorAll('.lb-tile--skeleton').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('.lb-tile--skeleton').length).toBeLessThan(12);
    expect(container.querySelector('[part="grid"]')!.getAttribute('aria-busy')).toBe('true');

    await act(async () => second.resolve(pages({ category: null, page: 2 }) as ItemList));
    expect(tiles(container)).toHaveLength(4);
    expect(container.querySelectorAll('.lb-tile--skeleton')).toHaveLength(0);
  });

  it('stops observing when the last page is in', async () => {
    const io = stubIntersectionObserver();
    const { port } = await renderBoard({ items: pages });
    act(() => io.intersect());
    await settle();
    act(() => io.intersect());
    await settle();
    expect(port.items).toHaveBeenLastCalledWith({ category: null, page: 3 }, expect.anything());
    expect(io.observers.filter((o) => o.live)).toHaveLength(0);
  });

  it('offers a Show more button where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container, port } = await renderBoard({ items: pages });
    act(() => screen.getByRole('button', { name: 'Show more' }).click());
    await settle();
    expect(port.items).toHaveBeenLastCalledWith({ category: null, page: 2 }, expect.anything());
    expect(tiles(container)).toHaveLength(4);
  });
});
