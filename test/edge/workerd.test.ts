/**
 * The first-screen worker (dist/worker/first-screen.js) in Cloudflare's runtime, `workerd`, in front of the reference
 * API: its answers equal the API's own byte for byte for each fixture board and language, a rendering is kept and
 * answered from the Cache API, an old one answers while the changed board renders, a purge forgets one, and a failing
 * API gives no screen.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { Catalog } from '../../demo/server/catalog.ts';
import { BOARDS } from '../../demo/server/fixtures/boards.ts';
import type { BoardSpec } from '../../demo/server/fixtures/types.ts';
import { type RunningServer, startServer } from '../../demo/server/start.ts';
import { HEADER, XHR_MARKER } from '../../src/base/constants.ts';
import { allLocales } from '../../src/i18n/generated/locale-codes.ts';
import { tempDataDir } from '../server/harness.ts';
import { type RunningWorkerd, startWorkerd } from './workerd.mjs';

type Workerd = RunningWorkerd;

const PATH = (board: string, query = 'locale=en-US') => `/live_board/v2/boards/${board}/first_screen?${query}`;

let api: RunningServer;
const original = BOARDS.find((board) => board.slug === 'acme-launch')!;
const board: { -readonly [K in keyof BoardSpec]: BoardSpec[K] } = { ...original };
const started: Workerd[] = [];

/** The worker in front of the API, with more settings. */
async function worker(env: Record<string, string> = {}, apiUrl = api.url): Promise<Workerd> {
  const running = await startWorkerd({ api: apiUrl.replace(/\/$/, ''), env });
  started.push(running);
  return running;
}

/** The reference API's debug routes. */
const debug = (path: string, init: { method?: string; body?: string } = {}) =>
  fetch(new URL(path, api.url), { ...init, headers: { 'Content-Type': 'application/json' } });

/** The board's requests the API answered so far. */
const apiRequests = async () =>
  ((await (await debug('/__requests')).json()) as { path: string }[]).filter((r) => r.path.includes('/boards/'));

const nameIn = (text: string) => (JSON.parse(text) as { data: Record<string, { name?: string }> }).data;

beforeAll(async () => {
  const catalog = new Catalog(BOARDS.map((spec) => (spec === original ? board : spec)));
  api = await startServer({ port: 0, dataDir: tempDataDir(), catalog });
});

afterEach(async () => {
  board.name = original.name;
  await debug('/__faults', { method: 'DELETE' });
  await Promise.all(started.splice(0).map((running) => running.stop()));
});

afterAll(async () => {
  await api.close();
});

