/// <reference types="mocha" />
import { assert, expect } from 'chai';

import type { Categories } from '../../src/api/schemas/category.ts';
import { apiGet, boardShown, openPage, waitFor } from './helpers.ts';

describe('the CMS demo page', () => {
  it('shows acme-launch fetched over HTTP: category names and at least 12 item tiles in the shadow root', async () => {
    const page = await openPage('/demo/cms.html');
    const board = page.document.querySelector('live-board');
    assert.exists(board, 'the page has a <live-board> element');
    const root = await boardShown(board);

    const tiles = await waitFor(() => {
      const found = root.querySelectorAll('[part~="tile"]');
      return found.length >= 12 ? found : null;
    }, 'at least 12 item tiles');
    expect(tiles.length).to.be.at.least(12);

    const nav = root.querySelector('nav');
    assert.exists(nav, 'a category navigation');
    const categories = await apiGet<Categories>('/live_board/v2/boards/acme-launch/categories');
    const names = categories.categories_ids.map((id) => categories.data[String(id)]!.name);
    expect(names.length).to.be.at.least(6);
    for (const name of names) expect(nav.textContent).to.contain(name);
  });

  it("lays a scrim between the header's picture and its white text, in every engine", async () => {
    const page = await openPage('/demo/cms.html');
    const root = await boardShown(await waitFor(() => page.document.querySelector('live-board'), 'the board'));
    const header = root.querySelector<HTMLElement>('[part~="header"]')!;
    const style = page.window.getComputedStyle(header);
    // Two background layers: the scrim, then the owner's picture (WebKit painted no inset box-shadow scrim).
    expect(style.backgroundImage).to.match(/^linear-gradient\(rgba\(0, 0, 0, 0\.55\), rgba\(0, 0, 0, 0\.55\)\), url\(/);
    expect(style.boxShadow).to.equal('none');
    expect(style.color).to.equal('rgb(255, 255, 255)');
  });

  it('adopts shared constructable stylesheets, never style elements, and a chunk brings its own sheet', async () => {
    const page = await openPage('/demo/cms.html');
    const root = await boardShown(await waitFor(() => page.document.querySelector('live-board'), 'the board'));
    const tile = await waitFor(() => root.querySelector<HTMLElement>('[part~="tile"]'), 'a tile');
    const sheetWith = (selector: string) =>
      root.adoptedStyleSheets.find((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith(selector)));
    assert.exists(sheetWith('.lb-tile'), "the first screen's rules");
    expect(new Set(root.adoptedStyleSheets).size).to.equal(root.adoptedStyleSheets.length);
    tile.click();
    await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[part~="viewer"]')?.open, 'the viewer open');
    // The viewer's rules arrived with its chunk, in a sheet of their own.
    const viewerSheet = sheetWith('.lb-viewer');
    assert.exists(viewerSheet, "the viewer's rules");
    expect(viewerSheet).to.not.equal(sheetWith('.lb-tile'));
    expect(root.querySelectorAll('style').length).to.equal(0);
  });

  it('dispatches a composed ready event with the board id and slug', async () => {
    const page = await openPage('/demo/cms.html', { listenFor: 'ready' });
    const detail = await waitFor(() => page.events[0], 'a ready event');
    expect(detail).to.include({ boardSlug: 'acme-launch' });
    expect(detail.boardId).to.be.a('number');
  });
});
