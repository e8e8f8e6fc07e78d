// @vitest-environment node
/**
 * The first-screen worker's logic in Node, against the reference API in-process and a cache that keeps entries as
 * Cloudflare's does (for their `s-maxage`), on a clock the test moves: its answers equal the reference server's, a
 * rendering is made once per board, language and scheme whatever the board was asked by, misses that meet render
 * once, an old rendering answers while a new one renders, and a failing API gives no screen. The same worker in the
 * real runtime: test/edge/workerd.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../../../demo/server/app.ts';
import { Catalog } from '../../../demo/server/catalog.ts';
import { BOARDS } from '../../../demo/server/fixtures/boards.ts';
import type { BoardSpec } from '../../../demo/server/fixtures/types.ts';
import type { EdgeCache } from '../../../src/edge/renderings.ts';
import { firstScreenWorker, type WorkerEnv } from '../../../src/edge/worker.ts';
import { renderFirstScreen } from '../../../src/first-screen/render.tsx';
import { tempDataDir } from '../../server/harness.ts';

const API = 'http://127.0.0.1:4100';
const EDGE = 'https://edge.example';
const PATH = (board: string, query = 'locale=en-US') => `/live_board/v2/boards/${board}/first_screen?${query}`;

/** A data center's cache: entries kept for their `s-maxage`, on the test's clock. */
function memoryCache(now: () => number): EdgeCache & { size(): number } {
  const entries = new Map<string, { body: ArrayBuffer; headers: Headers; until: number }>();
  return {
    match: (request) => {
      const entry = entries.get(request.url);
      const live = entry && entry.until > now();
      return Promise.resolve(live ? new Response(entry.body.slice(0), { headers: entry.headers }) : undefined);
    },
    put: async (request, response) => {
      const seconds = Number(/s-maxage=(\d+)/.exec(response.headers.get('Cache-Control') ?? '')?.[1] ?? 0);
      const body = await response.arrayBuffer();
      entries.set(request.url, { body, headers: response.headers, until: now() + seconds * 1000 });
    },
    delete: (request) => Promise.resolve(entries.delete(request.url)),
    size: () => entries.size,
  };
}

/** The worker in front of the reference API (whose boards may be changed), with a clock and a cache of the test's. */
function setUp(options: { env?: Partial<WorkerEnv>; failing?: () => boolean } = {}) {
  let time = Date.parse('2026-11-29T10:00:00Z');
  const now = () => time;
  const original = BOARDS.find((board) => board.slug === 'acme-launch')!;
  const board: { -readonly [K in keyof BoardSpec]: BoardSpec[K] } = { ...original };
  const catalog = new Catalog(BOARDS.map((spec) => (spec === original ? board : spec)));
  // Both render with the sources' renderer.
  const { app } = createApp({
    dataDir: tempDataDir(),
    catalog,
    origins: [API],
    firstScreenRenderer: () => Promise.resolve({ render: renderFirstScreen, build: __LIVE_BOARD_BUILD__ }),
  });
  const reference = (path: string, init?: RequestInit) => app.request(new URL(path, API).toString(), init);
  const asked: string[] = [];
  const apiFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
    if (options.failing?.()) return Promise.reject(new TypeError('fetch failed'));
    return Promise.resolve(app.request(request));
  });
  const render = vi.fn(renderFirstScreen);
  const cache = memoryCache(now);
  const worker = firstScreenWorker({ cache: () => cache, fetch: apiFetch, render, now });
  const env: WorkerEnv = { LIVE_BOARD_API: API, LIVE_BOARD_PURGE_TOKEN: 's3cret', ...options.env };
  const background: Promise<unknown>[] = [];
  const ask = (path: string, init?: RequestInit) =>
    worker.fetch(new Request(EDGE + path, init), env, { waitUntil: (promise) => background.push(promise) });
  return {
    ask,
    reference,
    render,
    asked,
    cache,
    board,
    original,
    advance: (ms: number) => (time += ms),
    settled: () => Promise.all(background.splice(0)),
  };
}

