#!/usr/bin/env node
/**
 * `npm run screenshots [-- --out DIR] [-- --only NAME]`: every screen and state a visitor can meet, at 1280 × 900 and
 * 375 × 812, in Debian's Chromium against the reference server (started here on a free port with a throw-away data
 * folder), written as PNG files to DIR (default: screenshots/, not committed). For looking at what we built before
 * calling it done: the files are named `<screen>-<width>.png`, and a line per file prints its layout shift and any
 * page error. Needs a build (`npm run build`). `--theme dark` (or `auto`) gives every board that theme attribute, in
 * a browser that prefers dark, and adds `-dark` (`-auto`) to the file names.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { chromium } from 'playwright-core';

import { ensureBuilt, startReferenceServer } from '../bench/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../test/browser/chromium.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = [
  [1280, 900],
  [375, 812],
];

const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: join(ROOT, 'screenshots') },
    only: { type: 'string' },
    theme: { type: 'string' },
  },
});

const tiles = (page, count = 6) =>
  page.waitForFunction(
    (n) => (document.querySelector('live-board')?.shadowRoot?.querySelectorAll('[part~="tile"]').length ?? 0) >= n,
    count,
    {
      timeout: 20_000,
    },
  );

const viewerOpen = (page) =>
  page.waitForFunction(
    () =>
      document.querySelector('live-board')?.shadowRoot?.querySelector('dialog[part~="viewer"][data-status="active"]'),
    null,
    {
      timeout: 20_000,
    },
  );

const scrollTo = (selector) => async (page) => {
  await page.evaluate(
    (sel) => document.querySelector('live-board')?.shadowRoot?.querySelector(sel)?.scrollIntoView(),
    selector,
  );
  await page.waitForTimeout(600);
};

/** Goes offline (the browser's own emulation), sends the header's message form, and optionally closes its dialog. */
const sendOffline = (closeDialog) => async (page) => {
  await page.waitForTimeout(1500);
  await page.context().setOffline(true);
  await page
    .locator('live-board [part~="header"] button', { hasText: /message/i })
    .first()
    .click();
  const form = page.locator('live-board dialog[open] form');
  for (const field of await form.locator('input, textarea').all()) {
    const type = await field.getAttribute('type');
    const name = await field.getAttribute('name');
    await field.fill(type === 'email' ? 'ann@example.com' : name === 'note' ? 'Could we talk next week?' : 'Ann');
  }
  await form.locator('button[type="submit"]').click();
  await page.waitForFunction(() =>
    /offline/i.test(
      document.querySelector('live-board')?.shadowRoot?.querySelector('.lb-form__pending')?.textContent ?? '',
    ),
  );
  if (closeDialog) {
    await page.locator('live-board dialog[open] .lb-dialog__close').click();
    await page.waitForSelector('live-board >> [part="delivery-status"]');
  }
  await page.waitForTimeout(400);
};

/** Types a wrong password into the lock and waits for the lock's message. */
const wrongPassword = async (page) => {
  await page.locator('live-board input[name="password"]').fill('let-me-in');
  await page.locator('live-board button[type="submit"]').click();
  await page.waitForSelector('live-board >> .lb-field--invalid');
};

const fault = (base, rule) =>
  fetch(new URL('__faults', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });

