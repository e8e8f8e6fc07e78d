// Runs the browser tests in each engine (engines.mjs: Chromium, Firefox ESR, WebKitGTK, all from Debian): each shard
// starts the reference server (a scope per test file: scoped-server.ts) on a free port with a throw-away data folder,
// then @web/test-runner in one engine, whose dev server forwards the server's paths to it. Each test file runs in a
// browser context (or WebDriver session) of its own: a cold HTTP cache, empty storage and its own server state, so
// no file depends on which files ran before it, or on which shard.
//
// Every test file is bundled once for the whole run (bundle.mjs: one esbuild build, shared chunks), and each shard's
// runner serves those bundles.
//
// Each engine's files are split into shards (BROWSER_SHARDS, 3 by default), by their recorded durations in that
// engine (test/browser/durations.json; a file not recorded counts as an average one), longest first. Shards of all
// engines run side by side, BROWSER_PARALLEL (3 by default) at a time, longest first: one shard alone leaves the
// cores idle while it waits on pages, timers and the network; three keep two cores busy (the stage is bound by the
// CPU then, most of it the browsers' own work).
//
//   node test/browser/run.mjs                              every file in every engine
//   node test/browser/run.mjs --engine firefox             one engine (or BROWSER_ENGINES=chromium,webkit)
//   node test/browser/run.mjs --files test/browser/x.ts …  the files named, in one shard per engine
//   node test/browser/run.mjs --repeat 10                  ten runs; lists every test that failed in any of them
//   node test/browser/run.mjs --shuffle [--seed 1234]      files in a random order, shared out at random; the seed
//                                                           is printed, and --seed replays that order
//   node test/browser/run.mjs --record-durations           every file in one shard per engine, then rewrites
//                                                           that engine's durations in durations.json
// A test an engine cannot run is skipped there with its reason (engine-gaps.mjs); the summary lists each.
// Other arguments go to @web/test-runner as they are.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { startWorkerd } from '../edge/workerd.mjs';
import { buildHosts } from '../hosts/build.mjs';
import { startHosts } from '../hosts/serve.mjs';
import { writeTestBundles } from './bundle.mjs';
import { gapOf } from './engine-gaps.mjs';
import { ENGINE_NAMES, ENGINES } from './engines.mjs';
import { freePort } from './free-port.mjs';

const DURATIONS = 'test/browser/durations.json';

/** The command line: our flags, and the rest for the test runner. */
function parseArgs(argv) {
  const options = { files: [], engines: [], repeat: 1, shuffle: false, seed: null, record: false, runnerArgs: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--files') {
      while (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) options.files.push(argv[++i]);
    } else if (arg === '--engine') {
      options.engines.push(...value().split(','));
    } else if (arg === '--repeat') {
      options.repeat = Number(value());
      if (!Number.isInteger(options.repeat) || options.repeat < 1) throw new Error('--repeat needs a whole number ≥ 1');
    } else if (arg === '--shuffle') {
      options.shuffle = true;
    } else if (arg === '--seed') {
      options.seed = Number(value());
      if (!Number.isInteger(options.seed) || options.seed < 0) throw new Error('--seed needs a whole number ≥ 0');
      options.shuffle = true;
    } else if (arg === '--record-durations') {
      options.record = true;
    } else {
      options.runnerArgs.push(arg);
    }
  }
  return options;
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`test:browser: ${error.message}`);
  process.exit(2);
}

/** Every test file of the suite. */
function testFiles() {
  return readdirSync('test/browser', { recursive: true })
    .map((name) => join('test/browser', String(name)))
    .filter((path) => /\.test\.tsx?$/.test(path))
    .sort();
}

const files = options.files.length > 0 ? options.files : testFiles();
for (const file of files) {
  if (!existsSync(file)) {
    console.error(`test:browser: no such test file: ${file}`);
    process.exit(2);
  }
}

const engines =
  options.engines.length > 0 ? options.engines : (process.env.BROWSER_ENGINES?.split(',') ?? ENGINE_NAMES);
