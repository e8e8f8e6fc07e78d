// The three browser engines the browser tests run in, all from Debian's packages (no tool may download a browser):
// Chromium, Firefox ESR (driven over WebDriver BiDi by puppeteer-core) and WebKitGTK, the engine of Safari and of
// every iPhone browser (its MiniBrowser through WebKitWebDriver, on a virtual X display of Xvfb's).
import { existsSync } from 'node:fs';

import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const MINIBROWSER_CANDIDATES = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser',
];

const first = (paths) => paths.filter(Boolean).find((path) => existsSync(path)) ?? null;

/**
 * Each engine: its name in reports, the Debian packages that bring it, and `missing()`: what is not installed
 * (empty when it can run).
 */
export const ENGINES = {
  chromium: {
    label: 'Chromium',
    packages: ['chromium'],
    missing: () => (findChromium() ? [] : ['chromium (looked at $CHROME_PATH, /usr/bin/chromium)']),
  },
  firefox: {
    label: 'Firefox ESR',
    packages: ['firefox-esr'],
    missing: () => (findFirefox() ? [] : ['firefox-esr (looked at $FIREFOX_PATH, /usr/bin/firefox-esr)']),
  },
  webkit: {
    label: 'WebKitGTK',
    packages: ['webkit2gtk-driver', 'xvfb'],
    missing: () => [
      ...(existsSync('/usr/bin/WebKitWebDriver') ? [] : ['webkit2gtk-driver (/usr/bin/WebKitWebDriver)']),
      ...(findMiniBrowser() ? [] : ["webkit2gtk-driver's MiniBrowser"]),
      ...(existsSync('/usr/bin/Xvfb') ? [] : ['xvfb (/usr/bin/Xvfb)']),
    ],
  },
};

/** Every engine, in the order a run goes through them. */
export const ENGINE_NAMES = Object.keys(ENGINES);

export function findFirefox() {
  return first([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']);
}

export function findMiniBrowser() {
  return first([process.env.MINIBROWSER_PATH, ...MINIBROWSER_CANDIDATES]);
}

export { CHROMIUM_ARGS, findChromium };
