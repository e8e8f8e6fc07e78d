/// <reference types="mocha" />
import { expect } from 'chai';

import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { axeViolations, describeViolations } from './axe.ts';
import { waitFor } from './helpers.ts';

defineLiveBoard();

/**
 * acme-launch in this document (axe runs in this window, so the board must live in it too), as a first visit sees
 * it once complete: the parts that load after the tiles — the greeting card, the seller's card — are in, so axe
 * checks them every time, never a moment before or while they arrive.
 */
async function mountBoard() {
  document.querySelectorAll('live-board').forEach((el) => el.remove());
  // A first visit: the greeting shows, whatever an earlier test of this file did with it.
  localStorage.removeItem('showGreetingOnce');
  const element = document.createElement('live-board');
  element.setAttribute('board-slug', 'acme-launch');
  element.setAttribute('routing', 'memory');
  document.body.append(element);
  const root = await waitFor(() => element.shadowRoot, 'an open shadow root');
  await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'the first tiles');
  await waitFor(
    () =>
      root.querySelector('[part~="greeting"]') &&
      root.querySelector('[part~="seller-card"]') &&
      !root.querySelector('[aria-busy="true"]'),
    'the greeting and the seller card',
  );
  return { element, root, board: root.querySelector<HTMLElement>('[part="board"]')! };
}

/** Types into the board's search field (React tracks the value: native setter, then an input event) and submits. */
function search(root: ShadowRoot, text: string) {
  const form = root.querySelector<HTMLFormElement>('form[role="search"]')!;
  const input = form.querySelector('input')!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  form.requestSubmit();
}

describe('accessibility of home and search (axe-core inside the shadow root)', function () {
  this.timeout(120_000);
  after(() => document.querySelectorAll('live-board').forEach((el) => el.remove()));

  it('finds no violations on the home view', async () => {
    const { board } = await mountBoard();
    const violations = await axeViolations(board);
    expect(violations, describeViolations(violations)).to.have.length(0);
  });

  it('finds no violations on search results, nor on an empty search', async () => {
    const { root, board } = await mountBoard();
    const heading = () => root.querySelector('[part="category-header"] h2')?.textContent ?? '';

    search(root, 'forge');
    await waitFor(
      () => / search results?$/.test(heading()) && root.querySelector('[part~="tile"] mark'),
      'search results',
    );
    let violations = await axeViolations(board);
    expect(violations, describeViolations(violations)).to.have.length(0);

    search(root, 'zzzqx');
    await waitFor(() => heading() === 'No search results were found', 'the empty search text');
    violations = await axeViolations(board);
    expect(violations, describeViolations(violations)).to.have.length(0);
  });
});
