import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { ItemList } from '../../../../src/api/schemas/item.ts';
import type { ItemsRequest } from '../../../../src/model/board-store.ts';
import { deferred } from '../../deferred.ts';
import { CAT, GUIDE_ITEMS, HOME_ITEMS, makeCampaign, makeItem, makeItemList } from '../fixtures.ts';
import { renderBoard, settle } from '../harness.tsx';

afterEach(cleanup);

const DECKS = [makeItem(41, { name: 'Launch deck' }), makeItem(42, { name: 'Sales deck' })];

/** Home, Guides, and search answers: `results(text)` decides what a search returns. */
function answers(results: (text: string) => ItemList | Promise<ItemList>) {
  return (query: { category: number | null; page: number }) => {
    const { search = '' } = query as ItemsRequest;
    if (search) return results(search);
    return query.category === CAT.guides ? makeItemList(GUIDE_ITEMS) : makeItemList(HOME_ITEMS);
  };
}

const heading = () =>
  within(document.querySelector<HTMLElement>('[part="category-header"]')!).getByRole('heading', { level: 2 });
const field = () => within(screen.getByRole('search')).getByRole<HTMLInputElement>('searchbox');

async function search(text: string) {
  act(() => {
    fireEvent.change(field(), { target: { value: text } });
  });
  act(() => {
    fireEvent.submit(screen.getByRole('search'));
  });
  await settle();
}

describe('Search', () => {
  it('submits to the search route with the query parameter and shows the results in the grid', async () => {
    const { location, port, container } = await renderBoard({ items: answers(() => makeItemList(DECKS)) });
    await search('  deck ');
    expect(location.read().path).toBe('/acme-launch/search');
    expect(location.read().search).toBe('?query=deck');
    expect(port.items).toHaveBeenLastCalledWith({ category: null, page: 1, search: 'deck' }, expect.anything());
    expect(heading().textContent).toBe('2 search results');
    expect(screen.getByText('Results for “deck”')).toBeTruthy();
    expect(container.querySelector('[part="grid"]')!.getAttribute('aria-label')).toBe('Search results');
    expect([...container.querySelectorAll('[part="tile"] h3')].map((h) => h.textContent)).toEqual([
      'Launch deck',
      'Sales deck',
    ]);
    expect(field().value).toBe('deck');
    expect(screen.getByRole('status').textContent).toBe('2 search results');
  });

  it('submits with the Search button too', async () => {
    const { location } = await renderBoard({ items: answers(() => makeItemList(DECKS)) });
    act(() => {
      fireEvent.change(field(), { target: { value: 'deck' } });
    });
    act(() => {
      fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    });
    await settle();
    expect(location.read().search).toBe('?query=deck');
  });

  it('shows the results count with thousands separators', async () => {
    await renderBoard({ items: answers(() => makeItemList(DECKS, 1, 52, { items_count: 1234 })) });
    await search('deck');
    expect(heading().textContent).toBe('1,234 search results');
  });

  it("uses the owner's wording of the count and of the empty result, filled in and shown as text", async () => {
    const texts = {
      'search-results-count': '%{resultsCount} <b>matching</b> resources for %{query}',
      'no-search-results': 'Nothing here yet — %{unknown}',
    };
    const { container } = await renderBoard({
      campaign: makeCampaign({ general: { texts } }),
      items: answers((text) =>
        text === 'none' ? makeItemList([]) : makeItemList(DECKS, 1, 52, { items_count: 1234 }),
      ),
    });
    await search('deck');
    // A count placeholder the owner used is filled; one this text does not have stays as written.
    expect(heading().textContent).toBe('1,234 <b>matching</b> resources for %{query}');
    expect(container.querySelector('b')).toBeNull();
    await search('none');
    expect(heading().textContent).toBe('Nothing here yet — %{unknown}');
  });

  it("falls back to the owner's plural wording for one result when there is no singular", async () => {
    await renderBoard({
      campaign: makeCampaign({
        general: {
          texts: { 'search-results-count': '%{resultsCount} resources', 'search-results-for': 'About “%{query}”' },
        },
      }),
      items: answers(() => makeItemList(DECKS.slice(0, 1))),
    });
    await search('<img src=x onerror=alert(1)>');
    expect(heading().textContent).toBe('1 resources');
    expect(screen.getByText('About “<img src=x onerror=alert(1)>”')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says "1 search result" for one', async () => {
    await renderBoard({ items: answers(() => makeItemList(DECKS.slice(0, 1))) });
    await search('launch');
    expect(heading().textContent).toBe('1 search result');
  });

  it('says "No search results were found" when the first page is empty, with no grid', async () => {
    const { container } = await renderBoard({ items: answers(() => makeItemList([])) });
    await search('zzz');
    expect(heading().textContent).toBe('No search results were found');
    expect(container.querySelector('[part="grid"]')).toBeNull();
    expect(screen.queryByText('There is nothing to show on this board yet.')).toBeNull();
  });

  it('shows skeleton tiles while the first page of results loads', async () => {
    const pending = deferred<ItemList>();
    const { container } = await renderBoard({ items: answers(() => pending.promise) });
    await search('deck');
    expect(heading().textContent).toBe('Searching…');
    expect(container.querySelectorAll('.lb-tile--skeleton')).toHaveLength(12);
    await act(async () => pending.resolve(makeItemList(DECKS)));
    expect(container.querySelectorAll('.lb-tile--skeleton')).toHaveLength(0);
    expect(heading().textContent).toBe('2 search results');
  });

  it('closes search back to the previous category, focusing the heading', async () => {
    const { location } = await renderBoard({
      items: answers(() => makeItemList(DECKS)),
      location: '/acme-launch/guides',
    });
    await settle();
    await search('deck');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    });
    await settle();
    expect(location.read().path).toBe('/acme-launch/guides');
    expect(location.read().search).toBe('');
    expect(heading().textContent).toBe('Guides');
    expect(document.activeElement).toBe(heading());
    expect(field().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Close search' })).toBeNull();
  });

  it('submitting an empty field in search closes it; outside search it does nothing', async () => {
    const { location } = await renderBoard({ items: answers(() => makeItemList(DECKS)) });
    await search('   ');
    expect(location.read().path).toBe('');
    await search('deck');
    await search('');
    expect(location.read().path).toBe('/acme-launch/home');
  });

  it('opens from a shared search route with the field prefilled', async () => {
    const { port } = await renderBoard({
      items: answers(() => makeItemList(DECKS)),
      location: '/acme-launch/search?query=deck',
    });
    await settle();
    expect(port.items).toHaveBeenCalledWith({ category: null, page: 1, search: 'deck' }, expect.anything());
    expect(field().value).toBe('deck');
    expect(heading().textContent).toBe('2 search results');
  });

  it('marks the matched characters of tile names and links tiles within search', async () => {
    const { container } = await renderBoard({ items: answers(() => makeItemList(DECKS)) });
    await search('deck');
    const first = container.querySelector<HTMLAnchorElement>('[part="tile"]')!;
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['deck']);
    expect(first.querySelector('h3')!.textContent).toBe('Launch deck');
    expect(first.getAttribute('href')).toBe('/acme-launch/search/item-41?query=deck');
  });
});
