// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { createApp } from '../../demo/server/app.ts';
import { builtRenderer } from '../../demo/server/routes/first-screen.ts';
import { HEADER, XHR_MARKER } from '../../src/constants.ts';
import { renderFirstScreen } from '../../src/server/first-screen.tsx';
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
  build: string;
  data: { board: { slug: string }; items: { item_ids: number[] }; live_event: { event: unknown } };
}

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
    expect(body.build).toBe('test-build');
    expect(body.css.length).toBeGreaterThan(1000);
    expect(body.html).toContain('part="board"');
    expect((body.html.match(/part="tile"/g) ?? []).length).toBeGreaterThanOrEqual(12);
    expect(body.data.board.slug).toBe('acme-launch');
    expect(body.data.items.item_ids.length).toBe(48);
    expect(body.data.live_event).toEqual({ event: null });
    // The links in the markup name the origin the request came to.
    expect(body.html).toContain('http://127.0.0.1:4100/media/');

    const again = await get(PATH('acme-launch'), { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders each language once, and refuses one it has no texts for', async () => {
    const { get, render } = app();
    const german = (await (await get(PATH('acme-launch', 'de-DE'))).json()) as FirstScreenBody;
    expect(german.locale).toBe('de-DE');
    expect(german.html).toContain('lang="de-DE"');
    const english = await get(PATH('acme-launch', 'en-US'));
    expect(english.headers.get('ETag')).not.toBe((await get(PATH('acme-launch', 'de-DE'))).headers.get('ETag'));
    expect(render).toHaveBeenCalledTimes(2);
    expect((await get(PATH('acme-launch', 'tlh'))).status).toBe(404);
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
