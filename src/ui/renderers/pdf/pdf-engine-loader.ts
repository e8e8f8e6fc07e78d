/**
 * pdf.js on demand. The viewer itself (its toolbar, its pages, their pictures) is part of the item viewer's chunk,
 * so a PDF's page pictures show the moment it opens; pdf.js — the PDF engine's chunk and its worker, the two large
 * downloads of a first PDF — loads when a document is opened, or earlier when the visitor shows they are about to
 * open one ({@link warmPdfEngine}). Of pdf.js's two builds, the page gets the one it and its workers can run that
 * costs least (`pdf-build.ts`).
 */
import { loadWithTimeout } from '../../../base/chunk-load.ts';
import { startPdfJsBuild } from './pdf-build.ts';
import type { PdfEngine } from './pdf-engine.ts';
import { warmPdfWorker } from './pdf-worker.ts';

let engine: Promise<PdfEngine> | null = null;

/** pdf.js's engine, its chunk loaded once (a failed load is tried again next time). */
function loadPdfJs(): Promise<PdfEngine> {
  engine ??= startPdfJsBuild((build) =>
    loadWithTimeout(() => (build === 'modern' ? import('./pdf-engine-modern.ts') : import('./pdf-engine-legacy.ts'))),
  ).then(
    (module) => module.pdfJsEngine,
    (error: unknown) => {
      engine = null;
      throw error;
    },
  );
  return engine;
}

/** The engine the viewer draws with: pdf.js, loaded when the first document opens. */
export const lazyPdfJsEngine: PdfEngine = {
  async open(url) {
    // The worker starts while pdf.js downloads; pdf.js takes the running worker over (`pdf-worker.ts`).
    warmPdfWorker();
    return (await loadPdfJs()).open(url);
  },
};

interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** Whether the visitor asked to save data, or is on a connection where 500 KB of engine costs seconds. */
function sparingData(): boolean {
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * The visitor is about to open a PDF (a pointer or finger came down on its tile, a pointer rests on it, the keyboard
 * reached it, or it is the journey's next item): pdf.js and its worker start downloading now, so that the pages are
 * drawn sooner. Never on `Save-Data` or a 2G connection, where the page pictures (or the wait) are the better deal.
 */
export function warmPdfEngine(): void {
  if (sparingData()) return;
  warmPdfWorker();
  loadPdfJs().catch(() => {
    // The viewer's own open meets the failure again, and shows it.
  });
}
