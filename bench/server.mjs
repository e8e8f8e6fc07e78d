// The reference server for the benchmark: `demo/server/main.ts` on a free port (PORT=0) with a throw-away
// DATA_DIR and the benchmark's LATENCY_MS, its URL read from the line it prints (as test/browser/run.mjs does).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Builds dist/ when its entry is missing (`npm run build`, its output on stderr so `--json` stays clean). A build
 * started by someone else may be under way (rollup empties dist/ first): give it `graceMs` to finish first.
 */
export async function ensureBuilt(repoRoot, log, graceMs = 20_000) {
  const entry = join(repoRoot, 'dist', 'live-board.js');
  if (existsSync(entry)) return;
  log(`dist/live-board.js is missing: waiting up to ${graceMs / 1000} s for a build under way…`);
  for (const until = Date.now() + graceMs; Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (existsSync(entry)) {
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // its chunks are written around the same time
      return;
    }
  }
  log('running npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (result.status !== 0 || !existsSync(join(repoRoot, 'dist', 'live-board.js'))) {
    throw new Error(
      `npm run build failed (exit ${result.status ?? result.signal}); the benchmark needs dist/live-board.js`,
    );
  }
}

/**
 * Starts the server (`env`: more of its settings); resolves `{ url, pid, stop }` (url with a trailing slash).
 * `stop()` is idempotent, kills the server (SIGTERM, then SIGKILL after 3 s) and removes the data folder.
 */
export async function startReferenceServer({ repoRoot, latencyMs, timeoutMs = 30_000, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'live-board-bench-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: '0', LATENCY_MS: String(latencyMs), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  /** Last-resort synchronous kill for process 'exit'. */
  const killNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`the reference server printed no URL within ${timeoutMs / 1000} s. Its output:\n${output}`)),
        timeoutMs,
      );
      const look = () => {
        const match = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout.on('data', look);
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the reference server exited (${code}) before listening. Its output:\n${output}`));
      });
    });
    return { url, pid: child.pid, stop, killNow, output: () => output };
  } catch (error) {
    await stop();
    throw error;
  }
}
