import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import type { ItemList } from '../../../src/api/schemas/item.ts';
import { BOARD_STATUS } from '../../../src/base/constants.ts';
import { rowBlocks, spacerHeight, visibleRange } from '../../../src/ui/items/visible-range.ts';
import { deferred } from '../deferred.ts';
import { CAT, HOME_ITEMS, makeBoard, makeCampaign, makeItem, makeItemList } from './fixtures.ts';
import { afterPaint, renderBoard, settle } from './harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tiles = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[part="tile"]')];

/** An IntersectionObserver stand-in whose observers tests trigger by hand. */
function stubIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
    live: boolean;
  }[] = [];
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
    last.callback(
      last.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  };
  return { observers, intersect };
}

describe('Items grid', () => {
  it('shows one link tile per item with name, type label and a lazy decorative thumbnail', async () => {
    const { container } = await renderBoard();
    const grid = container.querySelector('[part="grid"]')!;
    expect(grid.tagName).toBe('UL');
    expect(grid.getAttribute('aria-label')).toBe('Items in Home');
    const [deck, prices, video] = tiles(container);
    expect(deck!.tagName).toBe('A');
    expect(deck!.getAttribute('data-item-id')).toBe('1');
    expect(screen.getByRole('link', { name: 'Launch deck Presentation Liked' })).toBe(deck);
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
    const { container } = await renderBoard({
      items: () => makeItemList(HOME_ITEMS, 1, 1, { most_viewed_item_id: 2 }),
    });
    const [deck, prices] = tiles(container);
    expect(prices!.textContent).toContain('Most viewed');
    expect(deck!.textContent).not.toContain('Most viewed');
    expect(deck!.textContent).toContain('Liked');
    expect(prices!.textContent).not.toContain('Liked');
  });

  it('shows a like given in the viewer on its tile at once', async () => {
    const { container, likes, store } = await renderBoard({ items: () => makeItemList(HOME_ITEMS, 1, 1) });
    const prices = tiles(container)[1]!;
    expect(prices.textContent).not.toContain('Liked');
    await act(() => likes.toggle(store.items.value[String(prices.dataset.itemId)]!));
    expect(tiles(container)[1]!.textContent).toContain('Liked');
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
    expect(
      featured.compareDocumentPosition(container.querySelector('[part="grid"]')!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
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
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Hardware' }));
    });
    await afterPaint();
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
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Guides' }));
    });
    await afterPaint();
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

  it('offers no Try again for a category whose items are gone: asking again would fail the same way', async () => {
    await renderBoard({
      items: (query) =>
        query.category === CAT.guides ? new ApiError(404, 'not_found', 'gone') : makeItemList([makeItem(101)]),
    });
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Guides' }));
    });
    await afterPaint();
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('These items could not be loaded.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('Infinite scroll', () => {
  const pages = (query: { category: number | null; page: number }): ItemList | Promise<ItemList> =>
    makeItemList([makeItem(query.page * 10 + 1), makeItem(query.page * 10 + 2)], query.page, 3);

  it('holds the next page’s room with skeletons, loads it within 20 px of the loaded end, and fills that room', async () => {
    const io = stubIntersectionObserver();
    const second = deferred<ItemList>();
    const page = (n: number) => makeItemList([makeItem(n * 10 + 1), makeItem(n * 10 + 2)], n, 3, { items_count: 6 });
    const { container, port } = await renderBoard({
      items: (query) => (query.page === 2 ? second.promise : page(query.page)),
    });
    const grid = container.querySelector('[part="grid"]')!;
    const cells = () =>
      Array.from(grid.querySelectorAll(':scope > li')).map((li) =>
        li.querySelector('.lb-tile--skeleton') ? 'room' : 'tile',
      );
    // Two tiles, then the room of the next page (4 items left over 2 pages: 2 cells), before anything loads.
    expect(cells()).toEqual(['tile', 'tile', 'room', 'room']);
    // Every rendered cell of the room is watched, 20 px below the viewport's bottom.
    const room = io.observers.filter((o) => o.live).at(-1)!;
    expect(room.options?.rootMargin).toBe('0px 0px 20px 0px');
    expect(room.targets).toEqual([...grid.querySelectorAll('.lb-tile--skeleton')]);

    act(() => io.intersect());
    expect(port.items).toHaveBeenLastCalledWith({ category: null, page: 2 }, expect.anything());
    expect(cells()).toEqual(['tile', 'tile', 'room', 'room']);
    expect(grid.getAttribute('aria-busy')).toBe('true');

    await act(async () => second.resolve(page(2)));
    // The page took the room's places; the last page's room follows.
    expect(cells()).toEqual(['tile', 'tile', 'tile', 'tile', 'room', 'room']);
    expect(tiles(container)).toHaveLength(4);
  });

  it('holds no room after the last page, nor after a page failed', async () => {
    const io = stubIntersectionObserver();
    const { container } = await renderBoard({
      items: (query) =>
        query.page === 2
          ? Promise.reject(new ApiError(503, 'http_error', 'down'))
          : makeItemList([makeItem(1), makeItem(2)], 1, 2, { items_count: 4 }),
    });
    expect(container.querySelectorAll('.lb-tile--skeleton')).toHaveLength(2);
    act(() => io.intersect());
    await settle();
    expect(container.querySelector('.lb-inline-error')).not.toBeNull();
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
});

describe('Tiles open items', () => {
  it('links each tile to its item route in the current view and opens it on a plain click', async () => {
    const { container, location, journey } = await renderBoard();
    const deck = tiles(container)[0]!;
    expect(deck.getAttribute('href')).toBe('/acme-launch/home/item-1');
    const notPrevented = fireEvent.click(deck);
    expect(notPrevented).toBe(false);
    await afterPaint();
    await settle();
    expect(location.read().path).toBe('/acme-launch/home/item-1');
    expect(journey).toHaveBeenCalled();
  });

  it('keeps the query string in item links and leaves ctrl, meta, shift and middle clicks to the browser', async () => {
    const { container, location } = await renderBoard({ location: '/acme-launch/home?utm_source=mail' });
    await settle();
    const deck = tiles(container)[0]!;
    expect(deck.getAttribute('href')).toBe('/acme-launch/home/item-1?utm_source=mail');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(deck, init)).toBe(true);
    }
    expect(location.read().path).toBe('/acme-launch/home');
  });

  it('makes the leading item one link to its route too', async () => {
    const { container, location } = await renderBoard({
      campaign: makeCampaign({ items: { leading_item: { id: 2 } } }),
    });
    const featured = container.querySelector<HTMLAnchorElement>('[part="leading-item"]')!;
    expect(featured.tagName).toBe('A');
    expect(featured.getAttribute('href')).toBe('/acme-launch/home/item-2');
    expect(featured.getAttribute('data-item-id')).toBe('2');
    expect(screen.getAllByRole('link', { name: /^Price list Spreadsheet/ })).toContain(featured);
    fireEvent.click(featured);
    await afterPaint();
    await settle();
    expect(location.read().path).toBe('/acme-launch/home/item-2');
  });
});

describe('Grid keyboard', () => {
  const many = Array.from({ length: 8 }, (_, i) => makeItem(i + 1));

  it('keeps one tile in the tab order and moves focus with the arrow keys', async () => {
    const { container } = await renderBoard({ items: () => makeItemList(many) });
    const inTabOrder = () => tiles(container).filter((tile) => tile.getAttribute('tabindex') === '0');
    expect(inTabOrder()).toEqual([tiles(container)[0]]);

    act(() => tiles(container)[0]!.focus());
    act(() => {
      fireEvent.keyDown(tiles(container)[0]!, { key: 'ArrowRight' });
    });
    await afterPaint();
    expect(document.activeElement).toBe(tiles(container)[1]);
    expect(inTabOrder()).toEqual([tiles(container)[1]]);

    // Unmeasured (no layout here), the grid counts one column: Down moves one tile on, by key or key code 40.
    act(() => {
      fireEvent.keyDown(tiles(container)[1]!, { keyCode: 40 });
    });
    await afterPaint();
    expect(document.activeElement).toBe(tiles(container)[2]);
    act(() => {
      fireEvent.keyDown(tiles(container)[2]!, { key: 'ArrowLeft' });
    });
    await afterPaint();
    expect(document.activeElement).toBe(tiles(container)[1]);
    act(() => {
      fireEvent.keyDown(tiles(container)[1]!, { key: 'ArrowUp' });
    });
    await afterPaint();
    expect(document.activeElement).toBe(tiles(container)[0]);
    // At the first tile there is nowhere further up or left.
    act(() => {
      fireEvent.keyDown(tiles(container)[0]!, { key: 'ArrowLeft' });
    });
    await afterPaint();
    expect(document.activeElement).toBe(tiles(container)[0]);
  });

  it('numbers the tiles for assistive technology out of the whole list', async () => {
    const { container } = await renderBoard({ items: () => makeItemList(many, 1, 3, { items_count: 20 }) });
    const cells = [...container.querySelectorAll('[part="grid"] > li[data-index]')];
    expect(cells[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(cells[7]!.getAttribute('aria-posinset')).toBe('8');
    expect(cells[0]!.getAttribute('aria-setsize')).toBe('20');
  });
});

describe('visibleRange (windowing math)', () => {
  it.each([
    // itemCount, columns, rowHeight, gap, viewportTop, viewportHeight, overscan → startRow, endRow, start, end
    ['nothing to show', 0, 4, 300, 0, 0, 800, 2, 0, 0, 0, 0],
    ['grid at the top of the viewport', 100, 4, 300, 0, 0, 800, 2, 0, 5, 0, 20],
    ['gap counts in the row pitch', 100, 4, 280, 20, 0, 800, 0, 0, 3, 0, 12],
    ['scrolled into the middle', 10000, 4, 300, 0, 150000, 900, 3, 497, 506, 1988, 2024],
    ['grid still below the viewport', 100, 4, 300, 0, -2000, 800, 2, 0, 2, 0, 8],
    ['viewport past the end keeps the last rows', 100, 4, 300, 0, 50000, 800, 2, 23, 25, 92, 100],
    ['a last row that is not full', 10, 4, 300, 0, 0, 5000, 1, 0, 3, 0, 10],
    ['columns below one count as one', 5, 0, 100, 0, 0, 250, 0, 0, 3, 0, 3],
    ['unmeasured rows render everything', 30, 3, 0, 0, 0, 800, 2, 0, 10, 0, 30],
  ] as const)(
    '%s',
    (_, itemCount, columns, rowHeight, gap, viewportTop, viewportHeight, overscan, startRow, endRow, start, end) => {
      expect(visibleRange({ itemCount, columns, rowHeight, gap, viewportTop, viewportHeight, overscan })).toEqual({
        startRow,
        endRow,
        start,
        end,
        rowCount: Math.ceil(itemCount / Math.max(1, columns)),
      });
    },
  );

  it.each([
    // itemCount, columns, viewportTop, minItems → startRow, endRow
    ['a grid below the fold still renders a page', 100, 4, -5000, 24, 0, 6],
    ['a range shorter than the minimum grows downwards', 100, 4, 3000, 24, 10, 16],
    ['at the end it grows upwards', 100, 4, 50000, 24, 19, 25],
    ['a list shorter than the minimum renders whole', 10, 4, -5000, 24, 0, 3],
  ] as const)('minItems: %s', (_, itemCount, columns, viewportTop, minItems, startRow, endRow) => {
    const range = visibleRange({
      itemCount,
      columns,
      rowHeight: 300,
      viewportTop,
      viewportHeight: 300,
      overscan: 0,
      minItems,
    });
    expect([range.startRow, range.endRow]).toEqual([startRow, endRow]);
  });

  it.each([
    ['no rows', 0, 300, 24, 0],
    ['one row is one row high', 1, 300, 24, 300],
    ['rows between keep the gaps between them', 10, 300, 24, 3216],
  ])('spacerHeight: %s', (_, rows, rowHeight, gap, expected) => {
    expect(spacerHeight(rows, rowHeight, gap)).toBe(expected);
  });

  it.each([
    ['no kept row', { startRow: 10, endRow: 20, rowCount: 100 }, null, [{ fromRow: 10, toRow: 20 }]],
    ['kept row inside', { startRow: 10, endRow: 20, rowCount: 100 }, 12, [{ fromRow: 10, toRow: 20 }]],
    ['kept row adjacent merges', { startRow: 10, endRow: 20, rowCount: 100 }, 20, [{ fromRow: 10, toRow: 21 }]],
    [
      'kept row above',
      { startRow: 10, endRow: 20, rowCount: 100 },
      2,
      [
        { fromRow: 2, toRow: 3 },
        { fromRow: 10, toRow: 20 },
      ],
    ],
    [
      'kept row below',
      { startRow: 10, endRow: 20, rowCount: 100 },
      50,
      [
        { fromRow: 10, toRow: 20 },
        { fromRow: 50, toRow: 51 },
      ],
    ],
    ['kept row out of the list', { startRow: 10, endRow: 20, rowCount: 100 }, 100, [{ fromRow: 10, toRow: 20 }]],
  ] as const)('rowBlocks: %s', (_, range, keep, expected) => {
    expect(rowBlocks(range, keep)).toEqual(expected);
  });
});

describe('Windowed grid', () => {
  /** A ResizeObserver whose observers tests trigger by hand. */
  function stubResizeObserver() {
    const observers: { callback: ResizeObserverCallback; targets: Set<Element> }[] = [];
    class FakeResizeObserver {
      record = { callback: (() => {}) as ResizeObserverCallback, targets: new Set<Element>() };
      constructor(callback: ResizeObserverCallback) {
        this.record.callback = callback;
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.add(target);
      }
      unobserve(target: Element) {
        this.record.targets.delete(target);
      }
      disconnect() {
        this.record.targets.clear();
      }
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    // Fires every observer, then waits a frame: the grid applies measurements in the next animation frame.
    return async () => {
      for (const o of observers) {
        const entries = [...o.targets].map((target) => ({ target }) as ResizeObserverEntry);
        if (entries.length) o.callback(entries, {} as ResizeObserver);
      }
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    };
  }

  it('renders only the rows near the viewport, with spacers for the rest, once it has measured a row', async () => {
    const fire = stubResizeObserver();
    // One column (no layout here), 100 px rows, the grid's top 5,000 px above the viewport (768 px high).
    let gridTop = -5000;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.matches('[part="grid"]')) return { top: gridTop, height: 50000 } as DOMRect;
      if (this.matches('li[data-index]')) return { top: 0, height: 100 } as DOMRect;
      return { top: 0, height: 0 } as DOMRect;
    });
    const list = Array.from({ length: 500 }, (_, i) => makeItem(i + 1));
    const { container } = await renderBoard({ items: () => makeItemList(list) });
    // Before it has measured, the grid renders what a screen shows at first, and holds a screen's height.
    expect(tiles(container)).toHaveLength(12);
    expect(container.querySelector('[part="grid"]')!.classList.contains('lb-grid--unmeasured')).toBe(true);

    await act(() => fire());
    expect(container.querySelector('[part="grid"]')!.classList.contains('lb-grid--unmeasured')).toBe(false);
    const indices = () =>
      [...container.querySelectorAll('[part="grid"] > li[data-index]')].map((li) =>
        Number(li.getAttribute('data-index')),
      );
    // Rows 50..57 are visible; three rows of overscan on each side, grown to the minimum (24 tiles).
    expect(indices()[0]).toBe(47);
    expect(indices().at(-1)).toBe(70);
    const spacers = [...container.querySelectorAll<HTMLElement>('.lb-grid__spacer')];
    expect(spacers.map((s) => s.style.height)).toEqual(['4700px', `${(500 - 71) * 100}px`]);
    expect(spacers.every((s) => s.getAttribute('aria-hidden') === 'true')).toBe(true);
    // The grid holds its whole height (500 rows of 100 px) whatever it renders.
    const grid = container.querySelector<HTMLElement>('[part="grid"]')!;
    expect(grid.style.minHeight).toBe('50000px');

    // Scrolling re-windows on the next animation frame.
    gridTop = -20000;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    });
    expect(indices()[0]).toBe(197);
    expect(tiles(container)).toHaveLength(24);
    // The spacers were resized where they stood, not taken out and made anew, and the height held throughout.
    const moved = [...container.querySelectorAll<HTMLElement>('.lb-grid__spacer')];
    expect(moved).toHaveLength(2);
    expect(moved[0]).toBe(spacers[0]);
    expect(moved[1]).toBe(spacers[1]);
    expect(moved.map((s) => s.style.height)).toEqual(['19700px', `${(500 - 221) * 100}px`]);
    expect(grid.style.minHeight).toBe('50000px');
  });
});
