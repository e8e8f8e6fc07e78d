// The phone part of the report (bench/README.md): the runs, the interactions and the goals, from run.mjs's `phone`.
import { goal, int, kb, ms, table } from './format.mjs';
import { eventMs, meets, PHONE_GOALS, PHONE_WATCH_MS } from './phone.mjs';

/** "1.6 Mbit/s" from bytes per second (DevTools' units: 1 Mbit = 1,024 kbit = 1,024,000 bits). */
const bits = (bytesPerSecond) => {
  const kbit = (bytesPerSecond * 8) / 1000;
  return kbit >= 1000 ? `${(kbit / 1024).toFixed(1)} Mbit/s` : `${Math.round(kbit)} kbit/s`;
};

/** One run's interaction as a table cell: its longest event and that event's type, or why it was not measured. */
function interactionCell(result) {
  if (!result) return '—';
  if (result.status === 'missing') return `not there: ${result.reason}`;
  if (result.status === 'failed') return `failed: ${result.reason}`;
  return result.event ? `${eventMs(result.ms)} ${result.event}` : eventMs(result.ms);
}

/** The goals of the phone, each figure beside its goal. */
export function phoneGoalsTable(phone) {
  const { median: m, runs } = phone;
  const ratio = m.tileOverNetworkFloor;
  const tileMet = meets(m.firstTileMs, PHONE_GOALS.firstTileMs);
  const moonshot = meets(m.firstTileMs, PHONE_GOALS.firstTileMoonshotMs);
  const rows = [
    [
      `first tile (median of ${runs.length})`,
      ms(m.firstTileMs),
      `≤ ${int(PHONE_GOALS.firstTileMs)} ms (moonshot ${int(PHONE_GOALS.firstTileMoonshotMs)} ms)`,
      tileMet === null ? '—' : moonshot ? 'met, moonshot too' : tileMet ? 'met' : 'NOT MET',
    ],
    goal(
      'first tile ÷ network floor',
      ratio === null ? '—' : `${ratio.toFixed(2)} (${ms(m.firstTileMs)} ÷ ${ms(m.networkFloorMs)})`,
      'shown (no goal set)',
      null,
    ),
    goal(
      'board JS before the first tile (compressed, as sent)',
      `${kb(m.jsBeforeTileEncoded)} (${kb(m.jsBeforeTileTransferred)} with headers; ${m.jsBeforeTileFiles} files)`,
      `≤ ${PHONE_GOALS.jsBeforeTileBytes / 1024} KB where the snapshot applies`,
      meets(m.jsBeforeTileEncoded, PHONE_GOALS.jsBeforeTileBytes),
    ),
    goal(
      'longest task / TBT before the first tile',
      `${ms(m.longestTaskMs)} / ${ms(m.totalBlockingMs)}`,
      'shown (no goal set)',
      null,
    ),
    goal(
      `longest task after the first tile (to ${PHONE_WATCH_MS / 1000} s) / TBT to ${PHONE_WATCH_MS / 1000} s`,
      `${ms(m.longestTaskAfterTileMs)} / ${ms(m.totalBlockingToMs)}`,
      `no task over ${PHONE_GOALS.longestTaskAfterTileMs} ms`,
      meets(m.longestTaskAfterTileMs, PHONE_GOALS.longestTaskAfterTileMs),
    ),
    goal(
      "… the same with DevTools' Runtime attached (Playwright)",
      `${ms(m.withDevtools?.longestTaskAfterTileMs)} / ${ms(m.withDevtools?.totalBlockingToMs)}`,
      'shown (no goal: no phone has it)',
      null,
    ),
    ...phone.interactions.map((i) =>
      goal(
        `interaction: ${i.label}`,
        i.measured
          ? `${eventMs(i.median)} (worst ${eventMs(i.worst.ms)}${i.worst.event ? ` ${i.worst.event}` : ''})` +
              (i.measured < runs.length ? ` in ${i.measured} of ${runs.length} runs` : '')
          : `not measured: ${i.reasons.join('; ')}`,
        `≤ ${PHONE_GOALS.interactionMs} ms`,
        meets(i.median, PHONE_GOALS.interactionMs),
      ),
    ),
  ];
  return table(['figure', 'value', 'goal', ''], rows, ['l', 'r', 'l', 'l']);
}

/** Playwright's figures after the tile (DevTools' Runtime attached): longest task (count) / TBT to the watch's end. */
const devtools = (figures) =>
  figures
    ? `${ms(figures.longestTaskAfterTileMs)} (${figures.longTasksAfterTile ?? '—'}) / ${ms(figures.totalBlockingToMs)}`
    : '—';

