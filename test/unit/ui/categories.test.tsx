import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { ItemList } from '../../../src/api/schemas/item.ts';
import { deferred } from '../deferred.ts';
import { CAT, GUIDE_ITEMS, HOME_ITEMS, makeCampaign, makeCategories, makeItemList } from './fixtures.ts';
import { afterPaint, renderBoard, settle } from './harness.tsx';

afterEach(cleanup);

const nav = () => screen.getByRole('navigation', { name: 'Categories' });
const navLink = (name: string | RegExp) => within(nav()).getByRole('link', { name });
const tileNames = (container: HTMLElement) =>
  [...container.querySelectorAll('[part="tile"] h3')].map((heading) => heading.textContent);

describe('Category navigation', () => {
  it('lists Home first, then the menu, as links to the board routes with Home current', async () => {
    await renderBoard();
    const controls = within(nav())
      .getAllByRole('listitem')
      .map((li) => li.firstElementChild!.textContent);
    expect(controls[0]).toBe('Home');
    expect(controls.slice(1)).toEqual(['Guides', 'Products', expect.stringContaining('Website')]);
    expect(navLink('Home').getAttribute('href')).toBe('/acme-launch/home');
    expect(navLink('Guides').getAttribute('href')).toBe('/acme-launch/guides');
    expect(navLink('Home').getAttribute('aria-current')).toBe('page');
    expect(navLink('Guides').hasAttribute('aria-current')).toBe(false);
  });

  it('leaves Home out when the campaign hides it', async () => {
    await renderBoard({ campaign: makeCampaign({ items: { show_home: false } }) });
    expect(within(nav()).queryByRole('link', { name: 'Home' })).toBeNull();
  });

  it('navigates on a plain click: the location becomes the category route, the grid follows and aria-current moves', async () => {
    const { container, port, location } = await renderBoard();
    expect(tileNames(container)).toEqual(['Launch deck', 'Price list', 'Product video']);

    // The category's page held on its way: skeletons stand in for its tiles meanwhile.
    const page = deferred<ItemList>();
    port.items.mockImplementationOnce(() => page.promise);
    act(() => {
      fireEvent.click(navLink('Guides'));
    });
    // Nothing yet: the click is answered first, the board's work follows the next paint.
    expect(location.read().path).toBe('');
    await afterPaint();
    expect(location.read().path).toBe('/acme-launch/guides');
    expect(port.items).toHaveBeenLastCalledWith({ category: CAT.guides, page: 1 }, expect.anything());
    expect(container.querySelectorAll('.lb-tile--skeleton')).toHaveLength(12);
    page.resolve(makeItemList(GUIDE_ITEMS));
    await settle();

    expect(tileNames(container)).toEqual(['Setup guide', 'FAQ']);
    expect(screen.getByRole('heading', { level: 2, name: 'Guides' })).toBeTruthy();
    expect(navLink('Guides').getAttribute('aria-current')).toBe('page');
    expect(navLink('Home').hasAttribute('aria-current')).toBe(false);

    act(() => {
      fireEvent.click(navLink('Home'));
    });
    await afterPaint();
    await settle();
    expect(location.read().path).toBe('/acme-launch/home');
    expect(navLink('Home').getAttribute('aria-current')).toBe('page');
  });

  it('leaves a modified or middle click to the browser (a new tab at the same board location)', async () => {
    const { location, port } = await renderBoard();
    const calls = port.items.mock.calls.length;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const notPrevented = fireEvent.click(navLink('Guides'), init);
      expect(notPrevented).toBe(true);
    }
    expect(location.read().path).toBe('');
    expect(port.items.mock.calls.length).toBe(calls);
  });

  it('follows the location: back to an earlier route re-selects that category', async () => {
    const { location } = await renderBoard({ location: '/acme-launch/guides' });
    await settle();
    expect(navLink('Guides').getAttribute('aria-current')).toBe('page');
    act(() => location.navigate('/acme-launch/home'));
    await settle();
    expect(navLink('Home').getAttribute('aria-current')).toBe('page');
  });

  it('renders a link category as a new-tab anchor with rel noopener', async () => {
    await renderBoard();
    const link = navLink(/Website/);
    expect(link.getAttribute('href')).toBe('https://acme.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('discloses the subcategories of a parent, selects one and shows a breadcrumb back to the parent', async () => {
    const { port, location } = await renderBoard();
    const parent = within(nav()).getByRole('button', { name: 'Products' });
    expect(parent.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav()).queryByRole('link', { name: 'Hardware' })).toBeNull();

    act(() => parent.click());
    await afterPaint();
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      fireEvent.click(navLink('Software'));
    });
    await afterPaint();
    await settle();
    expect(location.read().path).toBe('/acme-launch/software');
    expect(port.items).toHaveBeenLastCalledWith({ category: CAT.software, page: 1 }, expect.anything());
    expect(navLink('Software').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 2, name: 'Software' })).toBeTruthy();

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Products', 'Software']);
    expect(within(trail).getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/acme-launch/products');
    expect(within(trail).getByText('Software').getAttribute('aria-current')).toBe('page');
  });

  it('shows no breadcrumb for a top-level category', async () => {
    await renderBoard({ location: '/acme-launch/guides' });
    await settle();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('moves focus with Up/Down (by key or by the key codes 38/40) and keeps one entry in the tab order', async () => {
    await renderBoard();
    const home = navLink('Home');
    const guides = navLink('Guides');
    const inTabOrder = () =>
      [...nav().querySelectorAll('[data-nav-key]')].filter((el) => el.getAttribute('tabindex') === '0');
    expect(inTabOrder()).toEqual([home]);

    act(() => home.focus());
    act(() => {
      fireEvent.keyDown(home, { key: 'ArrowDown' });
    });
    await afterPaint();
    expect(document.activeElement).toBe(guides);
    expect(inTabOrder()).toEqual([guides]);

    act(() => {
      fireEvent.keyDown(guides, { keyCode: 38 });
    });
    await afterPaint();
    expect(document.activeElement).toBe(home);
    act(() => {
      fireEvent.keyDown(home, { keyCode: 40 });
    });
    await afterPaint();
    expect(document.activeElement).toBe(guides);
    act(() => {
      fireEvent.keyDown(guides, { key: 'End' });
    });
    await afterPaint();
    expect(document.activeElement).toBe(navLink(/Website/));
  });

  it('activates a category with Space and a link category with Space', async () => {
    const { location } = await renderBoard();
    fireEvent.keyDown(navLink('Guides'), { key: ' ' });
    await afterPaint();
    await settle();
    expect(location.read().path).toBe('/acme-launch/guides');

    const link = navLink(/Website/);
    let clicked = 0;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      clicked += 1;
    });
    fireEvent.keyDown(link, { key: ' ' });
    await afterPaint();
    expect(clicked).toBe(1);
  });

  it('jumps with Home/End and activates with Space by the key codes old webviews send', async () => {
    const { location } = await renderBoard();
    const home = navLink('Home');
    act(() => home.focus());
    act(() => {
      fireEvent.keyDown(home, { keyCode: 35 });
    });
    await afterPaint();
    expect(document.activeElement).toBe(navLink(/Website/));
    act(() => {
      fireEvent.keyDown(navLink(/Website/), { key: 'Unidentified', keyCode: 36 });
    });
    await afterPaint();
    expect(document.activeElement).toBe(home);

    fireEvent.keyDown(navLink('Guides'), { keyCode: 32 });
    await afterPaint();
    await settle();
    expect(location.read().path).toBe('/acme-launch/guides');
  });

  it('leaves Space to an input method while it composes text', async () => {
    const { location } = await renderBoard();
    fireEvent.keyDown(navLink('Guides'), { key: ' ', isComposing: true });
    await afterPaint();
    fireEvent.keyDown(navLink('Guides'), { key: ' ', keyCode: 229 });
    await afterPaint();
    await settle();
    expect(location.read().path).toBe('');
  });

  it("folds behind a 'Contents' disclosure that closes after a selection", async () => {
    await renderBoard();
    const toggle = within(nav()).getByRole('button', { name: /Contents/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Home');
    const list = nav().querySelector('ul')!;
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);

    act(() => toggle.click());
    await afterPaint();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav().className).toContain('lb-categories--open');
    act(() => {
      fireEvent.click(navLink('Guides'));
    });
    await afterPaint();
    await settle();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Guides');
  });

  it('lists a subcategory only under its parent when the answer also lists it at the top level', async () => {
    const categories = makeCategories();
    const all = { ...categories, categories_ids: [10, 20, 21, 22, 30] };
    await renderBoard({ categories: all });
    const topLevel = [...nav().querySelectorAll(':scope > ul > li')].map((li) => li.firstElementChild!.textContent);
    expect(topLevel).toEqual(['Home', 'Guides', 'Products', expect.stringContaining('Website')]);
  });

  it('marks display mode and category theme as classes', async () => {
    await renderBoard({
      campaign: makeCampaign({ general: { category_display_mode: 'tab', category_theme: 'classic' } }),
    });
    expect(nav().className).toContain('lb-categories--tab');
    expect(nav().className).toContain('lb-categories--theme-classic');
    expect(nav().getAttribute('part')).toBe('categories');
  });
});

