/**
 * The PDF worker, without pdf.js: the PDF engine's chunk (pdf.js) and the worker's file are the two large downloads of
 * a first PDF, so the board starts the worker while pdf.js is still on its way ({@link warmPdfWorker}, from
 * `pdf-engine-loader.ts`), and pdf.js takes the running worker over (`pdf-engine.ts`). The board starts it itself, so
 * that a strict host can allow it (`pdf-worker-start.ts`).
 *
 * The worker is of the same pdf.js build as the engine's chunk (`pdf-build.ts`): the two talk a build's own
 * protocol.
 */
import modernWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import legacyWorkerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

import { type PdfJsBuild, startPdfJsBuild } from './pdf-build.ts';
import { startWorkerFile } from './pdf-worker-start.ts';

export { PDF_WORKER_POLICY_NAME } from './pdf-worker-start.ts';

/**
 * Starts `build`'s worker and waits for its first message (pdf.js talks at once: a worker not listening would lose
 * it). A worker `dropped` before then (the page turned out to need the other build) is ended, its download with it.
 */
async function startWorker(build: PdfJsBuild, dropped: AbortSignal): Promise<Worker> {
  const file = build === 'modern' ? modernWorkerUrl : legacyWorkerUrl;
  const worker = startWorkerFile(file, 'live-board-pdf');
  await new Promise<void>((resolve, reject) => {
    const ready = (event: MessageEvent) => {
      if ((event.data as { action?: unknown } | null)?.action !== 'ready') return;
      worker.removeEventListener('message', ready);
      resolve();
    };
    worker.addEventListener('message', ready);
    worker.addEventListener('error', () => reject(new Error(`[live-board] the PDF worker did not start (${file})`)), {
      once: true,
    });
    dropped.addEventListener('abort', () => {
      worker.terminate();
      reject(new Error(`[live-board] the ${build} PDF worker was not needed`));
    });
  });
  return worker;
}

let shared: Promise<Worker> | null = null;

/** The page's one PDF worker, started on first use; a failed start is tried again next time. */
export function pdfWorker(): Promise<Worker> {
  shared ??= startPdfJsBuild(startWorker).catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

/** Starts the worker ahead of pdf.js; a failure is left for the viewer's own start to meet (and show). */
export function warmPdfWorker(): void {
  pdfWorker().catch(() => {});
}
