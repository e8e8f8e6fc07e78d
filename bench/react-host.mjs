// The Next.js host page (test/hosts/next) on the phone profile: a developer's App Router page that renders
// `<LiveBoard>` in a server component, today's wrapper (`first=off`: the element renders when its code has come)
// beside the server-rendered first screen (`loadFirstScreen()` and `firstScreen`: the board in the page's own HTML),
// its first round asked for each request, and kept in Next.js's data cache a minute (the first load fills it).
// Cold loads, alternating, in a Chromium without DevTools' Runtime (bare-page.mjs). For each: the host page's first
// contentful paint, the board's first tile (the first frame in which a tile has a box), the JavaScript received
// before it (every script of the page: the board's code is in the host's bundle), the moment the board says it is
// ready, and the layout shift of the whole load.
import { buildHosts } from '../test/hosts/build.mjs';
import { startHosts } from '../test/hosts/serve.mjs';
import { launchBareChromium } from './bare-page.mjs';
import { PHONE_CPU_SLOWDOWN, PHONE_NETWORK, PHONE_VIEWPORT, phoneDevice } from './phone.mjs';

/** Run before the page's scripts: the paints, the first tile, the ready state and the shifts, read at the end. */
const PROBE = `(() => {
  const r = { fcp: null, tile: null, ready: null, cls: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') r.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) r.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  const frame = (time) => {
    const board = document.querySelector('live-board');
    const tiles = board?.shadowRoot?.querySelectorAll('[part~="tile"]') ?? [];
    if (r.tile === null && [...tiles].some((t) => t.getBoundingClientRect().height > 0)) r.tile = time;
    if (r.ready === null && board?.getAttribute('data-lb-state') === 'ready') r.ready = performance.now();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  Object.defineProperty(window, '__bench', { get() {
    if (r.tile === null || r.ready === null) return null;
    const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || /\\.js(\\?|$)/.test(e.name));
    const before = scripts.filter((e) => e.responseEnd <= r.tile);
    return { ...r, jsBeforeTile: before.reduce((s, e) => s + e.transferSize, 0), scriptsBeforeTile: before.length,
      jsTotal: scripts.reduce((s, e) => s + e.transferSize, 0) };
  } });
})();`;

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The two pages, `runs` cold loads each, alternating; resolves with each variant's runs and medians. `interact`
 * (optional) makes the phone run's five interactions in the server-rendered page, `runs` times, while it is served:
 * a function of the page's URL resolving with that run's interactions.
 */
export async function measureNextHost({ apiUrl, runs, freePort, log, interact = null }) {
  buildHosts();
  process.env.LIVE_BOARD_API = apiUrl;
  const hosts = await startHosts({ next: await freePort(), reactRouter: await freePort() });
  const variants = [
    { name: 'today’s wrapper (the element renders the board)', path: '/next-host?first=off', runs: [] },
    { name: 'first screen in the page’s HTML (firstScreen)', path: '/next-host', runs: [] },
    { name: '… its first round in Next.js’s data cache', path: '/next-host?cache=on', runs: [] },
  ];
  const bare = await launchBareChromium();
  let bareOpen = true;
  const closeBare = async () => {
    if (bareOpen) await bare.close();
    bareOpen = false;
  };
  try {
    const device = phoneDevice('');
    for (let index = 0; index < runs; index += 1) {
      for (const variant of variants) {
        const figures = await bare.load({
          url: hosts.urls.next + variant.path,
          viewport: PHONE_VIEWPORT,
          device,
          cpuSlowdown: PHONE_CPU_SLOWDOWN,
          network: PHONE_NETWORK,
          probeSource: PROBE,
          untilMs: 0,
          timeoutMs: 60_000,
        });
        variant.runs.push(figures);
        log(
          `Next.js host, ${variant.path}, run ${index + 1}/${runs}: first paint ${Math.round(figures.fcp)} ms, first ` +
            `tile ${Math.round(figures.tile)} ms, JS before it ${figures.jsBeforeTile} B, ready ${Math.round(figures.ready)} ms`,
        );
      }
    }
    await closeBare();
    if (interact) {
      const served = variants[1];
      served.interactions = [];
      for (let index = 0; index < runs; index += 1) {
        served.interactions.push(await interact(hosts.urls.next + served.path));
        log(`Next.js host, ${served.path}, interactions ${index + 1}/${runs} done`);
      }
    }
  } finally {
    await closeBare();
    hosts.stop();
  }
  return variants.map((variant) => ({
    interactions: variant.interactions ?? null,
    name: variant.name,
    path: variant.path,
    runs: variant.runs,
    median: {
      fcp: median(variant.runs.map((r) => r.fcp)),
      tile: median(variant.runs.map((r) => r.tile)),
      tileAfterFcp: median(variant.runs.map((r) => r.tile - r.fcp)),
      jsBeforeTile: median(variant.runs.map((r) => r.jsBeforeTile)),
      ready: median(variant.runs.map((r) => r.ready)),
      cls: median(variant.runs.map((r) => r.cls)),
      jsTotal: median(variant.runs.map((r) => r.jsTotal)),
    },
  }));
}

/** The table of {@link measureNextHost}'s result (`summarize`: phone.mjs's summarizeInteractions). */
export function formatNextHost(variants, loadAverage, summarize) {
  const ms = (v) => (v === null ? '—' : `${Math.round(v)} ms`);
  const lines = [
    `Next.js host page on the phone profile (CPU ${PHONE_CPU_SLOWDOWN}× slower, slow 4G, ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height}), medians of ${variants[0].runs.length}, load average ${loadAverage}`,
    '  page                                              host FCP   first tile  tile−FCP   JS before tile  ready      CLS',
  ];
  for (const v of variants) {
    const m = v.median;
    lines.push(
      `  ${v.name.padEnd(48)}  ${ms(m.fcp).padStart(8)}  ${ms(m.tile).padStart(10)}  ${ms(m.tileAfterFcp).padStart(8)}  ` +
        `${`${Math.round(m.jsBeforeTile / 1024)} KB`.padStart(14)}  ${ms(m.ready).padStart(8)}  ${m.cls.toFixed(3)}`,
    );
  }
  const served = variants.find((v) => v.interactions);
  if (served) {
    lines.push(
      `  interactions on the server-rendered page, longest event (median, worst of ${served.interactions.length} runs):`,
    );
    for (const row of summarize(served.interactions))
      lines.push(
        `    ${row.label.padEnd(40)} ${row.median === null ? row.reasons.join('; ') || 'not measured' : `${Math.round(row.median)} ms`}` +
          (row.worst ? `  (worst ${Math.round(row.worst.ms)} ms, ${row.worst.event})` : ''),
      );
  }
  return lines.join('\n');
}