describe('Category header', () => {
  it("heads home with the 'Home' label and the item count", async () => {
    await renderBoard();
    const header = document.querySelector<HTMLElement>('[part="category-header"]')!;
    expect(within(header).getByRole('heading', { level: 2 }).textContent).toBe('Home');
    expect(header.textContent).toContain('3 items');
  });

  it('formats the item count with thousands separators and says "1 item" for one', async () => {
    await renderBoard({
      items: (query) =>
        query.category === null
          ? makeItemList(HOME_ITEMS, 1, 52, { items_count: 1234 })
          : makeItemList(GUIDE_ITEMS.slice(0, 1)),
    });
    const header = () => document.querySelector<HTMLElement>('[part="category-header"]')!;
    expect(header().textContent).toContain('1,234 items');
    act(() => {
      fireEvent.click(navLink('Guides'));
    });
    await afterPaint();
    await settle();
    expect(header().textContent).toContain('1 item');
    expect(header().textContent).not.toContain('1 items');
  });

  it('holds a labelled search field', async () => {
    await renderBoard();
    const search = screen.getByRole('search');
    const field = within(search).getByRole('searchbox', { name: 'Search this board' });
    expect(field.getAttribute('type')).toBe('search');
    expect((field as HTMLInputElement).value).toBe('');
    expect(within(search).getByRole('button', { name: 'Search' })).toBeTruthy();
  });
});
