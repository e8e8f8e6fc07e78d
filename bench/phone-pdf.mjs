// Phone PDF (bench/README.md): a lead's phone (phone.mjs's throttling, a cold cache) loads the CMS page,
// the board settles, and the 20-page admin guide opens. Timed in the page from the visitor's act to page 1 readable
// (its picture loaded and painted, or pdf.js's drawing, whichever first) and to page 1 drawn by pdf.js. Three ways
// in, to show which intent moves the figure:
//   openItem — `openItem()` from a link or a script: no intent warms pdf.js first, the worst case;
//   tap      — a thumb's tap on the guide's tile (touch held 100 ms): pdf.js starts at the touch, the viewer at the
//              click that follows;
//   next     — the viewer open on the item before a guide (which warms what the guide needs), then a tap on Next. The
//              admin guide is first in its category, so this way opens the next one, `PDF_NEXT_ITEM`: the same
//              20 pages (and pictures), after the category's architecture diagram.

/** The document opened: 20 pages, with page pictures (demo/server/media/page-pictures.ts). */
export const PDF_ITEM = 'installation-admin-guide';
/** The guide opened by Next: one of the same make, with an item before it. */
export const PDF_NEXT_ITEM = 'single-sign-on-admin-guide';

/** Phone PDF's goals: page 1 readable within this long after the tap, on a phone (moonshot beside it). */
export const PDF_GOALS = { readableMs: 1500, readableMoonshotMs: 800 };

/** The ways in that `--pdf-open` accepts, in the order they are run. */
export const PDF_OPENINGS = ['openItem', 'tap', 'next'];

/**
 * The pdf.js builds `--pdf-build` accepts: `browser`, the one the board picks (Chromium gets the modern one), and
 * `legacy`, forced by taking away a built-in only the modern one needs before the board loads (src/ui/renderers/
 * pdf/pdf-build.ts), to weigh one against the other in the same browser.
 */
export const PDF_BUILDS = ['browser', 'legacy'];

/** An init script for `build`: none for the browser's own choice. */
export const pdfBuildScripts = (build) =>
  build === 'legacy' ? ['delete Map.prototype.getOrInsertComputed; delete Map.prototype.getOrInsert;'] : [];

/** The guide's category: its tile is there on the first page, and the item before it in the journey. */
const PDF_CATEGORY = '/acme-launch/documentation';

/** How long a thumb rests on the glass in a tap. */
const TAP_HOLD_MS = 100;

/** No request for this long before the document opens (what the load asked for is in)… */
const QUIET_MS = 500;
/** …waited for at most this long. */
const QUIET_CAP_MS = 10_000;
/** Most time page 1 is waited for. */
const OPEN_TIMEOUT_MS = 30_000;

/**
 * A CDN holds the page pictures the moment a document is uploaded; the reference server draws each on its first
 * request (seconds for the first, pdf.js starting in Node). Asked for once before the runs, so the runs time the
 * board, not the reference server's drawing.
 */
export async function warmPictures(origin, pages = 3, widths = [360, 720, 1080, 1440]) {
  for (const item of [PDF_ITEM, PDF_NEXT_ITEM]) {
    for (let page = 1; page <= pages; page += 1) {
      for (const width of widths) {
        const response = await fetch(new URL(`/media/pages/${item}/${page}-${width}.webp`, origin));
        if (!response.ok) throw new Error(`page picture ${item} ${page}-${width}: HTTP ${response.status}`);
        await response.arrayBuffer();
      }
    }
  }
}

/**
 * Waits until the page's network has been idle for QUIET_MS — pictures included, so that each way in starts with
 * the network to itself (at most QUIET_CAP_MS) — then two frames.
 */
