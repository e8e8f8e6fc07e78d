/// <reference types="mocha" />
import { expect } from 'chai';

import { HEADER, XHR_MARKER } from '../../src/base/constants.ts';
import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { injectFault, requestsHeld, waitFor } from './helpers.ts';

defineLiveBoard();

interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}

async function requests(): Promise<LoggedRequest[]> {
  return (await fetch('/__requests')).json() as Promise<LoggedRequest[]>;
}

function mount(attributes: Record<string, string>, parent: HTMLElement = document.body) {
  const element = document.createElement('live-board');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const ready: { boardId: number; boardSlug: string }[] = [];
  element.addEventListener('ready', (event) => ready.push(event.detail));
  parent.append(element);
  return { element, ready };
}

/**
 * Waits for what a board asks for after its first screen — the live event, whether it has items, the server's
 * cookies, the board view — to have reached the server: from then on the board sends nothing more of its own, so
 * the requests logged after a clear are the next board's.
 */
async function settled() {
  const after = [/\/live_event$/, /\/items_presence$/, /\/session_cookies$/, /\/boards\/\d+\/lead_views$/];
  await waitFor(async () => {
    const seen = await requests();
    return after.every((path) => seen.some((r) => path.test(r.path)));
  }, 'the board to settle');
}

const tiles = (element: Element) => element.shadowRoot!.querySelectorAll('[part~="tile"]').length;

/**
 * The requests after the token went carry none of the lead's: the lead request goes without Authorization, and
 * whatever token follows is the one the server issued to the new anonymous guest (it gives every guest one).
 */
async function expectNoLeadToken(seen: { path: string; headers: Record<string, string | undefined> }[]) {
  const leadRequest = seen.find((r) => r.path === '/live_board/v1/leads/me');
  expect(leadRequest?.headers.authorization, 'the lead request').to.equal(undefined);
  for (const authorization of new Set(seen.map((r) => r.headers.authorization).filter(Boolean))) {
    const lead = (await (
      await fetch('/live_board/v1/leads/me', {
        headers: { authorization: authorization!, [HEADER.requestedWith]: XHR_MARKER },
      })
    ).json()) as {
      anon_guest: boolean;
    };
    expect(lead.anon_guest, `${String(authorization)} belongs to a guest`).to.equal(true);
  }
}

