/**
 * The document a PDF viewer shows: opened by the engine (after page 1's picture has had its head start), closed
 * when the address or the engine changes, and the pages' sizes, from the pictures at once and from the document once
 * open. Apart from the viewer so that the open, its head start and its end read as one cycle.
 */
import { useEffect, useMemo, useState } from 'react';

import type { PagePictures } from '../../../api/schemas/page-pictures.ts';
import { pagePicture, picturedPageSizes, samePageSizes } from './page-pictures.ts';
import type { PageSize, PdfDocument, PdfEngine } from './pdf-engine.ts';

/**
 * With page pictures, pdf.js (500 KB on a phone's slow network) waits for page 1's picture — at most this long — so
 * that the picture has the network to itself and the page is readable sooner.
 */
const PICTURE_HEAD_START_MS = 2000;

/** The document: being opened, failed to open, or open with its pages' sizes. */
export type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; doc: PdfDocument; sizes: PageSize[] };

/** What {@link usePdfDocument} opens, and whom it tells when the document closes. */
export interface PdfDocumentOptions {
  engine: PdfEngine;
  /** The PDF's address. */
  src: string;
  /** Pictures of the pages, shown until the engine has drawn each page. */
  pictures: PagePictures | null;
  /** The document is closing (before it is destroyed): what draws from it must stop. The same on every render. */
  onClose: () => void;
}

/** The document and the pages' boxes, as {@link usePdfDocument} gives them. */
export interface PdfDocumentState {
  load: Load;
  /** The open document, or null while the engine loads (or failed). */
  doc: PdfDocument | null;
  /** The pages' sizes: the document's once open, the pictures' before; null when there are neither. */
  sizes: PageSize[] | null;
  /** The pictures have the pages' sizes and may be shown. */
  picturesFit: boolean;
  /** Page 1's picture loaded or failed: the engine may start. */
  onFirstPictureSettled: () => void;
}

/** Opens the document at `src` with `engine`, once page 1's picture (if any) has settled or taken too long. */
export function usePdfDocument({ engine, src, pictures, onClose }: PdfDocumentOptions): PdfDocumentState {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  // A new address starts over (state reset while rendering: React renders again before committing).
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setLoad({ state: 'loading' });
  }

  // pdf.js starts once page 1's picture has come (or failed, or taken too long); at once without one.
  const headStart = pictures !== null && pagePicture(pictures, 1) !== null;
  const [pictureSettledFor, setPictureSettledFor] = useState<string | null>(null);
  const engineMayStart = !headStart || pictureSettledFor === src;
  useEffect(() => {
    if (engineMayStart) return;
    const timer = setTimeout(() => setPictureSettledFor(src), PICTURE_HEAD_START_MS);
    return () => clearTimeout(timer);
  }, [engineMayStart, src]);
  const onFirstPictureSettled = () => setPictureSettledFor(src);

  useEffect(() => {
    if (!engineMayStart) return;
    // Read through a function: it changes while the open awaits.
    const run = { live: true };
    const live = () => run.live;
    let opened: PdfDocument | null = null;
    engine
      .open(src)
      .then(async (doc) => {
        opened = doc;
        if (!live()) return doc.destroy();
        const sizes = await doc.pageSizes();
        if (live()) setLoad({ state: 'ready', doc, sizes });
      })
      .catch((error: unknown) => {
        if (!live()) return;
        console.warn('[live-board] the PDF could not be opened', src, error);
        setLoad({ state: 'failed' });
      });
    return () => {
      run.live = false;
      // A print under way draws from this document: stop it first.
      onClose();
      opened?.destroy();
    };
  }, [engine, src, engineMayStart, onClose]);

  // The pages' boxes: from the pictures' sizes at once, from the document's own once open. Where the two disagree
  // (the API's sizes were wrong), the document's win and the pictures, which would be stretched, are left out.
  const pictured = useMemo(() => (pictures ? picturedPageSizes(pictures) : null), [pictures]);
  const sizes = load.state === 'ready' ? load.sizes : pictured;
  const picturesFit = pictured !== null && (load.state !== 'ready' || samePageSizes(load.sizes, pictured));
  const doc = load.state === 'ready' ? load.doc : null;
  return { load, doc, sizes, picturesFit, onFirstPictureSettled };
}
