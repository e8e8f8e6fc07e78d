/// <reference types="mocha" />
import { expect } from 'chai';

import { boardShown, openPage, waitFor } from './helpers.ts';

describe('the navigate event (docs/element.md)', function () {
  this.timeout(120_000);

  it('announces route changes with path and URL; a host that calls preventDefault() keeps the URL', async () => {
    const page = await openPage('/demo/cms.html');
    const board = await waitFor(() => page.document.querySelector('live-board'), 'board');
    const root = await boardShown(board);
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'tiles');
    const seen: { path: string; url: string }[] = [];
    let takeOver = false;
    board.addEventListener('navigate', (event) => {
      seen.push(event.detail);
      if (takeOver) event.preventDefault();
    });
    const category = (name: string) =>
      Array.from(root.querySelectorAll<HTMLAnchorElement>('nav a')).find((a) => a.textContent.trim() === name)!;

    category('Product Tours').click();
    await waitFor(
      () => new URL(page.window.location.href).searchParams.get('lb') === '/acme-launch/product-tours',
      'the route',
    );
    expect(seen[0]).to.deep.equal({
      path: '/acme-launch/product-tours',
      url: '/demo/cms.html?lb=/acme-launch/product-tours',
    });

    takeOver = true;
    category('Documentation').click();
    await waitFor(() => seen.length === 2, 'the second navigate event');
    // Only a window for a URL change that should not come: a slow machine can let one slip past, never fail this.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(new URL(page.window.location.href).searchParams.get('lb')).to.equal('/acme-launch/product-tours');
  });
});
