// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { createApp } from '../../demo/server/app.ts';
import { builtRenderer } from '../../demo/server/routes/first-screen.ts';
import { HEADER, XHR_MARKER } from '../../src/constants.ts';
import { renderFirstScreen } from '../../src/first-screen/render.tsx';
import { tempDataDir } from './harness.ts';

const PATH = (slug: string, locale?: string) =>
  `http://127.0.0.1:4100/live_board/v2/boards/${slug}/first_screen${locale ? `?locale=${locale}` : ''}`;

/** The app with the renderer from the sources (spied, to count renderings). */
function app(render = vi.fn(renderFirstScreen)) {
  const { app: server } = createApp({
    dataDir: tempDataDir(),
    firstScreenRenderer: () => Promise.resolve({ render, build: 'test-build' }),
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

describe('GET /live_board/v2/boards/{boardId}/first_screen', () => {
  it('answers a public board’s first screen with the answers it was rendered from, cacheable, rendered once', async () => {
    const { get, render } = app();
    const response = await get(PATH('acme-launch'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
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

  it('answers 204 saying why for a locked board and a board with a live event', async () => {
    const { get } = app();
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
});
