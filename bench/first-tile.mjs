// One cold run of a page until its board shows the first item tile: a new browser context (empty cache, no
// cookies, no storage), the probe injected, every request recorded.
import { busyMs, criticalPathMs, networkFloorMs } from './critical-path.mjs';
import { RequestRecorder } from './requests.mjs';
import { assignRounds, chainTo, criticalChain, jsApiRounds } from './rounds.mjs';
import { startTrace } from './trace.mjs';

const BLOCKING_MS = 50;

/** A request for a page of a board's items (POST …/boards/{board}/items). */
/** The server-rendered first screen (docs/server.md), which the loader paints before the board's code arrives. */
export const isFirstScreen = (r) => r.kind === 'api' && /\/first_screen(\?|$)/.test(r.path ?? new URL(r.url).pathname);

export const isItemsPage = (r) =>
  r.kind === 'api' && r.method === 'POST' && /\/boards\/[^/]+\/items(\?|$)/.test(r.path ?? new URL(r.url).pathname);

/**
 * Opens a fresh context + page with the probe, the request recorder and error capture. `device` adds context options
 * (a phone's isMobile, hasTouch, deviceScaleFactor, userAgent), `network` DevTools' network throttling (the
 * parameters of CDP Network.emulateNetworkConditions: latency in ms, throughputs in bytes/s), `initScripts` more
 * scripts to inject before the page's own.
 */
export async function openInstrumentedPage(
  browser,
  { origin, viewport, probeSource, cpuSlowdown, locale, device = null, network = null, initScripts = [] },
) {
  // `locale`: the browser's language (navigator.languages, Accept-Language), which picks the board's language.
  const context = await browser.newContext({
    viewport,
    serviceWorkers: 'block',
    ...(locale ? { locale } : {}),
    ...device,
  });
  for (const content of [probeSource, ...initScripts]) await context.addInitScript({ content });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // HTTP errors are reported from the responses, with their URL; Chromium's own line for them says less.
    if (
      message.type() === 'error' &&
      !/^Failed to load resource: the server responded with a status of/.test(message.text())
    ) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      const url = new URL(response.url());
      problems.push(
        `HTTP ${response.status()}: ${response.request().method()} ${url.origin === origin ? url.pathname + url.search : url.href}`,
      );
    }
  });
  const recorder = new RequestRecorder(page, origin);
  return { context, page, cdp, recorder, problems };
}