/** The phone section of the report. */
export function formatPhone(phone, config) {
  const { config: c, runs, median: m } = phone;
  const out = [
    '',
    `Phone: ${config.cmsPath} as a lead's phone loads it — ${c.viewport.width}×${c.viewport.height} touch screen at ` +
      `${c.device.deviceScaleFactor}×, CPU ${c.cpuSlowdown}× slower, slow 4G (${c.network.latency} ms, ` +
      `${bits(c.network.downloadThroughput)} down, ${bits(c.network.uploadThroughput)} up) through DevTools, the server's ` +
      `compression on, each run cold (a new browser context); ${runs.length} run${runs.length === 1 ? '' : 's'}`,
    `  load average ${c.loadAverage.before.toFixed(1)} when the phone runs began, ${c.loadAverage.after.toFixed(1)} when ` +
      `they ended (${config.cpus} CPUs)` +
      (Math.max(c.loadAverage.before, c.loadAverage.after) > config.cpus
        ? ': busy, the figures are slower and noisier'
        : ''),
    table(
      [
        'run',
        'first tile',
        'tile in DOM',
        'FCP',
        'network floor',
        'tile ÷ floor',
        'board JS before tile',
        'longest task',
        'TBT',
        'longest task after tile',
        'TBT to 5 s',
        'the same, DevTools',
      ],
      [
        ...runs.map((run, index) => [
          index + 1,
          ms(run.firstTileMs),
          ms(run.tileInDomMs),
          ms(run.firstContentfulPaintMs),
          ms(run.networkFloorMs),
          run.tileOverNetworkFloor === null ? '—' : run.tileOverNetworkFloor.toFixed(2),
          `${int(run.js.beforeFirstTile.transferred)} B (${run.js.beforeFirstTile.files})`,
          ms(run.longestTaskMs),
          ms(run.totalBlockingMs),
          `${ms(run.longestTaskAfterTileMs)} (${run.longTasksAfterTile ?? '—'})`,
          ms(run.totalBlockingToMs),
          devtools(run.withDevtools),
        ]),
        [
          'median',
          ms(m.firstTileMs),
          ms(m.tileInDomMs),
          ms(m.firstContentfulPaintMs),
          ms(m.networkFloorMs),
          m.tileOverNetworkFloor === null ? '—' : m.tileOverNetworkFloor.toFixed(2),
          `${int(m.jsBeforeTileTransferred)} B (${m.jsBeforeTileFiles})`,
          ms(m.longestTaskMs),
          ms(m.totalBlockingMs),
          `${ms(m.longestTaskAfterTileMs)} (${m.longTasksAfterTile ?? '—'})`,
          ms(m.totalBlockingToMs),
          devtools(m.withDevtools),
        ],
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '  network floor = the time the network alone needs for the chain of requests to the main chunk and the one to the',
    '  first page of items (the longer): each request from its start to its end, the gaps between one ending and the',
    "  next starting (the page's own work) left out; the recorded times include the throttling. board JS before tile =",
    '  bytes transferred (headers + compressed body, as sent) of the /dist/ scripts finished when the tile was',
    '  committed (files). Long tasks and TBT (Σ(task − 50 ms)) before the first tile, from the long-task observer;',
    `  then the longest task from the first tile to ${PHONE_WATCH_MS / 1000} s (how many passed 50 ms), and the TBT from the navigation to`,
    `  ${PHONE_WATCH_MS / 1000} s, from one more cold load of the run in a Chromium driven without DevTools' Runtime domain, as a`,
    '  phone runs the page (bench/bare-page.mjs: with it attached, as under Playwright, V8 reparses a large script at',
    "  its first new Error() for a detailed stack trace); 'the same, DevTools' = those two from the Playwright load.",
    '',
    `Interactions once the board is ready (no script or API request for 0.5 s), by touch and keys: the longest event`,
    `  each caused (Event Timing API: input to the next paint after its handlers, reported from 16 ms, to 8 ms)`,
    table(
      ['interaction', ...runs.map((_, index) => `run ${index + 1}`), 'median'],
      phone.interactions.map((i) => [
        i.label,
        ...runs.map((run) => interactionCell(run.interactions.find((r) => r.key === i.key))),
        i.measured ? eventMs(i.median) : '—',
      ]),
      ['l', ...runs.map(() => 'r'), 'r'],
    ),
    '',
    'Goals of the phone',
    phoneGoalsTable(phone),
  ];
  return out;
}
