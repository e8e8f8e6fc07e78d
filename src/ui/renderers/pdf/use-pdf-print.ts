/**
 * Printing a PDF viewer's document: one print job at a time, how far it has drawn, and its failure. Apart from the
 * viewer because a job outlives the click that started it and must stop when its document closes.
 */
import { type RefObject, useCallback, useRef, useState } from 'react';

import type { printDocument, PrintJob } from './print.ts';
import type { Load } from './use-pdf-document.ts';

/** Printing: idle, drawing the pages for paper (so many drawn), or failed (said until the next try). */
export type Printing = { state: 'idle' } | { state: 'preparing'; drawn: number } | { state: 'failed' };

/** What {@link usePdfPrint} prints with. */
export interface PdfPrintOptions {
  /** How the pages are printed: {@link printDocument}, or a test's stand-in. */
  printer: typeof printDocument;
  /** The document's name, the printed page's title. */
  title: string;
  /** The PDF's address, said in the console when printing fails. */
  src: string;
  /** The viewer's element, which holds the print's frame. */
  root: RefObject<HTMLDivElement | null>;
}

/** Printing's state and what starts and stops it. */
export interface PdfPrint {
  printing: Printing;
  /** Prints the document, if it is open and no print is being prepared. */
  print: (load: Load) => void;
  /** Stops a print under way (its document is closing), back to idle. The same function on every render. */
  stop: () => void;
}

/** The viewer's printing: {@link PdfPrint}. */
export function usePdfPrint({ printer, title, src, root }: PdfPrintOptions): PdfPrint {
  const [printing, setPrinting] = useState<Printing>({ state: 'idle' });
  const printJob = useRef<PrintJob | null>(null);

  // Stable, so that the document's effect may hold it without running again.
  const stop = useCallback(() => {
    printJob.current?.cancel();
    printJob.current = null;
    setPrinting({ state: 'idle' });
  }, []);

  const print = (load: Load) => {
    const container = root.current;
    if (load.state !== 'ready' || !container || printing.state === 'preparing') return;
    printJob.current?.cancel();
    setPrinting({ state: 'preparing', drawn: 0 });
    const job = printer(load.doc, load.sizes, {
      container,
      title,
      onProgress: (drawn) => {
        if (printJob.current === job) setPrinting({ state: 'preparing', drawn });
      },
    });
    printJob.current = job;
    job.done.then(
      () => {
        if (printJob.current === job) setPrinting({ state: 'idle' });
      },
      (error: unknown) => {
        if (printJob.current !== job || (error as { name?: unknown } | null)?.name === 'AbortError') return;
        console.warn('[live-board] the PDF could not be printed', src, error);
        setPrinting({ state: 'failed' });
      },
    );
  };

  return { printing, print, stop };
}
