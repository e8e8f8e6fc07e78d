/**
 * Printing a PDF drawn by the board. The host page's own print would print the host, and the screen's canvases are
 * drawn for the screen (only near the view, at the screen's resolution); so the pages are drawn again for paper,
 * one after the other, onto canvases in a hidden frame of the board's own (no address: same origin, the page's
 * policy), styled by a constructed stylesheet (no inline style under a strict policy), and that frame is printed.
 * The frame goes when the print dialog closes, or when the job is cancelled.
 */
import type { PageRender, PageSize, PdfDocument } from './pdf-engine.ts';

/** Dots per inch of the printed pages (what pdf.js's own viewer prints at). */
const PRINT_DPI = 150;
/** The least dots per inch: a long document is drawn coarser, down to this, to stay within the budget below. */
const MIN_PRINT_DPI = 72;
/** Canvas pixels all the printed pages may take together (about 400 MB), the dots per inch going down to fit. */
const PRINT_PIXEL_BUDGET = 100_000_000;
/** A PDF point is 1/72 inch, and one CSS pixel at scale 1. */
const POINTS_PER_INCH = 72;

/** Class of the hidden frame (the viewer's stylesheet keeps it out of sight and out of the layout). */
export const PRINT_FRAME_CLASS = 'lb-pdf__print-frame';

/** A print under way: `done` settles once the pages went to the print dialog; `cancel` stops and cleans up. */
export interface PrintJob {
  readonly done: Promise<void>;
  cancel(): void;
}

/** What a printed page looks like: one page per sheet of the first page's size, each page fitted and centred. */
const printCss = (first: PageSize) => `
@page { size: ${first.width}pt ${first.height}pt; margin: 0; }
html, body { height: 100%; margin: 0; padding: 0; background: #fff; }
.page {
  display: flex; align-items: center; justify-content: center;
  width: 100%; height: 100%; overflow: hidden;
  break-after: page; break-inside: avoid;
}
.page:last-child { break-after: auto; }
canvas { display: block; max-width: 100%; max-height: 100%; }
`;

/** Dots per inch for these pages: {@link PRINT_DPI}, less when their pixels would pass the budget. */
export function printDpi(sizes: readonly PageSize[]): number {
  const area = sizes.reduce((sum, size) => sum + size.width * size.height, 0);
  if (area <= 0) return PRINT_DPI;
  const fitting = POINTS_PER_INCH * Math.sqrt(PRINT_PIXEL_BUDGET / area);
  return Math.max(MIN_PRINT_DPI, Math.min(PRINT_DPI, Math.floor(fitting)));
}

const abortError = () => new DOMException('The print was cancelled', 'AbortError');

/**
 * Draws every page of `doc` for print into a hidden frame appended to `container` and opens the print dialog;
 * `onProgress` hears how many pages are drawn. `title` names the printed document (the file name a "Save as PDF"
 * offers).
 */
export function printDocument(
  doc: PdfDocument,
  sizes: readonly PageSize[],
  { container, title, onProgress }: { container: HTMLElement; title: string; onProgress?: (drawn: number) => void },
): PrintJob {
  const frame = container.ownerDocument.createElement('iframe');
  frame.className = PRINT_FRAME_CLASS;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  // Read through a function: it changes while the pages are drawn.
  const run = { cancelled: false };
  const cancelled = () => run.cancelled;
  let drawing: PageRender | null = null;
  const remove = () => frame.remove();

  const done = (async () => {
    const [first] = sizes;
    if (!first) throw new Error('[live-board] the document has no pages to print');
    container.append(frame);
    const view = frame.contentWindow as (Window & typeof globalThis) | null;
    const sheetDocument = frame.contentDocument;
    if (!view || !sheetDocument) throw new Error('[live-board] the print frame has no document');
    sheetDocument.title = title;
    // A constructed sheet belongs to the document whose window made it.
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(printCss(first));
    sheetDocument.adoptedStyleSheets = [sheet];
    const pixelRatio = printDpi(sizes) / POINTS_PER_INCH;
    for (const [index, size] of sizes.entries()) {
      if (cancelled()) throw abortError();
      const page = sheetDocument.createElement('div');
      page.className = 'page';
      const canvas = sheetDocument.createElement('canvas');
      page.append(canvas);
      sheetDocument.body.append(page);
      drawing = doc.render(index + 1, { canvas }, size.width, { pixelRatio, print: true });
      await drawing.done;
      drawing = null;
      onProgress?.(index + 1);
    }
    if (cancelled()) throw abortError();
    view.addEventListener('afterprint', remove, { once: true });
    view.print();
  })();
  done.catch(remove);

  return {
    done,
    cancel() {
      run.cancelled = true;
      drawing?.cancel();
      remove();
    },
  };
}
