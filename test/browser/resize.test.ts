/// <reference types="mocha" />
import { expect } from 'chai';

import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { waitFor } from './helpers.ts';

defineLiveBoard();

describe('board-resize (docs/element.md)', function () {
  this.timeout(120_000);

  it('reports the rendered size as it changes, without an event storm', async () => {
    const box = document.createElement('div');
    box.style.width = '900px';
    document.body.append(box);
    const element = document.createElement('live-board');
    element.setAttribute('board-slug', 'acme-launch');
    element.setAttribute('routing', 'memory');
    const sizes: { width: number; height: number }[] = [];
    element.addEventListener('board-resize', (event) => sizes.push(event.detail));
    box.append(element);
    await waitFor(() => element.shadowRoot!.querySelectorAll('[part~="tile"]').length >= 12, 'tiles');
    await waitFor(() => sizes.some((s) => s.width === 900 && s.height > 500), 'the loaded board size');
    box.style.width = '600px';
    await waitFor(() => sizes.at(-1)?.width === 600, 'the narrower size');
    // A negative window: the reports the narrower layout brings (its taller rows) come in, and a storm would show.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // A handful of reports for loading and one resize: each a real change, never two equal in a row.
    expect(sizes.length).to.be.lessThan(30);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).to.not.deep.equal(sizes[i - 1]);
    box.remove();
  });
});