async function settle(page, recorder) {
  const deadline = Date.now() + QUIET_CAP_MS;
  while (!recorder.idle(QUIET_MS) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The centre of the first element matching `selector` in the board's shadow root that has a box (not one hidden at
 * this width), after scrolling it into view when `scroll` — or null when there is none. Runs in the page.
 */
function aim({ selector, scroll }) {
  const root = document.querySelector('live-board')?.shadowRoot;
  const target = [...(root?.querySelectorAll(selector) ?? [])].find((element) => element.getClientRects().length > 0);
  if (!target) return null;
  if (scroll) target.scrollIntoView({ block: 'center' });
  const box = target.getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
}

/** A touch held TAP_HOLD_MS at the centre of `selector` (inside the board's shadow root), scrolled into view first. */
async function tap(page, recorder, cdp, selector) {
  if (!(await page.evaluate(aim, { selector, scroll: true }))) throw new Error(`nothing shown to tap at ${selector}`);
  // What the scroll brought into view (thumbnails) loads before the tap, as it would while a thumb travels.
  await settle(page, recorder);
  const point = await page.evaluate(aim, { selector, scroll: false });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((r) => setTimeout(r, TAP_HOLD_MS));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Starts watching page 1 of the guide's viewer: the clock starts at the first pointerdown in the page (a tap), or at
 * the call `start()` makes (`openItem`). Answers nothing; `finish` collects the result.
 */
function watch(page, timeoutMs) {
  return page.evaluate((timeout) => {
    const root = document.querySelector('live-board')?.shadowRoot;
    if (!root) throw new Error('no board on the page');
    const result = { readableMs: null, drawnMs: null, readableBy: null, pictureWidth: null, clickMs: null };
    let started = null;
    const start = () => {
      started ??= performance.now();
    };
    window.addEventListener('pointerdown', start, { capture: true, once: true });
    window.addEventListener(
      'click',
      () => {
        if (started !== null) result.clickMs ??= performance.now() - started;
      },
      { capture: true },
    );
    window.__pdfStart = start;
    window.__pdfResult = new Promise((resolve, reject) => {
      const look = () => {
        if (started !== null) {
          const now = performance.now() - started;
          const box = root.querySelector('dialog[open] .lb-pdf__page[data-page="1"]');
          const picture = box?.querySelector('img.lb-pdf__picture');
          const drawn = box?.classList.contains('lb-pdf__page--drawn') ? box.querySelector('canvas') : null;
          if (result.readableMs === null && picture?.complete && picture.naturalWidth > 0) {
            result.readableMs = now;
            result.readableBy = 'picture';
            result.pictureWidth = Number(/-(\d+)\.webp/.exec(picture.currentSrc)?.[1]) || null;
          }
          if (drawn) {
            result.drawnMs = now;
            if (result.readableMs === null) [result.readableMs, result.readableBy] = [now, 'pdf.js'];
            return resolve(result);
          }
          if (now > timeout)
            return reject(new Error(`page 1 not drawn after ${timeout} ms: ${JSON.stringify(result)}`));
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
  }, timeoutMs);
}

/**
 * Opens the guide in the loaded page, the way `by` names (PDF_OPENINGS), and answers { by, readableMs, drawnMs,
 * readableBy, pictureWidth, clickMs } (clickMs: from the touch to its click).
 */
export async function openPdf({ page, recorder, cdp }, by = 'openItem') {
  await settle(page, recorder);
  const tile = `[part="grid"] a[part~="tile"][href*="${by === 'next' ? PDF_NEXT_ITEM : PDF_ITEM}"]`;
  if (by === 'openItem') {
    await watch(page, OPEN_TIMEOUT_MS);
    await page.evaluate((item) => {
      window.__pdfStart();
      document.querySelector('live-board').openItem(item);
    }, PDF_ITEM);
  } else {
    await page.evaluate((path) => document.querySelector('live-board').navigate(path), PDF_CATEGORY);
    await page.waitForFunction((sel) => document.querySelector('live-board')?.shadowRoot?.querySelector(sel), tile, {
      timeout: OPEN_TIMEOUT_MS,
    });
    await settle(page, recorder);
    if (by === 'next') {
      // The item before the guide in the category's journey: the tile before its tile.
      const before = await page.evaluate((sel) => {
        const root = document.querySelector('live-board').shadowRoot;
        const index = Number(root.querySelector(sel).closest('li[data-index]')?.getAttribute('data-index'));
        return (
          root.querySelector(`li[data-index="${index - 1}"] a[data-item-id]`)?.getAttribute('data-item-id') ?? null
        );
      }, tile);
      if (!before) throw new Error('no item before the guide in its category');
      await page.evaluate((id) => document.querySelector('live-board').openItem(id), before);
      await page.waitForFunction(
        () =>
          document
            .querySelector('live-board')
            ?.shadowRoot?.querySelector('dialog[open] .lb-viewer__step--next:not([disabled])'),
        null,
        { timeout: OPEN_TIMEOUT_MS },
      );
      // Whatever the viewer warms for the next item loads meanwhile, as it would while the visitor reads.
      await settle(page, recorder);
    }
    await watch(page, OPEN_TIMEOUT_MS);
    await tap(page, recorder, cdp, by === 'next' ? 'dialog[open] .lb-viewer__step--next:not([disabled])' : tile);
  }
  const result = await page.evaluate(() => window.__pdfResult);
  // Which build drew it, and its bytes as sent (compressed bodies): the engine's chunks and its worker, from the
  // page's resource timing (the worker's script is fetched for the page; the request log does not see it).
  const engineFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) =>
        /\/chunks\/((pdfjs|pdf-engine)-[\w-]+\.js|(legacy-)?pdf\.worker\.min-[\w-]+\.mjs)$/.test(entry.name),
      )
      .map((entry) => ({ name: entry.name, bytes: entry.encodedBodySize })),
  );
  const build = engineFiles.some((file) => /\/pdfjs-legacy-/.test(file.name))
    ? 'legacy'
    : engineFiles.some((file) => /\/pdfjs-/.test(file.name))
      ? 'modern'
      : null;
  const engineBytes = engineFiles.reduce((sum, file) => sum + file.bytes, 0);
  return { by, ...result, build, engineBytes };
}
