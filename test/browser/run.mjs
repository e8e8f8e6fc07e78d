// Runs the browser tests: starts the reference server on a free port with a throw-away data folder, then
// @web/test-runner in Debian's Chromium, whose dev server forwards the server's paths to it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

const dataDir = mkdtempSync(join(tmpdir(), 'live-board-browser-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
  env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});

const stop = () => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const url = await new Promise((resolve, reject) => {
  let seen = '';
  const timer = setTimeout(() => reject(new Error(`reference server did not start:\n${seen}`)), 30_000);
  server.stdout.on('data', (chunk) => {
    seen += chunk;
    const match = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(seen);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]);
    }
  });
  server.on('exit', (code) => reject(new Error(`reference server exited (${code}):\n${seen}`)));
}).catch((error) => {
  console.error(error.message);
  stop();
  process.exit(1);
});

const runner = spawn(
  process.execPath,
  [
    'node_modules/@web/test-runner/dist/bin.js',
    '--config',
    'test/browser/web-test-runner.config.mjs',
    ...process.argv.slice(2),
  ],
  { env: { ...process.env, REFERENCE_SERVER_URL: url }, stdio: 'inherit' },
);
const code = await new Promise((resolve) => runner.on('exit', (exitCode) => resolve(exitCode ?? 1)));
stop();
process.exit(code);
