// @vitest-environment node
/**
 * The API's `board_id` is numeric. A board embedded by slug asks for its first round by slug (the server takes a
 * slug in a path), and learns its numeric id from the board answer; every `board_id` it sends after that — one
 * category asked for alone, the leading item, the journey of an item — is that id (docs/decisions.md, "The numeric
 * board id"). The first-screen stage runs here against the reference server, arriving through a deep link to an
 * item of the subcategory the list leaves out, which makes it send all three, and with an item a host opens before
 * the board answer is in; the client records what it sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { RequestOptions } from '../../../src/api/client.ts';
import type { ItemList } from '../../../src/api/schemas/index.ts';
import { createApiStage } from '../../../src/instance/api.ts';
import type { InstanceConfig } from '../../../src/instance/types.ts';
import { createViewStage, type ViewStage } from '../../../src/instance/view-stage.ts';
import { createMemoryLocation } from '../../../src/router/location-source.ts';
import { setUpReferenceServer } from '../../api/reference-server.ts';

const server = setUpReferenceServer();

/** acme-launch (demo/server/fixtures/boards.ts), its subcategory that the list leaves out, and the leading item. */
const LAUNCH = { id: 101, slug: 'acme-launch' };
const HIDDEN = { id: 212, slug: 'energy' };

interface Sent {
  path: string;
  options: RequestOptions;
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A slug-embedded board's first screen on `location`, with every request its client sends. */
function firstScreenAt(location: string): { first: ViewStage; sent: Sent[] } {
  const config: InstanceConfig = {
    board: LAUNCH.slug,
    token: null,
    apiBase: server.url,
    analyticsBase: `${server.url}/analytics`,
    pageOrigin: 'https://host.example.org',
    embedded: true,
    pageCsrfToken: null,
    pingIntervalMs: null,
    consent: null,
    routing: 'memory',
    routeParam: 'lb',
    base: '/',
  };
  const arrival = { token: null, prefill: {}, leadData: {}, safetoken: null, invitationToken: null };
  const api = createApiStage(config, arrival, { navigate: vi.fn(), reload: vi.fn() });
  const sent: Sent[] = [];
  const request = api.client.request;
  api.client.request = (path, guard, options) => {
    sent.push({ path, options: options ?? {} });
    return request(path, guard, options);
  };
  const first = createViewStage(config, arrival, api, createMemoryLocation(location), null);
  stops.push(first.start(), () => first.dispose());
  return { first, sent };
}

/** The `board_id` a request carried in its query or its body, if any. */
function boardIdOf({ options }: Sent): unknown {
  const body = options.body as Record<string, unknown> | undefined;
  return options.query?.board_id ?? body?.board_id;
}

async function anItemOf(category: number): Promise<{ slug: string }> {
  const response = await fetch(`${server.url}/live_board/v2/boards/${LAUNCH.slug}/items`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    body: JSON.stringify({ category, search: '', page: 1, per_page: 48 }),
  });
  const page = (await response.json()) as ItemList;
  return page.data[String(page.item_ids[0])]!;
}

describe('a board embedded by its slug', () => {
  it('sends its numeric id as board_id once the board answer is in, and its slug in paths', async () => {
    const item = await anItemOf(HIDDEN.id);
    const { first, sent } = firstScreenAt(`/${LAUNCH.slug}/${HIDDEN.slug}/${item.slug}`);

    await first.load();
    await vi.waitFor(() => expect(first.viewer.state.value.status).toBe('active'), { timeout: 30_000 });
    // The leading item is not on the subcategory's page: the board asks for it alone.
    await vi.waitFor(() => expect(sent.some((each) => /^\/live_board\/v2\/items\/\d+$/.test(each.path))).toBe(true));

    const carrying = sent.filter((each) => boardIdOf(each) !== undefined);
    expect(carrying.map((each) => each.path)).toEqual(
      expect.arrayContaining([
        `/live_board/v2/categories/${HIDDEN.slug}`,
        `/live_board/v2/journeys/${item.slug}`,
        expect.stringMatching(/^\/live_board\/v2\/items\/\d+$/),
      ]),
    );
    for (const each of carrying) expect(boardIdOf(each), each.path).toBe(LAUNCH.id);
    // The first round still names the board by its slug, as every board-scoped path does.
    expect(sent.map((each) => each.path)).toContain(`/live_board/v1/boards/${LAUNCH.slug}/`);
    expect(first.store.currentCategory.value).toBe(HIDDEN.id);
  });

  it('holds an item the host opens before the board answer, and asks for its journey with the numeric id', async () => {
    const item = await anItemOf(201);
    const { first, sent } = firstScreenAt('');

    // What the element's openItem() does; the board's data is not in yet.
    first.navigation.toItem(item.slug);
    expect(sent.filter((each) => each.path.startsWith('/live_board/v2/journeys/'))).toEqual([]);
    await first.load();
    await vi.waitFor(() => expect(first.viewer.state.value.status).toBe('active'), { timeout: 30_000 });

    const journeys = sent.filter((each) => each.path.startsWith('/live_board/v2/journeys/'));
    expect(journeys.map(boardIdOf)).toEqual([LAUNCH.id]);
  });
});
