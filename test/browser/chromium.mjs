// Finds Debian's Chromium for the browser tests. No test tool may download a browser here.
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/** Path of the Chromium binary, or null. */
export function findChromium() {
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Flags for headless Chromium as root on a machine whose network is closed (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-setuid-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  // The leak test forces garbage collection and reads exact heap sizes (test/browser/leaks.test.ts).
  '--js-flags=--expose-gc',
  '--enable-precise-memory-info',
];
