/// <reference types="mocha" />
import { expect } from 'chai';

import { EVENT } from '../../src/constants.ts';
import { type OpenedPage, openPage, waitFor } from './helpers.ts';

/** What `demo/inspector.js` exposes on the page. */
interface Inspector {
  events: string[];
  entries: { name: string; time: Date; board: string; detail: string }[];
}

function inspectorOf(page: OpenedPage): Inspector {
  return (page.window as unknown as { liveBoardInspector: Inspector }).liveBoardInspector;
}

/** The panel's rows, newest first. */
function rows(page: OpenedPage): { name: string; time: string; detail: string }[] {
  const text = (row: Element, cell: string) => row.querySelector(`.lbi__${cell}`)?.textContent ?? '';
  return [...page.document.querySelectorAll('[data-event-inspector] li')].map((row) => ({
    name: text(row, 'name'),
    time: text(row, 'time'),
    detail: text(row, 'detail'),
  }));
}

describe('the event inspector of the CMS demo page', () => {
  it('listens for every event of the EVENT map', async () => {
    const page = await openPage('/demo/cms.html');
    const inspector = await waitFor(() => inspectorOf(page), 'the inspector script');
    expect([...inspector.events].sort()).to.deep.equal(Object.values(EVENT).sort());
  });

  it('shows item-opened live, with its time and detail, when an item is opened', async () => {
    const page = await openPage('/demo/cms.html');
    const root = await waitFor(() => page.document.querySelector('live-board')?.shadowRoot, 'an open shadow root');
    const tile = await waitFor(() => root.querySelector<HTMLAnchorElement>('a[part~="tile"][data-item-id]'), 'a tile');
    await waitFor(() => rows(page).some((row) => row.name === 'ready'), 'ready in the panel');
    expect(
      rows(page).some((row) => row.name === 'item-opened'),
      'nothing opened yet',
    ).to.equal(false);

    tile.click();
    const opened = await waitFor(
      () => rows(page).find((row) => row.name === 'item-opened'),
      'item-opened in the panel',
    );
    expect(opened.time).to.match(/^\d\d:\d\d:\d\d\.\d{3}$/);
    expect(JSON.parse(opened.detail)).to.include({ itemId: Number(tile.dataset.itemId) });
    expect(
      rows(page).findIndex((row) => row.name === 'item-opened'),
      'newest first in the panel',
    ).to.be.below(rows(page).findIndex((row) => row.name === 'ready'));
    const panel = page.document.querySelector('[data-event-inspector]')!;
    expect(panel.getBoundingClientRect().height, 'the panel is on the page').to.be.greaterThan(0);
  });
});