describe('<live-board> after mount: attributes, moves and removal', function () {
  this.timeout(120_000);

  beforeEach(async () => {
    document.querySelectorAll('live-board').forEach((element) => element.remove());
    await fetch('/__requests', { method: 'DELETE' });
  });

  it('switching board-slug loads the other board', async () => {
    const { element, ready } = mount({ 'board-slug': 'acme-launch', routing: 'memory' });
    await waitFor(() => ready.length === 1, 'the first board');
    expect(ready[0]!.boardSlug).to.equal('acme-launch');
    element.setAttribute('board-slug', 'acme-gated');
    await waitFor(() => ready.some((detail) => detail.boardSlug === 'acme-gated'), 'the other board');
    await waitFor(() => tiles(element) > 0, 'the other board tiles');
    const heading = element.shadowRoot!.textContent;
    expect(heading).to.contain('Manufacturing Buyer');
    expect(heading).not.to.contain('Launch Kit');
  });

  it('removing token clears it: later requests go without Authorization', async () => {
    const { element, ready } = mount({ 'board-slug': 'acme-launch', routing: 'memory', token: 'lead-token-ann' });
    await waitFor(() => ready.length === 1, 'the board with a token');
    const withToken = (await requests()).filter((r) => r.path.startsWith('/live_board/'));
    expect(withToken.some((r) => r.headers.authorization?.startsWith('Bearer '))).to.equal(true);
    // The lead's own requests after the first screen carry the lead's token: none of them may land after the clear.
    await settled();
    await fetch('/__requests', { method: 'DELETE' });
    element.removeAttribute('token');
    await waitFor(() => ready.length === 2, 'the board again, without the token');
    await waitFor(async () => (await requests()).some((r) => r.path === '/live_board/v1/leads/me'), 'the lead request');
    const after = (await requests()).filter((r) => r.path.startsWith('/live_board/'));
    expect(after.length).to.be.greaterThan(0);
    await expectNoLeadToken(after);
  });

  it('an emptied token attribute clears the token too', async () => {
    const { element, ready } = mount({ 'board-slug': 'acme-launch', routing: 'memory', token: 'lead-token-ann' });
    await waitFor(() => ready.length === 1, 'the board with a token');
    // The lead's own requests after the first screen carry the lead's token: none of them may land after the clear.
    await settled();
    await fetch('/__requests', { method: 'DELETE' });
    element.setAttribute('token', '');
    await waitFor(() => ready.length === 2, 'the board again, without the token');
    await waitFor(async () => (await requests()).some((r) => r.path === '/live_board/v1/leads/me'), 'the lead request');
    await expectNoLeadToken(await requests());
  });

  it('moving the element in the page keeps its state and fetches nothing again', async () => {
    const first = document.createElement('section');
    const second = document.createElement('aside');
    document.body.append(first, second);
    const { element } = mount({ 'board-slug': 'acme-launch', routing: 'memory' }, first);
    const board = element;
    await waitFor(() => tiles(element) >= 12, 'tiles');
    // What the board asks for after its first screen (items_presence among it) is no fetch again after the move.
    await settled();
    const opened: number[] = [];
    element.addEventListener('item-opened', (event) => opened.push(event.detail.itemId));
    const tile = element.shadowRoot!.querySelector<HTMLElement>('[part~="tile"][data-item-id]')!;
    board.openItem(tile.dataset.itemId!);
    await waitFor(() => opened.length === 1, 'the viewer to open');
    await fetch('/__requests', { method: 'DELETE' });

    second.append(element);
    const viewer = await waitFor(
      () => element.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part~="viewer"][open]'),
      'the viewer, open again after the move',
    );
    expect(viewer.dataset.itemId).to.equal(tile.dataset.itemId);
    // A negative window: a board started afresh by the move would have asked for its data again by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Same instance: no second item-opened, and no board data fetched again.
    expect(opened).to.have.length(1);
    const refetched = (await requests()).filter((r) =>
      /\/boards\/acme-launch\/(?:$|campaign|categories|items)/.test(r.path),
    );
    expect(refetched.map((r) => r.path)).to.deep.equal([]);
    first.remove();
    second.remove();
  });

  it('removing the element cancels the requests it has in flight', async () => {
    // The first items page is held on its way, so it is in flight however long the steps below take.
    await injectFault({ match: '/live_board/v2/boards/acme-launch/items', exact: true, hold: true, times: 1 });
    const signals: AbortSignal[] = [];
    const original = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/boards/acme-launch/items') && init?.signal) signals.push(init.signal);
      return original(input, init);
    };
    try {
      const { element } = mount({ 'board-slug': 'acme-launch', routing: 'memory' });
      const signal = await waitFor(() => signals[0], 'the items request to start');
      await requestsHeld(1);
      expect(signal.aborted).to.equal(false);
      element.remove();
      await waitFor(() => signal.aborted, 'the items request to be cancelled');
    } finally {
      window.fetch = original;
      await fetch('/__faults', { method: 'DELETE' });
    }
  });

  it('an element removed and put back later starts afresh, with no error', async () => {
    const { element, ready } = mount({ 'board-slug': 'acme-launch', routing: 'memory' });
    await waitFor(() => ready.length === 1, 'the board');
    element.remove();
    // Out past the end of the task it left in: its instance is released then (a 0 ms timer, set before this one),
    // so putting it back is no move but a new start.
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.body.append(element);
    await waitFor(() => ready.length === 2, 'the board again');
    await waitFor(() => tiles(element) >= 12, 'tiles again');
  });
});
