// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fetchCategories, fetchCategory } from '../../src/api/categories.ts';
import { createApiClient } from '../../src/api/client.ts';
import { setUpReferenceServer } from './reference-server.ts';
import { rejection } from './rejection.ts';

const server = setUpReferenceServer();

const client = () =>
  createApiClient({
    apiBase: server.url,
    analyticsBase: `${server.url}/analytics`,
    embedded: true,
    pageOrigin: 'https://host.example.org',
    onAuthFailure: () => {},
  });

/** acme-launch's subcategory that its categories list leaves out (docs/server.md). */
const HIDDEN = { id: 212, slug: 'energy', category_type: 3, parent_id: 203, items_count: 12 };

describe('one category alone', () => {
  it('the categories list of acme-launch lacks its hidden subcategory, and its parent does not name it', async () => {
    const list = await fetchCategories(client(), 'acme-launch');
    expect(list.data['212']).toBeUndefined();
    expect(list.categories_ids).not.toContain(212);
    expect(list.data['203']?.subcategories_ids).toEqual([204, 205, 206]);
  });

  it('is asked by slug with by_slug and the board, and answered checked', async () => {
    const category = await fetchCategory(client(), 'energy', 'acme-launch');
    expect(category).toMatchObject({ ...HIDDEN, name: 'Energy & Utilities', subcategories_ids: [], link_url: null });
    const { path, query } = await server.lastRequest('/live_board/v2/categories/');
    expect(path).toBe('/live_board/v2/categories/energy');
    expect(query).toEqual({ by_slug: 'true', board_id: 'acme-launch' });
  });

  it('is asked by id with the board and no by_slug', async () => {
    expect(await fetchCategory(client(), 212, 101)).toMatchObject(HIDDEN);
    const { path, query } = await server.lastRequest('/live_board/v2/categories/');
    expect(path).toBe('/live_board/v2/categories/212');
    expect(query).toEqual({ board_id: '101' });
  });

  it('rejects with a 404 ApiError for a category the board does not have, even one of another board', async () => {
    for (const [category, board] of [
      ['no-such-category', 'acme-launch'],
      [221, 'acme-launch'],
    ] as const) {
      const error = await rejection(fetchCategory(client(), category, board));
      expect(error).toMatchObject({ status: 404, code: 'not_found' });
    }
  });

  it('rejects an answer of the wrong shape as an invalid response', async () => {
    await server.fault({ match: '/live_board/v2/categories/energy', status: 200, body: { id: 'x' } });
    const error = await rejection(fetchCategory(client(), 'energy', 'acme-launch'));
    expect(error.code).toBe('invalid_response');
  });
});
