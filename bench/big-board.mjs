// acme-big (10,000 items, windowed grid, infinite scroll): a bench page with the board, scrolled like a visitor
// who keeps the end of the grid in view until `target` items have loaded.
import { blocking, describeBoard, isItemsPage, openInstrumentedPage, waitForFirstTile } from './first-tile.mjs';

/** A one-pixel PNG: what `--raster-thumbs` answers for every thumbnail (the tile scales it to its frame). */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Answers `page`'s thumbnails with TILE_PNG, as a photo catalogue serves them (decoded off the main thread), after
 * the server's latency: `--raster-thumbs`.
 */
export async function answerThumbsWithPng(page, origin, latencyMs) {
  const thumbs = new URL('/media/thumbs/', origin).href;
  await page.route(`${thumbs}*`, (route) =>
    setTimeout(() => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }), latencyMs),
  );
}

/** Items per step of the progress figures (time to load each further 1,000). */
const MARK_EVERY = 1000;

/**
 * In the page: keeps the end of the grid at the bottom of the viewport (scrollIntoView scrolls the window or
 * whatever scroll container holds the board) once per frame until `target` items are rendered, `budgetMs` has
 * passed (control returns to Node for progress and its deadline) or nothing new came for `stallMs`.
 */
function scrollChunk({ target, budgetMs, stallMs, markEvery }) {
  const marks = (window.__benchMarks ??= []);
  const root = document.querySelector('live-board').shadowRoot;
  const loaded = () => {
    let max = -1;
    for (const li of root.querySelectorAll('[part="grid"] > li[data-index]'))
      max = Math.max(max, Number(li.getAttribute('data-index')));
    return max + 1;
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  return (async () => {
    const began = performance.now();
    let count = loaded();
    let changedAt = began;
    while (count < target && performance.now() - began < budgetMs) {
      root.querySelector('[part="grid"]')?.scrollIntoView({ block: 'end' });
      await frame();
      const now = loaded();
      if (now > count) {
        while ((marks.length + 1) * markEvery <= now) marks.push(performance.now());
        count = now;
        changedAt = performance.now();
      } else if (performance.now() - changedAt > stallMs) {
        return { loaded: count, stalled: true, at: performance.now() };
      }
    }
    return { loaded: count, stalled: false, at: performance.now() };
  })();
}

/** The shadow root's figures at the end. */
function figures() {
  const root = document.querySelector('live-board').shadowRoot;
  const cells = root.querySelectorAll('[part="grid"] > li[data-index]');
  let max = -1;
  for (const li of cells) max = Math.max(max, Number(li.getAttribute('data-index')));
  return {
    elements: root.querySelectorAll('*').length,
    documentElements: document.querySelectorAll('*').length,
    tiles: root.querySelectorAll('[part~="tile"]').length,
    loaded: max + 1,
    total: Number(cells[0]?.getAttribute('aria-setsize') ?? NaN),
  };
}

/**
 * Returns { target, incomplete (null, or why the scroll stopped short), loaded, total, elements, documentElements, tiles, scrollMs, firstTileMs, longestTaskMs,
 * totalBlockingMs, longTasks, itemRequests, heapUsedBytes, problems }.
 */
export async function measureBigBoard(
  browser,
  {
    pageUrl,
    html,
    origin,
    viewport,
    probeSource,
    cpuSlowdown,
    target,
    rasterThumbs = false,
    latencyMs = 0,
    timeoutMs,
    stallMs,
    log,
  },
) {
  const { context, page, recorder, problems } = await openInstrumentedPage(browser, {
    origin,
    viewport,
    probeSource,
    cpuSlowdown,
  });
  try {
    await page.route(pageUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    if (rasterThumbs) await answerThumbsWithPng(page, origin, latencyMs);
    const deadline = Date.now() + timeoutMs;
    await page.goto(pageUrl, { waitUntil: 'commit', timeout: timeoutMs });
    await waitForFirstTile(page, recorder, problems, Math.min(timeoutMs, 30_000), 'the acme-big bench page');
    const firstTileMs = await page.evaluate(() => window.__bench.firstTile);
    const { total } = await page.evaluate(figures);
    if (Number.isFinite(total) && target > total) {
      log(`acme-big has ${total} items; scrolling to all of them instead of ${target}`);
      target = total;
    }

    const requestsBefore = recorder.count(isItemsPage);
    const scrollStart = await page.evaluate(() => performance.now());
    let progress = { loaded: 0, at: scrollStart };
    let lastLog = 0;
    // A stall or the deadline ends the scroll early: the figures so far are still returned, marked incomplete.
    let incomplete = null;
    for (;;) {
      progress = await page.evaluate(scrollChunk, { target, budgetMs: 5_000, stallMs, markEvery: MARK_EVERY });
      if (progress.stalled) {
        incomplete =
          `acme-big stopped loading: no new tiles for ${stallMs / 1000} s at ${progress.loaded} items (target ${target}).\n` +
          (await describeBoard(page, recorder, problems));
        break;
      }
      if (progress.loaded >= target) break;
      if (Date.now() > deadline) {
        incomplete = `acme-big: only ${progress.loaded} of ${target} items after ${Math.round(timeoutMs / 1000)} s of scrolling (--big-timeout)`;
        break;
      }
      if (Date.now() - lastLog > 10_000) {
        lastLog = Date.now();
        log(`  acme-big: ${progress.loaded} items loaded…`);
      }
    }
    const scrollMs = progress.at - scrollStart;
    const itemRequests = recorder.count(isItemsPage) - requestsBefore;
    // Per page while scrolling: how long its request took, and the gap from one answer to the next request.
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const pages = (await recorder.entries(timeOrigin))
      .filter((r) => isItemsPage(r) && r.start >= scrollStart && r.end !== null)
      .sort((a, b) => a.start - b.start);
    const gaps = pages.slice(1).map((r, i) => r.start - pages[i].end);
    const mid = (values) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : null);
    const pageRequestMs = mid(pages.map((r) => r.end - r.start));
    const pageGapMs = mid(gaps);

    // Two frames for the last render and the long-task entries, then the figures.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const end = await page.evaluate(figures);
    const longTasks = await page.evaluate(() => window.__bench.longTasks);
    const marks = await page.evaluate(() => window.__benchMarks ?? []);
    const steps = marks.map((at, index) => ({
      items: (index + 1) * MARK_EVERY,
      ms: at - (index ? marks[index - 1] : scrollStart),
      ...blocking(longTasks, index ? marks[index - 1] : scrollStart, at),
    }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return {
      target,
      incomplete,
      ...end,
      scrollMs,
      firstTileMs,
      ...blocking(longTasks, scrollStart, Infinity),
      steps,
      itemRequests,
      pageRequestMs,
      pageGapMs,
      heapUsedBytes: usedSize,
      problems,
    };
  } finally {
    await context.close().catch(() => {});
  }
}
