// WebKitGTK for @web/test-runner, through WebKitWebDriver (W3C WebDriver, classic HTTP), under a virtual X display.
//
// Each test file gets a WebDriver session of its own: a new MiniBrowser with an empty, ephemeral website data store
// (cold HTTP cache, empty storage), like a fresh Chromium context (launcher.mjs), and the same cookie naming the
// file's scope on the reference server. WebKitWebDriver runs one session at a time, so files run one after another.
//
// The client is the handful of WebDriver commands the runner needs (new session, navigate, add a cookie, read the
// URL, key actions, end the session), written here rather than taken from webdriverio: that package and its
// dependencies are far larger than these few requests, and @web/test-runner-webdriver keeps one session for every
// file, which would share caches and storage between files.
import { spawn } from 'node:child_process';

import { freePort } from './free-port.mjs';

/** Keep in step with SCOPE_COOKIE and NO_STORE_COOKIE in scoped-server.ts (and launcher.mjs). */
const SCOPE_COOKIE = 'lb-test-scope';
const NO_STORE_COOKIE = 'lb-test-no-store';

/** How long the driver may take to listen, and a session to open or a page to load, on a loaded machine. */
const DRIVER_START_MS = 60_000;

/**
 * The WebDriver key of each name `sendKeys({ press })` may use (WebDriver's "keyboard actions" table); one printable
 * character stands for itself.
 */
const KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
};

/** A command slower than this is reported on stderr, with its time: what a hung session start waited on. */
const SLOW_COMMAND_MS = 10_000;

/** One W3C WebDriver command; answers its `value`, or throws the driver's error (or its silence, after a while). */
async function command(base, method, path, body) {
  const started = Date.now();
  let response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(DRIVER_START_MS),
    });
  } catch (error) {
    throw new Error(`WebDriver ${method} ${path}: no answer after ${Date.now() - started} ms`, { cause: error });
  } finally {
    const took = Date.now() - started;
    if (took > SLOW_COMMAND_MS) console.error(`WebDriver ${method} ${path} took ${took} ms`);
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    const { error, message } = answer.value ?? {};
    throw new Error(`WebDriver ${method} ${path}: ${error ?? response.status} ${message ?? ''}`.trim());
  }
  return answer.value;
}

class WebDriverLauncher {
  /**
   * @param {{ name: string, driver: string[], capabilities: object, env?: object, display?: boolean }} options
   *   `driver`: the command that starts the driver (its port is appended as `--port=N`), with `env` added to its
   *   environment; `capabilities`: of a new session; `display`: the browser needs an X display, a virtual one of
   *   this launcher's own.
   */
  constructor({ name, driver, capabilities, env = {}, display = false }) {
    this.name = name;
    // The type @web/test-runner-commands knows: sendKeys calls this.sendKeys(sessionId, keys).
    this.type = 'webdriver';
    this.concurrency = 1;
    this.driverCommand = driver;
    this.capabilities = capabilities;
    this.env = env;
    this.needsDisplay = display;
    this.sessions = new Map();
    this.driver = null;
    this.display = null;
    this.base = null;
  }

  async initialize() {}

