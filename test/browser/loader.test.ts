/**
 * The CDN loader (docs/element.md, section 1): a classic script that costs nothing until a board appears, then
 * starts the board's code and its first round of data together, and hands the data to the board's client. Chunk
 * failures and the 120000 ms chunk timeout (`CHUNK_LOAD_TIMEOUT_MS`) end in a visible alert with Try again and a
 * `board-error` event.
 */
import { assert, expect } from 'chai';

import type { BoardErrorDetail } from '../../src/model/event-bus.ts';
import { MIN_RENDERED_TILES } from '../../src/ui/items/use-grid-window.ts';
import {
  boardShown,
  clearHttpCache,
  describeShifts,
  freshDist,
  holdRequests,
  openPage,
  pageWith,
  painted,
  releaseHeld,
  requestsHeld,
  waitFor,
} from './helpers.ts';

/** A fault for the next requests of a chunk; `no-store` so the browser's memory cache does not keep the answer. */
async function fault(rule: Record<string, unknown>) {
  const body = JSON.stringify({ headers: { 'Cache-Control': 'no-store' }, ...rule });
  await fetch('/__faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

/** The chunk timers (120000 ms) of a page: each one's id, whether the loader set it, and how to run it now. */
type ChunkTimers = Map<number, { loader: boolean; expire(): void }>;

/**
 * Takes the page's 120000 ms timers (the chunk timeout, set by the loader and by each chunk load of the board) into
 * the test's hands — every other timer keeps its length: {@link expireChunkTimers} makes them run out. A shortened
 * timer would be a guess at how long the other chunks take to load on this machine; this way only the chunk the
 * test holds back is ever late.
 */
const CHUNK_CLOCK =
  '<script>{const set=setTimeout,clear=clearTimeout,timers=new Map();window.chunkTimers=timers;' +
  'window.setTimeout=(fn,ms,...rest)=>{if(ms!==120000)return set(fn,ms,...rest);' +
  'const id=set(()=>{timers.delete(id);fn(...rest)},ms);' +
  "timers.set(id,{loader:!customElements.get('live-board'),expire(){clear(id);timers.delete(id);fn(...rest)}});" +
  'return id};window.clearTimeout=(id)=>{timers.delete(id);clear(id)};}</script>';

const chunkTimers = (win: Window) => (win as Window & { chunkTimers: ChunkTimers }).chunkTimers;

/** The chunk timeout passes now for every chunk still on its way. */
function expireChunkTimers(win: Window) {
  for (const timer of [...chunkTimers(win).values()]) timer.expire();
}

/** A board page whose chunk timers run out when the test says, with the board-error events it emits. */
async function boardWithChunkClock(dist: string) {
  const page = await pageWith('<live-board board-slug="acme-launch"></live-board>', CHUNK_CLOCK, dist);
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
    await holdRequests(`${dist}chunks/live-board-`);
    const { page, errors } = await boardWithChunkClock(dist);
    await requestsHeld(1);
    expect(errors, 'nothing reported before the chunk timeout').to.have.length(0);
    expireChunkTimers(page.window);
    await waitFor(() => errors.length === 1, 'board-error after the chunk timeout');
    expect(errors[0]!.detail.code).to.equal('chunk_load_error');
    // The message is the main chunk's URL.
    expect(errors[0]!.detail.message).to.match(
      new RegExp(`^http://[^/]+${dist.replaceAll('/', '\\/')}chunks\\/live-board-[\\w-]+\\.js$`),
    );
    const board = page.document.querySelector('live-board')!;
    expect(board.getAttribute('data-lb-state')).to.equal('chunk_load_error');
    // The late chunk still upgrades the board, which then says what it shows.
    await releaseHeld();
    await waitFor(() => tileIn(page.document), 'the board once its code arrived');
    expect(board.getAttribute('data-lb-state')).to.equal('ready');
    expect(errors).to.have.length(1);
  });

  it('shows the chunk timeout alert with Try again when the viewer chunk takes too long (120000 ms)', async () => {
    const dist = freshDist();
    await holdRequests(`${dist}chunks/viewer-part-`);
    const { page, errors } = await boardWithChunkClock(dist);
    await boardShown(await waitFor(() => page.document.querySelector('live-board'), 'the board'));
    const tile = await waitFor(() => tileIn(page.document), 'a tile');
    tile.click();
    await requestsHeld(1);
    const root = page.document.querySelector('live-board')!.shadowRoot!;
    // The viewer's place waits for its chunk. (The held request may be the idle warm-up's, made before the click
    // took effect: a timeout that ran out before the viewer asked would leave it to start a load of its own.)
    await waitFor(() => root.querySelector('.lb-chunk-loading--overlay'), "the viewer's place waiting for its chunk");
    // Only the viewer's chunk is still on its way (the first screen's parts have loaded): its timeout alone runs out.
    await waitFor(
      () => [...chunkTimers(page.window).values()].filter((timer) => !timer.loader).length === 1,
      'the other chunks of the board to load',
    );
    expireChunkTimers(page.window);
    const alert = await waitFor(() => root.querySelector<HTMLElement>('[part="chunk-error"]'), 'the chunk error alert');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.dataset.code).to.equal('chunk_load_error');
    expect(errors.some((event) => event.detail.code === 'chunk_load_error')).to.equal(true);
    const reported = errors.length;
    // Try again while the answer is still on its way: the new attempt waits for it, and shows the viewer once it comes.
    [...alert.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!.click();
    await waitFor(() => !root.querySelector('[part="chunk-error"]'), 'the alert to give way to the new attempt');
    await releaseHeld();
    const viewer = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[part~="viewer"]'),
      'the viewer after Try again',
    );
    await waitFor(() => viewer.open, 'the viewer open');
    expect(errors, 'no second failure').to.have.length(reported);
  });

  it('asks for the board data before its code has arrived, and the board uses those answers', async () => {
    // A lead's link: the loader asks for the first round itself (elsewhere the first screen brings it, see
    // first-screen.test.ts).
    const page = await openPage('/demo/cms.html?safetoken=abc');
    await boardShown(await waitFor(() => page.document.querySelector('live-board'), 'the board'));
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
    // The main chunk and the server-rendered first screen held back: the held area is all a visitor sees meanwhile.
    // (The first screen asked of the server, not taken from the HTTP cache, where an earlier test left it.)
    await clearHttpCache();
    await holdRequests(`${dist}chunks/live-board-`);
    await holdRequests('/first_screen');
    const page = await pageWith('<live-board board-slug="acme-launch"></live-board>', '', dist);
    const board = await waitFor(() => page.document.querySelector('live-board'), 'the board element');
    const style = page.window.getComputedStyle(board);
    expect(board.hasAttribute('data-lb-state'), 'the board has not rendered yet').to.equal(false);
    expect(style.minHeight).to.equal(`${page.window.innerHeight}px`);
    // Header line and banner, then two rows of tiles.
    expect(style.backgroundImage.match(/linear-gradient/g)).to.have.length(3);
    await requestsHeld(2);
    await releaseHeld();
    await waitFor(() => tileIn(page.document), 'a tile');
    expect(page.window.getComputedStyle(board).backgroundImage).to.equal('none');
  });

  it('keeps the host page still while the board loads: no layout shift from the reserved height to the board', async () => {
    const page = await openPage('/demo/cms.html', { width: 1200 });
    const root = await boardShown(await waitFor(() => page.document.querySelector('live-board'), 'the board'));
    await waitFor(() => tileIn(page.document), 'a tile');
    // The late parts of the first screen are in: the grid's measured rows, the seller card, the pictures in view
    // and the fonts; then a frame is painted with them (a layout shift is recorded as a frame is painted).
    await waitFor(
      () => root.querySelectorAll('[part="grid"] > li[data-index]').length >= MIN_RENDERED_TILES,
      'the measured grid',
    );
    await waitFor(() => root.querySelector('[part~="seller-card"] .lb-seller__name'), 'the seller card');
    const inView = [...root.querySelectorAll('img')].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < page.window.innerHeight;
    });
    await waitFor(() => inView.every((img) => img.complete), 'the pictures in view');
    await page.document.fonts.ready;
    await painted(page.window);
    // Every shift of the page so far, from the start: the observer's buffer, read at once.
    const observer = new (page.window as Window & typeof globalThis).PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords();
    observer.disconnect();
    const total = shifts.reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0);
    console.log(`cumulative layout shift of the CMS page while the board loads: ${total.toFixed(4)}`);
    const timing = page.window.performance;
    const paints = timing.getEntriesByType('paint').map((entry) => `${entry.name} ${Math.round(entry.startTime)} ms`);
    const styles = (timing.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.css'))
      .map((entry) => `${new URL(entry.name).pathname} ${entry.responseStatus} by ${Math.round(entry.responseEnd)} ms`);
    expect(total, `${describeShifts(shifts)} (${[...paints, ...styles].join(', ')})`).to.be.below(0.01);
    // The state the reservation gave way to, reflected for hosts.
    expect(page.document.querySelector('live-board')!.getAttribute('data-lb-state')).to.equal('ready');
  });

  it('keeps the host page still when the board fails: the error holds the screen the loader held', async () => {
    const dist = freshDist();
    // The board's code held back: the position below the board is the one the loader's held area gives it.
    await holdRequests(`${dist}chunks/live-board-`);
    const page = await pageWith(
      '<p>Before</p><live-board board-slug="no-such-board"></live-board><p id="after">After</p>',
      '',
      dist,
    );
    const after = await waitFor(() => page.document.getElementById('after'), 'the paragraph after the board');
    const board = page.document.querySelector('live-board')!;
    expect(board.hasAttribute('data-lb-state'), 'the board has not rendered yet').to.equal(false);
    const heldTop = after.getBoundingClientRect().top;
    await requestsHeld(1);
    await releaseHeld();
    await waitFor(() => board.getAttribute('data-lb-state') === 'error', 'the error state');
    await waitFor(() => board.shadowRoot?.querySelector('[part="error"]'), 'the error message');
    expect(after.getBoundingClientRect().top).to.equal(heldTop);
    const message = board.shadowRoot!.querySelector('[part="error"]')!.getBoundingClientRect();
    // The message is at the top of the held area, in view, not lost in its middle.
    expect(message.top - board.getBoundingClientRect().top).to.be.below(120);
  });

  it('does nothing on a page without a board, and starts when a board is added later', async () => {
    const page = await pageWith('<main>No board yet</main>');
    // The loader has run (it is in the head) and found no board.
    await waitFor(() => page.document.readyState === 'complete', 'the page');
    // A negative window: a loader that started anyway would have fetched the board's code by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mainChunk(page.window), 'no board code without a board').to.equal(undefined);
    expect(page.window.customElements.get('live-board')).to.equal(undefined);
    const element = page.document.createElement('live-board');
    element.setAttribute('board-slug', 'acme-launch');
    page.document.body.append(element);
    // The board itself, not only the server-rendered first screen, which the loader may paint before the code comes.
    await boardShown(element);
    assert.exists(tileIn(page.document), 'a tile of the board added later');
    assert.exists(mainChunk(page.window));
  });
});
