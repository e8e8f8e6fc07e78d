// Phone (bench/README.md): the CMS page as a lead's phone loads it — DevTools' 4× CPU slowdown and slow 4G, a
// 412 px touch screen, a cold cache — then five things a visitor does with the board, driven by real touch and
// key input, each timed with the Event Timing API (event-probe.js). The pure parts (choosing the event of an
// interaction, medians over runs, the goals) are here, tested in phone.test.mjs; phone-interactions.mjs drives the
// page.
import { median } from './summary.mjs';

/** DevTools' CPU throttling of a mid-range phone (Lighthouse's mobile default). */
export const PHONE_CPU_SLOWDOWN = 4;

/**
 * DevTools' "slow 4G" as CDP Network.emulateNetworkConditions takes it: 150 ms latency, 1.6 Mbit/s down (1,638,400
 * bit/s, Lighthouse's figure), 750 kbit/s up; throughputs in bytes per second.
 */
export const PHONE_NETWORK = { latency: 150, downloadThroughput: 1_638_400 / 8, uploadThroughput: 750_000 / 8 };

/** How long after the navigation the phone's main thread is watched: its long tasks after the first tile, its TBT. */
export const PHONE_WATCH_MS = 5000;

/** The screen of Lighthouse's mobile emulation (a Moto G Power), in CSS pixels. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

/** Context options of the phone: touch, a mobile viewport and a phone's pixel density and user agent. */
export function phoneDevice(chromiumVersion) {
  return {
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2.625,
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromiumVersion} Mobile Safari/537.36`,
  };
}

/** The phone's goals (bench/README.md). */
export const PHONE_GOALS = {
  firstTileMs: 1000,
  firstTileMoonshotMs: 700,
  /**
   * Board JS before the first tile, where the server-rendered snapshot applies: the scripts' bodies as sent
   * (compressed); the HTTP headers around them are shown beside it, not counted as JS.
   */
  jsBeforeTileBytes: 2 * 1024,
  /** The longest event of each interaction. */
  interactionMs: 100,
  /** No long task from the first tile to PHONE_WATCH_MS: a tap then is answered at once. */
  longestTaskAfterTileMs: 50,
};

/** Event Timing reports no event shorter than this (its least `durationThreshold`). */
export const EVENT_THRESHOLD_MS = 16;

/** What is typed into the search field, one key at a time. */
export const SEARCH_TEXT = 'tour';

/**
 * The interactions, in the order they are made (each may need the one before: a category is chosen from the open
 * menu, the item opened is closed).
 */
export const INTERACTIONS = [
  { key: 'menu', label: "open the mobile menu ('Contents')" },
  { key: 'category', label: 'choose a category' },
  { key: 'open', label: 'open an item (tap a tile)' },
  { key: 'close', label: 'close it with Escape' },
  { key: 'search', label: `type a search ("${SEARCH_TEXT}")` },
];

/**
 * The longest event that started in [fromMs, toMs), or null when none did (then every event of the interaction
 * took less than EVENT_THRESHOLD_MS). Of equal durations — a tap's compatibility mouse events end with the same
 * frame as its click — one that Event Timing counts as the interaction (interactionId > 0: pointerdown, pointerup,
 * click, keydown, keyup), else the first.
 */
export function longestEvent(events, fromMs, toMs) {
  let longest = null;
  for (const event of events) {
    if (event.start < fromMs || event.start >= toMs) continue;
    const better =
      !longest ||
      event.duration > longest.duration ||
      (event.duration === longest.duration && event.interactionId > 0 && !(longest.interactionId > 0));
    if (better) longest = event;
  }
  return longest;
}

/**
 * The longest duration of each event type among `events`, longest first ({ click: 232, pointerup: 224, … }): a tap
 * fires pointer, touch and compatibility mouse events that mostly end with the same frame.
 */
export function longestByType(events) {
  const longest = new Map();
  for (const { name, duration } of events) longest.set(name, Math.max(longest.get(name) ?? 0, duration));
  return Object.fromEntries([...longest].sort((a, b) => b[1] - a[1]));
}

/** An interaction's figure as text: its duration, or "< 16 ms" when Event Timing reported nothing. */
export function eventMs(ms) {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '—';
  return ms < EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS} ms` : `${Math.round(ms)} ms`;
}

/**
 * Per interaction, over the runs (each run's `interactions`, a list of { key, status, ms, event, reason }): the median
 * and the worst of the runs that measured it, counting a run with no reported event as 0 ms (under the threshold),
 * and the reason it was not measured when no run did. Returns [{ key, label, measured, median, worst, event,
 * reasons }], in INTERACTIONS' order.
 */
export function summarizeInteractions(runs) {
  return INTERACTIONS.map(({ key, label }) => {
    const results = runs.map((run) => (run ?? []).find((r) => r.key === key)).filter(Boolean);
    const measured = results.filter((r) => r.status === 'measured');
    const worst = measured.reduce((max, r) => (max === null || r.ms > max.ms ? r : max), null);
    return {
      key,
      label,
      measured: measured.length,
      median: median(measured.map((r) => r.ms)),
      worst: worst ? { ms: worst.ms, event: worst.event } : null,
      reasons: [...new Set(results.filter((r) => r.status !== 'measured').map((r) => `${r.status}: ${r.reason}`))],
    };
  });
}

/** The medians over the phone runs (each with its `js` summary, summary.mjs's jsSummary) of the figures of the load. */
export function phoneMedians(runs) {
  const of = (figure) => median(runs.map(figure));
  return {
    firstTileMs: of((r) => r.firstTileMs),
    tileInDomMs: of((r) => r.tileInDomMs),
    firstContentfulPaintMs: of((r) => r.firstContentfulPaintMs),
    networkFloorMs: of((r) => r.networkFloorMs),
    tileOverNetworkFloor: of((r) => r.tileOverNetworkFloor),
    criticalPathMs: of((r) => r.criticalPathMs),
    jsBeforeTileTransferred: of((r) => r.js.beforeFirstTile.transferred),
    jsBeforeTileEncoded: of((r) => r.js.beforeFirstTile.encodedBodyBytes),
    jsBeforeTileFiles: of((r) => r.js.beforeFirstTile.files),
    longestTaskMs: of((r) => r.longestTaskMs),
    totalBlockingMs: of((r) => r.totalBlockingMs),
    longestTaskAfterTileMs: of((r) => r.longestTaskAfterTileMs),
    longTasksAfterTile: of((r) => r.longTasksAfterTile),
    totalBlockingToMs: of((r) => r.totalBlockingToMs),
    // The same figures from the Playwright load, where DevTools' Runtime is attached (bare-page.mjs says why not the goal's).
    withDevtools: {
      longestTaskAfterTileMs: of((r) => r.withDevtools?.longestTaskAfterTileMs),
      longTasksAfterTile: of((r) => r.withDevtools?.longTasksAfterTile),
      totalBlockingToMs: of((r) => r.withDevtools?.totalBlockingToMs),
    },
  };
}

/** Whether a figure meets its goal: null when it was not measured. */
export const meets = (value, limit) => (value === null || value === undefined ? null : value <= limit);
