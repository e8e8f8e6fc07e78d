// @vitest-environment node
/**
 * `<LiveBoard firstScreen>` on a React host's server: the board's first screen inside `<live-board>` as its
 * declarative shadow root, with React's three server renderers — streaming ones wait for it; `renderToString` finds
 * it ready after `prerenderFirstScreen()` — and no screen (the page still renders) for a lead, another board's round,
 * or answers that cannot be rendered.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';

import { renderToPipeableStream, renderToReadableStream, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../../../demo/server/app.ts';
import { type FirstScreenData, loadFirstScreen } from '../../../src/first-screen/load.ts';
import { LiveBoard } from '../../../src/react.ts';
import { prerenderFirstScreen } from '../../../src/react/server-screen.ts';

const API = 'http://api.example.test';

afterEach(() => {
  vi.restoreAllMocks();
});

async function loaded(board = 'acme-launch'): Promise<FirstScreenData> {
  const { app } = createApp({ dataDir: mkdtempSync(join(tmpdir(), 'live-board-ssr-')) });
  const screen = await loadFirstScreen({
    apiBase: API,
    boardSlug: board,
    fetch: (input, init) => Promise.resolve(app.request(input instanceof Request ? input.url : input.toString(), init)),
  });
  if (!screen) throw new Error('no first round');
  return screen;
}

/** The declarative root inside `<live-board>`, and how many tiles it shows. */
function rootIn(html: string): { tiles: number; root: string } | null {
  const found = /<live-board[^>]*><template shadowrootmode="open">([\s\S]*?)<\/template><\/live-board>/.exec(html);
  return found ? { root: found[1]!, tiles: (found[1]!.match(/part="tile"/g) ?? []).length } : null;
}

async function streamed(element: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe('<LiveBoard firstScreen> on a server', () => {
  it('renders the first screen into the element with a streaming renderer, the API base its own', async () => {
    const firstScreen = await loaded();
    const html = await streamed(<LiveBoard boardSlug="acme-launch" firstScreen={firstScreen} nonce="n0nce" />);
    expect(html).toMatch(/^<live-board board-slug="acme-launch" api-base="http:\/\/api\.example\.test"><template/);
    const root = rootIn(html)!;
    expect(root.tiles).toBeGreaterThan(0);
    expect(root.root).toMatch(/^<style nonce="n0nce" data-lb-build="test" data-lb-locale="en-US">/);
    // The answers travel in the host's own data (the prop), not a second time in the HTML.
    expect(root.root).not.toContain('<script');

    const piped = await new Promise<string>((resolve, reject) => {
      let text = '';
      const sink = new PassThrough();
      sink.on('data', (chunk: Buffer) => (text += chunk.toString()));
      sink.on('end', () => resolve(text));
      const { pipe } = renderToPipeableStream(<LiveBoard boardSlug="acme-launch" firstScreen={firstScreen} />, {
        onAllReady: () => pipe(sink),
        onError: reject,
      });
    });
    expect(rootIn(piped)!.tiles).toBe(root.tiles);
  });

  it('renders it with renderToString once prerendered, links in the element’s routing', async () => {
    const firstScreen = await loaded();
    await prerenderFirstScreen(firstScreen);
    const html = renderToString(
      <LiveBoard boardSlug="acme-launch" firstScreen={firstScreen} routing="path" base="/launch" />,
    );
    expect(rootIn(html)!.tiles).toBeGreaterThan(0);
    expect(html).toMatch(/href="\/launch\/acme-launch\/home\/[^"]+"/);
  });

  it('renders none for a lead, nor for another board’s round; the element renders as always', async () => {
    const firstScreen = await loaded();
    await prerenderFirstScreen(firstScreen);
    expect(renderToString(<LiveBoard boardSlug="acme-launch" token="t" firstScreen={firstScreen} />)).toBe(
      '<live-board board-slug="acme-launch" token="t" api-base="http://api.example.test"></live-board>',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(rootIn(renderToString(<LiveBoard boardSlug="acme-gated" firstScreen={firstScreen} />))).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain('loaded for board "acme-launch"');
  });

  it('renders none, and the page still renders, where the answers cannot be rendered or the board is locked', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const firstScreen = await loaded();
    const broken = { ...firstScreen, data: { ...firstScreen.data, '/live_board/v2/boards/acme-launch/campaign': 7 } };
    const html = await streamed(
      <main>
        <LiveBoard boardSlug="acme-launch" firstScreen={broken} />
      </main>,
    );
    expect(html).toBe(
      '<main><live-board board-slug="acme-launch" api-base="http://api.example.test"></live-board></main>',
    );
    expect(String(error.mock.calls[0]?.[0])).toContain('the first screen of board "acme-launch" could not be rendered');
    // A locked board's round is refused: there is none to pass.
    await expect(loaded('acme-password')).rejects.toThrow('no first round');
    expect(rootIn(await streamed(<LiveBoard boardSlug="acme-password" firstScreen={null} />))).toBeNull();
  });
});
