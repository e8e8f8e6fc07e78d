/// <reference types="mocha" />
import { expect } from 'chai';

import { type OpenedPage, openPage, waitFor } from './helpers.ts';

/** The host app's log lines (demo/react-app/EventLog.tsx): event name and detail of each callback it received. */
function logOf(page: OpenedPage) {
  const entries = () =>
    [...page.document.querySelectorAll<HTMLLIElement>('.log li[data-event]')].map((li) => ({
      event: li.dataset.event!,
      text: li.textContent,
      detail: JSON.parse(li.dataset.detail ?? 'null') as Record<string, unknown>,
    }));
  const named = (event: string) => entries().filter((entry) => entry.event === event);
  return { entries, named };
}

describe('a host React app using live-board/react (demo/react.html)', function () {
  this.timeout(120_000);

  it('receives typed callbacks: ready, navigate and item-opened after opening an item, each once', async () => {
    const page = await openPage('/demo/react.html');
    const log = logOf(page);
    const board = await waitFor(
      () => page.document.querySelector('live-board'),
      'the <live-board> the wrapper renders',
    );
    expect(board.getAttribute('board-slug')).to.equal('acme-launch');
    expect(page.window.customElements.get('live-board'), 'the wrapper defined the element').to.be.a('function');

    const [ready] = await waitFor(() => log.named('ready').length > 0 && log.named('ready'), 'the onReady callback');
    expect(ready!.detail).to.deep.equal({ boardId: ready!.detail.boardId, boardSlug: 'acme-launch' });
    expect(ready!.detail.boardId).to.be.a('number');
    expect(ready!.text).to.equal(`ready board acme-launch (#${String(ready!.detail.boardId)})`);

    const root = await waitFor(() => board.shadowRoot, 'the shadow root');
    const tile = await waitFor(() => root.querySelector<HTMLAnchorElement>('a[part~="tile"]'), 'the first tile');
    const slug = new URL(tile.href).searchParams.get('lb')!.split('/').pop()!;
    tile.click();

    const [opened] = await waitFor(
      () => log.named('item-opened').length > 0 && log.named('item-opened'),
      'onItemOpened',
    );
    expect(opened!.detail.itemSlug).to.equal(slug);
    expect(opened!.detail.itemId).to.be.a('number');
    expect(opened!.text).to.contain(`${slug} (#${String(opened!.detail.itemId)}, ${String(opened!.detail.itemType)})`);

    const navigate = await waitFor(
      () => log.named('navigate').find((entry) => entry.detail.path === `/acme-launch/home/${slug}`),
      'onNavigate for the item route',
    );
    expect(navigate.detail.url).to.equal(`/demo/react.html?lb=/acme-launch/home/${slug}`);
    expect(new URL(page.window.location.href).searchParams.get('lb')).to.equal(`/acme-launch/home/${slug}`);

    // One listener per callback: a re-rendering host (every log line re-renders it) never doubles an event.
    expect(log.named('ready')).to.have.length(1);
    expect(log.named('item-opened')).to.have.length(1);
  });

  it('always calls the latest callback: a host that switches to its own router cancels navigation', async () => {
    const page = await openPage('/demo/react.html');
    const log = logOf(page);
    const board = await waitFor(() => page.document.querySelector('live-board'), 'the board');
    await waitFor(() => log.named('ready').length > 0, 'the onReady callback');
    const root = board.shadowRoot!;
    const category = (name: string) =>
      [...root.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent.trim() === name);

    (await waitFor(() => category('Product Tours'), 'the Product Tours category')).click();
    await waitFor(
      () => new URL(page.window.location.href).searchParams.get('lb') === '/acme-launch/product-tours',
      'the route',
    );

    // The checkbox re-renders the host with a new onNavigate that calls preventDefault().
    page.document.querySelector<HTMLInputElement>('.toolbar input[type="checkbox"]')!.click();
    await waitFor(
      () => page.document.querySelector<HTMLInputElement>('.toolbar input[type="checkbox"]')!.checked,
      'the switch',
    );
    category('Documentation')!.click();

    const takenOver = await waitFor(
      () => log.named('navigate').find((entry) => entry.text.includes('taken over by the host')),
      'the new onNavigate callback',
    );
    expect(takenOver.detail.path).to.equal('/acme-launch/documentation');
    // Only a window for a URL change that should not come: a slow machine can let one slip past, never fail this.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(new URL(page.window.location.href).searchParams.get('lb')).to.equal('/acme-launch/product-tours');
  });

  it("reaches the element's methods through the ref: closing the viewer reports item-closed", async () => {
    const page = await openPage('/demo/react.html');
    const log = logOf(page);
    const board = await waitFor(() => page.document.querySelector('live-board'), 'the board');
    const root = await waitFor(() => board.shadowRoot, 'the shadow root');
    const tile = await waitFor(() => root.querySelector<HTMLAnchorElement>('a[part~="tile"]'), 'the first tile');
    tile.click();
    const [opened] = await waitFor(
      () => log.named('item-opened').length > 0 && log.named('item-opened'),
      'onItemOpened',
    );

    const close = [...page.document.querySelectorAll<HTMLButtonElement>('.toolbar button')].find((b) =>
      b.textContent.startsWith('Close viewer'),
    )!;
    close.click();
    const [closed] = await waitFor(
      () => log.named('item-closed').length > 0 && log.named('item-closed'),
      'onItemClosed',
    );
    expect(closed!.detail.itemId).to.equal(opened!.detail.itemId);
  });
});