for (const engine of engines) {
  if (!ENGINES[engine]) {
    console.error(`test:browser: no engine "${engine}" (the engines: ${ENGINE_NAMES.join(', ')})`);
    process.exit(2);
  }
  const missing = ENGINES[engine].missing();
  if (missing.length > 0) {
    console.error(
      `test:browser: ${ENGINES[engine].label} is not installed: ${missing.join(', ')}.\n` +
        `Install Debian's packages:  sudo apt-get update && sudo apt-get install -y ${ENGINES[engine].packages.join(' ')}\n` +
        `(or run fewer engines: BROWSER_ENGINES=${ENGINE_NAMES.filter((name) => name !== engine).join(',')})`,
    );
    process.exit(1);
  }
}
const shardCount =
  options.files.length > 0 || options.record ? 1 : Math.max(1, Number(process.env.BROWSER_SHARDS ?? 3) || 1);
const parallel = Math.max(1, Number(process.env.BROWSER_PARALLEL ?? 3) || 1);

/** A small seeded random generator (mulberry32): the same seed gives the same order on every machine. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `list` in an order decided by `seed` (Fisher–Yates). */
function shuffled(list, seed) {
  const next = random(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The recorded seconds of each file, by engine. */
function recordedDurations() {
  return existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {};
}

/**
 * Shares `list` out to `count` shards, each file to the shard with the least recorded time so far, in the list's
 * order: longest first (shards that end close together), or as shuffled. A shard runs its files in that order.
 */
function split(list, count, { keepOrder, engine }) {
  const recorded = recordedDurations()[engine] ?? {};
  const known = list.map((file) => recorded[file]).filter((seconds) => typeof seconds === 'number');
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const weighted = list.map((file) => ({ file, seconds: recorded[file] ?? average }));
  if (!keepOrder) weighted.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const { file, seconds } of weighted) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return shards.filter((shard) => shard.files.length > 0);
}

const cleanups = new Set();
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    for (const cleanup of cleanups) cleanup();
    process.exit(code);
  });
}

/** Starts a reference server with its own data folder; resolves with its URL and how to stop it. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'live-board-browser-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'test/browser/scoped-server.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
    cleanups.delete(stop);
  };
  cleanups.add(stop);
  try {
    const url = await new Promise((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error(`reference server did not start:\n${seen}`)), 60_000);
      server.stdout.on('data', (chunk) => {
        seen += chunk;
        const match = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(seen);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      server.on('exit', (code) => reject(new Error(`reference server exited (${code}):\n${seen}`)));
    });
    return { url, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

const CLOSING = /^browser: (\d+) passed, (\d+) failed, (\d+) skipped$/m;

/**
 * Runs one shard: its server, then the runner over `files` in their order. `live` writes the runner's output
 * straight through; otherwise it is held, and printed when the shard ends (`printHeld`: always, or only on failure).
 */
