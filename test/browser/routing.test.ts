/// <reference types="mocha" />
import { expect } from 'chai';

import type { ItemList } from '../../src/api/schemas/item.ts';
import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { boardShown, clickCategory, openPage, openWindow, waitFor } from './helpers.ts';

defineLiveBoard();

type ItemDetail = { itemId: number; itemSlug: string };
let item: { id: number; slug: string };

before(async () => {
  const page = await fetch('/live_board/v2/boards/acme-launch/items', {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: JSON.stringify({ category: null, search: '', page: 1, per_page: 24 }),
  }).then((r) => r.json() as Promise<ItemList>);
  const third = page.data[String(page.item_ids[2])]!;
  item = { id: third.id, slug: third.slug };
});

async function expectOpened(path: string) {
  const page = await openPage(path, { listenFor: 'item-opened' });
  const detail = (await waitFor(() => page.events[0], `item-opened for ${path}`)) as ItemDetail;
  expect(detail.itemId).to.equal(item.id);
  expect(detail.itemSlug).to.equal(item.slug);
  return page;
}

describe('deep links open the viewer on arrival', () => {
  it('query routing, slug scheme, host parameters and hash untouched', async () => {
    const page = await expectOpened(`/demo/cms.html?utm_source=mail&lb=/acme-launch/home/${item.slug}#section`);
    const url = new URL(page.window.location.href);
    expect(url.searchParams.get('utm_source')).to.equal('mail');
    expect(url.hash).to.equal('#section');
  });

  it('query routing, legacy scheme', async () => {
    await expectOpened(`/demo/cms.html?lb=/public/prism/101/category/home/item/${item.id}`);
  });

  it('path routing on a standalone board page, slug scheme', async () => {
    await expectOpened(`/acme-launch/home/${item.slug}`);
  });

  it('path routing on a standalone board page, legacy scheme', async () => {
    await expectOpened(`/public/prism/101/category/home/item/${item.id}`);
  });

  it('memory routing: navigate() and openItem() open items without touching the page URL', async () => {
    const before = location.href;
    const element = document.createElement('live-board') as HTMLElement & {
      navigate(path: string): void;
      openItem(ref: string | number): void;
      closeViewer(): void;
    };
    element.setAttribute('board-slug', 'acme-launch');
    element.setAttribute('routing', 'memory');
    const opened: ItemDetail[] = [];
    const closed: ItemDetail[] = [];
    element.addEventListener('item-opened', (e) => opened.push((e as CustomEvent<ItemDetail>).detail));
    element.addEventListener('item-closed', (e) => closed.push((e as CustomEvent<ItemDetail>).detail));
    document.body.append(element);
    await waitFor(() => element.shadowRoot!.querySelectorAll('[part~="tile"]').length > 0, 'tiles');
    element.navigate(`/acme-launch/home/${item.slug}`);
    await waitFor(() => opened.length === 1, 'the item to open');
    expect(opened[0]!.itemId).to.equal(item.id);
    element.closeViewer();
    await waitFor(() => closed.length === 1, 'the viewer to close');
    element.openItem(item.id);
    await waitFor(() => opened.length === 2, 'openItem to open it again');
    expect(location.href).to.equal(before);
    element.remove();
  });
});

describe('methods called before the board has rendered or loaded', () => {
  it('openItem() in the task that inserted the board opens the item once the data is in', async () => {
    const element = document.createElement('live-board') as HTMLElement & {
      openItem(ref: string | number): void;
      closeViewer(): void;
    };
    element.setAttribute('board-slug', 'acme-launch');
    element.setAttribute('routing', 'memory');
    const opened: ItemDetail[] = [];
    element.addEventListener('item-opened', (e) => opened.push((e as CustomEvent<ItemDetail>).detail));
    document.body.append(element);
    element.openItem(item.slug);
    await waitFor(() => opened.length === 1, 'the item to open');
    expect(opened[0]!.itemId).to.equal(item.id);
    element.remove();
  });

  it('closeViewer() with nothing open leaves the page URL alone', async () => {
    const page = await openPage('/demo/cms.html');
    const board = page.document.querySelector('live-board') as HTMLElement & { closeViewer(): void };
    // The board itself, with its methods: the tiles the loader paints come before the board's code defines them.
    await boardShown(board);
    const before = page.window.location.href;
    board.closeViewer();
    // Only a window for a change that should not come: a slow machine can let one slip past, never fail this.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.window.location.href).to.equal(before);
    expect(before).not.to.contain('lb=');
  });
});

