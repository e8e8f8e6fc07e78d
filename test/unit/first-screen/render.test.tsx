// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../../../demo/server/app.ts';
import { campaignPath, categoriesPath, itemsBody, itemsPath, liveEventPath } from '../../../src/api/first-round.ts';
import { HEADER, XHR_MARKER } from '../../../src/base/constants.ts';
import { type FirstRoundAnswers, renderFirstScreen } from '../../../src/first-screen/render.tsx';
import sellerCardCss from '../../../src/ui/cards/seller-card.css?raw';
import { boardCss } from '../../../src/ui/styles.ts';

const API = 'http://api.example.test';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The first round's answers for `slug`, from the reference server in-process. */
async function answersFor(slug: string): Promise<FirstRoundAnswers> {
  const { app } = createApp({ dataDir: mkdtempSync(join(tmpdir(), 'live-board-ssr-')) });
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await app.request(`${API}${path}`, {
      ...init,
      headers: { [HEADER.requestedWith]: XHR_MARKER, 'Content-Type': 'application/json' },
    });
    return response.status === 204 ? null : ((await response.json()) as unknown);
  };
  const campaign = (await get(campaignPath(slug))) as { items?: { leading_item?: { id?: number | null } } };
  const leading = campaign.items?.leading_item?.id ?? null;
  return {
    board: await get(`/live_board/v1/boards/${slug}/`),
    campaign,
    categories: await get(categoriesPath(slug)),
    items: await get(itemsPath(slug), { method: 'POST', body: JSON.stringify(itemsBody(null, 1)) }),
    liveEvent: await get(liveEventPath(slug)),
    presenter: await get(`/live_board/v1/boards/${slug}/presenter`),
    itemsPresence:
      leading === null ? null : await get(`/live_board/v2/boards/${slug}/items_presence?leading_item_id=${leading}`),
  };
}

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('renderFirstScreen', () => {
  it('renders a public board’s home from its first round, with the board’s sheet and its parts’ rules', async () => {
    const answers = await answersFor('acme-launch');
    const result = await renderFirstScreen({ answers, apiOrigin: API });
    if (!result.rendered) throw new Error(`not rendered: ${result.reason}`);
    // The base sheet first (the board takes the painted sheet as its own), then the seller card's rules: its part
    // loads on demand in the browser, but the screen shows it.
    expect(result.css.startsWith(boardCss)).toBe(true);
    expect(result.css.slice(boardCss.length)).toContain(sellerCardCss.trim());
    expect(result.locale).toBe('en-US');
    const { html } = result;
    expect(html).toMatch(/<div part="board" class="lb-root lb-root--ready"/);
    // The parts that load on demand are in the markup as they will show: the seller card, not its skeleton.
    expect(html).toContain('part="seller-card"');
    expect(html).not.toContain('lb-seller--skeleton');
    expect(html).not.toMatch(/<template|data-msg|data-cstck/);
    expect(html).toContain('lang="en-US"');
    expect(html).toContain('part="header"');
    expect(html).toContain('Acme Operations Cloud');
    expect(count(html, /part="tile"/g)).toBeGreaterThanOrEqual(12);
    expect(html).not.toContain('lb-tile--skeleton');
    expect(html).not.toContain('Loading board');
    expect(html).toContain('part="footer"');
    // As the browser's board shows it, which takes this screen over: its footer offers 'Do not track me'.
    expect(html).toMatch(/<footer[^>]*>.*Do not track me.*<\/footer>/);
    // Fit for a strict page's shadow root: styles as data, no preload hints before the board.
    expect(html).toMatch(/^<div part="board"/);
    expect(html).not.toMatch(/ style="/);
  });

  it('renders the texts in another language', async () => {
    const result = await renderFirstScreen({
      answers: await answersFor('acme-launch'),
      apiOrigin: API,
      locale: 'de-DE',
    });
    if (!result.rendered) throw new Error(`not rendered: ${result.reason}`);
    expect(result.locale).toBe('de-DE');
    expect(result.html).toContain('lang="de-DE"');
    expect(result.html).toContain('<span class="lb-categories__toggle-label">Inhalt</span>');
    const english = await renderFirstScreen({ answers: await answersFor('acme-launch'), apiOrigin: API });
    if (!english.rendered) throw new Error('not rendered');
    expect(english.html).toContain('lang="en-US"');
    expect(english.html).toContain('<span class="lb-categories__toggle-label">Contents</span>');
    expect(result.html).not.toBe(english.html.replaceAll('lang="en-US"', 'lang="de-DE"'));
  });

  it('renders nothing for a locked board or a board with a live event', async () => {
    expect(await renderFirstScreen({ answers: await answersFor('acme-password'), apiOrigin: API })).toEqual({
      rendered: false,
      reason: 'locked',
    });
    expect(await renderFirstScreen({ answers: await answersFor('acme-live'), apiOrigin: API })).toEqual({
      rendered: false,
      reason: 'live_event',
    });
  });

  it('keeps script in the API’s texts inert', async () => {
    const answers = await answersFor('acme-launch');
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const items = answers.items as { data: Record<string, { name: string; description: string | null }> };
    for (const item of Object.values(items.data)) {
      item.name = `${payload} ${item.name}`;
      item.description = payload;
    }
    const board = answers.board as { name: string };
    board.name = payload;
    const result = await renderFirstScreen({ answers, apiOrigin: API });
    if (!result.rendered) throw new Error('not rendered');
    expect(result.html).not.toMatch(/<script|<img src=x/i);
    // Every "onerror=" is the escaped text the visitor reads, never an attribute.
    const attributes = count(result.html, /onerror=/g);
    expect(attributes).toBeGreaterThan(0);
    expect(count(result.html, /&lt;img src=x onerror=/g)).toBe(attributes);
  });

  it('rejects answers the board itself would refuse', async () => {
    const answers = await answersFor('acme-launch');
    await expect(
      renderFirstScreen({ answers: { ...answers, board: { nope: true } }, apiOrigin: API }),
    ).rejects.toThrow();
  });
});