async function runShard({ name, files: shardFiles, live, printHeld, env = {} }) {
  const started = Date.now();
  const resultsDir = mkdtempSync(join(tmpdir(), 'live-board-results-'));
  const resultsFile = join(resultsDir, 'results.json');
  // Where the browser saves what the board downloads (launcher.mjs): gone with the results.
  const downloads = join(resultsDir, 'downloads');
  mkdirSync(downloads);
  let server;
  try {
    server = await startServer();
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    rmSync(resultsDir, { recursive: true, force: true });
    return { name, files: shardFiles, code: 1, counts: null, results: null, ms: Date.now() - started };
  }
  // The edge worker in workerd, in front of this shard's server, for the files named `edge*.test.*`.
  let edge = null;
  if (shardFiles.some((file) => /\/edge[^/]*\.test\.tsx?$/.test(file))) {
    try {
      edge = await startWorkerd({ api: server.url });
      cleanups.add(edge.stop);
    } catch (error) {
      console.error(`${name}: ${error.message}`);
      server.stop();
      rmSync(resultsDir, { recursive: true, force: true });
      return { name, files: shardFiles, code: 1, counts: null, results: null, ms: Date.now() - started };
    }
  }
  const port = await freePort();
  const runner = spawn(
    process.execPath,
    [
      'node_modules/@web/test-runner/dist/bin.js',
      '--config',
      'test/browser/web-test-runner.config.mjs',
      '--port',
      String(port),
      ...options.runnerArgs,
    ],
    {
      env: {
        ...process.env,
        ...env,
        REFERENCE_SERVER_URL: server.url,
        ...(edge ? { EDGE_WORKER_URL: edge.origin } : {}),
        BROWSER_FILES: JSON.stringify(shardFiles),
        BROWSER_RESULTS_OUT: resultsFile,
        BROWSER_DOWNLOADS: downloads,
      },
      stdio: ['inherit', 'pipe', 'pipe'],
    },
  );
  const stopRunner = () => runner.kill();
  cleanups.add(stopRunner);
  let output = '';
  const take = (stream, to) =>
    stream.on('data', (chunk) => {
      output += chunk;
      if (live) to.write(chunk);
    });
  take(runner.stdout, process.stdout);
  take(runner.stderr, process.stderr);
  const code = await new Promise((resolve) => runner.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  cleanups.delete(stopRunner);
  if (edge) {
    cleanups.delete(edge.stop);
    await edge.stop();
  }
  server.stop();
  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : null;
  rmSync(resultsDir, { recursive: true, force: true });
  // Counted from the results file (a file the runner ran again counts once per run); the closing line says that
  // the runner got to the end.
  const counts =
    results && CLOSING.test(output)
      ? ['passed', 'failed', 'skipped'].map((status) => results.results.filter((r) => r.status === status).length)
      : null;
  const passed = code === 0 && counts !== null;
  if (!live && (printHeld === 'always' || !passed))
    console.log(`\n--- ${name} output\n${output.trimEnd()}\n--- end of ${name} output`);
  return { name, files: shardFiles, code, counts, results, ms: Date.now() - started };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `jobs` (functions answering promises), at most `limit` at a time, in their order; answers their results. */
async function pool(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/** The tests of `runs` each engine skipped, with the reason engine-gaps.mjs gives (null: none given). */
function skipsOf(runs) {
  return runs.flatMap(({ engine, results }) =>
    (results?.results ?? [])
      .filter((result) => result.status === 'skipped')
      .map((result) => ({ engine, ...result, reason: gapOf(engine, result.file, result.name)?.reason ?? null })),
  );
}

/**
 * The gaps of engine-gaps.mjs whose test ran in its engine instead of being skipped: a gap that no longer holds (the
 * engine can run the test now), or a skip that failed to happen (the test ran where it cannot observe anything).
 */
function gapsNotSkipped(runs) {
  return runs.flatMap(({ engine, results }) =>
    (results?.results ?? [])
      .filter((result) => result.status !== 'skipped' && gapOf(engine, result.file, result.name) !== null)
      .map((result) => ({ engine, ...result })),
  );
}

/**
 * Each engine's shards' counts and time, and every skip with its reason; answers whether every skip has one and
 * every listed gap was skipped.
 */
function printSummary(label, runs) {
  console.log(`\n${label} — by engine`);
  for (const engine of engines) {
    const own = runs.filter((run) => run.engine === engine);
    const counts = [0, 0, 0];
    for (const run of own) run.counts?.forEach((n, i) => (counts[i] += n));
    const ok = own.every((run) => run.code === 0 && run.counts !== null);
    const times = own.map((run) => seconds(run.ms)).join(' + ');
    console.log(
      `  ${ENGINES[engine].label.padEnd(12)} ${ok ? 'passed' : 'FAILED'}: ${counts[0]} passed, ${counts[1]} failed, ` +
        `${counts[2]} skipped (${own.length} shard${own.length > 1 ? 's' : ''}: ${times})`,
    );
  }
  // The failures again, where a log cut to its end still shows them (a shard's own output comes before).
  const failed = runs.flatMap(({ engine, name, results }) =>
    (results?.results ?? [])
      .filter((result) => result.status === 'failed')
      .map((result) => ({ engine, shard: name, ...result })),
  );
  if (failed.length > 0) {
    console.log('  failed:');
    for (const test of failed)
      console.log(`    ${test.shard}: ${test.file} › ${test.name}\n      ${test.error ?? '(no error message)'}`);
  }
  const skips = skipsOf(runs);
  if (skips.length > 0) {
    console.log('  skipped, and why:');
    for (const skip of skips)
      console.log(
        `    ${ENGINES[skip.engine].label}: ${skip.file} › ${skip.name}\n      ${skip.reason ?? 'NO REASON GIVEN'}`,
      );
  }
  const ran = gapsNotSkipped(runs);
  if (ran.length > 0) {
    console.log('  listed in engine-gaps.mjs, yet run (not skipped):');
    for (const test of ran)
      console.log(`    ${ENGINES[test.engine].label}: ${test.file} › ${test.name} (${test.status})`);
  }
  return skips.every((skip) => skip.reason !== null) && ran.length === 0;
}

/** One whole run of the chosen files in each engine (`seed`: shuffled by it). */
async function runOnce({ index, seed }) {
  const label = options.repeat > 1 ? `run ${index}/${options.repeat}` : 'browser';
  const order = seed === null ? files : shuffled(files, seed);
  const quiet = options.repeat > 1;
  const started = Date.now();
  if (seed !== null) console.log(`${label}: shuffled with seed ${seed} (replay: --shuffle --seed ${seed})`);
  const recordDir = options.record ? mkdtempSync(join(tmpdir(), 'live-board-durations-')) : null;
  const shards = engines.flatMap((engine) =>
    split(order, shardCount, { keepOrder: seed !== null, engine }).map((shard, n, all) => ({
      ...shard,
      engine,
      name: `${quiet ? `${label} ` : ''}${ENGINES[engine].label}${all.length > 1 ? ` shard ${n + 1}` : ''}`,
    })),
  );
  // Longest first, so the shards that run side by side end close together.
  if (seed === null) shards.sort((a, b) => b.seconds - a.seconds);
  if (!quiet) {
    console.log(`browser: ${shards.length} shards, ${parallel} at a time`);
    shards.forEach((shard, n) =>
      console.log(
        `  ${shard.name}: ${shard.files.length} files, about ${Math.round(shard.seconds)} s` +
          (n === 0 ? ' (output below as it runs)' : ' (output when it ends, if it fails)'),
      ),
    );
  }
  const runs = await pool(
    shards.map((shard, n) => async () => {
      const run = await runShard({
        name: shard.name,
        files: shard.files,
        live: !quiet && n === 0,
        printHeld: 'failed',
        env: {
          BROWSER_ENGINE: shard.engine,
          BROWSER_BUNDLES: bundles,
          ...(recordDir ? { BROWSER_DURATIONS_OUT: join(recordDir, `${shard.engine}.json`) } : {}),
        },
      });
      if (!quiet) console.log(`${shard.name}: ${run.code === 0 ? 'passed' : 'failed'} in ${seconds(run.ms)}`);
      return { ...run, engine: shard.engine };
    }),
    parallel,
  );
  if (recordDir) {
    const recorded = recordedDurations();
    for (const engine of engines) {
      const out = join(recordDir, `${engine}.json`);
      if (existsSync(out)) recorded[engine] = JSON.parse(readFileSync(out, 'utf8'));
    }
    writeFileSync(DURATIONS, `${JSON.stringify(recorded, null, 2)}\n`);
    rmSync(recordDir, { recursive: true, force: true });
  }
  const total = [0, 0, 0];
  for (const { counts } of runs) counts?.forEach((n, i) => (total[i] += n));
  const reasoned = printSummary(label, runs);
  const passed = reasoned && runs.every((run) => run.code === 0 && run.counts !== null);
  console.log(
    `${quiet ? `${label}: ${passed ? 'passed' : 'FAILED'} — ` : '\nbrowser: '}${total[0]} passed, ${total[1]} failed, ` +
      `${total[2]} skipped${quiet ? ` in ${seconds(Date.now() - started)}` : ''}` +
      (reasoned
        ? ''
        : ' (a skip without its reason, or a listed gap that ran, fails the run: see test/browser/engine-gaps.mjs)'),
  );
  return { index, seed, runs, passed };
}

/** Every test that failed in any run, with the run, the shard's order up to it, and its first error line. */
function failureReport(allRuns) {
  const failures = new Map();
  for (const { index, seed, runs } of allRuns) {
    for (const run of runs) {
      if (!run.results) {
        const key = `(${run.name} did not report: the runner or its server failed)`;
        failures.set(key, [...(failures.get(key) ?? []), { index, seed, shard: run.name, before: [] }]);
        continue;
      }
      for (const result of run.results.results) {
        if (result.status !== 'failed') continue;
        const key = `${ENGINES[run.engine].label}: ${result.file} › ${result.name}`;
        const position = run.results.order.indexOf(result.file);
        failures.set(key, [
          ...(failures.get(key) ?? []),
          {
            index,
            seed,
            shard: run.name,
            position: position + 1,
            of: run.files.length,
            before: run.results.order.slice(0, Math.max(0, position)),
            error: result.error,
          },
        ]);
      }
    }
  }
  return failures;
}

// Every file bundled once, for every shard and run (bundle.mjs). A file that does not bundle leaves the runners to
// bundle each file themselves: the broken one then fails alone, with esbuild's message, in its shard. The folder is
// inside the project, so the source maps' relative paths lead back to the sources wherever the project is.
mkdirSync(join('node_modules', '.cache'), { recursive: true });
const bundles = resolve(mkdtempSync(join('node_modules', '.cache', 'live-board-bundles-')));
cleanups.add(() => rmSync(bundles, { recursive: true, force: true }));
try {
  await writeTestBundles(files, bundles);
} catch (error) {
  console.error(`test:browser: bundling the test files failed; each runner bundles its own:\n${error.message}`);
}

// The React host apps (test/hosts), built and served once for every shard that needs them: the files named
// `react-hosts*.test.*`. Their servers keep no state between requests (each page asks its shard's reference server).
if (files.some((file) => /\/react-hosts[^/]*\.test\.tsx?$/.test(file))) {
  const started = Date.now();
  buildHosts();
  const hosts = await startHosts({ next: await freePort(), reactRouter: await freePort() });
  cleanups.add(hosts.stop);
  process.env.NEXT_HOST_URL = hosts.urls.next;
  process.env.RR_HOST_URL = hosts.urls.reactRouter;
  console.log(`test:browser: the React host apps are served (${seconds(Date.now() - started)})`);
}

const allRuns = [];
const baseSeed = options.shuffle ? (options.seed ?? Math.floor(Math.random() * 2 ** 31)) : null;
for (let index = 1; index <= options.repeat; index += 1) {
  allRuns.push(await runOnce({ index, seed: baseSeed === null ? null : baseSeed + index - 1 }));
}

if (options.repeat > 1 || options.shuffle) {
  const failures = failureReport(allRuns);
  const shuffle = baseSeed === null ? '' : `, shuffled (seeds ${baseSeed}–${baseSeed + options.repeat - 1})`;
  console.log(
    `\nflake finder: ${options.repeat} run${options.repeat > 1 ? 's' : ''} of ${files.length} files in ` +
      `${engines.map((engine) => ENGINES[engine].label).join(', ')}, ${shardCount} shard${shardCount > 1 ? 's' : ''} ` +
      `each${shuffle}: ` +
      `${allRuns.filter((run) => run.passed).length} passed, ${allRuns.filter((run) => !run.passed).length} failed`,
  );
  if (failures.size === 0) console.log('no test failed in any run');
  else console.log(`${failures.size} test${failures.size > 1 ? 's' : ''} failed at least once:`);
  for (const [test, seen] of failures) {
    console.log(`\n  ${test}\n    failed in ${seen.length} of ${options.repeat} run${options.repeat > 1 ? 's' : ''}:`);
    for (const { index, seed, shard, position, of, before, error } of seen) {
      const replay = seed === null ? '' : ` (seed ${seed})`;
      const where = position ? `, file ${position} of ${of}` : '';
      console.log(`      run ${index}${replay}, ${shard}${where}${error ? ` — ${error}` : ''}`);
      if (before.length > 0)
        console.log(`        after: ${before.map((file) => file.replace(/^test\/browser\//, '')).join(', ')}`);
    }
  }
}
for (const cleanup of cleanups) cleanup();
process.exit(allRuns.every((run) => run.passed) ? 0 : 1);
