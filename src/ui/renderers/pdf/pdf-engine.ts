/**
 * The board's use of pdf.js (loaded only when a PDF opens): one worker per page, started by the board so that strict
 * hosts can allow it (`pdf-worker.ts`), documents opened with eval off, and pages drawn onto a canvas at the
 * device's pixel ratio with a text layer over them (selectable, searchable, read by screen readers).
 *
 * Written once for both of pdf.js's builds: `pdf-engine-modern.ts` and `pdf-engine-legacy.ts` hand theirs in, and
 * `pdf-build.ts` decides which one a browser loads.
 */
import type { getDocument, PDFDocumentProxy, PDFPageProxy, PDFWorker, RenderTask, TextLayer } from 'pdfjs-dist';

import { pdfWorker } from './pdf-worker.ts';

/** The parts of a pdf.js build the board uses (both builds have the same API). */
export interface PdfJs {
  readonly getDocument: typeof getDocument;
  readonly PDFWorker: typeof PDFWorker;
  readonly TextLayer: typeof TextLayer;
}

/** Most pixels one page's canvas may have (iOS refuses canvases over about 16.7 million). */
const MAX_CANVAS_PIXELS = 16_000_000;

/** A page's size in CSS pixels at scale 1 (a PDF point is one CSS pixel). */
export interface PageSize {
  readonly width: number;
  readonly height: number;
}

/** Where a page is drawn: its canvas and, on screen, the (empty) element that receives its text. */
export interface PageTarget {
  readonly canvas: HTMLCanvasElement;
  readonly textLayer?: HTMLElement;
}

/** How a page is drawn: for the screen (the default) or for printing, at a given canvas pixels per CSS pixel. */
export interface RenderOptions {
  /** Canvas pixels per CSS pixel: the device's pixel ratio by default. */
  readonly pixelRatio?: number;
  /** Drawn for printing (the PDF's print-only content, no form fields being edited). */
  readonly print?: boolean;
}

/** One page being drawn: settles when drawn; `cancel` stops it (the promise then rejects with an AbortError). */
export interface PageRender {
  readonly done: Promise<void>;
  cancel(): void;
}

/** An open document. */
export interface PdfDocument {
  readonly pageCount: number;
  /** Every page's size at scale 1, in page order. */
  pageSizes(): Promise<PageSize[]>;
  /** Draws page `page` (from 1) `cssWidth` CSS pixels wide into `target` (a text layer too when it has one). */
  render(page: number, target: PageTarget, cssWidth: number, options?: RenderOptions): PageRender;
  /** Frees the document (the shared worker stays for the next one). */
  destroy(): void;
}

/** Opens documents; the viewer takes another in tests. */
export interface PdfEngine {
  open(url: string): Promise<PdfDocument>;
}

const abortError = () => new DOMException('The page render was cancelled', 'AbortError');

function renderPage(pdfjs: PdfJs, pages: Map<number, Promise<PDFPageProxy>>, doc: PDFDocumentProxy) {
  const pageOf = (n: number) => {
    let page = pages.get(n);
    if (!page) {
      page = doc.getPage(n);
      pages.set(n, page);
    }
    return page;
  };
  return (n: number, target: PageTarget, cssWidth: number, options: RenderOptions = {}): PageRender => {
    // Read through a function: it changes while the render awaits.
    const run = { cancelled: false };
    const cancelled = () => run.cancelled;
    let task: RenderTask | null = null;
    let text: TextLayer | null = null;
    const done = (async () => {
      const page = await pageOf(n);
      if (cancelled()) throw abortError();
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: cssWidth / base.width });
      const wanted = options.pixelRatio ?? (window.devicePixelRatio || 1);
      const ratio = Math.min(wanted, Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)));
      const { canvas, textLayer } = target;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      task = page.render({
        canvas,
        viewport,
        ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
        ...(options.print ? { intent: 'print' } : {}),
      });
      await task.promise;
      if (cancelled()) throw abortError();
      if (!textLayer) return;
      textLayer.replaceChildren();
      textLayer.style.setProperty('--total-scale-factor', String(viewport.scale * (viewport.userUnit || 1)));
      text = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
      await text.render();
      // The text layer measures text on a canvas it adds to the page's body: take it away again.
      pdfjs.TextLayer.cleanup();
    })().catch((error: unknown) => {
      if (cancelled() || (error as { name?: unknown } | null)?.name === 'RenderingCancelledException')
        throw abortError();
      throw error;
    });
    return {
      done,
      cancel() {
        run.cancelled = true;
        task?.cancel();
        text?.cancel();
      },
    };
  };
}

/** The engine drawing with `pdfjs`, one of pdf.js's builds. */
export function pdfJsEngineOf(pdfjs: PdfJs): PdfEngine {
  let sharedWorker: Promise<PDFWorker> | null = null;
  /** pdf.js's handle on the page's one worker (started ahead by the viewer's renderer, or here). */
  const pdfJsWorker = (): Promise<PDFWorker> => {
    // The types say `port?: null` (and `name` likewise); pdf.js takes a Worker there, the way a page brings its own.
    sharedWorker ??= pdfWorker().then(
      (worker) => new pdfjs.PDFWorker({ port: worker as unknown as null }),
      (error: unknown) => {
        sharedWorker = null;
        throw error;
      },
    );
    return sharedWorker;
  };
  return {
    async open(url) {
      const worker = await pdfJsWorker();
      const loading = pdfjs.getDocument({ url, worker, isEvalSupported: false });
      const doc = await loading.promise;
      const pages = new Map<number, Promise<PDFPageProxy>>();
      return {
        pageCount: doc.numPages,
        async pageSizes() {
          const sizes: PageSize[] = [];
          for (let n = 1; n <= doc.numPages; n += 1) {
            const page = await (pages.get(n) ?? doc.getPage(n));
            pages.set(n, Promise.resolve(page));
            const { width, height } = page.getViewport({ scale: 1 });
            sizes.push({ width, height });
          }
          return sizes;
        },
        render: renderPage(pdfjs, pages, doc),
        destroy() {
          void loading.destroy();
        },
      };
    },
  };
}
