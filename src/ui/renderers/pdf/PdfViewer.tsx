/**
 * A PDF drawn by the board (pdf.js): every page as a box of its own size, drawn onto a canvas when it comes near
 * the view and given a text layer. Where the API has pictures of the pages (`page_pictures`), the boxes and their
 * pictures show at once, before pdf.js has loaded, and each page's drawing replaces its picture in the same box; a
 * toolbar with the page in view ("3 / 12"), previous and next page, zoom out, fit to width and zoom in, and print
 * where the item may be downloaded; PageUp/PageDown in the pages. The page in view — the one showing most, when at
 * least half of it or half of the view — is reported as it changes (`onPageChange`, null when none or on close),
 * which the tracker turns into time per page.
 *
 * This file puts the parts together: the document (use-pdf-document.ts), the page in view (use-page-in-view.ts),
 * the pages' width (use-page-width.ts), zoom (use-zoom.ts), printing (use-pdf-print.ts), page 1 first readable
 * (use-first-page-readable.ts), the toolbar (PdfToolbar.tsx) and each page (PdfPage.tsx).
 */
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';

import type { PagePictures } from '../../../api/schemas/page-pictures.ts';
import * as m from '../../../i18n/viewer-messages.ts';
import { Icon } from '../../shared/Icon.tsx';
import { keyOf } from '../../shared/keys.ts';
import { pagePicture } from './page-pictures.ts';
import type { PdfEngine } from './pdf-engine.ts';
import { PdfPage } from './PdfPage.tsx';
import { PdfToolbar } from './PdfToolbar.tsx';
import { printDocument } from './print.ts';
import { useFirstPageReadable } from './use-first-page-readable.ts';
import { usePageInView } from './use-page-in-view.ts';
import { usePageWidth } from './use-page-width.ts';
import { usePdfDocument } from './use-pdf-document.ts';
import { usePdfPrint } from './use-pdf-print.ts';
import { useZoom } from './use-zoom.ts';

/** The keys the pages answer to. */
const PAGE_KEYS = ['left', 'right', 'pageUp', 'pageDown'] as const;
/** The width pages take before the viewer has been measured (a hidden viewer): a PDF point per pixel for A4/Letter. */
const UNMEASURED_WIDTH = 612;

/** Props of {@link PdfViewer}. */
export interface PdfViewerProps {
  /** The PDF's address (a checked absolute http(s) URL). */
  src: string;
  /** The document's accessible name (the item's). */
  title: string;
  engine: PdfEngine;
  /** Pictures of the pages (the API's `page_pictures`), shown until the engine has drawn each page. */
  pictures?: PagePictures | null;
  /** The page in view changed (from 1), or null: none is, or the viewer closed. */
  onPageChange?: (page: number | null) => void;
  /** The first page is readable: its picture has loaded or the engine has drawn it, whichever comes first. */
  onLoad?: () => void;
  /** Shown under the error when the document could not be opened (a link to open it elsewhere). */
  failureLink?: ReactNode;
  /** Offers printing (the item may be downloaded: `block_download` hides both). */
  printable?: boolean;
  /** How the pages are printed: {@link printDocument}, or what a test puts in its place (happy-dom has no frames). */
  printer?: typeof printDocument;
}

/** The viewer. */
export function PdfViewer({
  src,
  title,
  engine,
  pictures = null,
  onPageChange,
  onLoad,
  failureLink,
  printable = false,
  printer = printDocument,
}: PdfViewerProps) {
  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const reportPage = useRef(onPageChange);
  const reportLoad = useRef(onLoad);
  useLayoutEffect(() => {
    reportPage.current = onPageChange;
    reportLoad.current = onLoad;
  });

  const { printing, print, stop: stopPrinting } = usePdfPrint({ printer, title, src, root });
  const zoom = useZoom();
  // A new address starts over: the document is opened anew, with no page in view.
  const { load, doc, sizes, picturesFit, onFirstPictureSettled } = usePdfDocument({
    engine,
    src,
    pictures,
    onClose: stopPrinting,
  });
  const pagesShown = sizes !== null;
  // The pages' scroller is there unless the document failed with no pictures to show.
  const scrollerShown = load.state !== 'failed' || pagesShown;
  const width = usePageWidth(scroller, scrollerShown);
  const { current, goTo, register } = usePageInView({ src, sizes, scroller, reportPage });
  const onFirstPageReadable = useFirstPageReadable(src, reportLoad);

  if (!scrollerShown) {
    return (
      <div className="lb-pdf lb-pdf--failed" part="viewer-content" role="alert">
        <Icon name="alert" />
        <p>{m.documentFailed()}</p>
        {failureLink}
      </div>
    );
  }

  const pageCount = sizes?.length ?? 0;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Zoomed wider than the view, left and right scroll the pages rather than step through the items.
    const box = scroller.current;
    const key = keyOf(event, PAGE_KEYS);
    if ((key === 'left' || key === 'right') && box && box.scrollWidth > box.clientWidth) event.stopPropagation();
    if (key !== 'pageDown' && key !== 'pageUp') return;
    event.preventDefault();
    goTo((current ?? 1) + (key === 'pageDown' ? 1 : -1));
  };

  return (
    <div ref={root} className="lb-pdf" part="viewer-content">
      <PdfToolbar
        current={current}
        pageCount={pageCount}
        goTo={goTo}
        zoom={zoom}
        printable={printable}
        ready={load.state === 'ready'}
        printing={printing}
        onPrint={() => print(load)}
      />
      <p className="lb-sr-only" role="status">
        {printing.state === 'preparing' ? m.preparingPrint() : ''}
      </p>
      {printing.state === 'failed' && (
        <p className="lb-pdf__notice" role="alert">
          {m.printFailed()}
        </p>
      )}
      {load.state === 'failed' && (
        // The pictures stay readable; what the engine would add (text, print) is not there.
        <p className="lb-pdf__notice" role="alert">
          {m.documentFailed()} {failureLink}
        </p>
      )}
      <div
        ref={scroller}
        className="lb-pdf__pages"
        // Scrollable and reachable by keyboard: arrows scroll, PageUp/PageDown go a page.
        tabIndex={0}
        role="region"
        aria-label={title}
        aria-busy={load.state === 'loading' || undefined}
        onKeyDown={onKeyDown}
      >
        {!pagesShown && (
          <p className="lb-pdf__loading" role="status">
            {m.documentLoading()}
          </p>
        )}
        {sizes?.map((size, index) => (
          <PdfPage
            key={index + 1}
            page={index + 1}
            size={size}
            width={Math.floor((width || UNMEASURED_WIDTH) * zoom.scale)}
            doc={doc}
            picture={pictures && picturesFit ? pagePicture(pictures, index + 1) : null}
            root={scroller}
            onReadable={index === 0 ? onFirstPageReadable : undefined}
            onPictureSettled={index === 0 ? onFirstPictureSettled : undefined}
            register={(element) => register(index + 1, element)}
          />
        ))}
      </div>
    </div>
  );
}
