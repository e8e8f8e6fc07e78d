// Lighthouse's performance audit of a page (mobile emulation and simulated throttling, its defaults) in Debian's
// Chromium, through its Node API: the score, total blocking time, largest contentful paint and layout shift. Nothing
// leaves this machine: the page is the reference server's, and Chromium's background services are off.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One audit of `url`: { score, totalBlockingMs, largestContentfulPaintMs, cumulativeLayoutShift, lcpElement }. */
export async function auditPerformance(url, chromePath) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'silent',
      output: 'json',
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return {
      score: categories.performance.score,
      totalBlockingMs: audits['total-blocking-time'].numericValue,
      largestContentfulPaintMs: audits['largest-contentful-paint'].numericValue,
      cumulativeLayoutShift: audits['cumulative-layout-shift'].numericValue,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    };
  } finally {
    await chrome.kill();
  }
}
