import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CAT, makeCampaign } from './fixtures.ts';
import { renderBoard, settle } from './harness.tsx';

afterEach(cleanup);

const nav = () => screen.getByRole('navigation', { name: 'Categories' });
const tileNames = (container: HTMLElement) =>
  [...container.querySelectorAll('[part="tile"] h3')].map((heading) => heading.textContent);

describe('Category navigation', () => {
  it('lists Home first, then the menu, with Home selected', async () => {
    await renderBoard();
    const controls = within(nav()).getAllByRole('listitem').map((li) => li.firstElementChild!.textContent);
    expect(controls[0]).toBe('Home');
    expect(controls.slice(1)).toEqual(['Guides', 'Products', expect.stringContaining('Website')]);
    expect(within(nav()).getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBe('true');
  });

  it('leaves Home out when the campaign hides it', async () => {
    await renderBoard({ campaign: makeCampaign({ items: { show_home: false } }) });
    expect(within(nav()).queryByRole('button', { name: 'Home' })).toBeNull();
  });

  it('loads a selected category, updates the grid and moves aria-current', async () => {
    const { container, port } = await renderBoard();
    expect(tileNames(container)).toEqual(['Launch deck', 'Price list', 'Product video']);

    act(() => within(nav()).getByRole('button', { name: 'Guides' }).click());
    expect(port.items).toHaveBeenLastCalledWith({ category: CAT.guides, page: 1 }, expect.anything());
    expect(container.querySelectorAll('.lb-tile--skeleton')).toHaveLength(12);
    await settle();

    expect(tileNames(container)).toEqual(['Setup guide', 'FAQ']);
    expect(screen.getByRole('heading', { level: 2, name: 'Guides' })).toBeTruthy();
    expect(within(nav()).getByRole('button', { name: 'Guides' }).getAttribute('aria-current')).toBe('true');
    expect(within(nav()).getByRole('button', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('renders a link category as a new-tab anchor with rel noopener', async () => {
    await renderBoard();
    const link = within(nav()).getByRole('link', { name: /Website/ });
    expect(link.getAttribute('href')).toBe('https://acme.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('discloses the subcategories of a parent and selects one', async () => {
    const { port } = await renderBoard();
    const parent = within(nav()).getByRole('button', { name: 'Products' });
    expect(parent.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav()).queryByRole('button', { name: 'Hardware' })).toBeNull();

    act(() => parent.click());
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    act(() => within(nav()).getByRole('button', { name: 'Software' }).click());
    await settle();
    expect(port.items).toHaveBeenLastCalledWith({ category: CAT.software, page: 1 }, expect.anything());
    expect(within(nav()).getByRole('button', { name: 'Software' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Software' })).toBeTruthy();
  });

  it('moves focus with the arrow keys and keeps one entry in the tab order', async () => {
    await renderBoard();
    const home = within(nav()).getByRole('button', { name: 'Home' });
    const guides = within(nav()).getByRole('button', { name: 'Guides' });
    const inTabOrder = () => [...nav().querySelectorAll('[data-nav-key]')].filter((el) => el.getAttribute('tabindex') === '0');
    expect(inTabOrder()).toEqual([home]);

    act(() => home.focus());
    act(() => {
      fireEvent.keyDown(home, { key: 'ArrowDown' });
    });
    expect(document.activeElement).toBe(guides);
    expect(inTabOrder()).toEqual([guides]);

    act(() => {
      fireEvent.keyDown(guides, { key: 'ArrowUp' });
    });
    expect(document.activeElement).toBe(home);
    act(() => {
      fireEvent.keyDown(home, { key: 'End' });
    });
    expect(document.activeElement).toBe(within(nav()).getByRole('link', { name: /Website/ }));
  });

  it('activates a link category with Space', async () => {
    await renderBoard();
    const link = within(nav()).getByRole('link', { name: /Website/ });
    let clicked = 0;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      clicked += 1;
    });
    fireEvent.keyDown(link, { key: ' ' });
    expect(clicked).toBe(1);
  });

  it('marks display mode and category theme as classes', async () => {
    await renderBoard({ campaign: makeCampaign({ general: { category_display_mode: 'tab', category_theme: 'classic' } }) });
    expect(nav().className).toContain('lb-categories--tab');
    expect(nav().className).toContain('lb-categories--theme-classic');
    expect(nav().getAttribute('part')).toBe('categories');
  });
});
