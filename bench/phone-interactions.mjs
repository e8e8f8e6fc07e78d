// The five interactions of a phone run (bench/README.md), made in the loaded page with real touch and key input
// (Playwright's touchscreen and keyboard, through CDP's input events), each judged by the longest event it caused as
// the Event Timing API reports it (event-probe.js records them). Needs a browser: the pure rules are in phone.mjs.
//
// A tap is aimed before the board is left to settle, and then made as raw input at the target's centre. Playwright's
// `locator.tap()` would run its own checks (scrolling, a stable box over animation frames, a hit-target listener) in
// the page at the moment of the tap, on the 4× slower main thread: the input then waits behind the harness's work
// (up to 230 ms of input delay measured), and the figure would time the harness, not the board.
import { INTERACTIONS, longestByType, longestEvent, PHONE_VIEWPORT, SEARCH_TEXT } from './phone.mjs';

/** Most time one interaction's element or outcome is waited for (a 4× slower CPU, a slow network). */
const STEP_TIMEOUT_MS = 15_000;

/** Before each interaction: no script or API request for this long (the board has what it asked for), … */
const QUIET_MS = 500;
/** … waited for at most this long. */
const QUIET_CAP_MS = 10_000;

/** The board's elements, by CSS inside its shadow root (Playwright's CSS locators pierce open shadow roots). */
const SELECTORS = {
  // src/ui/categories/CategoryNav.tsx: the disclosure button of the narrow-board menu.
  menuToggle: 'live-board [part~="categories"] .lb-categories__toggle',
  // src/ui/categories/CategoryEntry.tsx: an in-board category link (external links open a new tab) not shown now.
  category: 'live-board [part~="categories"] a[data-nav-key^="c"]:not([aria-current]):not([target])',
  tile: 'live-board [part~="tile"]',
  openViewer: 'live-board dialog[part~="viewer"][open]',
  searchField: 'live-board [part~="search"] input',
};

/** The first of `locator`'s elements that is visible, or null. */
async function firstVisible(locator) {
  const count = await locator.count();
  for (let index = 0; index < count; index += 1) {
    const candidate = locator.nth(index);
    if (await candidate.isVisible()) return candidate;
  }
  return null;
}

/**
 * After an input, the harness keeps its hands off the page this long before it looks for the outcome: Playwright's
 * waits poll in the page (its injected script's queries, on animation frames), which on the 4× slower main thread
 * ran inside the very frame the input's event is timed to, and was counted as the board's (the 'Contents' menu:
 * up to 20 ms of it). The longest input-to-paint of the five is under 250 ms.
 */
const HANDS_OFF_MS = 600;
const handsOff = () => new Promise((resolve) => setTimeout(resolve, HANDS_OFF_MS));

/** How long a target's box must keep still before it is tapped, and how often it is looked at meanwhile. */
const STILL_MS = 200;

/**
 * Scrolls `locator`'s element into view, waits until its box keeps still, and checks that a tap at its centre would
 * reach it (nothing covers it); answers that centre in CSS pixels of the viewport.
 */
async function aimAt(locator) {
  await locator.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  let box = await locator.boundingBox();
  for (;;) {
    await new Promise((r) => setTimeout(r, STILL_MS));
    const next = await locator.boundingBox();
    if (box && next && ['x', 'y', 'width', 'height'].every((side) => box[side] === next[side])) break;
    if (Date.now() > deadline) throw new Error('the target kept moving');
    box = next;
  }
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const reached = await locator.evaluate((target, { x, y }) => {
    // The innermost element at the point, through open shadow roots.
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit !== null && target.contains(hit);
  }, point);
  if (!reached) throw new Error(`something covers the target at (${point.x}, ${point.y})`);
  return point;
}