describe('the first-screen worker in workerd', () => {
  it('answers as the reference API, byte for byte, for each fixture board and language', async () => {
    const edge = await worker();
    const ask = (origin: string, path: string) =>
      fetch(origin + path, { headers: { [HEADER.requestedWith]: XHR_MARKER } });
    const cases = BOARDS.flatMap((spec) => allLocales.map((locale) => PATH(spec.slug, `locale=${locale}`)));
    cases.push(PATH('101', 'locale=pt-BR'), PATH('acme-launch', 'format=html&routing=path&base=/launch&locale=sv'));
    let rendered = 0;
    for (const path of cases) {
      const [fromEdge, fromApi] = await Promise.all([ask(edge.origin, path), ask(api.url.replace(/\/$/, ''), path)]);
      expect(fromEdge.status, path).toBe(fromApi.status);
      expect(fromEdge.headers.get('X-First-Screen-Skipped'), path).toBe(fromApi.headers.get('X-First-Screen-Skipped'));
      const [edgeText, apiText] = await Promise.all([fromEdge.text(), fromApi.text()]);
      expect(edgeText === apiText, `${path}: the worker's answer differs from the API's`).toBe(true);
      if (fromEdge.status === 200) {
        rendered += 1;
        // (The API's tag names its compressed copy; the worker leaves compression to the CDN.)
        expect(fromEdge.headers.get('ETag'), path).toBe(fromApi.headers.get('ETag')?.replace(/-(?:gzip|br)"$/, '"'));
      }
    }
    // The locked and live boards have none; every open one is rendered in every language.
    expect(rendered).toBe(4 * allLocales.length + 2);
  });

  it('keeps a rendering in the cache: a hit asks the API nothing; misses that meet ask it once', async () => {
    const edge = await worker();
    await debug('/__requests', { method: 'DELETE' });
    await debug('/__faults', {
      method: 'POST',
      body: JSON.stringify({ match: '/boards/acme-launch/campaign', hold: true }),
    });
    const misses = Promise.all([1, 2, 3].map(() => fetch(edge.origin + PATH('acme-launch'))));
    await expect.poll(async () => ((await (await debug('/__faults/held')).json()) as { held: number }).held).toBe(1);
    await debug('/__faults/release', { method: 'POST' });
    const texts = await Promise.all((await misses).map((answer) => answer.text()));
    expect(new Set(texts).size).toBe(1);
    const round = (await apiRequests()).length;
    expect(round).toBe(7);
    const hit = await fetch(edge.origin + PATH('acme-launch'));
    expect(hit.headers.get('X-First-Screen-Cache')).toBe('HIT');
    expect(await hit.text()).toBe(texts[0]);
    // The same rendering for its id's other spelling; another language is another rendering.
    expect((await fetch(edge.origin + PATH('0101'))).headers.get('X-First-Screen-Cache')).toBe('MISS');
    expect((await fetch(edge.origin + PATH('101'))).headers.get('X-First-Screen-Cache')).toBe('HIT');
    expect((await apiRequests()).length).toBe(2 * round);
  });

  it('answers the old rendering while the changed board renders, then the new one', async () => {
    // Fresh for no time: every answer after the first is an old one while a new one renders.
    const edge = await worker({ LIVE_BOARD_FRESH_S: '0' });
    const first = await fetch(edge.origin + PATH('acme-launch'));
    expect(first.headers.get('X-First-Screen-Cache')).toBe('MISS');
    expect(nameIn(await first.text())['/live_board/v1/boards/acme-launch/']?.name).toBe(original.name);
    board.name = 'Acme Relaunch';
    const stale = await fetch(edge.origin + PATH('acme-launch'));
    expect(stale.headers.get('X-First-Screen-Cache')).toBe('STALE');
    expect(nameIn(await stale.text())['/live_board/v1/boards/acme-launch/']?.name).toBe(original.name);
    await expect
      .poll(async () => nameIn(await (await fetch(edge.origin + PATH('acme-launch'))).text()))
      .toHaveProperty(['/live_board/v1/boards/acme-launch/', 'name'], 'Acme Relaunch');
  });

  it('forgets a board’s renderings on a purge with its token: the next visitor sees the change', async () => {
    const edge = await worker({ LIVE_BOARD_PURGE_TOKEN: 'purge-me' });
    await fetch(edge.origin + PATH('acme-launch'));
    board.name = 'Acme Relaunch';
    const kept = await fetch(edge.origin + PATH('acme-launch'));
    expect(kept.headers.get('X-First-Screen-Cache')).toBe('HIT');
    expect(nameIn(await kept.text())['/live_board/v1/boards/acme-launch/']?.name).toBe(original.name);
    const refused = await fetch(edge.origin + PATH('acme-launch', ''), { method: 'DELETE' });
    expect(refused.status).toBe(401);
    const purge = await fetch(edge.origin + PATH('acme-launch', ''), {
      method: 'DELETE',
      headers: { Authorization: 'Bearer purge-me' },
    });
    expect(await purge.json()).toEqual({ purged: 1 });
    const after = await fetch(edge.origin + PATH('acme-launch'));
    expect(after.headers.get('X-First-Screen-Cache')).toBe('MISS');
    expect(nameIn(await after.text())['/live_board/v1/boards/acme-launch/']?.name).toBe('Acme Relaunch');
  });

  it('gives no screen, never an error page, when the API fails or cannot be reached', async () => {
    const edge = await worker();
    await debug('/__faults', {
      method: 'POST',
      body: JSON.stringify({ match: '/boards/acme-consent/categories', status: 500, forMs: 60_000 }),
    });
    const failed = await fetch(edge.origin + PATH('acme-consent'));
    expect(failed.status).toBe(204);
    expect(failed.headers.get('X-First-Screen-Skipped')).toBe('unavailable');
    expect(failed.headers.get('Cache-Control')).toBe('no-store');
    await debug('/__faults', { method: 'DELETE' });
    expect((await fetch(edge.origin + PATH('acme-consent'))).status).toBe(200);
    expect(edge.output()).toMatch(/no first screen for board "acme-consent"/);

    const closed = await startServer({ port: 0, dataDir: tempDataDir() });
    await closed.close();
    const unreachable = await worker({}, closed.url);
    const none = await fetch(unreachable.origin + PATH('acme-launch'));
    expect(none.status).toBe(204);
    expect(none.headers.get('X-First-Screen-Skipped')).toBe('unavailable');
  });

  it('sends the board’s other requests on to the API', async () => {
    const edge = await worker();
    const answer = await fetch(`${edge.origin}/live_board/v1/boards/acme-launch/`, {
      headers: { [HEADER.requestedWith]: XHR_MARKER, Origin: 'https://cms.example' },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { slug: string }).slug).toBe('acme-launch');
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('https://cms.example');
  });
});