const boardName = (body: { data: Record<string, unknown> }, named = 'acme-launch') =>
  (body.data[`/live_board/v1/boards/${named}/`] as { name: string }).name;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the first-screen worker', () => {
  it('answers byte for byte as the reference API: JSON and fragment, by slug and by id, each language', async () => {
    const { ask, reference } = setUp();
    for (const [board, query] of [
      ['acme-launch', 'locale=en-US'],
      ['acme-launch', 'locale=de,fr'],
      ['101', 'locale=ja'],
      ['0101', 'locale=ja'],
      ['acme-consent', 'locale=es'],
      ['acme-launch', 'format=html&routing=path&base=/campaign&locale=it'],
      ['acme-launch', 'format=html&route_param=board&locale=en-US'],
    ] as const) {
      const [edge, ref] = await Promise.all([ask(PATH(board, query)), reference(PATH(board, query))]);
      expect(edge.status, `${board} ${query}`).toBe(200);
      expect(await edge.text(), `${board} ${query}`).toBe(await ref.text());
      expect(edge.headers.get('ETag')).toBe(ref.headers.get('ETag'));
      expect(edge.headers.get('Content-Type')).toBe(ref.headers.get('Content-Type'));
      expect(edge.headers.get('Cache-Control')).toBe(ref.headers.get('Cache-Control'));
      expect(edge.headers.get('Access-Control-Allow-Origin')).toBe('*');
    }
  });

  it('gives the reference API’s answers without a screen: lock, live event, visitor, no such board', async () => {
    const { ask, reference } = setUp();
    for (const [board, query, reason] of [
      ['acme-password', 'locale=en-US', 'locked'],
      ['acme-verify', 'locale=en-US', 'locked'],
      ['acme-live', 'locale=en-US', 'live_event'],
      ['acme-launch', 'locale=en-US&token=t0k3n', 'visitor'],
    ] as const) {
      const [edge, ref] = await Promise.all([ask(PATH(board, query)), reference(PATH(board, query))]);
      expect([edge.status, ref.status], board).toEqual([204, 204]);
      expect(edge.headers.get('X-First-Screen-Skipped')).toBe(reason);
      expect(ref.headers.get('X-First-Screen-Skipped')).toBe(reason);
    }
    const [edge, ref] = await Promise.all([ask(PATH('no-such-board')), reference(PATH('no-such-board'))]);
    expect([edge.status, ref.status]).toEqual([404, 404]);
    expect(await edge.json()).toEqual(await ref.json());
    expect(edge.headers.get('Cache-Control')).toBe('no-store');
  });

  it('renders once per board, language and scheme, whatever name asked; a hit asks the API nothing', async () => {
    const { ask, render, asked } = setUp();
    const first = await ask(PATH('101'));
    expect(first.headers.get('X-First-Screen-Cache')).toBe('MISS');
    const roundSize = asked.length;
    expect(roundSize).toBe(7);
    for (const named of ['0101', '00101', '101']) {
      const again = await ask(PATH(named));
      expect(again.headers.get('X-First-Screen-Cache'), named).toBe('HIT');
      // Each answer under the paths of the name asked.
      expect(Object.keys(((await again.json()) as { data: object }).data)[0]).toBe(`/live_board/v1/boards/${named}/`);
    }
    await ask(PATH('acme-launch'));
    await ask(PATH('acme-launch', 'locale=de'));
    await ask(PATH('acme-launch', 'locale=de-AT,de'));
    // id, slug, German: three renderings, and the API asked for three rounds.
    expect(render).toHaveBeenCalledTimes(3);
    expect(asked).toHaveLength(3 * roundSize);
    // Another answer's tag (board 101's) is not this one's.
    const another = await ask(PATH('acme-launch'), {
      headers: { 'If-None-Match': `W/${first.headers.get('ETag') ?? ''}` },
    });
    expect(another.status).toBe(200);
    const tag = (await ask(PATH('acme-launch'))).headers.get('ETag')!;
    expect((await ask(PATH('acme-launch'), { headers: { 'If-None-Match': tag } })).status).toBe(304);
  });

  it('renders once for misses that meet', async () => {
    const { ask, render, asked } = setUp();
    const answers = await Promise.all(['acme-launch', 'acme-launch', 'acme-launch'].map((board) => ask(PATH(board))));
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(texts).size).toBe(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(asked).toHaveLength(7);
  });

  it('answers an old rendering while it renders the changed board, then the new one', async () => {
    const { ask, board, original, advance, settled, render } = setUp();
    expect(boardName((await (await ask(PATH('acme-launch'))).json()) as never)).toBe(original.name);
    board.name = 'Acme Relaunch';
    advance(59_999);
    const fresh = await ask(PATH('acme-launch'));
    expect(fresh.headers.get('X-First-Screen-Cache')).toBe('HIT');
    expect(fresh.headers.get('Age')).toBe('59');
    advance(1);
    const stale = await ask(PATH('acme-launch'));
    expect(stale.headers.get('X-First-Screen-Cache')).toBe('STALE');
    expect(boardName((await stale.json()) as never)).toBe(original.name);
    await settled();
    expect(render).toHaveBeenCalledTimes(2);
    const renewed = await ask(PATH('acme-launch'));
    expect(renewed.headers.get('X-First-Screen-Cache')).toBe('HIT');
    expect(renewed.headers.get('Age')).toBe('0');
    const body = (await renewed.json()) as { html: string; data: Record<string, unknown> };
    expect(boardName(body)).toBe('Acme Relaunch');
    expect(body.html).toContain('aria-label="Acme Relaunch"');
  });

  it('drops a rendering the whole while later: the next request renders', async () => {
    const { ask, advance, render } = setUp();
    await ask(PATH('acme-launch'));
    advance(360_000);
    expect((await ask(PATH('acme-launch'))).headers.get('X-First-Screen-Cache')).toBe('MISS');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('gives no screen, never an error, when the API fails; an old rendering keeps answering', async () => {
    let failing = true;
    const { ask, advance, settled } = setUp({ failing: () => failing });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const none = await ask(PATH('acme-launch'));
    expect(none.status).toBe(204);
    expect(none.headers.get('X-First-Screen-Skipped')).toBe('unavailable');
    expect(none.headers.get('Cache-Control')).toBe('no-store');
    expect(error).toHaveBeenCalledTimes(1);
    failing = false;
    expect((await ask(PATH('acme-launch'))).status).toBe(200);
    failing = true;
    advance(61_000);
    const stale = await ask(PATH('acme-launch'));
    expect(stale.status).toBe(200);
    expect(stale.headers.get('X-First-Screen-Cache')).toBe('STALE');
    await settled();
    expect(error).toHaveBeenCalledTimes(2);
    expect((await ask(PATH('acme-launch'))).headers.get('X-First-Screen-Cache')).toBe('STALE');
  });

  it('forgets a board’s renderings, by slug and by id, on a purge with its token', async () => {
    const { ask, cache, board, render } = setUp();
    await ask(PATH('acme-launch'));
    await ask(PATH('101', 'locale=fr'));
    // Each rendering and its stamp.
    expect(cache.size()).toBe(4);
    expect((await ask(PATH('acme-launch', ''), { method: 'DELETE' })).status).toBe(401);
    board.name = 'Acme Relaunch';
    const purged = await ask(PATH('101', ''), { method: 'DELETE', headers: { Authorization: 'Bearer s3cret' } });
    expect(await purged.json()).toEqual({ purged: 2 });
    expect(cache.size()).toBe(0);
    const after = await ask(PATH('acme-launch'));
    expect(after.headers.get('X-First-Screen-Cache')).toBe('MISS');
    expect(boardName((await after.json()) as never)).toBe('Acme Relaunch');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('sends every other request on to the API as it came', async () => {
    const { ask, asked } = setUp();
    const items = await ask('/live_board/v2/boards/acme-launch/items', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify({ category: null, search: '', page: 2, per_page: 48 }),
    });
    expect(items.status).toBe(200);
    expect(((await items.json()) as { item_ids: unknown[] }).item_ids.length).toBeGreaterThan(0);
    expect(asked).toEqual(['POST /live_board/v2/boards/acme-launch/items']);
  });

  it('says what is wrong with its settings, and a first screen is then "no screen"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const env of [{ LIVE_BOARD_API: '' }, { LIVE_BOARD_API: 'api.example.com' }, { LIVE_BOARD_FRESH_S: 'soon' }]) {
      const { ask } = setUp({ env });
      const screen = await ask(PATH('acme-launch'));
      expect(screen.status).toBe(204);
      expect(screen.headers.get('X-First-Screen-Skipped')).toBe('unavailable');
      const other = await ask('/live_board/v1/boards/acme-launch/');
      expect(other.status).toBe(500);
      expect(((await other.json()) as { message: string }).message).toMatch(/LIVE_BOARD_(API|FRESH_S)/);
    }
    expect(error).toHaveBeenCalled();
  });
});
