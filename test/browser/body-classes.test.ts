/// <reference types="mocha" />
import { expect } from 'chai';

import type { LiveBoardElement } from '../../src/element/element-types.ts';
import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { openPage, waitFor } from './helpers.ts';

defineLiveBoard();

const classes = (doc: Document) => [...doc.body.classList].sort();
const scrollLocked = (doc: Document) => doc.defaultView!.getComputedStyle(doc.documentElement).overflow === 'hidden';
const firstTile = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[part~="tile"][data-item-id]')!.dataset.itemId!;

function messageButton(root: ShadowRoot): HTMLButtonElement {
  const button = [...root.querySelectorAll<HTMLButtonElement>('[part="header"] button')].find((b) =>
    /message/i.test(b.textContent),
  );
  if (!button) throw new Error('no header CTA that opens the message form');
  return button;
}

describe('page body classes and the scroll lock', function () {
  this.timeout(120_000);

  it('on a standalone board page: live-board, disable-scroll for the greeting and a CTA modal, item-viewer-open plus the mode', async () => {
    // The greeting shows once per board; forget an earlier dismissal.
    localStorage.removeItem('showGreetingOnce');
    const page = await openPage('/acme-launch');
    const doc = page.document;
    const board = await waitFor(() => doc.querySelector('live-board'), 'the board');
    const root = await waitFor(() => board.shadowRoot, 'the shadow root');
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'tiles');
    // The page wiring (body classes, scroll lock) is a chunk loaded after the first commit: it may follow the tiles.
    await waitFor(() => classes(doc).includes('live-board'), 'the live-board body class');

    const greeting = await waitFor(() => root.querySelector<HTMLElement>('[part~="greeting"]'), 'the greeting card');
    expect(classes(doc)).to.include('disable-scroll');
    greeting.querySelector<HTMLButtonElement>('.lb-dialog__close')!.click();
    await waitFor(() => !classes(doc).includes('disable-scroll'), 'disable-scroll to go with the greeting');

    board.openItem(firstTile(root));
    const viewer = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[part~="viewer"][open]'),
      'the viewer',
    );
    const mode = viewer.classList.contains('lb-viewer--lightbox') ? 'lightbox' : 'classic';
    await waitFor(() => classes(doc).includes('item-viewer-open'), 'item-viewer-open');
    expect(classes(doc)).to.deep.equal([`item-viewer-${mode}`, 'item-viewer-open', 'live-board']);
    expect(scrollLocked(doc)).to.equal(true);
    board.closeViewer();
    await waitFor(() => !classes(doc).includes('item-viewer-open'), 'the viewer classes to go');
    expect(classes(doc)).to.deep.equal(['live-board']);
    expect(scrollLocked(doc)).to.equal(false);

    messageButton(root).click();
    const dialog = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[open]:not([part~="viewer"])'),
      'the CTA form',
    );
    await waitFor(() => classes(doc).includes('disable-scroll'), 'disable-scroll for the CTA modal');
    expect(scrollLocked(doc)).to.equal(true);
    dialog.querySelector<HTMLButtonElement>('.lb-dialog__close')!.click();
    await waitFor(() => !classes(doc).includes('disable-scroll'), 'disable-scroll to go with the modal');
    expect(scrollLocked(doc)).to.equal(false);

    board.remove();
    // Its React root is let go in a microtask (after a host framework's commit): the classes go with it.
    await Promise.resolve();
    expect(classes(doc)).to.deep.equal([]);
  });

  describe('embedded in a host page', () => {
    const host = document.createElement('main');
    let boards: LiveBoardElement[] = [];
    const originalBodyStyle = 'padding-right: 3px; overflow-y: scroll; color: rgb(1, 2, 3);';

    beforeEach(async () => {
      document.body.setAttribute('style', originalBodyStyle);
      document.documentElement.removeAttribute('style');
      host.style.minHeight = '3000px';
      document.body.append(host);
      boards = ['acme-launch', 'acme-gated'].map((slug) => {
        const element = document.createElement('live-board');
        element.setAttribute('board-slug', slug);
        element.setAttribute('routing', 'memory');
        host.append(element);
        return element;
      });
      await waitFor(
        () => boards.every((b) => b.shadowRoot!.querySelector('[part~="tile"][data-item-id]')),
        'both boards',
      );
    });

    afterEach(() => {
      host.replaceChildren();
      host.remove();
      document.body.removeAttribute('style');
    });

    const viewerOpen = (board: LiveBoardElement) => board.shadowRoot!.querySelector('dialog[part~="viewer"][open]');

    it("locks the host page's scroll once for all boards and gives back its exact style when the last modal closes", async () => {
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      const [a, b] = boards as [LiveBoardElement, LiveBoardElement];
      a.openItem(firstTile(a.shadowRoot!));
      await waitFor(() => viewerOpen(a) && scrollLocked(document), 'the first viewer and the lock');
      expect(document.body.style.getPropertyValue('padding-right')).to.equal(`${3 + scrollbar}px`);
      b.openItem(firstTile(b.shadowRoot!));
      await waitFor(() => viewerOpen(b), 'the second viewer');
      a.closeViewer();
      await waitFor(() => !viewerOpen(a), 'the first viewer to close');
      expect(scrollLocked(document), 'still locked: the other board has its viewer open').to.equal(true);
      b.closeViewer();
      await waitFor(() => !scrollLocked(document), 'the lock to go with the last viewer');
      expect(document.body.getAttribute('style')).to.equal(originalBodyStyle);
      expect(document.documentElement.hasAttribute('style')).to.equal(false);
      // No class lands on a host page's body.
      expect(classes(document)).to.deep.equal([]);
    });

    it('releases the lock when a board leaves the page with its viewer open', async () => {
      const [a] = boards as [LiveBoardElement];
      a.openItem(firstTile(a.shadowRoot!));
      await waitFor(() => viewerOpen(a) && scrollLocked(document), 'the viewer and the lock');
      a.remove();
      await Promise.resolve();
      expect(scrollLocked(document)).to.equal(false);
      expect(document.body.getAttribute('style')).to.equal(originalBodyStyle);
    });
  });
});
