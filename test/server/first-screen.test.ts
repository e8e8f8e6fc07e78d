// @vitest-environment node
/**
 * The reference server's first-screen endpoint: what it answers, that it renders once per board, language, origin and
 * build however the board is named or the `Host` header reads, within a bounded cache whose renderings expire when
 * its answers say, and that browsers holding a compressed copy get their 304.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { type AppOptions, createApp } from '../../demo/server/app.ts';
import { Catalog } from '../../demo/server/catalog.ts';
import { BOARDS } from '../../demo/server/fixtures/boards.ts';
import type { BoardSpec } from '../../demo/server/fixtures/types.ts';
import { builtRenderer, RENDERINGS_KEPT } from '../../demo/server/routes/first-screen.ts';
import { HEADER, XHR_MARKER } from '../../src/base/constants.ts';
import { CACHE_CONTROL } from '../../src/first-screen/endpoint.ts';
import { renderFirstScreen } from '../../src/first-screen/render.tsx';
import { tempDataDir } from './harness.ts';

const PATH = (slug: string, locale?: string, origin = 'http://127.0.0.1:4100') =>
  `${origin}/live_board/v2/boards/${slug}/first_screen${locale ? `?locale=${locale}` : ''}`;

/** The app with the renderer from the sources (spied, to count renderings). */
function app(render = vi.fn(renderFirstScreen), options: Partial<AppOptions> = {}) {
  const { app: server } = createApp({
    dataDir: tempDataDir(),
    firstScreenRenderer: () => Promise.resolve({ render, build: 'test-build' }),
    ...options,
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    server.request(path, { headers: { [HEADER.requestedWith]: XHR_MARKER, ...headers } });
  return { get, render };
}

interface FirstScreenBody {
  html: string;
  css: string;
  locale: string;
  version: string;
  build: string;
  data: Record<string, unknown>;
}

const API = '/live_board';

/** The body of an answer, decoded as its `Content-Encoding` says. */
async function decoded(response: Response): Promise<FirstScreenBody> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('Content-Encoding');
  const text =
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes.toString();
  return JSON.parse(text.toString()) as FirstScreenBody;
}

/** A renderer that costs nothing (the bound of the cache is about keys, not markup). */
const cheapRender = () =>
  vi.fn<typeof renderFirstScreen>(({ locale = 'en-US', apiOrigin }) =>
    Promise.resolve({
      rendered: true,
      html: `<div part="board">${apiOrigin}</div>`,
      css: '',
      locale,
      version: '1',
      build: 'b',
    }),
  );

/** The server's origins as `startServer` gives them on port 4100. */
const ORIGINS: AppOptions['origins'] = ['http://127.0.0.1:4100', 'http://localhost:4100'];

describe('GET /live_board/v2/boards/{boardId}/first_screen', () => {
  it('answers a public board’s first screen with the answers it was rendered from, cacheable, rendered once', async () => {
    const { get, render } = app();
    const response = await get(PATH('acme-launch'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL);
    const etag = response.headers.get('ETag');
    expect(etag).toMatch(/^"fs-[\w-]+"$/);
    const body = (await response.json()) as FirstScreenBody;
    expect(body.locale).toBe('en-US');
    expect(body.build).toBe(__LIVE_BOARD_BUILD__);
    expect(body.version).toBe(__LIVE_BOARD_VERSION__);
    expect(body.css.length).toBeGreaterThan(1000);
    expect(body.html).toMatch(/^<div part="board"/);
    expect((body.html.match(/part="tile"/g) ?? []).length).toBeGreaterThanOrEqual(12);
    // Fit for a strict page: no style attribute (the loader sets them through the CSSOM), no preload hints.
    expect(body.html).not.toContain(' style="');
    expect(body.html).toContain(' data-lb-style="--lb-theme:');
    expect(body.html).not.toContain('<link');
    // Each answer under the path of the request it stands for, as the board sends it.
    expect(Object.keys(body.data).sort()).toEqual(
      [
        `${API}/v1/boards/acme-launch/`,
        `${API}/v1/boards/acme-launch/presenter`,
        `${API}/v2/boards/acme-launch/campaign`,
        `${API}/v2/boards/acme-launch/categories`,
        `${API}/v2/boards/acme-launch/items`,
        `${API}/v2/boards/acme-launch/items_presence?leading_item_id=10001`,
        `${API}/v2/boards/acme-launch/live_event`,
      ].sort(),
    );
    expect(body.data[`${API}/v1/boards/acme-launch/`]).toMatchObject({ slug: 'acme-launch' });
    expect((body.data[`${API}/v2/boards/acme-launch/items`] as { item_ids: unknown[] }).item_ids).toHaveLength(48);
    expect(body.data[`${API}/v2/boards/acme-launch/live_event`]).toEqual({ event: null });
    // The links in the markup name the origin the request came to.
    expect(body.html).toContain('http://127.0.0.1:4100/media/');

    const again = await get(PATH('acme-launch'), { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders each language once, chosen from the attribute and browser languages as the board chooses', async () => {
    const { get, render } = app();
    // The first of the list the board speaks: Ukrainian is not one, Austrian German reads as de-DE.
    const german = (await (await get(PATH('acme-launch', 'uk,de-AT,en'))).json()) as FirstScreenBody;
    expect(german.locale).toBe('de-DE');
    expect(german.html).toContain('lang="de-DE"');
    const english = await get(PATH('acme-launch', 'en-US'));
    expect(english.headers.get('ETag')).not.toBe((await get(PATH('acme-launch', 'de-DE'))).headers.get('ETag'));
    expect(render).toHaveBeenCalledTimes(2);
    // None spoken: the board's fallback, en-US, rendered once already.
    expect(((await (await get(PATH('acme-launch', 'tlh'))).json()) as FirstScreenBody).locale).toBe('en-US');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('answers a simple request (no XHR marker: the loader asks without a preflight round)', async () => {
    const { app: server } = createApp({
      dataDir: tempDataDir(),
      firstScreenRenderer: () => Promise.resolve({ render: renderFirstScreen, build: 'test-build' }),
    });
    const response = await server.request(PATH('acme-launch'), { headers: { Origin: 'https://cms.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeTruthy();
    // Every other API path still needs the marker.
    expect((await server.request('http://127.0.0.1:4100/live_board/v2/boards/acme-launch/campaign')).status).toBe(403);
  });

  it('answers the HTML fragment for any server’s page: the declarative root, links for its routing, the answers', async () => {
    const { get, render } = app();
    const response = await get(`${PATH('acme-launch')}?format=html&routing=path&base=/launch/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/^<template shadowrootmode="open"><style data-lb-build="test" data-lb-locale="en-US">/);
    expect(html).toMatch(/href="\/launch\/acme-launch\/home\/[^"]+"/);
    expect(html).not.toMatch(/ style="/);
    const round = /<script type="application\/json" data-lb-first-round>([\s\S]*?)<\/script><\/template>$/.exec(html)!;
    const { apiBase, data } = JSON.parse(round[1]!) as { apiBase: string; data: Record<string, unknown> };
    expect(apiBase).toBe('http://127.0.0.1:4100');
    expect(Object.keys(data)).toContain('/live_board/v2/boards/acme-launch/items');
    // The JSON answer and the fragment come from one rendering; each has its own tag.
    const json = await get(PATH('acme-launch'));
    expect(render).toHaveBeenCalledTimes(1);
    expect(json.headers.get('ETag')).not.toBe(response.headers.get('ETag'));
    expect((await get(`${PATH('acme-launch')}?format=html`)).headers.get('ETag')).not.toBe(
      response.headers.get('ETag'),
    );
  });

  it('serves the CMS demo page with the fragment in its HTML, as any server can', async () => {
    const { get } = app();
    const response = await get('http://127.0.0.1:4100/demo/cms-server-rendered.html');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<live-board board-slug="acme-launch"><template shadowrootmode="open"><style data-lb-build=',
    );
    expect(html).toContain('<script src="/dist/live-board.js"></script>');
  });

  it('answers 204 saying why for a locked board, a board with a live event, a request naming a visitor', async () => {
    const { get } = app();
    for (const param of ['token=t0k3n', 'safetoken=s4f3', 'invitation=1']) {
      const named = await get(`${PATH('acme-launch', 'en-US')}&${param}`);
      expect(named.status, param).toBe(204);
      expect(named.headers.get('X-First-Screen-Skipped')).toBe('visitor');
    }
    const locked = await get(PATH('acme-password'));
    expect(locked.status).toBe(204);
    expect(locked.headers.get('X-First-Screen-Skipped')).toBe('locked');
    const live = await get(PATH('acme-live'));
    expect(live.status).toBe(204);
    expect(live.headers.get('X-First-Screen-Skipped')).toBe('live_event');
    expect((await get(PATH('no-such-board'))).status).toBe(404);
  });

  it('answers 503 while the renderer is not built', async () => {
    const { app: server } = createApp({ dataDir: tempDataDir(), firstScreenRenderer: () => Promise.resolve(null) });
    const response = await server.request(PATH('acme-launch'), { headers: { [HEADER.requestedWith]: XHR_MARKER } });
    expect(response.status).toBe(503);
    expect(await builtRenderer(mkdtempSync(join(tmpdir(), 'no-dist-')))).toBeNull();
  });

  it('keys the answers by the board’s name each request used, whichever name was asked first', async () => {
    const { get, render } = app();
    const pathsOf = (body: FirstScreenBody) => Object.keys(body.data).map((path) => path.split('/')[4]);
    // Compressed, as browsers ask: a compressed copy is kept by its tag, so two names' bodies must not share one.
    const br = { 'Accept-Encoding': 'br' };
    const byId = await get(PATH('101'), br);
    const bySlug = await get(PATH('acme-launch'), br);
    expect(byId.headers.get('Content-Encoding')).toBe('br');
    expect(new Set(pathsOf(await decoded(byId)))).toEqual(new Set(['101']));
    expect(new Set(pathsOf(await decoded(bySlug)))).toEqual(new Set(['acme-launch']));
    expect(byId.headers.get('ETag')).not.toBe(bySlug.headers.get('ETag'));
    // And the other way round, uncompressed; one rendering for each way of naming (their links differ, below).
    const again = await get(PATH('101'));
    expect(new Set(pathsOf((await again.json()) as FirstScreenBody))).toEqual(new Set(['101']));
    expect(await get(PATH('0101'))).toHaveProperty('status', 200);
    expect(render).toHaveBeenCalledTimes(2);
    // One name's tag does not revalidate the other's body.
    expect((await get(PATH('acme-launch'), { 'If-None-Match': again.headers.get('ETag')! })).status).toBe(200);
  });

  it('writes the board’s links as the board named by the request writes them: slugs, or ids for an id', async () => {
    const { get } = app();
    const bySlug = (await (await get(PATH('acme-launch'))).json()) as FirstScreenBody;
    const byId = (await (await get(PATH('101'))).json()) as FirstScreenBody;
    // The board's own links are route paths; a board embedded by board-id routes by ids (the legacy scheme).
    expect(bySlug.html).toMatch(/href="\/acme-launch\/home\/[a-z0-9-]+"/);
    expect(bySlug.html).not.toContain('href="/public/prism/');
    expect(byId.html).toMatch(/href="\/public\/prism\/101\/category\/[\w-]+\/item\/\d+"/);
    expect(byId.html).not.toContain('href="/acme-launch/');
  });

  it('names the server’s own origin in its URLs whatever the Host header says, rendering once', async () => {
    const { get, render } = app(undefined, { origins: ORIGINS });
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => get(PATH('acme-launch', undefined, `http://host-${i}.example`))),
    );
    expect(render).toHaveBeenCalledTimes(1);
    const bodies = await Promise.all(answers.map(async (response) => (await response.json()) as FirstScreenBody));
    expect(new Set(answers.map((response) => response.headers.get('ETag'))).size).toBe(1);
    expect(bodies[0]!.html).toContain('http://127.0.0.1:4100/media/');
    expect(JSON.stringify(bodies[0]).includes('host-'), 'a URL names the Host header').toBe(false);
    // Another name of the server (a page on localhost) gets URLs on that name.
    const local = (await (
      await get(PATH('acme-launch', undefined, 'http://localhost:4100'))
    ).json()) as FirstScreenBody;
    expect(local.html).toContain('http://localhost:4100/media/');
    expect(local.html).not.toContain('127.0.0.1');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it(`keeps at most ${RENDERINGS_KEPT} renderings, the least recently asked going first`, async () => {
    // Without configured origins each request's own origin is a key: a flood of Host values is the worst case.
    const { get, render } = app(cheapRender());
    const host = (i: number) => PATH('acme-launch', undefined, `http://host-${i}.example`);
    for (let i = 0; i <= RENDERINGS_KEPT; i++) expect((await get(host(i))).status).toBe(200);
    expect(render).toHaveBeenCalledTimes(RENDERINGS_KEPT + 1);
    // The last asked are kept; the first was dropped to keep the count, and costs a rendering again.
    await get(host(RENDERINGS_KEPT));
    await get(host(1));
    expect(render).toHaveBeenCalledTimes(RENDERINGS_KEPT + 1);
    await get(host(0));
    expect(render).toHaveBeenCalledTimes(RENDERINGS_KEPT + 2);
    // Requests that miss together share one rendering.
    await Promise.all([get(host(1000)), get(host(1000)), get(host(1000))]);
    expect(render).toHaveBeenCalledTimes(RENDERINGS_KEPT + 3);
  });
});

describe('GET /live_board/v2/boards/{boardId}/first_screen as time passes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders again once its rendering is a minute old, and says how old the one it sends is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { get, render } = app(cheapRender(), { origins: ORIGINS });
    const first = await get(PATH('acme-launch'));
    expect(first.headers.get('Age')).toBe('0');
    vi.advanceTimersByTime(30_000);
    const later = await get(PATH('acme-launch'));
    // A browser keeping this copy keeps it 30 s more: no copy outlives the minute the answer promises.
    expect(later.headers.get('Age')).toBe('30');
    expect(later.headers.get('Cache-Control')).toBe(CACHE_CONTROL);
    vi.advanceTimersByTime(29_999);
    expect((await get(PATH('acme-launch'))).headers.get('Age')).toBe('59');
    expect(render).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect((await get(PATH('acme-launch'))).headers.get('Age')).toBe('0');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('shows a board changed on the server to visitors once the minute is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const original = BOARDS.find((board) => board.slug === 'acme-launch')!;
    const board: { -readonly [K in keyof BoardSpec]: BoardSpec[K] } = { ...original };
    const catalog = new Catalog(BOARDS.map((spec) => (spec === original ? board : spec)));
    const { get } = app(undefined, { origins: ORIGINS, catalog });
    const named = (body: FirstScreenBody) => (body.data[`${API}/v1/boards/acme-launch/`] as { name: string }).name;
    const labelled = (body: FirstScreenBody, name: string) => body.html.includes(`aria-label="${name}"`);

    const before = (await (await get(PATH('acme-launch'))).json()) as FirstScreenBody;
    expect(named(before)).toBe(original.name);
    expect(labelled(before, original.name)).toBe(true);
    board.name = 'Acme Relaunch';
    vi.advanceTimersByTime(59_000);
    expect(named((await (await get(PATH('acme-launch'))).json()) as FirstScreenBody)).toBe(original.name);
    vi.advanceTimersByTime(1_000);
    const after = await get(PATH('acme-launch'));
    const body = (await after.json()) as FirstScreenBody;
    expect(named(body)).toBe('Acme Relaunch');
    expect(labelled(body, 'Acme Relaunch')).toBe(true);
    expect(labelled(body, original.name)).toBe(false);
    expect(after.headers.get('Age')).toBe('0');
  });
});

describe('GET /live_board/v2/boards/{boardId}/first_screen revalidated, compressed as browsers ask', () => {
  for (const [accepted, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    it(`answers 304 to the tag of its ${encoding} copy, strong or weak (Accept-Encoding: ${accepted})`, async () => {
      const { get, render } = app();
      const headers = { 'Accept-Encoding': accepted };
      const first = await get(PATH('acme-launch'), headers);
      expect(first.status).toBe(200);
      expect(first.headers.get('Content-Encoding')).toBe(encoding);
      const etag = first.headers.get('ETag')!;
      expect(etag).toMatch(new RegExp(`^"fs-[\\w-]+-${encoding}"$`));
      expect(Object.keys((await decoded(first)).data)).toHaveLength(7);

      for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await get(PATH('acme-launch'), { ...headers, 'If-None-Match': held });
        expect(again.status, held).toBe(304);
        expect(again.headers.get('Cache-Control')).toBe(CACHE_CONTROL);
      }
      expect((await get(PATH('acme-launch'), { ...headers, 'If-None-Match': '"fs-other-br"' })).status).toBe(200);
      expect(render).toHaveBeenCalledTimes(1);
    });
  }
});
