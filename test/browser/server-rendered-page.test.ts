/**
 * A CMS page whose server put the board's first screen into its HTML (the first-screen endpoint's HTML fragment,
 * docs/server.md `format=html`): the tiles show before any script, the loader asks for nothing, and the board's code
 * adopts the root — the answers it carries filed for the board's client — and takes it over in place.
 */
import { expect } from 'chai';

import { asked, FIRST_ROUND, FIRST_SCREEN, hostOf, placesOf, rootOf, tiles } from './first-screen-page.ts';
import { clearHttpCache, holdRequests, openPage, releaseHeld, requestsHeld, waitFor } from './helpers.ts';

const PAGE = '/demo/cms-server-rendered.html';

describe('a page that brings the board’s first screen in its HTML', function () {
  this.timeout(120_000);

  beforeEach(async () => {
    await clearHttpCache();
  });

  it('shows it before the board’s code, asks for nothing, and the board takes it over in place', async () => {
    // The board's code is held on the server: what shows meanwhile is the page's own HTML.
    await holdRequests('/dist/chunks/live-board-');
    const page = await openPage(PAGE, { width: 1200, height: 900 });
    await requestsHeld(1);
    await waitFor(() => tiles(page.document).length > 0, 'the tiles of the page’s HTML');
    expect(page.window.customElements.get('live-board')).to.equal(undefined);
    // The loader left it alone and says the board is loading (no height of its own held for it).
    expect(hostOf(page.document).getAttribute('data-lb-state')).to.equal('loading');
    const before = placesOf(page.document);
    expect(before.size).to.be.greaterThan(2);
    await releaseHeld();
    await waitFor(() => hostOf(page.document).getAttribute('data-lb-state') === 'ready', 'the board');
    await waitFor(() => !rootOf(page.document)!.querySelector('[data-lb-painted]'), 'the swap');
    const after = placesOf(page.document);
    for (const [key, place] of before) expect(after.get(key), key).to.equal(place);
    // Neither the endpoint nor the first round was asked: the page brought both.
    expect(asked(page.window, FIRST_SCREEN)).to.equal(0);
    expect(asked(page.window, FIRST_ROUND)).to.equal(0);
  });
});
