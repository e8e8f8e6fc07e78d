/// <reference types="mocha" />
import { expect } from 'chai';

import type { LiveBoardElement } from '../../src/element/element-types.ts';
import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { type OpenedPage, openPage, openWindow, waitFor } from './helpers.ts';

defineLiveBoard();

type ItemDetail = { itemId: number; itemSlug: string };

type Page = Pick<OpenedPage, 'window' | 'document'>;

const param = (page: Page, name: string) => new URL(page.window.location.href).searchParams.get(name);

async function boardsOf(page: Page): Promise<[LiveBoardElement, LiveBoardElement]> {
  const [launch, forge] = await waitFor(() => {
    const found = [...page.document.querySelectorAll('live-board')];
    // Each showing its own screen (not yet the one the loader painted, whose links it replaces).
    return found.length === 2 &&
      found.every(
        (b) =>
          b.getAttribute('data-lb-state') === 'ready' &&
          b.shadowRoot?.querySelectorAll('[part~="tile"][data-item-id]').length,
      )
      ? found
      : null;
  }, 'both boards with tiles');
  return [launch!, forge!];
}

/** Category links of a board that lead to another category of the same board (not a link category, not the current). */
function categoryLinks(board: LiveBoardElement, name: string): HTMLAnchorElement[] {
  const slug = board.getAttribute('board-slug');
  return [...board.shadowRoot!.querySelectorAll<HTMLAnchorElement>('nav a[href]')].filter((a) => {
    const route = new URL(a.href).searchParams.get(name);
    return (
      route?.startsWith(`/${String(slug)}/`) && a.getAttribute('aria-current') !== 'page' && !route.endsWith('/home')
    );
  });
}

const currentCategory = (board: LiveBoardElement) =>
  board.shadowRoot!.querySelector('nav [aria-current="page"]')?.textContent.trim();
const viewerOpen = (board: LiveBoardElement) =>
  Boolean(board.shadowRoot!.querySelector('dialog[part~="viewer"][open]'));

describe('two boards on one page with query routing (demo/two-boards.html)', function () {
  this.timeout(120_000);

  it('each board keeps its own route through clicks, back/forward and a shared URL', async () => {
    // A window of its own: its history is the page's alone (see openWindow).
    const page = await openWindow('/demo/two-boards.html');
    try {
      const [launch, forge] = await boardsOf(page);
      const opened: ItemDetail[] = [];
      launch.addEventListener('item-opened', (event) => opened.push(event.detail));

      const launchLink = categoryLinks(launch, 'launch')[0]!;
      const launchRoute = new URL(launchLink.href).searchParams.get('launch')!;
      launchLink.click();
      await waitFor(() => param(page, 'launch') === launchRoute, 'the launch route');
      const launchCategory = await waitFor(
        () => currentCategory(launch) === launchLink.textContent.trim() && currentCategory(launch),
        'its category',
      );

      const forgeLink = categoryLinks(forge, 'forge')[0]!;
      const forgeRoute = new URL(forgeLink.href).searchParams.get('forge')!;
      forgeLink.click();
      await waitFor(() => param(page, 'forge') === forgeRoute, 'the forge route');
      const forgeCategory = await waitFor(
        () => currentCategory(forge) === forgeLink.textContent.trim() && currentCategory(forge),
        'its category',
      );
      expect(param(page, 'launch')).to.equal(launchRoute);
      expect(currentCategory(launch)).to.equal(launchCategory);

      const tile = await waitFor(
        () => launch.shadowRoot!.querySelector<HTMLElement>('[part~="tile"][data-item-id]'),
        'a tile of the category',
      );
      launch.openItem(tile.dataset.itemId!);
      await waitFor(() => opened.length === 1 && viewerOpen(launch), 'the item to open');
      const itemRoute = param(page, 'launch')!;
      expect(itemRoute.startsWith(`${launchRoute}/`)).to.equal(true);
      expect(viewerOpen(forge)).to.equal(false);

      // Back: the launch board closes its viewer; the forge board stays where it was.
      page.window.history.back();
      await waitFor(
        () => param(page, 'launch') === launchRoute && !viewerOpen(launch),
        'back to close the launch viewer',
      );
      expect(param(page, 'forge')).to.equal(forgeRoute);
      expect(currentCategory(forge)).to.equal(forgeCategory);

      // Back again: the forge board returns to its start; the launch board keeps its category.
      page.window.history.back();
      await waitFor(
        () => param(page, 'forge') === null && currentCategory(forge) !== forgeCategory,
        'back to undo the forge category',
      );
      expect(currentCategory(launch)).to.equal(launchCategory);
      expect(viewerOpen(launch)).to.equal(false);

      page.window.history.forward();
      await waitFor(() => currentCategory(forge) === forgeCategory, 'forward to the forge category');
      expect(viewerOpen(launch)).to.equal(false);
      page.window.history.forward();
      await waitFor(() => opened.length === 2 && viewerOpen(launch), 'forward to reopen the launch item');
      expect(opened[1]!.itemId).to.equal(opened[0]!.itemId);
      expect(currentCategory(forge)).to.equal(forgeCategory);

      // The address as a visitor would share it reopens both boards where they were.
      const shared = page.window.location.pathname + page.window.location.search;
      const again = await openPage(shared, { listenFor: 'item-opened' });
      const [launchAgain, forgeAgain] = await boardsOf(again);
      const reopened = (await waitFor(() => again.events[0], 'the shared item to open')) as ItemDetail;
      expect(reopened.itemId).to.equal(opened[0]!.itemId);
      await waitFor(() => viewerOpen(launchAgain), 'the launch viewer');
      await waitFor(() => currentCategory(forgeAgain) === forgeCategory, 'the forge category from the shared URL');
      expect(viewerOpen(forgeAgain)).to.equal(false);
    } finally {
      page.close();
    }
  });

  it('warns naming both boards when two use the same route-param; the second keeps its route in memory', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      warn.apply(console, args);
    };
    const boards: LiveBoardElement[] = [];
    try {
      for (const slug of ['acme-launch', 'acme-gated']) {
        const element = document.createElement('live-board');
        element.setAttribute('board-slug', slug);
        element.setAttribute('route-param', 'clash');
        document.body.append(element);
        boards.push(element);
      }
      const [first, second] = boards as [LiveBoardElement, LiveBoardElement];
      await waitFor(
        () => boards.every((b) => b.shadowRoot!.querySelector('[part~="tile"][data-item-id]')),
        'both boards',
      );
      const clash = warnings.filter((w) => w.includes('route-param'));
      expect(clash).to.have.length(1);
      expect(clash[0]).to.contain('<live-board board-slug="acme-launch" route-param="clash">');
      expect(clash[0]).to.contain('<live-board board-slug="acme-gated" route-param="clash">');

      const before = location.search;
      // The second board's links carry no URL parameter: it routes in memory.
      expect(categoryLinks(second, 'clash')).to.have.length(0);
      second.navigate('/acme-gated/home');
      // Only a window for a URL change that should not come: a slow machine can let one slip past, never fail this.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(location.search).to.equal(before);
      // navigate() rather than a link click: a link this page failed to intercept would navigate the test runner.
      expect(categoryLinks(first, 'clash').length).to.be.greaterThan(0);
      first.navigate('/acme-launch/documentation');
      await waitFor(
        () => new URLSearchParams(location.search).get('clash') === '/acme-launch/documentation',
        'the first board in the URL',
      );
    } finally {
      console.warn = warn;
      boards.forEach((b) => b.remove());
      const url = new URL(location.href);
      url.searchParams.delete('clash');
      history.replaceState(history.state, '', url);
    }
  });
});