/** The screens: a path, what to do once there, and faults to set first. */
const SCREENS = [
  { name: 'cms-greeting', path: '/demo/cms.html', ready: tiles, then: scrollTo('[part~="header"]') },
  { name: 'board-top', path: '/acme-launch', ready: tiles },
  { name: 'board-grid', path: '/acme-launch', ready: tiles, then: scrollTo('[part="grid"]') },
  {
    name: 'board-seller',
    path: '/acme-launch',
    ready: tiles,
    then: scrollTo('[part~="contact-card"], [part~="seller-card"]'),
  },
  { name: 'viewer-article', path: '/acme-launch/home/why-we-built-acme-forge', ready: viewerOpen },
  { name: 'viewer-pdf', path: '/acme-launch/home/acme-forge-launch-brief', ready: viewerOpen },
  { name: 'viewer-image', path: '/acme-launch/home/acme-forge-at-a-glance', ready: viewerOpen },
  { name: 'viewer-video', path: '/acme-launch/home/acme-forge-in-90-seconds', ready: viewerOpen },
  { name: 'viewer-gating-form', path: '/acme-gated/home/mes-selection-explained', ready: viewerOpen },
  {
    name: 'gate-password',
    path: '/acme-password',
    ready: (page) => page.waitForSelector('live-board >> [part~="gate"]'),
  },
  {
    name: 'gate-password-wrong',
    path: '/acme-password',
    ready: (page) => page.waitForSelector('live-board >> [part~="gate"]'),
    then: wrongPassword,
  },
  {
    name: 'gate-password-wrong-embedded',
    path: '/demo/cms.html',
    board: 'acme-password',
    ready: (page) => page.waitForSelector('live-board >> [part~="gate"]'),
    then: wrongPassword,
  },
  { name: 'board-footer', path: '/acme-launch', ready: tiles, then: scrollTo('[part="footer"]') },
  { name: 'hidden-subcategory', path: '/acme-launch/energy', ready: tiles, then: scrollTo('.lb-items__heading') },
  { name: 'gate-email', path: '/acme-verify', ready: (page) => page.waitForSelector('live-board >> [part~="gate"]') },
  { name: 'consent', path: '/acme-consent', ready: tiles },
  { name: 'live-event', path: '/acme-live', ready: tiles, then: scrollTo('[part~="live-event"]') },
  {
    name: 'speakers-grid',
    path: '/acme-live/speakers',
    ready: (page) => tiles(page, 4),
    then: scrollTo('[part="grid"]'),
  },
  { name: 'viewer-speaker', path: '/acme-live/speakers/priya-natarajan-ceo', ready: viewerOpen },
  { name: 'big-board', path: '/acme-big', ready: tiles, then: scrollTo('[part="grid"]') },
  { name: 'tab-navigation', path: '/acme-gated', ready: tiles },
  {
    name: 'unknown-board',
    path: '/demo/cms.html',
    board: 'no-such-board',
    ready: (page) => page.waitForSelector('live-board >> [role="alert"]'),
  },
  {
    name: 'pictures-failing',
    path: '/acme-launch',
    faults: [{ match: '/media/', status: 404, times: 100_000 }],
    ready: tiles,
    then: scrollTo('[part~="promotion"]'),
  },
  { name: 'offline-message', path: '/acme-launch', ready: tiles, then: sendOffline(false) },
  { name: 'offline-notice', path: '/acme-launch', ready: tiles, then: sendOffline(true) },
  {
    name: 'loading',
    path: '/acme-launch',
    // The board's code held back: what the loader draws meanwhile.
    hold: /chunks\/live-board-/,
    ready: (page) => page.waitForTimeout(800),
  },
];

async function shoot(browser, base, screen, [width, height]) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    colorScheme: options.theme ? 'dark' : 'light',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  if (screen.board || options.theme) {
    await page.route(
      (url) => url.origin === new URL(base).origin,
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        let html = await response.text();
        if (screen.board) html = html.replace('board-slug="acme-launch"', `board-slug="${screen.board}"`);
        if (options.theme) html = html.replaceAll('<live-board ', `<live-board theme="${options.theme}" `);
        await route.fulfill({ response, body: html });
      },
    );
  }
  let release = () => {};
  if (screen.hold) {
    const held = new Promise((resolve) => (release = resolve));
    await page.route(screen.hold, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
  }
  for (const rule of screen.faults ?? []) await fault(base, rule);
  try {
    await page.goto(new URL(screen.path.slice(1), base).href, { waitUntil: 'load' });
    await screen.ready(page);
    await page.waitForTimeout(1200);
    await screen.then?.(page);
    const file = join(options.out, `${screen.name}-${width}${options.theme ? `-${options.theme}` : ''}.png`);
    await page.screenshot({ path: file });
    const cls = await page.evaluate(() => window.__cls);
    console.log(`${file}  CLS ${cls.toFixed(3)}${errors.length ? `  page errors: ${errors.join(' | ')}` : ''}`);
  } finally {
    release();
    if (screen.faults) await fetch(new URL('__faults', base), { method: 'DELETE' });
    await context.close();
  }
}

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error("Needs Debian's Chromium (/usr/bin/chromium or $CHROME_PATH): sudo apt-get install -y chromium");
  process.exit(1);
}
await ensureBuilt(ROOT, (line) => console.error(line));
mkdirSync(options.out, { recursive: true });
const server = await startReferenceServer({ repoRoot: ROOT, latencyMs: 0 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
let failed = false;
try {
  for (const screen of SCREENS.filter((each) => !options.only || each.name.includes(options.only))) {
    for (const size of SIZES) {
      try {
        await shoot(browser, server.url, screen, size);
      } catch (error) {
        failed = true;
        console.error(`${screen.name} at ${size[0]} px: ${error.message}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
