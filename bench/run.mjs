#!/usr/bin/env node
// `npm run bench`: loading and scrolling figures of the board in Debian's Chromium (playwright-core, headless,
// never a downloaded browser) against the reference server, started here with LATENCY_MS=100 on a free port
// and a throw-away DATA_DIR. See `node bench/run.mjs --help`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, findChromium } from '../test/browser/chromium.mjs';
import { freePort } from '../test/browser/free-port.mjs';
import { launchBareChromium } from './bare-page.mjs';
import { answerThumbsWithPng, measureBigBoard } from './big-board.mjs';
import { afterTile, measureFirstTile } from './first-tile.mjs';
import { auditPerformance } from './lighthouse.mjs';
import {
  PHONE_CPU_SLOWDOWN,
  PHONE_NETWORK,
  PHONE_VIEWPORT,
  PHONE_WATCH_MS,
  phoneDevice,
  phoneMedians,
  summarizeInteractions,
} from './phone.mjs';
import { runInteractions } from './phone-interactions.mjs';
import { openPdf, PDF_BUILDS, PDF_GOALS, PDF_ITEM, PDF_OPENINGS, pdfBuildScripts, warmPictures } from './phone-pdf.mjs';
import { formatNextHost, measureNextHost } from './react-host.mjs';
import { formatReport } from './report.mjs';
import { ensureBuilt, startReferenceServer } from './server.mjs';
import { jsSummary, median } from './summary.mjs';
import { verifyCriticalPath } from './verify-critical.mjs';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(BENCH_DIR, '..');
const CMS_PATH = '/demo/cms.html';
const BIG_PATH = '/__bench/acme-big.html'; // not served by the server: page.route answers it with bench/pages/
const LIGHTHOUSE_RUNS = 3; // its scores move by ±0.05 with the machine's load: the median of three
const TIMEOUT_S = 360; // --timeout without the phone runs…
const PHONE_RUN_S = 60; // …and this much more per phone run (a load and five interactions at 4× CPU, slow 4G)

