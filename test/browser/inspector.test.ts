/// <reference types="mocha" />
import { expect } from 'chai';

import { EVENT } from '../../src/base/constants.ts';
import { boardRoot, boardShown, type OpenedPage, openPage, waitFor } from './helpers.ts';

/** What `demo/inspector.js` exposes on the page. */
interface Inspector {
  events: string[];
  entries: { name: string; time: Date; board: string; detail: string }[];
  server: { name: string; time: Date; detail: string }[];
}

function inspectorOf(page: OpenedPage): Inspector {
  return (page.window as unknown as { liveBoardInspector: Inspector }).liveBoardInspector;
}

/** The panel's rows, newest first. */
function rows(page: OpenedPage): { name: string; time: string; detail: string }[] {
  const text = (row: Element, cell: string) => row.querySelector(`.lbi__${cell}`)?.textContent ?? '';
  return [...page.document.querySelectorAll('[data-event-inspector] .lbi__list:not([data-server-events]) li')].map(
    (row) => ({
      name: text(row, 'name'),
      time: text(row, 'time'),
      detail: text(row, 'detail'),
    }),
  );
}

describe('the event inspector of the CMS demo page', () => {
  it('listens for every event of the EVENT map', async () => {
    const page = await openPage('/demo/cms.html');
    const inspector = await waitFor(() => inspectorOf(page), 'the inspector script');
    expect([...inspector.events].sort()).to.deep.equal(Object.values(EVENT).sort());
  });

  it('shows item-opened live, with its time and detail, when an item is opened', async () => {
    const page = await openPage('/demo/cms.html');
    const root = await boardRoot(page);
    await waitFor(() => rows(page).some((row) => row.name === 'ready'), 'ready in the panel');
    const tile = await waitFor(() => root.querySelector<HTMLAnchorElement>('a[part~="tile"][data-item-id]'), 'a tile');
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

  it('lists what the reference server received: the time on each page of a PDF, read and closed', async function () {
    this.timeout(120_000);
    await fetch('/__events', { method: 'DELETE' });
    const page = await openPage('/demo/cms.html');
    const root = await boardShown(await waitFor(() => page.document.querySelector('live-board'), 'the board'));
    const pdf = await waitFor(
      () =>
        [...root.querySelectorAll<HTMLElement>('a[part~="tile"][data-item-id]')].find((a) =>
          a.textContent.includes('PDF'),
        ),
      'a PDF tile',
    );
    pdf.click();
    await waitFor(() => root.querySelector('.lb-pdf__page--drawn canvas'), 'the PDF drawn');
    // The time measured: page 1 is in view from before it is drawn, so it gets at least these two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    (page.document.querySelector('live-board') as HTMLElement & { closeViewer(): void }).closeViewer();
    const row = await waitFor(
      () => page.document.querySelector<HTMLElement>('[data-server-events] li[data-event="page_time"]'),
      'page_time in the server list',
    );
    const detail = JSON.parse(row.querySelector('.lbi__detail')!.textContent) as Record<string, unknown>;
    expect(detail).to.include({ page: 1, item_id: Number(pdf.dataset.itemId) });
    expect(detail.seconds).to.be.a('number').at.least(1);
    const kinds = inspectorOf(page).server.map((entry) => entry.name);
    expect(kinds).to.include.members(['viewed_board', 'viewed_item', 'page_time']);
  });
});