  /**
   * Starts Xvfb on a display number it picks itself and tells (`-displayfd`): no two shards can take the same one.
   * (`xvfb-run -a` chooses by looking for lock files first, and two shards starting at once could both choose :99;
   * when the first one ended, its display went with it, and the other's browsers could not open a window.)
   */
  async startDisplay() {
    this.display = spawn(
      '/usr/bin/Xvfb',
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp', '-noreset'],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    let said = '';
    this.display.stderr.on('data', (chunk) => {
      said = `${said}${chunk}`.slice(-2000);
    });
    const number = await new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(
        () => reject(new Error(`Xvfb gave no display in ${DRIVER_START_MS} ms:\n${said}`)),
        DRIVER_START_MS,
      );
      this.display.stdio[3].on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) {
          clearTimeout(timer);
          resolve(out.trim());
        }
      });
      this.display.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Xvfb exited (${code}):\n${said}`));
      });
    });
    return `:${number}`;
  }

  async startDriver() {
    const port = await freePort();
    const display = this.needsDisplay ? { DISPLAY: await this.startDisplay() } : {};
    const [program, ...args] = this.driverCommand;
    // Its own process group, and the browsers it starts: all of them go when the run ends.
    this.driver = spawn(program, [...args, `--port=${port}`], {
      env: { ...process.env, ...this.env, ...display },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let output = '';
    this.driver.stderr.on('data', (chunk) => {
      output = `${output}${chunk}`.slice(-4000);
    });
    // What the driver and its browsers last said, for an error that needs it (a session that would not open).
    this.lastWords = () => output;
    const exited = new Promise((_, reject) =>
      this.driver.once('exit', (code) => reject(new Error(`${program} exited (${code}):\n${output}`))),
    );
    exited.catch(() => {});
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + DRIVER_START_MS;
    for (;;) {
      const ready = await Promise.race([
        command(base, 'GET', '/status').then(
          (status) => status?.ready === true,
          () => false,
        ),
        exited,
      ]);
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`${program} did not answer within ${DRIVER_START_MS} ms:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    this.base = base;
  }

  async startSession(sessionId, url) {
    if (!this.base) await (this.starting ??= this.startDriver());
    const { sessionId: id } = await command(this.base, 'POST', '/session', {
      capabilities: { alwaysMatch: this.capabilities },
    }).catch((error) => {
      throw new Error(`${error.message}; the driver's last output:\n${this.lastWords()}`, { cause: error });
    });
    this.sessions.set(sessionId, { id, url });
    const path = `/session/${id}`;
    await command(this.base, 'POST', `${path}/timeouts`, { pageLoad: DRIVER_START_MS, script: DRIVER_START_MS });
    // A cookie can only be added for the document shown: first a page of the runner's origin, then the test page.
    await command(this.base, 'POST', `${path}/url`, { url: new URL('/__web-dev-server__/blank', url).href });
    for (const [name, value] of [
      [SCOPE_COOKIE, sessionId],
      [NO_STORE_COOKIE, '1'],
    ]) {
      await command(this.base, 'POST', `${path}/cookie`, {
        cookie: { name, value, path: '/', httpOnly: true, sameSite: 'Lax' },
      });
    }
    await command(this.base, 'POST', `${path}/url`, { url });
  }

  /**
   * WebDriver has no command that empties a browser's HTTP cache. The session's second cookie has the reference
   * server answer this file `Cache-Control: no-store`, so nothing of it is ever cached: each request reaches the
   * server, as after Chromium's clear.
   */
  async clearHttpCache() {}

  isActive(sessionId) {
    return this.sessions.has(sessionId);
  }

  async getBrowserUrl(sessionId) {
    const session = this.sessions.get(sessionId);
    if (!session) return undefined;
    return command(this.base, 'GET', `/session/${session.id}/url`).catch(() => session.url);
  }

  async stopSession(sessionId) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No WebDriver session for ${sessionId}`);
    this.sessions.delete(sessionId);
    await command(this.base, 'DELETE', `/session/${session.id}`).catch((error) => {
      // The next file's session waits for this one to end: say so when it could not.
      console.error(`${this.name}: the session of a finished file did not end: ${error.message}`);
    });
    return {};
  }

  async startDebugSession() {
    throw new Error(`${this.name} has no debug session here: run it in Chromium (npm run test:browser).`);
  }

  /** Presses each of `keys` (names of KEYS or single characters) in turn, for sendKeys of @web/test-runner-commands. */
  async sendKeys(sessionId, keys) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No WebDriver session for ${sessionId}`);
    const actions = keys.flatMap((key) => {
      const value = KEYS[key] ?? (key.length === 1 ? key : null);
      if (value === null) throw new Error(`sendKeys: no WebDriver key for "${key}"`);
      return [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ];
    });
    await command(this.base, 'POST', `/session/${session.id}/actions`, {
      actions: [{ type: 'key', id: 'keyboard', actions }],
    });
    await command(this.base, 'DELETE', `/session/${session.id}/actions`);
  }

  async stop() {
    for (const sessionId of [...this.sessions.keys()]) await this.stopSession(sessionId);
    for (const child of [this.driver, this.display]) {
      if (child?.exitCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Gone already.
      }
    }
    this.driver = null;
    this.display = null;
    this.base = null;
  }
}

/** A launcher of a WebDriver browser: `driver` starts its driver, `capabilities` open each file's session. */
export function webDriverLauncher(options) {
  return new WebDriverLauncher(options);
}
