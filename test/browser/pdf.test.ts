/// <reference types="mocha" />
import { expect } from 'chai';

import { eventKind, openPage, storedEvents, waitFor } from './helpers.ts';

/** A PDF item of acme-launch (4 pages) on its standalone page, the viewer open. */
const PDF_PAGE = '/acme-launch/home/acme-forge-launch-brief';

type Board = HTMLElement & { closeViewer(): void };

/** Share of a canvas's pixels that are not white: a drawn page has text on it. */
function inkOf(canvas: HTMLCanvasElement): number {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) ink += 1;
  return ink / (data.length / 4);
}

async function openPdf(size: { width: number; height: number }) {
  const page = await openPage(PDF_PAGE, size);
  const board = await waitFor(() => page.document.querySelector<Board>('live-board'), 'the board');
  const root = await waitFor(() => board.shadowRoot, 'the shadow root');
  // The PDF viewer's own content element (the viewer's skeleton, there while the item loads, is replaced).
  const content = await waitFor(
    () => root.querySelector<HTMLElement>('dialog[part~="viewer"][open] [part~="viewer-content"].lb-pdf'),
    'the PDF viewer',
  );
  return { page, board, root, content };
}

const drawnCanvas = (content: HTMLElement, n: number) =>
  content.querySelector<HTMLCanvasElement>(`.lb-pdf__page--drawn[data-page="${n}"] canvas`);

describe('a PDF drawn by the board (pdf.js)', function () {
  this.timeout(120_000);

  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    it(`draws its pages on canvases at ${size.width}×${size.height}, frames no PDF, and goes to page 2`, async () => {
      const { page, root, content } = await openPdf(size);
      const first = await waitFor(() => drawnCanvas(content, 1), 'page 1 drawn');
      expect(inkOf(first), 'page 1 has ink on it').to.be.greaterThan(0.001);
      // The canvas is as wide as its page box, at the device's pixel ratio, inside the viewer's width.
      const box = first.getBoundingClientRect();
      expect(first.width).to.equal(Math.floor(box.width * devicePixelRatio));
      expect(box.width).to.be.at.most(size.width);
      expect(content.querySelector('.lb-pdf__text')!.textContent).to.contain('Acme Forge Launch Brief');
      // Nothing hands the PDF to the browser's own viewer, in the board or around it.
      for (const element of [
        ...root.querySelectorAll('iframe, embed, object'),
        ...page.document.querySelectorAll('iframe, embed, object'),
      ]) {
        expect(element.outerHTML).not.to.match(/\.pdf/);
      }
      expect(content.querySelectorAll('iframe, embed, object')).to.have.length(0);

      const toolbar = content.querySelector('[role="toolbar"]')!;
      expect(toolbar.textContent).to.contain('1 / 4');
      toolbar.querySelector<HTMLButtonElement>('button[aria-label="Next page"]')!.click();
      await waitFor(() => toolbar.textContent.includes('2 / 4'), 'page 2 in view');
      const second = await waitFor(() => drawnCanvas(content, 2), 'page 2 drawn');
      expect(inkOf(second), 'page 2 has ink on it').to.be.greaterThan(0.001);
    });
  }

  it('records the seconds on pages 1 and 2, each page once, when the viewer closes', async () => {
    await fetch('/__events', { method: 'DELETE' });
    const { board, content } = await openPdf({ width: 1280, height: 900 });
    await waitFor(() => drawnCanvas(content, 1), 'page 1 drawn');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const toolbar = content.querySelector('[role="toolbar"]')!;
    toolbar.querySelector<HTMLButtonElement>('button[aria-label="Next page"]')!.click();
    await waitFor(() => toolbar.textContent.includes('2 / 4'), 'page 2 in view');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    board.closeViewer();
    const records = await waitFor(
      async () => {
        const found = (await storedEvents()).filter((e) => eventKind(e) === 'tracking:page_time');
        return found.length >= 2 ? found : null;
      },
      'two page_time records',
      30_000,
    );
    // A moment more: nothing else may follow (each page once).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const all = (await storedEvents()).filter((e) => eventKind(e) === 'tracking:page_time');
    expect(all).to.have.length(2);
    const data = records.map((e) => e.body.event!.data as Record<string, unknown>);
    expect(data.map((d) => d.page)).to.deep.equal([1, 2]);
    for (const d of data) {
      expect(d).to.include({ type: 'page_time', board_id: 101 });
      expect(d.seconds).to.be.a('number').within(2, 10);
      expect(d.item_id).to.be.a('number');
      expect(d.content_item_id).to.be.a('number');
    }
  });
});
