/// <reference types="mocha" />
import { expect } from 'chai';

import type { PageSize, PdfDocument } from '../../src/ui/renderers/pdf/pdf-engine.ts';
import { PRINT_FRAME_CLASS, printDocument } from '../../src/ui/renderers/pdf/print.ts';
import {
  catchPrints,
  eventKind,
  inkOf,
  oneItemPerType,
  openPage,
  storedEvents,
  type TestBoard,
  waitFor,
} from './helpers.ts';

/** A PDF item of acme-launch (4 pages) on its standalone page, the viewer open. */
const PDF_PAGE = '/acme-launch/home/acme-forge-launch-brief';

type Board = HTMLElement & { closeViewer(): void };

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

  // (A change of the pixel ratio alone is tested in test/unit/ui/renderers/pdf-viewer.test.tsx: Chromium's emulated
  // ratio changes fire no media query change, which a real zoom or screen change does.)
  it('draws a page again, one canvas pixel per device pixel, when its width changes', async () => {
    const { page, content } = await openPdf({ width: 1280, height: 900 });
    /** Page 1 once drawn for its present box: its canvas and that box's width in device pixels. */
    const sharp = () => {
      const canvas = drawnCanvas(content, 1);
      if (!canvas) return null;
      const expected = Math.floor(canvas.getBoundingClientRect().width * page.window.devicePixelRatio);
      return canvas.width === expected ? { canvas, width: canvas.width } : null;
    };
    const wide = await waitFor(sharp, 'page 1 drawn');
    // A narrower viewer fits the pages to its width: page 1 is drawn again, for the narrower box.
    page.frame.style.width = '600px';
    const narrow = await waitFor(() => {
      const found = sharp();
      return found && found.width < wide.width ? found : null;
    }, 'page 1 drawn again for the narrower viewer');
    expect(narrow.canvas, 'a new canvas replaced the old one once drawn').not.to.equal(wide.canvas);
    expect(content.querySelectorAll('.lb-pdf__page[data-page="1"] canvas')).to.have.length(1);
    expect(inkOf(narrow.canvas)).to.be.greaterThan(0.001);
  });

  it('keeps its toolbar (six buttons and the page number) in one row on a 320 px phone', async () => {
    const { content } = await openPdf({ width: 320, height: 640 });
    const toolbar = content.querySelector<HTMLElement>('[role="toolbar"]')!;
    await waitFor(() => toolbar.querySelector('button[aria-label="Print"]'), 'the Print button');
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons).to.have.length(6);
    expect(toolbar.scrollWidth, 'the toolbar does not scroll').to.equal(toolbar.clientWidth);
    const right = toolbar.getBoundingClientRect().right;
    for (const button of buttons) expect(button.getBoundingClientRect().right).to.be.at.most(right);
  });

  it('loads pdf.js and its worker only when a PDF opens, each once', async () => {
    const items = await oneItemPerType();
    const article = items.get('article')!;
    const pdf = items.get('pdf')!;
    const page = await openPage(`/acme-launch/home/${article.slug}`, { width: 1280, height: 900 });
    const board = await waitFor(() => page.document.querySelector<Board & TestBoard>('live-board'), 'the board');
    const root = await waitFor(() => board.shadowRoot, 'the shadow root');
    await waitFor(() => root.querySelector('dialog[open] [role="region"] h2'), 'the article');
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length > 0, 'the tiles');
    const loaded = (pattern: RegExp) =>
      page.window.performance.getEntriesByType('resource').filter((entry) => pattern.test(entry.name));
    const PDFJS = /\/chunks\/(pdfjs|pdf-part)-[\w-]+\.js$/;
    const WORKER = /\/chunks\/pdf\.worker\.min-[\w-]+\.mjs$/;
    expect(loaded(PDFJS), 'pdf.js before a PDF opens').to.have.length(0);
    expect(loaded(WORKER), 'the worker before a PDF opens').to.have.length(0);
    board.openItem(pdf.id);
    const content = await waitFor(
      () => root.querySelector<HTMLElement>('dialog[open] [part~="viewer-content"].lb-pdf'),
      'the PDF viewer',
    );
    await waitFor(() => drawnCanvas(content, 1), 'page 1 drawn');
    expect(loaded(/\/chunks\/pdfjs-[\w-]+\.js$/), 'pdf.js').to.have.length(1);
    expect(loaded(/\/chunks\/pdf-part-[\w-]+\.js$/), 'the viewer').to.have.length(1);
    expect(loaded(WORKER)).to.have.length(1);
  });

  it('prints every page at 150 dpi from a frame inside the board, which goes once printed', async () => {
    const { page, root, content } = await openPdf({ width: 375, height: 812 });
    await waitFor(() => drawnCanvas(content, 1), 'page 1 drawn');
    const prints = catchPrints(root);
    const print = content.querySelector<HTMLButtonElement>('[role="toolbar"] button[aria-label="Print"]')!;
    // The toolbar (six buttons and the page number) fits a phone's width in one row.
    const toolbar = content.querySelector('[role="toolbar"]')!.getBoundingClientRect();
    expect(print.getBoundingClientRect().right).to.be.at.most(toolbar.right);
    print.click();
    const [printed] = await waitFor(() => (prints.printed.length ? prints.printed : null), 'the print', 60_000);
    prints.stop();
    expect(printed!.title).to.equal('Acme Forge Launch Brief (PDF)');
    // US Letter, 612 × 792 points, at 150 dots per inch; every page has ink on it.
    expect(printed!.canvases.map(({ width, height }) => [width, height])).to.deep.equal(
      Array.from({ length: 4 }, () => [1275, 1650]),
    );
    for (const [index, canvas] of printed!.canvases.entries())
      expect(canvas.ink, `printed page ${index + 1} has ink on it`).to.be.greaterThan(0.001);
    expect(printed!.rules.join('\n')).to.match(/@page \{ size: 612pt 792pt; margin: 0px; \}/);
    // Nothing went into the host page; the frame goes when the dialog closes.
    expect(page.document.body.querySelector('iframe')).to.equal(null);
    await waitFor(() => !root.querySelector(`iframe.${PRINT_FRAME_CLASS}`), 'the print frame removed');
    expect(print.getAttribute('aria-disabled')).to.equal(null);
  });

  it('prints long documents coarser, and leaves no frame when cancelled or failing', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // A document of 100 A4 pages whose third page cannot be drawn when `failing`.
    const fake = (failing: boolean): PdfDocument => ({
      pageCount: 100,
      pageSizes: () => Promise.resolve(sizes),
      render(page, { canvas }, cssWidth, options) {
        canvas.width = Math.floor(cssWidth * (options?.pixelRatio ?? 1));
        const done =
          failing && page === 3
            ? Promise.reject(new Error('damaged page'))
            : new Promise<void>((resolve) => setTimeout(resolve, 5));
        return { done, cancel() {} };
      },
      destroy() {},
    });
    const sizes: PageSize[] = Array.from({ length: 100 }, () => ({ width: 595, height: 842 }));
    const frame = () => container.querySelector<HTMLIFrameElement>(`iframe.${PRINT_FRAME_CLASS}`);

    const failing = printDocument(fake(true), sizes, { container, title: 'Guide' });
    expect(frame(), 'the frame is there while drawing').not.to.equal(null);
    let failure: unknown = null;
    await failing.done.catch((error: unknown) => (failure = error));
    expect(String(failure)).to.contain('damaged page');
    expect(frame()).to.equal(null);

    const progress: number[] = [];
    const cancelled = printDocument(fake(false), sizes, {
      container,
      title: 'Guide',
      onProgress: (n) => progress.push(n),
    });
    await waitFor(() => progress.length >= 2, 'two pages drawn');
    const canvas = frame()!.contentDocument!.querySelector('canvas')!;
    // 100 A4 pages at 150 dpi would take 217 M pixels: they are drawn at 101 dpi, which fits 100 M.
    expect(canvas.width).to.equal(Math.floor((595 * 101) / 72));
    cancelled.cancel();
    let reason: unknown = null;
    await cancelled.done.catch((error: unknown) => (reason = error));
    expect((reason as DOMException).name).to.equal('AbortError');
    expect(frame()).to.equal(null);
    expect(progress.length).to.be.below(100);
    container.remove();
  });

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
