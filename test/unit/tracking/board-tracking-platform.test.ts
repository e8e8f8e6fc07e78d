/**
 * The platform of the generic tracking call comes from the page the board runs in (a sales plugin and an office
 * add-in are detected from the URL path, docs/decisions.md). These tests put the page at a real path, build the
 * board's tracking layer the way the tracking stage does, and read `event.platform` from the request that leaves
 * through the client.
 */
import { signal } from '@preact/signals-core';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../../../src/api/client.ts';
import { TrackingBody } from '../../../src/api/schemas/payloads.ts';
import { resolveConfig } from '../../../src/instance/config.ts';
import { createBoardStore } from '../../../src/model/board-store.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { createSessionStore } from '../../../src/model/session.ts';
import { createViewerStore } from '../../../src/model/viewer-store.ts';
import { createBoardTracking } from '../../../src/tracking/board-tracking.ts';
import type { ConsentState, Platform } from '../../../src/tracking/types.ts';
import { createFakePort } from '../ui/fixtures.ts';

const disposers: (() => void)[] = [];

afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  history.replaceState(null, '', '/');
});

/** Every request the client sent: its path and parsed JSON body. */
function stubFetch() {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      sent.push({ path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

/**
 * A board at `pagePath` with `routing` (path: a standalone board page, same origin as the API; query: the element in
 * a host page), its session active and consent granted, tracking started as the tracking stage starts it.
 */
async function boardAt(pagePath: string, routing: 'path' | 'query') {
  history.replaceState(null, '', pagePath);
  const sent = stubFetch();
  const config = resolveConfig({ boardSlug: 'acme-launch', routing });
  const client = createApiClient({
    apiBase: config.apiBase,
    analyticsBase: config.analyticsBase,
    embedded: config.embedded,
    pageOrigin: config.pageOrigin,
    credentials: { issuedCsrfToken: 'csrf-issued' },
  });
  const bus = createEventBus();
  const store = createBoardStore(createFakePort(), bus);
  const viewer = createViewerStore({ journey: () => Promise.reject(new Error('no journey here')) }, bus);
  const session = createSessionStore(
    { create: async () => ({ guid: 'guid-1' }), validate: async () => ({ guid: null }) },
    null,
  );
  const tracking = createBoardTracking({
    client,
    bus,
    store,
    viewer,
    session,
    embedded: config.embedded,
    consent: signal<ConsentState>('granted'),
  });
  tracking.start();
  disposers.push(() => tracking.dispose());
  await store.load();
  await session.start();
  return { bus, sent, config };
}

/** The `platform` of the generic tracking call a search sends. */
async function searchPlatform(pagePath: string, routing: 'path' | 'query'): Promise<Platform> {
  const { bus, sent } = await boardAt(pagePath, routing);
  bus.emit('search', { query: 'deck', resultsCount: 2 });
  const request = await vi.waitFor(() => {
    const found = sent.find((r) => r.path === '/live_board/v1/tracking');
    if (!found) throw new Error('no tracking call yet');
    return found;
  });
  const body = v.parse(TrackingBody, request.body);
  expect(body.event.data).toMatchObject({ type: 'searched_items', query: 'deck' });
  return body.event.platform;
}

describe('the platform in the generic tracking call', () => {
  it.each([
    ['/sales-plugin/acme-launch/home', 'path', 'sales_plugin'],
    ['/sales_plugin/acme-launch/decks', 'path', 'sales_plugin'],
    ['/crm/sales-plugin/contacts/42', 'query', 'sales_plugin'],
    ['/office-addin/acme-launch/home', 'path', 'office_addin'],
    ['/office_addin/acme-launch', 'path', 'office_addin'],
    ['/outlook-addin/compose', 'query', 'office_addin'],
    ['/acme-launch/home', 'path', 'web'],
    ['/blog/our-launch', 'query', 'embedded'],
    ['/my-sales-plugin-deck/home', 'query', 'embedded'],
  ] as const)('a board on the page %s (%s routing) reports platform %s', async (pagePath, routing, platform) => {
    expect(await searchPlatform(pagePath, routing)).toBe(platform);
  });

  it('counts a standalone board page as web and the element in a host page as embedded', async () => {
    expect((await boardAt('/acme-launch/home', 'path')).config.embedded).toBe(false);
    expect((await boardAt('/acme-launch/home', 'query')).config.embedded).toBe(true);
  });
});
