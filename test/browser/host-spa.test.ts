/// <reference types="mocha" />
/**
 * A host single-page app (React Router, Next.js) moves with history.pushState/replaceState itself. The board in
 * query routing must follow every change of its own parameter, ignore changes of the host's, and never add
 * history entries of its own when the host router takes a navigation over.
 */
import { expect } from 'chai';

import type { LiveBoardElement } from '../../src/element/element-types.ts';
import { boardShown, type OpenedWindow, openWindow, waitFor } from './helpers.ts';

const PAGE = '/demo/cms.html';

const currentCategory = (board: LiveBoardElement) =>
  board.shadowRoot!.querySelector('nav [aria-current="page"]')?.textContent.trim();
const categoryLink = (board: LiveBoardElement, name: string) =>
  [...board.shadowRoot!.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent.trim() === name)!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Windows this file opened, closed after each test. */
const opened: OpenedWindow[] = [];

/**
 * The host page in a window of its own: its Back walks the page's history, not the test runner's tab (see
 * openWindow), however many entries the tests before it pushed.
 */
async function hostPage(): Promise<{ page: OpenedWindow; board: LiveBoardElement; navigations: string[] }> {
  const page = await openWindow(PAGE);
  opened.push(page);
  const board = await waitFor(() => page.document.querySelector('live-board'), 'the board');
  // The board itself, not the screen the loader paints before the board's code has come.
  await boardShown(board);
  await waitFor(() => currentCategory(board), 'a current category');
  const navigations: string[] = [];
  board.addEventListener('navigate', (event) => navigations.push(event.detail.path));
  return { page, board, navigations };
}

describe('a host SPA that calls the History API itself', function () {
  this.timeout(120_000);
  afterEach(() => opened.splice(0).forEach((page) => page.close()));

  it('moves the board when the host pushes or replaces a URL carrying another board route', async () => {
    const { page, board, navigations } = await hostPage();
    const history = page.window.history;
    history.pushState({ host: 'router' }, '', `${PAGE}?lb=/acme-launch/documentation`);
    await waitFor(() => currentCategory(board) === 'Documentation', 'the board to follow the pushed route');
    history.replaceState({ host: 'router' }, '', `${PAGE}?lb=/acme-launch/product-tours`);
    await waitFor(() => currentCategory(board) === 'Product Tours', 'the board to follow the replaced route');
    // The host moved the board: nothing for the board to announce, and no history entry of its own.
    expect(navigations).to.deep.equal([]);
    expect(history.state).to.deep.equal({ host: 'router' });
  });

  it("ignores the host's own parameters, follows the host dropping the board's, and comes back with Back", async () => {
    const { page, board } = await hostPage();
    const history = page.window.history;
    categoryLink(board, 'Documentation').click();
    await waitFor(() => currentCategory(board) === 'Documentation', 'the Documentation category');
    const pageviews: unknown[] = [];
    board.addEventListener('pageview', (event) => pageviews.push(event.detail));

    history.pushState(null, '', `${PAGE}?lb=/acme-launch/documentation&tab=pricing`);
    history.replaceState(null, '', `${PAGE}?tab=reviews&lb=/acme-launch/documentation#faq`);
    // Only a window for a move or a page view that should not come: a slow machine can let one slip past, never
    // fail this.
    await sleep(300);
    expect(currentCategory(board)).to.equal('Documentation');
    expect(pageviews, 'no new page view for a host-only change').to.deep.equal([]);

    history.pushState(null, '', `${PAGE}?tab=reviews`);
    await waitFor(
      () => currentCategory(board) !== 'Documentation',
      'the board back at its start without its parameter',
    );
    history.back();
    await waitFor(() => currentCategory(board) === 'Documentation', 'Back to bring the board route again');
    expect(new URL(page.window.location.href).searchParams.get('tab')).to.equal('reviews');
  });

  it('a host router that takes over the navigate event and pushes the URL itself: one history entry, board in step', async () => {
    const { page, board, navigations } = await hostPage();
    const history = page.window.history;
    // Next.js and others wrap pushState after the fact; the board must still hear it.
    const pushes: string[] = [];
    const pushState = history.pushState;
    history.pushState = function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      pushes.push(String(url));
      return pushState.call(this, data, unused, url);
    };
    board.addEventListener('navigate', (event) => {
      event.preventDefault();
      history.pushState({ router: 'host' }, '', event.detail.url);
    });
    const start = currentCategory(board);
    categoryLink(board, 'Product Tours').click();
    await waitFor(() => currentCategory(board) === 'Product Tours', 'the board to follow the host router');
    expect(navigations).to.deep.equal(['/acme-launch/product-tours']);
    // Every pushState goes through the wrapper: the host's is the only one, the board added none.
    expect(pushes).to.deep.equal([`${PAGE}?lb=/acme-launch/product-tours`]);
    expect(history.state).to.deep.equal({ router: 'host' });
    history.back();
    await waitFor(() => currentCategory(board) === start, 'one Back to return where the board started');
  });
});