/** Waits until the board's scripts and API calls have been quiet for QUIET_MS (at most QUIET_CAP_MS), then 2 frames. */
async function settle(page, recorder) {
  const deadline = Date.now() + QUIET_CAP_MS;
  while (!recorder.quiet(QUIET_MS) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The steps: `find` answers the element to act on, or a reason it is not there; a `tap` step's element is then
 * aimed at (aimAt); `act(point, element)` makes the input and waits for its outcome.
 */
function steps(page) {
  const state = { chosen: null };
  const missing = (reason) => ({ reason });
  return {
    menu: {
      tap: true,
      find: async () => {
        const toggle = await firstVisible(page.locator(SELECTORS.menuToggle));
        if (!toggle) return missing(`no 'Contents' button at ${PHONE_VIEWPORT.width} px`);
        return { target: toggle };
      },
      act: async (point) => {
        await page.touchscreen.tap(point.x, point.y);
        await handsOff();
        await page
          .locator(`${SELECTORS.menuToggle}[aria-expanded="true"]`)
          .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      },
    },
    category: {
      tap: true,
      find: async () => {
        const link = await firstVisible(page.locator(SELECTORS.category));
        if (!link) return missing(`no category link visible at ${PHONE_VIEWPORT.width} px`);
        state.chosen = await link.getAttribute('data-nav-key');
        return { target: link };
      },
      act: async (point) => {
        await page.touchscreen.tap(point.x, point.y);
        await handsOff();
        await page
          .locator(`live-board [part~="categories"] a[data-nav-key="${state.chosen}"][aria-current]`)
          .waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
      },
    },
    open: {
      tap: true,
      find: async () => {
        const tile = await firstVisible(page.locator(SELECTORS.tile));
        return tile ? { target: tile } : missing('no item tile visible');
      },
      act: async (point) => {
        await page.touchscreen.tap(point.x, point.y);
        await handsOff();
        await page.locator(SELECTORS.openViewer).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      },
    },
    close: {
      find: async () => {
        const viewer = await firstVisible(page.locator(SELECTORS.openViewer));
        return viewer ? { target: viewer } : missing('no item open');
      },
      act: async () => {
        await page.keyboard.press('Escape');
        await handsOff();
        await page.locator(SELECTORS.openViewer).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      },
    },
    search: {
      tap: true,
      find: async () => {
        const field = await firstVisible(page.locator(SELECTORS.searchField));
        return field ? { target: field } : missing(`no search field visible at ${PHONE_VIEWPORT.width} px`);
      },
      act: async (point, field) => {
        await page.touchscreen.tap(point.x, point.y);
        await handsOff();
        // A pause between keys, as a thumb makes: each key is its own interaction, painted before the next.
        await page.keyboard.type(SEARCH_TEXT, { delay: 150 });
        const deadline = Date.now() + STEP_TIMEOUT_MS;
        while ((await field.inputValue()) !== SEARCH_TEXT) {
          if (Date.now() > deadline) throw new Error(`the field shows "${await field.inputValue()}"`);
          await new Promise((r) => setTimeout(r, 100));
        }
      },
    },
  };
}

/**
 * Makes the interactions in the loaded page, each once the board is quiet, and answers, for each, { key, status:
 * 'measured' | 'missing' | 'failed', ms (the longest event's duration, 0 when none reached the threshold), event
 * (its type), events (how many were reported), byType (the longest of each type), reason }. A missing element or
 * a failed step is reported, not thrown.
 */
export async function runInteractions({ page, recorder }) {
  const byKey = steps(page);
  const results = [];
  const now = () => page.evaluate(() => performance.now());
  for (const { key } of INTERACTIONS) {
    const step = byKey[key];
    let found;
    try {
      found = await step.find();
      if (found.target && step.tap) found.point = await aimAt(found.target);
    } catch (error) {
      found = { reason: String(error.message).split('\n')[0] };
    }
    if (!found.target) {
      results.push({ key, status: 'missing', ms: null, event: null, events: 0, byType: {}, reason: found.reason });
      continue;
    }
    await settle(page, recorder);
    const from = await now();
    try {
      await step.act(found.point, found.target);
    } catch (error) {
      results.push({
        key,
        status: 'failed',
        ms: null,
        event: null,
        events: 0,
        byType: {},
        reason: String(error.message).split('\n')[0],
      });
      continue;
    }
    // Event Timing entries are queued after the frame that follows the handlers: give them two frames and a moment.
    await page.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))),
    );
    const to = await now();
    const events = (await page.evaluate(() => window.__benchEvents ?? [])).filter(
      (e) => e.start >= from && e.start < to,
    );
    const longest = longestEvent(events, from, to);
    results.push({
      key,
      status: 'measured',
      ms: longest?.duration ?? 0,
      event: longest?.name ?? null,
      events: events.length,
      byType: longestByType(events),
      reason: null,
    });
  }
  return results;
}