describe('history', () => {
  it('back and forward close and reopen the viewer', async () => {
    // A window of its own: Back and Forward walk the page's history, not the test runner's tab (see openWindow).
    const page = await openWindow(`/demo/cms.html?lb=/acme-launch/home`);
    try {
      const board = await waitFor(
        () => page.document.querySelector('live-board') as (HTMLElement & { openItem(r: string): void }) | null,
        'board',
      );
      const opened: unknown[] = [];
      const closed: unknown[] = [];
      board.addEventListener('item-opened', (e) => opened.push((e as CustomEvent).detail));
      board.addEventListener('item-closed', (e) => closed.push((e as CustomEvent).detail));
      // The board itself, with its methods, not the tiles the loader paints before its code has come.
      await boardShown(board);
      board.openItem(item.slug);
      await waitFor(() => opened.length === 1, 'the viewer to open');
      expect(new URL(page.window.location.href).searchParams.get('lb')).to.equal(`/acme-launch/home/${item.slug}`);
      page.window.history.back();
      await waitFor(() => closed.length === 1, 'back to close the viewer');
      expect(new URL(page.window.location.href).searchParams.get('lb')).to.equal('/acme-launch/home');
      page.window.history.forward();
      await waitFor(() => opened.length === 2, 'forward to reopen it');
    } finally {
      page.close();
    }
  });
});

describe('a route naming a category the categories list lacks', () => {
  const categoryRequests = async () =>
    ((await fetch('/__requests').then((r) => r.json())) as { path: string }[])
      .map((r) => r.path)
      .filter((path) => path.startsWith('/live_board/v2/categories/'));

  it('shows the home category and corrects the address once the server says the category does not exist', async () => {
    await fetch('/__requests', { method: 'DELETE' });
    const page = await openPage('/demo/cms.html?lb=/acme-launch/no-such-category');
    const board = await waitFor(() => page.document.querySelector('live-board'), 'board');
    const root = await waitFor(() => board.shadowRoot, 'shadow root');
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'the home tiles');
    await waitFor(
      () => new URL(page.window.location.href).searchParams.get('lb') === '/acme-launch/home',
      'the address of home',
    );
    // Asked once, alone, before falling back (docs/decisions.md).
    expect(await categoryRequests()).to.deep.equal(['/live_board/v2/categories/no-such-category']);
  });

  it('shows a hidden subcategory from a deep link, asked for once, and again after Back without asking', async () => {
    await fetch('/__requests', { method: 'DELETE' });
    // A window of its own: Back walks the page's history, not the test runner's tab (see openWindow).
    const page = await openWindow('/demo/cms.html?lb=/acme-launch/energy');
    try {
      const board = await waitFor(() => page.document.querySelector('live-board'), 'board');
      const root = await waitFor(() => board.shadowRoot, 'shadow root');
      const heading = () => root.querySelector('[part="category-header"] h2')?.textContent;
      const shown = () =>
        heading() === 'Energy & Utilities' &&
        Array.from(root.querySelectorAll('[part~="tile"] h3')).some(
          (title) => title.textContent === 'Grid Asset Monitoring Field Report',
        );
      await waitFor(shown, 'the hidden subcategory and its tiles');
      expect(new URL(page.window.location.href).searchParams.get('lb')).to.equal('/acme-launch/energy');
      const current = root.querySelector('nav[part="categories"] a[aria-current="page"]');
      expect(current?.textContent.trim()).to.equal('Energy & Utilities');
      expect(await categoryRequests()).to.deep.equal(['/live_board/v2/categories/energy']);

      clickCategory(root, 'Featured');
      await waitFor(() => heading() === 'Featured', 'another category');
      expect(root.querySelector('nav[part="categories"] a[aria-current="page"]')?.textContent.trim()).to.equal(
        'Featured',
      );
      page.window.history.back();
      await waitFor(shown, 'Back to show the hidden subcategory again');
      expect(new URL(page.window.location.href).searchParams.get('lb')).to.equal('/acme-launch/energy');
      expect(await categoryRequests()).to.deep.equal(['/live_board/v2/categories/energy']);
    } finally {
      page.close();
    }
  });
});
