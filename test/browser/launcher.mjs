// Debian's Chromium for @web/test-runner, with each test file in a browser context of its own.
//
// The stock launcher runs every file of a run in one tab of one context, one after another: a file found the HTTP
// cache, storage, cookies and tab history of the files before it, so a test could pass or fail by which files ran
// before it on its shard (a chunk that a fault was to delay came at once from the cache). Here each file gets a
// fresh context — a cold HTTP cache, empty storage, a new tab — and in it a cookie naming the file's scope on the
// reference server (test/browser/scoped-server.ts), so the server's state is its own too. The context is closed
// when the file ends.
import { ChromeLauncher } from '@web/test-runner-chrome';

/** Keep in step with SCOPE_COOKIE in scoped-server.ts. */
const SCOPE_COOKIE = 'lb-test-scope';

class FileContextLauncher extends ChromeLauncher {
  async startSession(sessionId, url) {
    const { browser } = await this.getOrStartBrowser();
    const context = await browser.createBrowserContext();
    // Host-only, so it goes to every port of the runner's host: the runner's own server, and the reference
    // server the board's picture and PDF addresses name. Requests from another site (a frame under the host's other
    // name, localhost) go without it, to the scope `shared`, which no test reads.
    await context.setCookie({
      name: SCOPE_COOKIE,
      value: sessionId,
      url: new URL('/', url).href,
      httpOnly: true,
      sameSite: 'Lax',
    });
    const page = await this.createNewPage(browser, context);
    this.activePages.set(sessionId, page);
    await page.runSession(url, Boolean(this.config?.coverage));
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

/** A launcher like `chromeLauncher(options)` of @web/test-runner-chrome, a browser context per test file. */
export function fileContextLauncher({ launchOptions, createPage }) {
  return new FileContextLauncher(
    launchOptions,
    ({ browser }) => browser.defaultBrowserContext(),
    createPage ?? (({ context }) => context.newPage()),
    undefined,
    undefined,
  );
}
