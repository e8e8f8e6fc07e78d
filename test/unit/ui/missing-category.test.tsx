import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import { categoryGuard } from '../../../src/api/schemas/category.ts';
import { parseAnswer } from '../../answers.ts';
import { renderBoard, settle } from './harness.tsx';

afterEach(cleanup);

/** A subcategory of Products that the categories list leaves out. */
const firmware = parseAnswer(categoryGuard, {
  id: 23,
  slug: 'firmware',
  name: 'Firmware',
  category_type: 3,
  parent_id: 20,
});
const categoryAlone = (lookup: number | string) =>
  lookup === 'firmware' ? firmware : new ApiError(404, 'not_found', `No category ${lookup}`);

const nav = () => screen.getByRole('navigation', { name: 'Categories' });

describe('A category the categories list lacks', () => {
  it('shows as its own view, and in the menu as the current entry under its parent while it is current', async () => {
    const { location, port, store } = await renderBoard({ location: '/acme-launch/firmware', categoryAlone });
    await settle();
    expect(port.category).toHaveBeenCalledOnce();
    expect(location.read().path).toBe('/acme-launch/firmware');
    expect(screen.getByRole('heading', { level: 2, name: 'Firmware' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Products', 'Firmware']);

    const products = within(nav()).getByRole('button', { name: 'Products' });
    expect(products.getAttribute('aria-expanded')).toBe('true');
    const entry = within(nav()).getByRole('link', { name: 'Firmware' });
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(entry.getAttribute('href')).toBe('/acme-launch/firmware');
    const children = document.getElementById(products.getAttribute('aria-controls')!)!;
    expect(
      within(children)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hardware', 'Software', 'Firmware']);
    // The list itself is the owner's: the category joins its data, never its menu or its parent's children.
    expect(store.categories.value?.categories_ids).toEqual([10, 20, 30]);
    expect(store.categories.value?.data['20']?.subcategories_ids).toEqual([21, 22]);

    act(() => location.navigate('/acme-launch/guides'));
    await settle();
    expect(within(nav()).queryByRole('link', { name: 'Firmware' })).toBeNull();
  });

  it('falls back to home when the server says it does not exist', async () => {
    const { location, port } = await renderBoard({ location: '/acme-launch/retired', categoryAlone });
    await settle();
    expect(port.category).toHaveBeenCalledExactlyOnceWith('retired', expect.anything());
    expect(location.read().path).toBe('/acme-launch/home');
    expect(within(nav()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });
});
