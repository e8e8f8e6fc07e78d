/**
 * `redirect_on_campaign_change` is a URL parameter. The access stage reads it from the page's URL and from the
 * board location's own query string when a campaign change ends (after the gating form is accepted, the campaign is
 * refetched after 3000 ms and the visitor goes on). These tests put the parameter in a real page URL and build the
 * access stage over a board in `query` routing, as an embed on a CMS page runs.
 */
import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type Item } from '../../../src/api/schemas/item.ts';
import { journeyGuard } from '../../../src/api/schemas/item.ts';
import { createAccessStage } from '../../../src/instance/access-stage.ts';
import { createApiStage } from '../../../src/instance/api.ts';
import { readArrival, resolveConfig } from '../../../src/instance/config.ts';
import type { TrackingStage } from '../../../src/instance/tracking-stage.ts';
import type { GatedRule, ViewStage } from '../../../src/instance/view-stage.ts';
import { createBoardNavigation } from '../../../src/model/board-navigation.ts';
import { createBoardStore } from '../../../src/model/board-store.ts';
import { createEventBus } from '../../../src/model/event-bus.ts';
import { CAMPAIGN_REFRESH_DELAY_MS, REDIRECT_ON_CAMPAIGN_CHANGE_PARAM } from '../../../src/model/gating.ts';
import { createSessionStore } from '../../../src/model/session.ts';
import { createViewerStore } from '../../../src/model/viewer-store.ts';
import { createQueryLocation } from '../../../src/router/location-source.ts';
import { parseAnswer } from '../../answers.ts';
import { createFakePort, makeCampaign, makeItem, makeItemList } from '../ui/fixtures.ts';

const ITEMS: Item[] = [makeItem(1), makeItem(2, { is_gated: true, name: 'Buyer guide' }), makeItem(3)];
const GATED = ITEMS[1]!;
const VALID = { name: 'Ann Lee', email: 'ann@example.com' };

const gatingCampaign = makeCampaign({
  campaign_type: 1,
  items: {
    gating: {
      show: true,
      is_mandatory: false,
      known_lead: false,
      type: 'form',
      metadata: {
        form: {
          form_title: 'Get the guide',
          fields: [
            { name: 'name', type: 'text', label: 'Full name', state: 'required' },
            { name: 'email', type: 'email', label: 'Work email', state: 'required' },
          ],
        },
      },
    },
  },
});

const disposers: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  vi.useRealTimers();
  // The accepted form is remembered per board in localStorage: each test starts with the board not submitted.
  localStorage.clear();
  history.replaceState(null, '', '/');
});

/** The board location (the `lb` parameter) as `path + search`. */
const boardLocation = () => new URLSearchParams(location.search).get('lb');

/**
 * An embedded board on the page `pageUrl` (query routing, parameter `lb`), its access stage built from the real
 * config, arrival, API stage and navigation; the tracking stage only answers the form's submission.
 */
async function boardOnPage(pageUrl: string) {
  history.replaceState(null, '', pageUrl);
  const config = resolveConfig({ boardSlug: 'acme-launch' });
  const source = createQueryLocation(config.routeParam);
  const arrival = readArrival(config, source);
  const api = createApiStage(config, arrival, { navigate: vi.fn(), reload: vi.fn() });
  const bus = createEventBus();
  const port = createFakePort({ campaign: gatingCampaign, items: () => makeItemList(ITEMS) });
  const store = createBoardStore(port, bus);
  const journey = vi.fn(async (requested: number | string) => {
    const at = ITEMS.findIndex((item) => item.id === requested || item.slug === requested);
    return parseAnswer(journeyGuard, {
      items: ITEMS,
      items_count: ITEMS.length,
      journey_index: at,
      prev_item_index: at > 0 ? at - 1 : null,
      next_item_index: at < ITEMS.length - 1 ? at + 1 : null,
    });
  });
  const viewer = createViewerStore({ journey }, bus);
  const navigation = createBoardNavigation({ store, viewer, source, scheme: 'slug', bus });
  const session = createSessionStore(
    { create: async () => ({ guid: 'g1' }), validate: async () => ({ guid: null }) },
    null,
  );
  const first = {
    bus,
    store,
    viewer,
    session,
    navigation,
    location: source,
    storingAllowed: signal(true),
    gatedRule: signal<GatedRule | null>(null),
  } as Partial<ViewStage> as ViewStage;
  const submission = vi.fn(async () => {});
  const tracking = { tracking: { submission } } as unknown as TrackingStage;
  const access = createAccessStage({ config, arrival, api, view: first, tracking, reload: vi.fn(async () => {}) });
  disposers.push(() => access.dispose(), navigation.start());
  await store.load();
  await vi.advanceTimersByTimeAsync(0);
  return { access, store, viewer, navigation, port, submission };
}

/** Opens the gated item as a click does, sends the form, and lets the campaign change run its course. */
async function unlockThroughTheForm(board: Awaited<ReturnType<typeof boardOnPage>>) {
  const { access, viewer, navigation, port, submission } = board;
  navigation.toItem(GATED);
  await vi.advanceTimersByTimeAsync(0);
  expect(viewer.current.value?.id).toBe(GATED.id);
  expect(access.gating.open(viewer.current.value!)).toBe(true);
  expect((await access.gating.submit(VALID)).validation.ok).toBe(true);
  expect(submission).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(CAMPAIGN_REFRESH_DELAY_MS);
  // The campaign was refetched after the delay (the change ran to its end).
  expect(port.campaign).toHaveBeenCalledTimes(2);
}

describe('redirect_on_campaign_change read from the URL', () => {
  it('is named redirect_on_campaign_change', () => {
    expect(REDIRECT_ON_CAMPAIGN_CHANGE_PARAM).toBe('redirect_on_campaign_change');
  });

  it('without it, the visitor returns to the item they asked for once the campaign changed', async () => {
    const board = await boardOnPage('/blog/launch?lb=/acme-launch/home');
    await unlockThroughTheForm(board);
    expect(boardLocation()).toBe(`/acme-launch/home/${GATED.slug}`);
    expect(board.viewer.current.value?.id).toBe(GATED.id);
  });

  it("in the host page's URL, it sends the board there instead, keeping the page's own parameters", async () => {
    const board = await boardOnPage('/blog/launch?utm_source=mail&redirect_on_campaign_change=/acme-launch/guides');
    await unlockThroughTheForm(board);
    expect(boardLocation()).toBe('/acme-launch/guides');
    expect(board.store.currentCategory.value).toBe(10);
    expect(board.viewer.isOpen.value).toBe(false);
    expect(location.pathname).toBe('/blog/launch');
    expect(new URLSearchParams(location.search).get('utm_source')).toBe('mail');
  });

  it("in the board location's own query string, it sends the board there", async () => {
    const inner = encodeURIComponent('/acme-launch/home?redirect_on_campaign_change=/acme-launch/guides');
    const board = await boardOnPage(`/blog/launch?lb=${inner}`);
    await unlockThroughTheForm(board);
    expect(boardLocation()?.split('?')[0]).toBe('/acme-launch/guides');
    expect(board.store.currentCategory.value).toBe(10);
    expect(board.viewer.isOpen.value).toBe(false);
  });

  it('a value that would leave the board is ignored: the visitor returns to the item', async () => {
    const board = await boardOnPage(
      `/blog/launch?redirect_on_campaign_change=${encodeURIComponent('https://evil.example/')}`,
    );
    await unlockThroughTheForm(board);
    expect(boardLocation()).toBe(`/acme-launch/home/${GATED.slug}`);
    expect(location.origin + location.pathname).not.toContain('evil.example');
  });
});
