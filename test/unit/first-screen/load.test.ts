// @vitest-environment node
/**
 * `loadFirstScreen()` (live-board/server): a board's first round loaded on a React host's server, against the
 * reference API in-process — plain data for the wrapper, or null (and the page renders without a first screen)
 * wherever the screen is not the same for everyone or the API fails or is slow. It never throws.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../../../demo/server/app.ts';
import { loadFirstScreen } from '../../../src/first-screen/load.ts';

const API = 'http://api.example.test';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The reference API answering in-process, as the host's fetch. */
function api(): typeof fetch {
  const { app } = createApp({ dataDir: mkdtempSync(join(tmpdir(), 'live-board-load-')) });
  return (input, init) => Promise.resolve(app.request(input instanceof Request ? input.url : input.toString(), init));
}

describe('loadFirstScreen', () => {
  it('loads a public board’s first round, under the paths its client asks, in the visitor’s language', async () => {
    const loaded = await loadFirstScreen({
      apiBase: `${API}/`,
      boardSlug: 'acme-launch',
      acceptLanguage: 'fr-CH;q=0.5, de-AT, en;q=0.8',
      fetch: api(),
    });
    expect(loaded).toMatchObject({ board: 'acme-launch', scheme: 'slug', apiBase: API, locale: 'de-DE' });
    expect(Object.keys(loaded!.data)).toEqual([
      '/live_board/v1/boards/acme-launch/',
      '/live_board/v2/boards/acme-launch/campaign',
      '/live_board/v2/boards/acme-launch/categories',
      '/live_board/v2/boards/acme-launch/items',
      '/live_board/v2/boards/acme-launch/live_event',
      '/live_board/v1/boards/acme-launch/presenter',
      '/live_board/v2/boards/acme-launch/items_presence?leading_item_id=10001',
    ]);
    // JSON in, JSON out: a framework passes it to the browser as it is.
    expect(JSON.parse(JSON.stringify(loaded))).toEqual(loaded);
    // The element's `locale` attribute wins over the visitor's languages; a board by id links by id.
    const byId = await loadFirstScreen({ apiBase: API, boardId: 101, locale: 'fr-FR', fetch: api() });
    expect(byId).toMatchObject({ board: '101', scheme: 'legacy', locale: 'fr-FR' });
  });

  it('sends the XHR marker and the host’s own request options (a framework’s cache settings)', async () => {
    const asked: RequestInit[] = [];
    const inner = api();
    await loadFirstScreen({
      apiBase: API,
      boardSlug: 'acme-launch',
      init: { next: { revalidate: 60 }, headers: { 'X-Gateway': 'g' } },
      fetch: (input, init) => {
        asked.push(init!);
        return inner(input, init);
      },
    });
    expect(asked).toHaveLength(7);
    for (const init of asked) {
      expect(new Headers(init.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(new Headers(init.headers).get('X-Gateway')).toBe('g');
      expect((init as { next?: unknown }).next).toEqual({ revalidate: 60 });
    }
  });

  it('gives none for a board with a live event, a deep link or a visitor the URL names', async () => {
    expect(await loadFirstScreen({ apiBase: API, boardSlug: 'acme-live', fetch: api() })).toBeNull();
    const page = (url: string, routing?: string) =>
      loadFirstScreen({ apiBase: API, boardSlug: 'acme-launch', fetch: api(), page: { url, routing } });
    expect(await page('https://host.test/launch?lb=/acme-launch/product-tours')).toBeNull();
    expect(await page('https://host.test/launch?token=t')).toBeNull();
    expect(await page('https://host.test/launch?invitation=i')).toBeNull();
    expect(await page('https://host.test/boards/acme-launch/product-tours', 'path')).toBeNull();
    expect(await page('https://host.test/launch?utm_source=mail')).not.toBeNull();
    expect(await loadFirstScreen({ apiBase: API, fetch: api() })).toBeNull();
  });

  it('gives none, with a warning on the server, when an answer fails or the round is too slow', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const inner = api();
    const failing: typeof fetch = (input, init) =>
      (input instanceof Request ? input.url : input.toString()).endsWith('/categories')
        ? Promise.resolve(new Response('{}', { status: 500 }))
        : inner(input, init);
    expect(await loadFirstScreen({ apiBase: API, boardSlug: 'acme-launch', fetch: failing })).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain('no first screen for board "acme-launch"');
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted', { cause: init.signal!.reason }))),
      );
    expect(await loadFirstScreen({ apiBase: API, boardSlug: 'acme-launch', fetch: never, timeoutMs: 30 })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    // A refusal is a locked board's answer: no screen, nothing to report.
    const refusing: typeof fetch = () => Promise.resolve(new Response('{}', { status: 403 }));
    expect(await loadFirstScreen({ apiBase: API, boardSlug: 'acme-launch', fetch: refusing })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
