/**
 * A standalone board page (`routing="path"`, base `/`) served inside the sales plugin or the office add-in has the
 * platform's segment in front of the board route (the platform is detected from the URL path; docs/analytics.md
 * names the segments). The board must still find its own route in that path — board slug, category and item — and
 * keep the segment when it navigates, or a reload would lose both the route and the platform.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { journeyGuard } from '../../../src/api/schemas/item.ts';
import { resolveConfig } from '../../../src/instance/config.ts';
import { createBoardNavigation, initialRequest, readRequest } from '../../../src/model/board-navigation.ts';
import { createBoardStore } from '../../../src/model/board-store.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { createViewerStore } from '../../../src/model/viewer-store.ts';
import { createLocationSource, createPathLocation } from '../../../src/router/location-source.ts';
import { detectPlatform } from '../../../src/tracking/platform.ts';
import { parseAnswer } from '../../answers.ts';
import { CAT, createFakePort, GUIDE_ITEMS } from '../ui/fixtures.ts';

const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  history.replaceState(null, '', '/');
});

/** The board the standalone page names (`board-slug` or `board-id`), on the page `pagePath`, loaded and synced. */
async function standaloneBoard(pagePath: string, attribute: { boardSlug: string } | { boardId: string }) {
  history.replaceState(null, '', pagePath);
  const config = resolveConfig({ ...attribute, routing: 'path', base: '/' });
  const source = createLocationSource(config.routing, config);
  const bus = createEventBus();
  const store = createBoardStore(createFakePort(), bus);
  const journey = vi.fn(async (requested: number | string) => {
    const at = GUIDE_ITEMS.findIndex((item) => item.id === Number(requested) || item.slug === requested);
    if (at === -1) throw new Error(`no item ${String(requested)}`);
    return parseAnswer(journeyGuard, {
      items: [GUIDE_ITEMS[at]],
      items_count: GUIDE_ITEMS.length,
      journey_index: at,
      next_item_index: null,
      prev_item_index: null,
    });
  });
  const viewer = createViewerStore({ journey }, bus);
  const navigation = createBoardNavigation({
    store,
    viewer,
    source,
    scheme: typeof config.board === 'number' ? 'legacy' : 'slug',
  });
  stops.push(navigation.start());
  await store.load(initialRequest(readRequest(source)));
  navigation.sync();
  await vi.waitFor(() => expect(store.currentView.value.loading).toBe(false));
  return { config, store, viewer, navigation, journey };
}

describe('a standalone board page under a platform segment', () => {
  it('finds its board, category and item on a plain standalone page (the control case)', async () => {
    const { store, viewer } = await standaloneBoard('/acme-launch/guides/item-101', { boardSlug: 'acme-launch' });
    expect(store.currentCategory.value).toBe(CAT.guides);
    await vi.waitFor(() => expect(viewer.current.value?.id).toBe(101));
    expect(location.pathname).toBe('/acme-launch/guides/item-101');
  });

  it.each(['/sales-plugin', '/sales_plugin', '/office-addin', '/office_addin', '/outlook-addin'])(
    'under %s still finds its board slug, category and item, and stays there',
    async (prefix) => {
      const pagePath = `${prefix}/acme-launch/guides/item-101`;
      const { config, store, viewer } = await standaloneBoard(pagePath, { boardSlug: 'acme-launch' });
      expect(config.embedded).toBe(false);
      expect(store.currentCategory.value).toBe(CAT.guides);
      await vi.waitFor(() => expect(viewer.current.value?.id).toBe(101));
      expect(location.pathname).toBe(pagePath);
    },
  );

  it('keeps the platform segment when the visitor navigates, so the platform survives a reload', async () => {
    const { navigation, store } = await standaloneBoard('/sales-plugin/acme-launch/guides', {
      boardSlug: 'acme-launch',
    });
    expect(store.currentCategory.value).toBe(CAT.guides);
    navigation.toCategory('home');
    expect(location.pathname).toBe('/sales-plugin/acme-launch/home');
    expect(store.currentCategory.value).toBe('home');
    expect(detectPlatform(location.pathname, false)).toBe('sales_plugin');
  });

  it('finds a legacy route (board-id) under the office add-in segment', async () => {
    const { store } = await standaloneBoard('/office-addin/public/prism/7/category/10', { boardId: '7' });
    expect(store.currentCategory.value).toBe(CAT.guides);
    expect(location.pathname).toBe('/office-addin/public/prism/7/category/10');
  });
});

describe('path location under a platform segment', () => {
  it.each([
    ['/', '/sales-plugin/acme/home?em=a', { path: '/acme/home', search: '?em=a' }, '/sales-plugin/acme/videos'],
    ['/', '/Office%2Daddin/acme', { path: '/acme', search: '' }, '/Office%2Daddin/acme/videos'],
    [
      '/boards',
      '/boards/outlook-addin/acme/home',
      { path: '/acme/home', search: '' },
      '/boards/outlook-addin/acme/videos',
    ],
    // Not a platform segment, or not right after the base: the route is read as before.
    ['/', '/my-sales-plugin-deck/home', { path: '/my-sales-plugin-deck/home', search: '' }, '/acme/videos'],
    ['/', '/acme/sales-plugin', { path: '/acme/sales-plugin', search: '' }, '/acme/videos'],
    ['/boards', '/sales-plugin/acme/home', { path: '/sales-plugin/acme/home', search: '' }, '/boards/acme/videos'],
  ])('with base %s on %s reads %j and links to %s', (base, pagePath, read, href) => {
    history.replaceState(null, '', pagePath);
    const source = createPathLocation(base);
    expect(source.read()).toEqual(read);
    expect(source.href('/acme/videos')).toBe(href);
  });
});
