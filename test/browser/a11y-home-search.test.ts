/// <reference types="mocha" />
import { expect } from 'chai';

import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { axeViolations, describeViolations } from './axe.ts';
import { waitFor } from './helpers.ts';

defineLiveBoard();

/** acme-launch in this document (axe runs in this window, so the board must live in it too). */
async function mountBoard() {
  document.querySelectorAll('live-board').forEach((el) => el.remove());
  const element = document.createElement('live-board');
  element.setAttribute('board-slug', 'acme-launch');
  element.setAttribute('routing', 'memory');
  document.body.append(element);
  const root = await waitFor(() => element.shadowRoot, 'an open shadow root');
  await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'the first tiles');
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
