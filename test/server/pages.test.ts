// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../demo/server/app.ts';
import { type Harness, startHarness, tempDataDir } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.server.close());

const page = (path: string) => fetch(h.url(path));

describe('pages', () => {
  it('serves the CMS demo page with the script tag and the board element', async () => {
    const response = await page('/demo/cms.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<script src="/dist/live-board.js"></script>');
    expect(html).toContain('<live-board board-slug="acme-launch"></live-board>');
  });

  it('serves standalone board pages in the slug scheme with a CSRF meta token', async () => {
    for (const path of ['/acme-launch', '/acme-launch/featured', '/acme-launch/featured/acme-forge-launch-brief']) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<meta name="csrf-token" content="[^"]{20,}">/);
      expect(html).toContain('<script src="/dist/live-board.js"></script>');
      expect(html).toContain('<live-board board-slug="acme-launch" routing="path" base="/">');
    }
  });

  it('serves legacy /public/prism/ pages by board id', async () => {
    for (const path of [
      '/public/prism/101',
      '/public/prism/101/category/201',
      '/public/prism/101/category/201/item/10001',
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<live-board board-id="101" routing="path" base="/">');
    }
  });

  it('answers a 404 page for unknown boards', async () => {
    for (const path of ['/acme-nope', '/acme-nope/home', '/public/prism/999']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it('serves the index and the sign-in page', async () => {
    const index = await (await page('/')).text();
    expect(index).toContain('/demo/cms.html');
    // Every demo page is listed, the hostile-CSS one in its folder too.
    for (const demo of ['react.html', 'two-boards.html', 'framed.html', 'strict-csp.html', 'hostile/hostile.html']) {
      expect(index).toContain(`href="/demo/${demo}"`);
    }
    expect(index).toContain('/acme-big');
    expect((await page('/signin')).status).toBe(200);
  });

  it('never serves the server sources or other file types from /demo', async () => {
    expect((await page('/demo/server/app.ts')).status).toBe(404);
    expect((await page('/demo/server/fixtures/boards.ts')).status).toBe(404);
    expect((await page('/demo/../package.json')).status).toBe(404);
    expect((await page('/demo/%2e%2e/package.json')).status).toBe(404);
  });
});

describe('dist', () => {
  it('answers 404 with a hint while dist/ is not built', async () => {
    const { app } = createApp({ dataDir: tempDataDir(), distDir: join(tmpdir(), 'no-such-dist-folder') });
    const response = await app.request('/dist/live-board.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('npm run build');
  });

  it('serves built files with JavaScript and CSS content types', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'live-board-dist-'));
    mkdirSync(join(dist, 'chunks'));
    writeFileSync(join(dist, 'live-board.js'), 'export {};');
    writeFileSync(join(dist, 'chunks', 'a.css'), 'a{}');
    const { app } = createApp({ dataDir: tempDataDir(), distDir: dist });
    const js = await app.request('/dist/live-board.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await app.request('/dist/chunks/a.css')).headers.get('content-type')).toContain('text/css');
    expect((await app.request('/dist/missing.js')).status).toBe(404);
  });

  it('serves the same build under versioned paths, like a CDN, and nothing outside it', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'live-board-dist-'));
    mkdirSync(join(dist, 'chunks'));
    writeFileSync(join(dist, 'chunks', 'main.js'), 'export const main = 1;');
    const { app } = createApp({ dataDir: tempDataDir(), distDir: dist });
    const versioned = await app.request('/dist/v/1.2.3-test_9/chunks/main.js');
    expect(versioned.status).toBe(200);
    expect(await versioned.text()).toBe('export const main = 1;');
    expect((await app.request('/dist/v/x/../../package.json')).status).toBe(404);
    expect((await app.request('/dist/v/chunks/main.js')).status).toBe(404);
  });
});

describe('media', () => {
  it('serves generated thumbnails, images, banners, avatars and logos as SVG', async () => {
    for (const path of [
      '/media/thumbs/10001.svg',
      '/media/images/promo-alerts.svg',
      '/media/banners/acme-launch.svg',
      '/media/avatars/sam-rivera.svg',
      '/media/logos/acme.svg',
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    }
    expect((await page('/media/thumbs/1.svg')).status).toBe(404);
  });

  it('serves a small real PDF and a text file', async () => {
    const pdf = await page('/media/files/acme-forge-datasheet.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const txt = await page('/media/files/acme-forge-screen-recording.txt');
    expect(txt.headers.get('content-type')).toContain('text/plain');
  });

  it('serves the live event stand-in pages', async () => {
    expect((await page('/live/meeting')).status).toBe(200);
  });
});
