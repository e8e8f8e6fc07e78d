// Runs the browser tests: each shard starts the reference server on a free port with a throw-away data folder, then
// @web/test-runner in Debian's Chromium, whose dev server forwards the server's paths to it.
//
// A whole run is split into shards (BROWSER_SHARDS, 2 by default) that run side by side, each with a server of its
// own: a test's faults (/__faults) and data stay inside its shard. Most of a browser test's time is waiting on pages,
// timers and the network, so two shards on two cores take little more than half the time of one. Files go to shards
// by their recorded durations (test/browser/durations.json; a file not recorded counts as an average one).
//
//   node test/browser/run.mjs                            every file, in shards
//   node test/browser/run.mjs --files test/browser/x.ts  the runner's own arguments: one shard, as given
//   node test/browser/run.mjs --record-durations         every file in one shard, then rewrites durations.json
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { findChromium } from './chromium.mjs';

if (!findChromium()) {
  console.error(
    'Browser tests need Chromium and none was found (looked at $CHROME_PATH, /usr/bin/chromium).\n' +
      "Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium",
  );
  process.exit(1);
}

const DURATIONS = 'test/browser/durations.json';
const record = process.argv.includes('--record-durations');
const runnerArgs = process.argv.slice(2).filter((arg) => arg !== '--record-durations');
const shardCount = runnerArgs.length > 0 || record ? 1 : Math.max(1, Number(process.env.BROWSER_SHARDS ?? 2) || 1);

/** Every test file, as the runner's config names them. */
function testFiles() {
  return readdirSync('test/browser', { recursive: true })
    .map((name) => join('test/browser', String(name)))
    .filter((path) => /\.test\.tsx?$/.test(path))
    .sort();
}

/** Longest first, each to the shard with the least so far: shards that end close together. */
function split(files, count) {
  const recorded = existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {};
  const known = files.map((file) => recorded[file]).filter((seconds) => typeof seconds === 'number');
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const weighted = files.map((file) => ({ file, seconds: recorded[file] ?? average }));
  weighted.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const { file, seconds } of weighted) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return shards.filter((shard) => shard.files.length > 0);
}

/** A port nobody listens on now, for a runner's own dev server (two runners must not both take 8000). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const cleanups = new Set();
process.on('SIGINT', () => {
  for (const cleanup of cleanups) cleanup();
  process.exit(130);
});

/** Starts a reference server with its own data folder; resolves with its URL and how to stop it. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'live-board-browser-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
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
 * Runs one shard: its server, then the runner over `files` (or over `args` as given). `live` writes the runner's
 * output straight through; otherwise it is held and printed whole when the shard ends.
 */
async function runShard({ name, files, args, live, env = {} }) {
  const started = Date.now();
  let server;
  try {
    server = await startServer();
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    return { name, code: 1, counts: null, ms: Date.now() - started };
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
      ...(files ? ['--files', ...files] : []),
      ...args,
    ],
    { env: { ...process.env, ...env, REFERENCE_SERVER_URL: server.url }, stdio: ['inherit', 'pipe', 'pipe'] },
  );
  let output = '';
  const take = (stream, to) =>
    stream.on('data', (chunk) => {
      output += chunk;
      if (live) to.write(chunk);
    });
  take(runner.stdout, process.stdout);
  take(runner.stderr, process.stderr);
  const code = await new Promise((resolve) => runner.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  server.stop();
  if (!live) console.log(`\n--- ${name} output\n${output.trimEnd()}\n--- end of ${name} output`);
  const match = CLOSING.exec(output);
  const counts = match ? match.slice(1).map(Number) : null;
  return { name, code, counts, ms: Date.now() - started };
}

let runs;
if (shardCount === 1) {
  const env = record ? { BROWSER_DURATIONS_OUT: DURATIONS } : {};
  runs = [await runShard({ name: 'browser', files: null, args: runnerArgs, live: true, env })];
} else {
  const shards = split(testFiles(), shardCount);
  shards.forEach((shard, index) =>
    console.log(
      `browser shard ${index + 1}/${shards.length}: ${shard.files.length} files, about ${Math.round(shard.seconds)} s` +
        (index === 0 ? ' (output below as it runs)' : ' (output when it ends)'),
    ),
  );
  runs = await Promise.all(
    shards.map((shard, index) =>
      runShard({ name: `shard ${index + 1}`, files: shard.files, args: [], live: index === 0 }),
    ),
  );
  const total = [0, 0, 0];
  for (const { name, code, counts, ms } of runs) {
    console.log(`${name}: ${code === 0 ? 'passed' : 'failed'} in ${(ms / 1000).toFixed(1)} s`);
    counts?.forEach((n, i) => (total[i] += n));
  }
  console.log(`\nbrowser: ${total[0]} passed, ${total[1]} failed, ${total[2]} skipped`);
}
process.exit(runs.every((run) => run.code === 0 && run.counts !== null) ? 0 : 1);