const HELP = `Usage: npm run bench [-- options]

  --runs N           cold runs of ${CMS_PATH} for the time to first tile (default 7; the median is reported)
  --items N          acme-big: scroll until this many items have loaded (default 5000)
  --skip-big         leave out the acme-big scroll
  --raster-thumbs    acme-big and the phone runs: answer thumbnails with a small PNG instead of the fixture's SVGs,
                     whose parsing and painting (about 2.5 ms of main thread each) no photo thumbnail costs; shows
                     the board's own share of the scroll time and of the interactions
  --skip-lighthouse  leave out Lighthouse's audits of ${CMS_PATH} (3 runs, the median is reported)
  --phone-runs N     cold runs of ${CMS_PATH} as a phone loads it (4× CPU slowdown, slow 4G, 412×823 touch screen),
                     each followed by five interactions (default 5; the median is reported)
  --skip-phone       leave out the phone runs
  --pdf-runs N       cold phone runs of ${CMS_PATH} that then open the 20-page admin guide, per way in: time to
                     page 1 readable (picture or drawing) and to page 1 drawn by pdf.js (default 5; median)
  --pdf-open LIST    the ways in, comma-separated: openItem (a script's call, nothing warmed), tap (a thumb on
                     its tile), next (Next in the viewer, open on the item before it) (default openItem,tap)
  --pdf-build LIST   the pdf.js builds, comma-separated: browser (the one the board picks: modern in Chromium),
                     legacy (forced, as a browser without a built-in of the modern one gets it) (default browser)
  --skip-pdf         leave out the PDF runs
  --skip-hosts       leave out the Next.js host page (test/hosts/next, built if needed) on the phone profile
  --latency MS       LATENCY_MS of the reference server (default 100)
  --locale TAG       the browser's language for the ${CMS_PATH} runs (default en-US); e.g. de-DE adds its texts' chunk
  --cpu-slowdown N   CPU throttling factor through DevTools of the desktop runs (default 1 = none; the phone: 4)
  --no-warmup        do not make one uncounted run first (it warms the browser process, not any cache)
  --no-verify        skip the delay check of the critical path (extra cold runs, each with one request held back)
  --json             print the figures as JSON on stdout (the table goes to stderr)
  --out FILE         where the JSON is written (default: ${join(tmpdir(), 'live-board-bench', 'last-run.json')})
  --big-timeout S    stop scrolling acme-big after this many seconds; the figures so far are printed, the exit
                     code is 1 (default 200)
  --timeout S        give up after this many seconds in all (default ${TIMEOUT_S}, plus ${PHONE_RUN_S} per phone run)
  -h, --help         this text

Needs Debian's Chromium (/usr/bin/chromium or $CHROME_PATH): sudo apt-get install -y chromium`;

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      runs: { type: 'string', default: '7' },
      items: { type: 'string', default: '5000' },
      'skip-big': { type: 'boolean', default: false },
      'raster-thumbs': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      'phone-runs': { type: 'string', default: '5' },
      'skip-phone': { type: 'boolean', default: false },
      'pdf-runs': { type: 'string', default: '5' },
      'skip-pdf': { type: 'boolean', default: false },
      'skip-hosts': { type: 'boolean', default: false },
      'pdf-open': { type: 'string', default: 'openItem,tap' },
      'pdf-build': { type: 'string', default: 'browser' },
      latency: { type: 'string', default: '100' },
      locale: { type: 'string', default: 'en-US' },
      'cpu-slowdown': { type: 'string', default: '1' },
      'no-warmup': { type: 'boolean', default: false },
      'no-verify': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      out: { type: 'string', default: join(tmpdir(), 'live-board-bench', 'last-run.json') },
      'big-timeout': { type: 'string', default: '200' },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n\n${HELP}`);
  process.exit(2);
}
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const positive = (name, min = 1) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be an integer ≥ ${min}, got "${options[name]}"`);
    process.exit(2);
  }
  return value;
};
const runCount = positive('runs');
const itemTarget = positive('items');
const latencyMs = positive('latency', 0);
const cpuSlowdown = positive('cpu-slowdown');
const phoneRunCount = options['skip-phone'] ? 0 : positive('phone-runs');
const pdfRunCount = options['skip-pdf'] ? 0 : positive('pdf-runs');
const pdfOpenings = options['pdf-open'].split(',').map((way) => way.trim());
for (const way of pdfOpenings) {
  if (!PDF_OPENINGS.includes(way)) {
    console.error(`--pdf-open: '${way}' is not one of ${PDF_OPENINGS.join(', ')}\n\n${HELP}`);
    process.exit(2);
  }
}
const pdfBuilds = options['pdf-build'].split(',').map((build) => build.trim());
for (const build of pdfBuilds) {
  if (!PDF_BUILDS.includes(build)) {
    console.error(`--pdf-build: '${build}' is not one of ${PDF_BUILDS.join(', ')}\n\n${HELP}`);
    process.exit(2);
  }
}
options.timeout ??= String(
  TIMEOUT_S +
    PHONE_RUN_S *
      (phoneRunCount +
        pdfRunCount * pdfOpenings.length * pdfBuilds.length +
        (options['skip-hosts'] ? 0 : phoneRunCount || 5)),
);
const totalTimeoutMs = positive('timeout') * 1000;
const bigTimeoutMs = positive('big-timeout') * 1000;

const log = (message) => process.stderr.write(`${message}\n`);

/** An expected failure: its message says it all (no stack trace). */
class BenchError extends Error {}

// Everything started here is stopped by `shutdown`, on success, failure, Ctrl-C or the overall timeout.
let server = null;
let browser = null;
let shuttingDown = null;
let failing = false;
function shutdown() {
  shuttingDown ??= (async () => {
    await browser?.close().catch(() => {});
    await server?.stop().catch(() => {});
  })();
  return shuttingDown;
}
async function fail(message, code = 1) {
  if (failing) return; // a second report (an evaluate cut short by the shutdown, say) adds nothing
  failing = true;
  log(`\nbench failed: ${message}`);
  const forced = setTimeout(() => process.exit(code), 10_000);
  await shutdown();
  clearTimeout(forced);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => void fail(`interrupted (${signal})`, signal === 'SIGINT' ? 130 : 143));
}
// Last resort when the process exits another way: the server must not outlive us (Playwright kills its browser).
process.on('exit', () => server?.killNow());
const watchdog = setTimeout(
  () => void fail(`the benchmark took longer than ${totalTimeoutMs / 1000} s (--timeout); stopped`),
  totalTimeoutMs,
);

