/**
 * The CDN loader (issue 6): a classic script that costs nothing until a board appears, then starts the board's
 * code and its first round of data together, and hands the data to the board's client. Chunk failures and the
 * spec's 120000 ms chunk timeout end in a visible alert with Try again and a `board-error` event.
 */
import { assert, expect } from 'chai';

import type { BoardErrorDetail } from '../../src/model/event-bus.ts';
import { openPage, waitFor } from './helpers.ts';

/** A fault for the next requests of a chunk; `no-store` so the browser's memory cache does not keep the answer. */
async function fault(rule: Record<string, unknown>) {
  const body = JSON.stringify({ headers: { 'Cache-Control': 'no-store' }, ...rule });
  await fetch('/__faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

/**
 * The build under a path no page has used: its chunks are new URLs, so the browser must ask the server for them
 * (Chromium's memory cache answers a chunk another page of the test run loaded, and the fault is never met).
 */
const freshDist = () => `/dist/v/cold-${Date.now()}-${Math.random().toString(36).slice(2)}/`;

/**
 * A page of our own in an iframe, on the reference server's origin (the index page, rewritten with
 * document.write): `head` runs before the loader, which is included as the snippet says.
 */
async function pageWith(body: string, head = '', dist = '/dist/'): Promise<{ window: Window; document: Document }> {
  const { window: win } = await openPage('/');
  await waitFor(() => win.document.readyState === 'complete', 'the index page');
  win.document.open();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- a parser-inserted script, as pages include the loader
  win.document.write(
    `<!doctype html><html><head>${head}<script src="${dist}live-board.js"></script></head><body>${body}</body></html>`,
  );
  win.document.close();
  return { window: win, document: win.document };
}

/**
 * A board page whose spec chunk timer (120000 ms) is 300 ms — in this page only, every other timer keeps its
 * length — with the board-error events it emits.
 */
async function boardWithShortTimeout(dist: string) {
  const shorten = `<script>{const real=setTimeout;window.setTimeout=(fn,ms,...rest)=>real(fn,ms===120000?300:ms,...rest);}</script>`;
  const page = await pageWith('<live-board board-slug="acme-launch"></live-board>', shorten, dist);
  const errors: CustomEvent<BoardErrorDetail>[] = [];
  page.document.addEventListener('board-error', (event) => errors.push(event as CustomEvent<BoardErrorDetail>));
  return { page, errors };
}

const resources = (win: Window) => win.performance.getEntriesByType('resource') as PerformanceResourceTiming[];
const mainChunk = (win: Window) =>
  resources(win).find((entry) => /\/dist\/chunks\/live-board-[^/]+\.js$/.test(entry.name));
const tileIn = (doc: Document) =>
  doc.querySelector('live-board')?.shadowRoot?.querySelector<HTMLElement>('[part~="tile"]');

afterEach(async () => {
  await fetch('/__faults', { method: 'DELETE' });
});

describe('the CDN loader', () => {
  it('reports a main chunk that cannot load as board-error on each board', async () => {
    const dist = freshDist();
    // An HTTP error, not a dropped connection: Chromium silently retries a request whose reused socket was cut.
    await fault({ match: `${dist}chunks/live-board-`, status: 503, times: 2 });
    const page = await pageWith(
      '<live-board board-slug="acme-launch"></live-board><live-board board-slug="acme-launch" route-param="lb2"></live-board>',
      '',
      dist,
    );
    const errors: CustomEvent<BoardErrorDetail>[] = [];
    page.document.addEventListener('board-error', (event) => errors.push(event as CustomEvent<BoardErrorDetail>));
    await waitFor(() => errors.length === 2, 'a board-error per board');
    expect(errors[0]!.detail.code).to.equal('chunk_load_error');
    expect(errors[0]!.detail.message).to.contain(`${dist}chunks/live-board-`);
    expect(page.window.customElements.get('live-board')).to.equal(undefined);
    // The boards give back the screen's height they held: no blank space is left on the page.
    for (const board of page.document.querySelectorAll('live-board')) {
      expect(board.getAttribute('data-lb-state')).to.equal('chunk_load_error');
      expect(board.getBoundingClientRect().height).to.equal(0);
    }
  });

  it('reports a main chunk still on its way after the chunk timeout, and shows the board if it comes later', async () => {
    const dist = freshDist();
    await fault({ match: `${dist}chunks/live-board-`, delayMs: 3000, times: 1 });
    const { page, errors } = await boardWithShortTimeout(dist);
    await waitFor(() => errors.length === 1, 'board-error after the (shortened) chunk timeout');
    expect(errors[0]!.detail.code).to.equal('chunk_load_error');
    // The message is the main chunk's URL.
    expect(errors[0]!.detail.message).to.match(
      new RegExp(`^http://[^/]+${dist.replaceAll('/', '\\/')}chunks\\/live-board-[\\w-]+\\.js$`),
    );
    const board = page.document.querySelector('live-board')!;
    expect(board.getAttribute('data-lb-state')).to.equal('chunk_load_error');
    // The late chunk still upgrades the board, which then says what it shows.
    await waitFor(() => tileIn(page.document), 'the board once its code arrived', 20_000);
    expect(board.getAttribute('data-lb-state')).to.equal('ready');
    expect(errors).to.have.length(1);
  });

  it('shows the chunk timeout alert with Try again when the viewer chunk takes too long (spec 120000 ms)', async () => {
    const dist = freshDist();
    await fault({ match: `${dist}chunks/viewer-part-`, delayMs: 4000, times: 5 });
    const { page, errors } = await boardWithShortTimeout(dist);
    const tile = await waitFor(() => tileIn(page.document), 'a tile');
    tile.click();
    const root = page.document.querySelector('live-board')!.shadowRoot!;
    const alert = await waitFor(() => root.querySelector<HTMLElement>('[part="chunk-error"]'), 'the chunk error alert');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.dataset.code).to.equal('chunk_load_error');
    expect(errors.some((event) => event.detail.code === 'chunk_load_error')).to.equal(true);
    await fetch('/__faults', { method: 'DELETE' });
    const retry = [...alert.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!;
    // The delayed answer is still on its way: Try again waits for it (or fails again, then a second try).
    for (let attempt = 0; attempt < 20 && !root.querySelector('dialog[part~="viewer"]'); attempt++) {
      const button = [...root.querySelectorAll<HTMLButtonElement>('[part="chunk-error"] button')].find(
        (b) => b.textContent === 'Try again',
      );
      (button ?? retry).click();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const viewer = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[part~="viewer"]'),
      'the viewer after Try again',
    );
    await waitFor(() => viewer.open, 'the viewer open');
  });
  it('asks for the board data before its code has arrived, and the board uses those answers', async () => {
    const page = await openPage('/demo/cms.html');
    await waitFor(() => tileIn(page.document), 'a tile');
    const main = mainChunk(page.window);
    assert.exists(main, 'the main chunk');
    const first = [
      '/live_board/v1/boards/acme-launch/',
      '/live_board/v2/boards/acme-launch/campaign',
      '/live_board/v2/boards/acme-launch/categories',
      '/live_board/v2/boards/acme-launch/items',
    ];
    for (const path of first) {
      const requests = resources(page.window).filter((entry) => new URL(entry.name).pathname === path);
      // Once: the board's client took the loader's answer instead of asking again.
      expect(
        requests.map((entry) => entry.name),
        path,
      ).to.have.length(1);
      // In parallel with the code, not after it.
      expect(requests[0]!.startTime, `${path} starts before the main chunk has arrived`).to.be.below(main.responseEnd);
    }
  });

  it('draws the loading outline in the held area before the board code has arrived, and gives way to the board', async () => {
    const dist = freshDist();
    // The main chunk held back a while: the held area is all a visitor sees meanwhile.
    await fault({ match: `${dist}chunks/live-board-`, delayMs: 1500 });
    const page = await pageWith('<live-board board-slug="acme-launch"></live-board>', '', dist);
    const board = await waitFor(() => page.document.querySelector('live-board'), 'the board element');
    const style = page.window.getComputedStyle(board);
    expect(board.hasAttribute('data-lb-state'), 'the board has not rendered yet').to.equal(false);
    expect(style.minHeight).to.equal(`${page.window.innerHeight}px`);
    // Header line and banner, then two rows of tiles.
    expect(style.backgroundImage.match(/linear-gradient/g)).to.have.length(3);
    await waitFor(() => tileIn(page.document), 'a tile');
    expect(page.window.getComputedStyle(board).backgroundImage).to.equal('none');
  });

  it('keeps the host page still while the board loads: no layout shift from the reserved height to the board', async () => {
    const page = await openPage('/demo/cms.html', { width: 1200 });
    await waitFor(() => tileIn(page.document), 'a tile');
    // Late parts of the first screen (the seller card, the greeting) come in within the next second.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const shifts = await new Promise<PerformanceEntry[]>((resolve) => {
      new (page.window as Window & typeof globalThis).PerformanceObserver((list) => resolve(list.getEntries())).observe(
        { type: 'layout-shift', buffered: true },
      );
      setTimeout(() => resolve([]), 1000);
    });
    const total = shifts.reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0);
    console.log(`cumulative layout shift of the CMS page while the board loads: ${total.toFixed(4)}`);
    expect(total).to.be.below(0.01);
    // The state the reservation gave way to, reflected for hosts.
    expect(page.document.querySelector('live-board')!.getAttribute('data-lb-state')).to.equal('ready');
  });

  it('keeps the host page still when the board fails: the error holds the screen the loader held', async () => {
    const page = await pageWith(
      '<p>Before</p><live-board board-slug="no-such-board"></live-board><p id="after">After</p>',
    );
    const board = await waitFor(() => page.document.querySelector('live-board'), 'the board element');
    const after = page.document.getElementById('after')!;
    const heldTop = after.getBoundingClientRect().top;
    await waitFor(() => board.getAttribute('data-lb-state') === 'error', 'the error state');
    await waitFor(() => board.shadowRoot?.querySelector('[part="error"]'), 'the error message');
    expect(after.getBoundingClientRect().top).to.equal(heldTop);
    const message = board.shadowRoot!.querySelector('[part="error"]')!.getBoundingClientRect();
    // The message is at the top of the held area, in view, not lost in its middle.
    expect(message.top - board.getBoundingClientRect().top).to.be.below(120);
  });

  it('does nothing on a page without a board, and starts when a board is added later', async () => {
    const page = await pageWith('<main>No board yet</main>');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mainChunk(page.window), 'no board code without a board').to.equal(undefined);
    expect(page.window.customElements.get('live-board')).to.equal(undefined);
    const element = page.document.createElement('live-board');
    element.setAttribute('board-slug', 'acme-launch');
    page.document.body.append(element);
    await waitFor(() => tileIn(page.document), 'a tile of the board added later');
    assert.exists(mainChunk(page.window));
  });
});
