// Debian's Chromium and Firefox ESR for @web/test-runner (through puppeteer-core: CDP and WebDriver BiDi), with
// each test file in a browser context of its own; WebKitGTK through its WebDriver (webdriver-launcher.mjs).
//
// The stock launcher runs every file of a run in one tab of one context, one after another: a file found the HTTP
// cache, storage, cookies and tab history of the files before it, so a test could pass or fail by which files ran
// before it on its shard (a chunk that a fault was to delay came at once from the cache). Here each file gets a
// fresh context — a cold HTTP cache, empty storage, a new tab — and in it a cookie naming the file's scope on the
// reference server (test/browser/scoped-server.ts), so the server's state is its own too. The context is closed
// when the file ends.
import { ChromeLauncher } from '@web/test-runner-chrome';

import { CHROMIUM_ARGS, ENGINES, findChromium, findFirefox, findMiniBrowser } from './engines.mjs';
import { webDriverLauncher } from './webdriver-launcher.mjs';

/** Keep in step with SCOPE_COOKIE and NO_STORE_COOKIE in scoped-server.ts (and webdriver-launcher.mjs). */
const SCOPE_COOKIE = 'lb-test-scope';

class FileContextLauncher extends ChromeLauncher {
  constructor(engine, ...rest) {
    super(...rest);
    this.engine = engine;
    this.name = ENGINES[engine].label;
  }

  async startSession(sessionId, url) {
    const { browser } = await this.getOrStartBrowser();
    const context = await browser.createBrowserContext();
    // Files the board downloads go to the run's throw-away folder, never the home folder (Firefox's are set by its
    // preferences, below).
    if (this.engine === 'chromium' && process.env.BROWSER_DOWNLOADS) {
      const cdp = await browser.target().createCDPSession();
      await cdp.send('Browser.setDownloadBehavior', {
        behavior: 'allow',
        downloadPath: process.env.BROWSER_DOWNLOADS,
        browserContextId: context.id,
      });
      await cdp.detach();
    }
    // Host-only, so it goes to every port of the runner's host: the runner's own server, and the reference
    // server the board's picture and PDF addresses name. Requests from another site (a frame under the host's other
    // name, localhost) go without it, to the scope `shared`, which no test reads.
    await context.setCookie({
      name: SCOPE_COOKIE,
      value: sessionId,
      url: new URL('/', url).href,
      // WebDriver BiDi (Firefox) wants the domain named; for a host-only cookie it is the page's host.
      ...(this.engine === 'firefox' ? { domain: new URL(url).hostname, path: '/' } : {}),
      httpOnly: true,
      sameSite: 'Lax',
    });
    const page = await this.createNewPage(browser, context);
    this.activePages.set(sessionId, page);
    await page.runSession(url, Boolean(this.config?.coverage));
  }

  /**
   * Makes the next requests of the file's page come from the server, not from the HTTP cache: Chromium empties the
   * context's cache (CDP); Firefox, which has no such command over BiDi, bypasses the cache from now on.
   */
  async clearHttpCache(sessionId) {
    const page = this.getPage(sessionId);
    if (this.engine === 'firefox') {
      await page.setCacheEnabled(false);
      return;
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }

  /** Makes the file's page report `scheme` (`light`, `dark`) as the visitor's prefers-color-scheme; null: the real one. */
  async emulateColorScheme(sessionId, scheme) {
    await this.getPage(sessionId).emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme ?? '' }]);
  }

  async stopSession(sessionId) {
    const page = this.activePages.get(sessionId);
    const result = await super.stopSession(sessionId);
    // The stock launcher keeps the page for the next file: close it, and its context, instead.
    this.inactivePages = this.inactivePages.filter((inactive) => inactive !== page);
    await page.puppeteerPage.browserContext().close();
    return result;
  }
}

/** No navigation limit of puppeteer's own (30 s by default): a loaded machine once took longer than that to leave a
 * test page for about:blank between files. testsFinishTimeout still bounds the whole run. */
async function createPage({ context }) {
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(0);
  return page;
}

/**
 * Firefox saves a file the board downloads into the run's throw-away folder, without asking. Its own PDF viewer is
 * off: with it, Firefox shows every downloaded PDF in a new tab in front of the test's, which then counts as hidden
 * (a visitor's time on an item stops counting). The board's PDF viewer is its own pdf.js, which this does not touch.
 */
const FIREFOX_PREFS = {
  'pdfjs.disabled': true,
  'browser.download.folderList': 2,
  'browser.download.useDownloadDir': true,
  ...(process.env.BROWSER_DOWNLOADS ? { 'browser.download.dir': process.env.BROWSER_DOWNLOADS } : {}),
};

/** The launcher of `engine` (a key of ENGINES): a fresh browser context, or WebDriver session, per test file. */
export function launcherFor(engine) {
  if (engine === 'webkit') {
    return webDriverLauncher({
      name: ENGINES.webkit.label,
      driver: ['/usr/bin/WebKitWebDriver'],
      display: true,
      // MiniBrowser opens its window under Xvfb (`--headless` hangs the session). Tests open pages in new windows
      // without a click (helpers.ts openWindow), which Chromium's and Firefox's automation allow.
      capabilities: {
        'webkitgtk:browserOptions': {
          binary: findMiniBrowser(),
          args: ['--automation', '--javascript-can-open-windows-automatically=true'],
        },
      },
      // The browser's languages come from the environment: a visitor's, not the C locale of a bare CI machine.
      env: {
        // WebKitGTK's accelerated compositing, the GTK port's own path (iPhones composite through Core Animation),
        // runs on Mesa's llvmpipe under Xvfb: OpenGL done by the CPU. It took half of WebKit's CPU time in the
        // browser stage. Like Chromium's --disable-gpu, the page is drawn by the CPU directly; layout, script and
        // events are the same WebCore's.
        WEBKIT_DISABLE_COMPOSITING_MODE: '1',
        // (C.UTF-8 is a locale every Debian has; the languages are LANGUAGE's.)
        LANG: 'C.UTF-8',
        LANGUAGE: 'en_US:en',
        // A home of its own: what MiniBrowser downloads or keeps lands in the run's throw-away folder.
        ...(process.env.BROWSER_DOWNLOADS ? { HOME: process.env.BROWSER_DOWNLOADS } : {}),
      },
    });
  }
  const launchOptions =
    engine === 'firefox'
      ? { browser: 'firefox', executablePath: findFirefox(), headless: true, extraPrefsFirefox: FIREFOX_PREFS }
      : { executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS };
  if (!ENGINES[engine]) throw new Error(`no such engine: ${engine}`);
  return new FileContextLauncher(
    engine,
    launchOptions,
    ({ browser }) => browser.defaultBrowserContext(),
    createPage,
    undefined,
    undefined,
  );
}