/** What the page shows when a wait times out, for the error message. */
export async function describeBoard(page, recorder, problems) {
  const state = await page
    .evaluate(() => {
      const el = document.querySelector('live-board');
      const root = el?.shadowRoot;
      return {
        defined: Boolean(customElements.get('live-board')),
        element: Boolean(el),
        shadowRoot: Boolean(root),
        text: (root?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200),
      };
    })
    .catch((error) => ({ evaluateFailed: String(error.message).split('\n')[0] }));
  const all = await recorder.entries(0).catch(() => []);
  const failed = all
    .filter((r) => r.failed || (r.status !== null && r.status >= 400))
    .map((r) => `${r.method} ${r.path} → ${r.failed ?? r.status}`);
  const scripts = all.filter((r) => r.kind === 'js').map((r) => `${r.path} → ${r.failed ?? r.status ?? 'pending'}`);
  return [
    `  board: ${JSON.stringify(state)}`,
    `  scripts: ${scripts.join(', ') || 'none requested'}`,
    failed.length ? `  failed requests:\n    ${failed.slice(0, 10).join('\n    ')}` : '  failed requests: none',
    problems.length ? `  ${problems.slice(0, 5).join('\n  ')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Waits for `window.__bench.firstTile` (set by the probe), with a clear error on timeout. An element that is never
 * defined fails sooner (15 s): then the board's script did not run, and no tile will come.
 */
export async function waitForFirstTile(page, recorder, problems, timeoutMs, what) {
  const started = Date.now();
  const wait = async (predicate, ms, message) => {
    try {
      await page.waitForFunction(predicate, null, { timeout: ms, polling: 100 });
    } catch (error) {
      if (!/Timeout/i.test(error.message)) throw error;
      throw new Error(
        `${message} on ${what} within ${Math.round(ms / 1000)} s.\n${await describeBoard(page, recorder, problems)}`,
        { cause: error },
      );
    }
  };
  await wait(
    () => customElements.get('live-board'),
    Math.min(timeoutMs, 15_000),
    '<live-board> was not defined (its script did not run or failed)',
  );
  await wait(
    () => window.__bench?.firstTile != null,
    Math.max(1_000, timeoutMs - (Date.now() - started)),
    'no item tile',
  );
}

/** Sum of (duration − 50 ms) and the longest, over long tasks starting in [fromMs, toMs). */
export function blocking(longTasks, fromMs, toMs) {
  const tasks = longTasks.filter((task) => task.start >= fromMs && task.start < toMs);
  return {
    totalBlockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_MS), 0),
    longestTaskMs: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
    longTasks: tasks.length,
  };
}

/**
 * The main thread from the first tile to `untilMs`, when a visitor may already tap: its longest task
 * (`longestTaskAfterTileMs`, 0 when none passed 50 ms) and how many (`longTasksAfterTile`), and the total blocking
 * time from the navigation to `untilMs` (`totalBlockingToMs`, Lighthouse's TBT to that moment).
 */
export function afterTile(longTasks, firstTileMs, untilMs) {
  const after = blocking(longTasks, firstTileMs, untilMs);
  return {
    longestTaskAfterTileMs: after.longestTaskMs,
    longTasksAfterTile: after.longTasks,
    totalBlockingToMs: blocking(longTasks, 0, untilMs).totalBlockingMs,
  };
}

/**
 * Measures `pageUrl` cold. Returns { firstTileMs, criticalPathMs, tileOverCriticalPath, networkFloorMs,
 * tileOverNetworkFloor, mainThreadAfterCriticalMs, tileInDomMs, firstContentfulPaintMs, firstTileInViewport,
 * totalBlockingMs, longestTaskMs, longTasks, requests, rounds, chain, problems, interactions }. `device`, `network`
 * and `initScripts` are openInstrumentedPage's; `trace: false` leaves out the Chromium trace (and with it
 * mainThreadAfterCriticalMs); `interact({ page, recorder, cdp })`, when given, runs once the figures of the load are
 * read, in the same page, and its answer is `interactions`; `beforeLoad(page)`, when given, runs before the page is
 * navigated to (routes that answer some of its requests); `watchUntilMs`, when given, keeps watching the main thread
 * until then (the page's clock) and adds `afterTile`'s figures.
 */
export async function measureFirstTile(
  browser,
  {
    pageUrl,
    origin,
    viewport,
    probeSource,
    cpuSlowdown,
    timeoutMs,
    settleMs = 1000,
    watchUntilMs = null,
    delay = null,
    locale = null,
    device = null,
    network = null,
    initScripts = [],
    trace: tracing = true,
    interact = null,
    beforeLoad = null,
  },
) {
  const { context, page, cdp, recorder, problems } = await openInstrumentedPage(browser, {
    origin,
    viewport,
    probeSource,
    cpuSlowdown,
    locale,
    device,
    network,
    initScripts,
  });
  try {
    const trace = tracing ? await startTrace(cdp) : null;
    if (delay) {
      // Holds back one request (method + path) by `delay.ms` before it goes out: a check of the critical path.
      await page.route(
        (url) => url.origin === origin && url.pathname + url.search === delay.path,
        async (route) => {
          if (route.request().method() !== delay.method) return route.fallback();
          await new Promise((resolve) => setTimeout(resolve, delay.ms));
          return route.continue().catch(() => {});
        },
      );
    }
    // What the page is to be given before it loads (`--raster-thumbs`'s answers).
    if (beforeLoad) await beforeLoad(page);
    await page.goto(pageUrl, { waitUntil: 'commit', timeout: timeoutMs });
    await waitForFirstTile(page, recorder, problems, timeoutMs, pageUrl);

    // Let the chunks the first render asked for arrive (totals "loaded by the page"), capped.
    const settleDeadline = Date.now() + 5 * settleMs; // settleMs 0: no wait
    while (!recorder.jsQuiet(settleMs) && Date.now() < settleDeadline) await new Promise((r) => setTimeout(r, 100));
    // The main thread after the tile (the takeover of a painted screen, the chunks after it): watched until then.
    if (watchUntilMs !== null)
      await page.waitForFunction((until) => performance.now() >= until, watchUntilMs, {
        timeout: timeoutMs,
        polling: 100,
      });
    // Long-task entries are queued to observers; two frames later they have been delivered.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const probe = await page.evaluate(() => ({ ...window.__bench, timeOrigin: performance.timeOrigin }));
    const tasks = trace ? await trace.stop(page) : [];

    const requests = await recorder.entries(probe.timeOrigin);
    const firstTileMs = probe.firstTile;
    // A request can only have led to the tile if it finished before the tile was committed to the DOM (what
    // finishes between the commit and the painted frame is not on its path).
    const cutoffMs = probe.tileInDom ?? firstTileMs;
    // The board's requests: its JS (under /dist/) and the API. The page's own scripts (the demo's inspector) are
    // left out: the board does not wait for them, and a tie with one would hide the board's own chain.
    const onPath = requests.filter(
      (r) =>
        (r.kind === 'document' ||
          r.kind === 'api' ||
          r.kind === 'analytics' ||
          (r.kind === 'js' && r.path.startsWith('/dist/'))) &&
        r.end !== null &&
        !r.failed &&
        r.start < firstTileMs,
    );
    const rounds = assignRounds(onPath);
    const chain = criticalChain(rounds, cutoffMs);
    const roundCount = jsApiRounds(rounds, chain);
    // The tile's own data, the first page of items: the rounds up to it are the least the tile waits for (the count
    // above can be more when a request the tile does not wait for happens to finish before it).
    const itemsIndex = rounds.findIndex((r) => isItemsPage(r) && r.end <= cutoffMs);
    const itemsRounds = itemsIndex < 0 ? null : jsApiRounds(rounds, chainTo(rounds, itemsIndex));
    // First-screen goals: the first tile against the network's critical path, and the main thread's work in between.
    const criticalMs = criticalPathMs(requests, isItemsPage);
    // Phone goals: the same against the time the network alone needs for the chains to the main chunk and the items.
    const floorMs = networkFloorMs(rounds, isItemsPage, isFirstScreen);
    const interactions = interact ? await interact({ page, recorder, cdp }) : null;
    return {
      firstTileMs,
      criticalPathMs: criticalMs,
      tileOverCriticalPath: criticalMs ? firstTileMs / criticalMs : null,
      networkFloorMs: floorMs,
      tileOverNetworkFloor: floorMs ? firstTileMs / floorMs : null,
      mainThreadAfterCriticalMs: tasks.length ? busyMs(tasks, criticalMs, firstTileMs) : null,
      tileInDomMs: probe.tileInDom,
      cutoffMs,
      firstContentfulPaintMs: probe.firstContentfulPaint,
      firstTileInViewport: probe.firstTileInViewport,
      ...blocking(probe.longTasks, 0, firstTileMs),
      ...(watchUntilMs !== null && afterTile(probe.longTasks, firstTileMs, watchUntilMs)),
      probeErrors: probe.errors,
      requests,
      rounds,
      chain,
      roundCount,
      itemsRounds,
      problems,
      ...(interact ? { interactions } : {}),
    };
  } finally {
    await context.close().catch(() => {});
  }
}