/** The bench page for acme-big, with the script tags demo/cms.html uses to load the board. */
function bigBoardPage() {
  const cms = readFileSync(join(REPO_ROOT, 'demo', 'cms.html'), 'utf8');
  const tags = cms.match(/<script\b[^>]*\bsrc=["']?\/dist\/[^>]*>\s*<\/script>/gi) ?? [];
  if (!tags.length)
    log('demo/cms.html has no <script src="/dist/…"> tag; the acme-big page loads /dist/live-board.js as a module');
  const scripts = tags.length ? tags.join('\n') : '<script src="/dist/live-board.js"></script>';
  return readFileSync(join(BENCH_DIR, 'pages', 'acme-big.html'), 'utf8').replace('<!--LIVE-BOARD-SCRIPTS-->', scripts);
}

/** The commit the working tree is at, and whether it has changes (others edit while this runs). */
function gitState() {
  const run = (...args) => spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  const head = run('rev-parse', '--short', 'HEAD').stdout?.trim();
  if (!head) return 'unknown commit';
  const dirty = run(
    'status',
    '--porcelain',
    '--untracked-files=no',
    '--',
    'src',
    'embed',
    'build',
    'rollup.config.mjs',
  ).stdout?.trim();
  return dirty ? `${head} + uncommitted changes in src/embed/build` : head;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new BenchError(
      `no Chromium found (looked at $CHROME_PATH, /usr/bin/chromium, /usr/bin/chromium-browser). Install Debian's: sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  await ensureBuilt(REPO_ROOT, log);
  const distBuiltAt = statSync(join(REPO_ROOT, 'dist', 'live-board.js'))
    .mtime.toISOString()
    .replace(/\.\d+Z$/, 'Z');

  log(`starting the reference server (LATENCY_MS=${latencyMs}, PORT=0)…`);
  server = await startReferenceServer({ repoRoot: REPO_ROOT, latencyMs });
  const origin = new URL(server.url).origin;
  log(`  ${server.url}`);

  browser = await chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const viewport = { width: 1280, height: 800 };
  const probeSource = readFileSync(join(BENCH_DIR, 'page-probe.js'), 'utf8');
  const config = {
    browser: `Chromium ${browser.version()}`,
    latencyMs,
    viewport,
    cpuSlowdown,
    rasterThumbs: options['raster-thumbs'],
    distBuiltAt,
    source: gitState(),
    cmsPath: CMS_PATH,
    locale: options.locale,
    bigPath: BIG_PATH,
    runs: runCount,
    startedAt: new Date().toISOString(),
    cpus: availableParallelism(),
    loadAverage: loadavg()[0],
  };
  const common = { origin, viewport, probeSource, cpuSlowdown };
  const locale = options.locale;
  const cmsUrl = new URL(CMS_PATH, origin).href;

  // A failed cold run is retried once (others rebuild dist/ while this runs); a second failure is the answer.
  const attempt = async (label, fn) => {
    try {
      return await fn();
    } catch (error) {
      if (failing) throw error;
      log(`  ${label} failed, retrying once: ${String(error.message).split('\n')[0]}`);
      await new Promise((r) => setTimeout(r, 2_000));
      return fn();
    }
  };

  if (!options['no-warmup']) {
    log('warm-up run (not counted)…');
    await attempt('warm-up', () =>
      measureFirstTile(browser, { ...common, locale, pageUrl: cmsUrl, timeoutMs: 30_000 }),
    );
  }
  const runs = [];
  for (let index = 0; index < runCount; index += 1) {
    const run = await attempt(`run ${index + 1}`, () =>
      measureFirstTile(browser, { ...common, locale, pageUrl: cmsUrl, timeoutMs: 30_000 }),
    );
    run.jsBeforeTile = run.rounds.filter((r) => r.kind === 'js' && r.end <= run.cutoffMs).length;
    run.apiBeforeTile = run.rounds.filter(
      (r) => (r.kind === 'api' || r.kind === 'analytics') && r.end <= run.cutoffMs,
    ).length;
    runs.push(run);
    log(
      `run ${index + 1}/${runCount}: first tile ${Math.round(run.firstTileMs)} ms, ${run.roundCount} rounds, TBT ${Math.round(run.totalBlockingMs)} ms`,
    );
  }
  const byTime = runs.map((run, index) => ({ run, index })).sort((a, b) => a.run.firstTileMs - b.run.firstTileMs);
  const representativeIndex = byTime[Math.floor((byTime.length - 1) / 2)].index;
  const representative = runs[representativeIndex];
  const firstTile = {
    runs,
    representativeIndex,
    representative,
    median: {
      firstTileMs: median(runs.map((r) => r.firstTileMs)),
      tileInDomMs: median(runs.map((r) => r.tileInDomMs)),
      firstContentfulPaintMs: median(runs.map((r) => r.firstContentfulPaintMs)),
      totalBlockingMs: median(runs.map((r) => r.totalBlockingMs)),
      longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
      longTasks: median(runs.map((r) => r.longTasks)),
      criticalPathMs: median(runs.map((r) => r.criticalPathMs)),
      tileOverCriticalPath: median(runs.map((r) => r.tileOverCriticalPath)),
      mainThreadAfterCriticalMs: median(runs.map((r) => r.mainThreadAfterCriticalMs)),
      roundCount: median(runs.map((r) => r.roundCount)),
      itemsRounds: median(runs.map((r) => r.itemsRounds)),
    },
    js: jsSummary(representative),
    verified: null,
  };
  if (!options['no-verify']) {
    log('delay check of the critical path: one request at a time held back in one more cold run…');
    firstTile.verified = await verifyCriticalPath({
      runs,
      baselineMs: firstTile.median.firstTileMs,
      itemsRounds: firstTile.median.itemsRounds,
      measure: (delay) =>
        measureFirstTile(browser, { ...common, locale, pageUrl: cmsUrl, timeoutMs: 30_000, settleMs: 0, delay }),
      log,
    });
    const notWaited = new Set(
      firstTile.verified.checks.filter((check) => check.verdict === 'does not wait').map((check) => check.path),
    );
    firstTile.js = jsSummary(representative, notWaited);
  }

  // A cold load of the CMS page as a lead's phone makes it: throttled CPU and network, touch viewport.
  const device = phoneDevice(browser.version());
  const phoneLoad = {
    origin,
    probeSource,
    locale,
    pageUrl: cmsUrl,
    viewport: PHONE_VIEWPORT,
    device,
    cpuSlowdown: PHONE_CPU_SLOWDOWN,
    network: PHONE_NETWORK,
    // The trace's own cost grows with the CPU slowdown; the phone tables need none of its figures.
    trace: false,
    timeoutMs: 60_000,
    // The main thread after the first tile, to the moment Lighthouse's TBT is read here: a lead may tap meanwhile.
    watchUntilMs: PHONE_WATCH_MS,
    beforeLoad: options['raster-thumbs'] ? (page) => answerThumbsWithPng(page, origin, latencyMs) : null,
  };

  // Phone: the same page as a lead's phone loads it, then five interactions with real touch and key input.
  let phone = null;
  if (phoneRunCount) {
    const loadBefore = loadavg()[0];
    const eventProbe = readFileSync(join(BENCH_DIR, 'event-probe.js'), 'utf8');
    log(
      `phone: ${phoneRunCount} cold runs of ${CMS_PATH} (CPU ${PHONE_CPU_SLOWDOWN}× slower, slow 4G, ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height} touch), each with five interactions…`,
    );
    const phoneRuns = [];
    // The main thread after the first tile as a phone has it, with no DevTools Runtime attached (bare-page.mjs).
    const bare = await launchBareChromium();
    try {
      for (let index = 0; index < phoneRunCount; index += 1) {
        const run = await attempt(`phone run ${index + 1}`, () =>
          measureFirstTile(browser, { ...phoneLoad, initScripts: [eventProbe], interact: runInteractions }),
        );
        run.js = jsSummary(run);
        const probe = await attempt(`phone run ${index + 1} without DevTools' Runtime`, () =>
          bare.load({
            url: phoneLoad.pageUrl,
            viewport: PHONE_VIEWPORT,
            device,
            cpuSlowdown: PHONE_CPU_SLOWDOWN,
            network: PHONE_NETWORK,
            probeSource,
            untilMs: PHONE_WATCH_MS,
            timeoutMs: phoneLoad.timeoutMs,
          }),
        );
        // The figures after the tile come from that load; Playwright's (Runtime attached) are kept beside them.
        run.withDevtools = {
          longestTaskAfterTileMs: run.longestTaskAfterTileMs,
          longTasksAfterTile: run.longTasksAfterTile,
          totalBlockingToMs: run.totalBlockingToMs,
        };
        Object.assign(run, afterTile(probe.longTasks, probe.firstTile, PHONE_WATCH_MS), {
          bareFirstTileMs: probe.firstTile,
        });
        phoneRuns.push(run);
        const done = run.interactions.map((i) => (i.status === 'measured' ? Math.round(i.ms) : i.status)).join('/');
        log(
          `phone run ${index + 1}/${phoneRunCount}: first tile ${Math.round(run.firstTileMs)} ms, network floor ${Math.round(run.networkFloorMs ?? NaN)} ms, board JS before it ${run.js.beforeFirstTile.transferred} bytes, interactions ${done} ms, longest task after the tile ${Math.round(run.longestTaskAfterTileMs)} ms (${Math.round(run.withDevtools.longestTaskAfterTileMs)} ms with DevTools' Runtime)`,
        );
      }
    } finally {
      await bare.close();
    }
    phone = {
      config: {
        runs: phoneRunCount,
        viewport: PHONE_VIEWPORT,
        device,
        cpuSlowdown: PHONE_CPU_SLOWDOWN,
        network: PHONE_NETWORK,
        loadAverage: { before: loadBefore, after: loadavg()[0] },
      },
      runs: phoneRuns,
      median: phoneMedians(phoneRuns),
      interactions: summarizeInteractions(phoneRuns.map((r) => r.interactions)),
    };
  }

  // Phone PDF: a PDF opened on the phone, after a cold load of the CMS page, each way in (`--pdf-open`).
  let pdf = null;
  if (pdfRunCount) {
    const loadBefore = loadavg()[0];
    log(
      `phone PDF: ${pdfRunCount} cold runs of ${CMS_PATH} for each of ${pdfOpenings.join(', ')}, opening '${PDF_ITEM}'…`,
    );
    await warmPictures(origin);
    // Keyed by way in, and by build after a slash when more than one is weighed (`tap/legacy`).
    const byOpening = {};
    for (const by of pdfOpenings) {
      for (const build of pdfBuilds) {
        const key = pdfBuilds.length > 1 ? `${by}/${build}` : by;
        const runs = [];
        for (let index = 0; index < pdfRunCount; index += 1) {
          const run = await attempt(`phone PDF ${key} run ${index + 1}`, () =>
            measureFirstTile(browser, {
              ...phoneLoad,
              initScripts: pdfBuildScripts(build),
              interact: (session) => openPdf(session, by),
            }),
          );
          const opened = run.interactions;
          runs.push(opened);
          log(
            `phone PDF ${key} ${index + 1}/${pdfRunCount}: page 1 readable ${Math.round(opened.readableMs)} ms (${opened.readableBy}${opened.pictureWidth ? `, ${opened.pictureWidth} px picture` : ''}), drawn by pdf.js ${Math.round(opened.drawnMs)} ms (${opened.build} build, ${Math.round(opened.engineBytes / 1024)} KB sent)${opened.clickMs === null ? '' : `; the click ${Math.round(opened.clickMs)} ms after the touch`}`,
          );
        }
        byOpening[key] = {
          runs,
          median: {
            readableMs: median(runs.map((r) => r.readableMs)),
            drawnMs: median(runs.map((r) => r.drawnMs)),
            engineBytes: median(runs.map((r) => r.engineBytes)),
          },
        };
      }
    }
    pdf = {
      config: { runs: pdfRunCount, item: PDF_ITEM, loadAverage: { before: loadBefore, after: loadavg()[0] } },
      byOpening,
      goals: PDF_GOALS,
    };
    for (const [by, { median: m }] of Object.entries(byOpening)) {
      log(
        `phone PDF by ${by}, median of ${pdfRunCount}: page 1 readable ${Math.round(m.readableMs)} ms (goal ≤ ${PDF_GOALS.readableMs}, moonshot ${PDF_GOALS.readableMoonshotMs}: ${m.readableMs <= PDF_GOALS.readableMs ? 'met' : 'NOT MET'}), drawn by pdf.js ${Math.round(m.drawnMs)} ms, engine ${Math.round(m.engineBytes / 1024)} KB sent`,
      );
    }
    log(
      `phone PDF load average ${pdf.config.loadAverage.before.toFixed(2)} → ${pdf.config.loadAverage.after.toFixed(2)}`,
    );
  }

  let big = null;
  if (!options['skip-big']) {
    log(`acme-big: scrolling until ${itemTarget} items have loaded…`);
    big = await measureBigBoard(browser, {
      ...common,
      pageUrl: new URL(BIG_PATH, origin).href,
      html: bigBoardPage(),
      target: itemTarget,
      rasterThumbs: options['raster-thumbs'],
      latencyMs,
      timeoutMs: bigTimeoutMs,
      stallMs: 20_000,
      log,
    });
  }

  // A React host's page (Next.js App Router) on the phone profile: today's wrapper beside the first screen in the
  // page's own HTML (react-host.mjs).
  let hosts = null;
  if (!options['skip-hosts']) {
    const loadBefore = loadavg()[0];
    const eventProbe = readFileSync(join(BENCH_DIR, 'event-probe.js'), 'utf8');
    const variants = await measureNextHost({
      apiUrl: origin,
      runs: phoneRunCount || 5,
      freePort,
      log,
      interact: async (url) => {
        const run = await attempt('Next.js host interactions', () =>
          measureFirstTile(browser, {
            ...phoneLoad,
            origin: new URL(url).origin,
            pageUrl: url,
            initScripts: [eventProbe],
            interact: runInteractions,
          }),
        );
        return run.interactions;
      },
    });
    hosts = { variants, loadAverage: `${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}` };
  }

  // Lighthouse's view of the CMS page: its own browser (Debian's Chromium, mobile emulation, simulated throttling).
  let lighthouse = null;
  if (!options['skip-lighthouse']) {
    const audits = [];
    for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) {
      log(`Lighthouse ${index + 1}/${LIGHTHOUSE_RUNS} on ${CMS_PATH}…`);
      audits.push(await auditPerformance(cmsUrl, executablePath));
    }
    lighthouse = {
      audits,
      median: {
        score: median(audits.map((a) => a.score)),
        totalBlockingMs: median(audits.map((a) => a.totalBlockingMs)),
        largestContentfulPaintMs: median(audits.map((a) => a.largestContentfulPaintMs)),
        cumulativeLayoutShift: median(audits.map((a) => a.cumulativeLayoutShift)),
      },
    };
  }

  const result = { config, firstTile, phone, pdf, big, lighthouse };
  const report = formatReport(result);
  const json = {
    config,
    firstTile: {
      median: firstTile.median,
      runs: runs.map(({ requests, rounds, chain, ...figures }) => figures),
      criticalPath: {
        run: representativeIndex + 1,
        rounds: representative.roundCount,
        requests: representative.rounds.map(({ after, ...r }, index) => ({
          ...r,
          critical: representative.chain.includes(index),
        })),
        delayCheck: firstTile.verified,
      },
      js: firstTile.js,
    },
    phone: phone && {
      config: phone.config,
      median: phone.median,
      interactions: phone.interactions,
      runs: phone.runs.map(({ requests, rounds, chain, js, ...figures }) => ({
        ...figures,
        jsBeforeFirstTile: js.beforeFirstTile,
        jsFiles: js.files.filter((f) => f.board && f.beforeFirstTile),
      })),
    },
    pdf,
    big,
    lighthouse,
    hosts,
  };
  // Times to 0.1 ms: the clocks are not finer than that.
  const text = `${JSON.stringify(json, (_key, value) => (typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 10) / 10 : value), 2)}\n`;
  mkdirSync(dirname(resolve(options.out)), { recursive: true });
  writeFileSync(resolve(options.out), text);
  const hostsReport = hosts ? `\n${formatNextHost(hosts.variants, hosts.loadAverage, summarizeInteractions)}\n` : '';
  if (options.json) {
    log(report + hostsReport);
    process.stdout.write(text);
  } else {
    console.log(report + hostsReport);
  }
  log(`\nfigures as JSON: ${resolve(options.out)}`);
  return big?.incomplete ?? null;
}

try {
  const incomplete = await main();
  clearTimeout(watchdog);
  if (incomplete) await fail(incomplete);
  await shutdown();
  process.exit(0);
} catch (error) {
  // Errors of the benchmark's own checks explain themselves; anything else keeps its stack.
  const expected =
    error instanceof BenchError ||
    /^(no item tile|<live-board> was not defined|acme-big|the reference server|npm run build)/.test(
      error?.message ?? '',
    );
  await fail(expected ? error.message : (error?.stack ?? String(error)));
}
