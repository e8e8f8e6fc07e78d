// A page load measured the way a lead's phone runs it: through the DevTools protocol, but without its Runtime domain.
//
// Playwright enables the Runtime domain in every page it drives, and with it V8's inspector captures a detailed
// stack trace at every `new Error()`: the first such capture while a large script's top level is on the stack
// reparses that whole script for its source positions. React creates errors as its module starts, so on the phone
// profile (4× CPU) the board's main chunk took 60–90 ms to evaluate under Playwright and 10–30 ms without (same
// build, same machine; Runtime.enable alone made the difference). A phone has no inspector attached: the main-thread
// figures after the first tile are read here, from a Chromium driven over a pipe with only the domains the load
// needs (Page, Network, Emulation), and the probe's figures read once at the end (Runtime.evaluate alone does not
// enable the domain).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CHROMIUM_ARGS, findChromium } from '../test/browser/chromium.mjs';

/** Flags Playwright gives a headless Chromium that bear on timing: no throttling of a page in the background. */
const TIMING_ARGS = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];

/** A Chromium of its own, driven over `--remote-debugging-pipe` (no port, no WebSocket library). */
export async function launchBareChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'live-board-bare-'));
  const chrome = spawn(
    findChromium(),
    [...CHROMIUM_ARGS, ...TIMING_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [toBrowser, fromBrowser] = [chrome.stdio[3], chrome.stdio[4]];
  let nextId = 0;
  const waiting = new Map();
  let buffered = '';
  fromBrowser.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const pending = message.id !== undefined && waiting.get(message.id);
      if (!pending) continue;
      waiting.delete(message.id);
      if (message.error) pending.reject(new Error(`${pending.method}: ${message.error.message}`));
      else pending.resolve(message.result);
    }
  });
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  await send('Browser.getVersion');

  return {
    /**
     * Loads `url` cold in a new browser context as the phone does (device, CPU slowdown, network, cache off), with
     * `probeSource` run before the page's scripts, and returns the probe's figures (`window.__bench`) once the
     * page's clock has passed `untilMs`.
     */
    async load({ url, viewport, device, cpuSlowdown, network, probeSource, untilMs, timeoutMs }) {
      const { browserContextId } = await send('Target.createBrowserContext');
      try {
        const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
        const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
        const page = (method, params) => send(method, params, sessionId);
        await page('Page.enable');
        await page('Page.addScriptToEvaluateOnNewDocument', { source: probeSource });
        await page('Emulation.setDeviceMetricsOverride', {
          width: viewport.width,
          height: viewport.height,
          deviceScaleFactor: device.deviceScaleFactor,
          mobile: device.isMobile,
        });
        await page('Emulation.setTouchEmulationEnabled', { enabled: device.hasTouch, maxTouchPoints: 5 });
        await page('Emulation.setUserAgentOverride', { userAgent: device.userAgent });
        await page('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await page('Network.enable');
        await page('Network.setCacheDisabled', { cacheDisabled: true });
        await page('Network.emulateNetworkConditions', { offline: false, ...network });
        await page('Page.navigate', { url });
        const deadline = Date.now() + timeoutMs;
        // The page's clock, read rarely (each read is a task on the page's main thread).
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const { result } = await page('Runtime.evaluate', {
            expression: `performance.now() >= ${untilMs} && window.__bench ? JSON.stringify(window.__bench) : ''`,
            returnByValue: true,
          });
          if (result.value) return JSON.parse(result.value);
          if (Date.now() > deadline) throw new Error(`${url} did not reach ${untilMs} ms of its clock in time`);
        }
      } finally {
        await send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
      }
    },
    async close() {
      await send('Browser.close').catch(() => {});
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      chrome.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
