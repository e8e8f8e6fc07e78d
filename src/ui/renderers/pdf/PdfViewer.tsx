/**
 * A PDF drawn by the board (pdf.js): every page as a box of its own size, drawn onto a canvas when it comes near
 * the view and given a text layer. Where the API has pictures of the pages (`page_pictures`), the boxes and their
 * pictures show at once, before pdf.js has loaded, and each page's drawing replaces its picture in the same box; a toolbar with the page in view ("3 / 12"), previous and next page, zoom out,
 * fit to width and zoom in, and print where the item may be downloaded; PageUp/PageDown in the pages. The page in
 * view — the one showing most, when at least half of it or half of the view — is reported as it changes
 * (`onPageChange`, null when none or on close), which the tracker turns into time per page.
 */
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import type { PagePictures } from '../../../api/schemas/page-pictures.ts';
import * as m from '../../../i18n/viewer-messages.ts';
import { Icon } from '../../shared/Icon.tsx';
import { keyOf } from '../../shared/keys.ts';
import { type PagePicture, pagePicture, picturedPageSizes, samePageSizes } from './page-pictures.ts';
import type { PageRender, PageSize, PdfDocument, PdfEngine } from './pdf-engine.ts';
import { printDocument, type PrintJob } from './print.ts';

/** Zoom steps over the fitted width. */
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
/** The keys the pages answer to. */
const PAGE_KEYS = ['left', 'right', 'pageUp', 'pageDown'] as const;
/** Pages drawn ahead of the view, in view heights. */
const DRAW_MARGIN = '100% 0px';
/**
 * With page pictures, pdf.js (500 KB on a phone's slow network) waits for page 1's picture — at most this long — so
 * that the picture has the network to itself and the page is readable sooner.
 */
const PICTURE_HEAD_START_MS = 2000;
/** The width pages take before the viewer has been measured (a hidden viewer): a PDF point per pixel for A4/Letter. */
const UNMEASURED_WIDTH = 612;
/** Zoom out and in: a magnifier with a minus, and with a plus. */
const ZOOM_OUT_ICON = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.9-4.9M7.5 10.5h6';
const ZOOM_IN_ICON = `${ZOOM_OUT_ICON}M10.5 7.5v6`;
/** Fit to width: arrows out to both sides. */
const FIT_WIDTH_ICON = 'M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4';
/** Print: a printer with its sheet. */
const PRINT_ICON = 'M7 9V4h10v5M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v6H7z';

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

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; doc: PdfDocument; sizes: PageSize[] };

/** Printing: idle, drawing the pages for paper (so many drawn), or failed (said until the next try). */
type Printing = { state: 'idle' } | { state: 'preparing'; drawn: number } | { state: 'failed' };

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
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [printing, setPrinting] = useState<Printing>({ state: 'idle' });
  const printJob = useRef<PrintJob | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const [current, setCurrent] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const pageRefs = useRef(new Map<number, HTMLDivElement>());
  const reportPage = useRef(onPageChange);
  const reportLoad = useRef(onLoad);
  useLayoutEffect(() => {
    reportPage.current = onPageChange;
    reportLoad.current = onLoad;
  });

  // A new address starts over (state reset while rendering: React renders again before committing).
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setLoad({ state: 'loading' });
    setCurrent(null);
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
      printJob.current?.cancel();
      printJob.current = null;
      setPrinting({ state: 'idle' });
      opened?.destroy();
    };
  }, [engine, src, engineMayStart]);

  // The pages' boxes: from the pictures' sizes at once, from the document's own once open. Where the two disagree
  // (the API's sizes were wrong), the document's win and the pictures, which would be stretched, are left out.
  const pictured = useMemo(() => (pictures ? picturedPageSizes(pictures) : null), [pictures]);
  const sizes = load.state === 'ready' ? load.sizes : pictured;
  const picturesFit = pictured !== null && (load.state !== 'ready' || samePageSizes(load.sizes, pictured));
  const doc = load.state === 'ready' ? load.doc : null;
  const pagesShown = sizes !== null;
  // The pages' scroller is there unless the document failed with no pictures to show.
  const scrollerShown = load.state !== 'failed' || pagesShown;

  // The width a page may take: the scroller's, less its padding; followed as the viewer resizes.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    // Less the scroller's padding (smaller on phones), read from its style.
    const measure = () => {
      const style = getComputedStyle(box);
      const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
      setWidth(Math.max(0, box.clientWidth - padding));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [scrollerShown]);

  // The page in view: the one showing most, if it shows at least half of itself or of the view. Pictures count:
  // time on a page starts when the visitor can read it.
  useEffect(() => {
    const box = scroller.current;
    if (!sizes || !box) return;
    const visible = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const page = Number((entry.target as HTMLElement).dataset.page);
          visible.set(page, entry.isIntersecting ? entry.intersectionRect.height : 0);
        }
        let best: number | null = null;
        let shown = 0;
        for (const [page, height] of visible) {
          if (height > shown) [best, shown] = [page, height];
        }
        const pageHeight = best === null ? 0 : (pageRefs.current.get(best)?.clientHeight ?? 0);
        const enough = best !== null && shown >= Math.min(pageHeight, box.clientHeight) / 2;
        setCurrent(enough ? best : null);
      },
      { root: box, threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] },
    );
    for (const element of pageRefs.current.values()) observer.observe(element);
    return () => observer.disconnect();
  }, [sizes]);

  useEffect(() => {
    reportPage.current?.(current);
  }, [current]);
  // Closing the viewer ends the time on the last page.
  useEffect(() => () => reportPage.current?.(null), []);

  // Page 1 is readable once: its picture or its drawing, whichever comes first.
  const readable = useRef(false);
  const onFirstPageReadable = () => {
    if (readable.current) return;
    readable.current = true;
    reportLoad.current?.();
  };
  useEffect(() => {
    readable.current = false;
  }, [src]);

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
  const goTo = (page: number) => {
    const target = pageRefs.current.get(Math.min(Math.max(page, 1), pageCount));
    target?.scrollIntoView({ block: 'start' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Zoomed wider than the view, left and right scroll the pages rather than step through the items.
    const box = scroller.current;
    const key = keyOf(event, PAGE_KEYS);
    if ((key === 'left' || key === 'right') && box && box.scrollWidth > box.clientWidth) event.stopPropagation();
    if (key !== 'pageDown' && key !== 'pageUp') return;
    event.preventDefault();
    goTo((current ?? 1) + (key === 'pageDown' ? 1 : -1));
  };
  const zoomIndex = ZOOM_STEPS.indexOf(zoom as (typeof ZOOM_STEPS)[number]);
  const print = () => {
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

  return (
    <div ref={root} className="lb-pdf" part="viewer-content">
      <div className="lb-pdf__toolbar" role="toolbar" aria-label={m.documentControls()}>
        <ToolbarButton
          label={m.previousPage()}
          disabled={!current || current <= 1}
          onClick={() => goTo((current ?? 1) - 1)}
        >
          <Icon name="previous" />
        </ToolbarButton>
        <span className="lb-pdf__page-number" aria-live="polite" aria-atomic="true">
          {pageCount > 0 && (
            <>
              <span aria-hidden="true">{`${current ?? 1} / ${pageCount}`}</span>
              <span className="lb-sr-only">{m.pageOf(String(current ?? 1), String(pageCount))}</span>
            </>
          )}
        </span>
        <ToolbarButton
          label={m.nextPage()}
          disabled={!current || current >= pageCount}
          onClick={() => goTo((current ?? 1) + 1)}
        >
          <Icon name="next" />
        </ToolbarButton>
        <span className="lb-pdf__spacer" />
        <ToolbarButton
          label={m.zoomOut()}
          disabled={zoomIndex <= 0}
          onClick={() => setZoom(ZOOM_STEPS[Math.max(zoomIndex - 1, 0)] ?? 1)}
        >
          <Icon path={ZOOM_OUT_ICON} />
        </ToolbarButton>
        <ToolbarButton label={m.fitToWidth()} pressed={zoom === 1} onClick={() => setZoom(1)}>
          <Icon path={FIT_WIDTH_ICON} />
        </ToolbarButton>
        <ToolbarButton
          label={m.zoomIn()}
          disabled={zoomIndex >= ZOOM_STEPS.length - 1}
          onClick={() => setZoom(ZOOM_STEPS[Math.min(zoomIndex + 1, ZOOM_STEPS.length - 1)] ?? 1)}
        >
          <Icon path={ZOOM_IN_ICON} />
        </ToolbarButton>
        {printable && (
          <ToolbarButton
            label={m.printDocument()}
            disabled={load.state !== 'ready'}
            // Not `disabled` while the pages are drawn: the button keeps the focus it has.
            busy={printing.state === 'preparing'}
            onClick={print}
          >
            <Icon path={PRINT_ICON} />
          </ToolbarButton>
        )}
        {printing.state === 'preparing' && (
          <progress
            className="lb-pdf__print-progress"
            max={pageCount}
            value={printing.drawn}
            aria-label={m.preparingPrint()}
          />
        )}
      </div>
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
            width={Math.floor((width || UNMEASURED_WIDTH) * zoom)}
            doc={doc}
            picture={pictures && picturesFit ? pagePicture(pictures, index + 1) : null}
            root={scroller}
            onReadable={index === 0 ? onFirstPageReadable : undefined}
            onPictureSettled={index === 0 ? onFirstPictureSettled : undefined}
            register={(element) => {
              if (element) pageRefs.current.set(index + 1, element);
              else pageRefs.current.delete(index + 1);
            }}
          />
        ))}
      </div>
    </div>
  );
}

/** An icon button of the toolbar, named by `label` (also its tooltip); `busy` shows it unavailable, focus kept. */
function ToolbarButton({
  label,
  disabled = false,
  busy = false,
  pressed,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  busy?: boolean;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="lb-pdf__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-disabled={busy || undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

interface PdfPageProps {
  page: number;
  size: PageSize;
  width: number;
  /** The open document, or null while the engine loads (the picture stands alone meanwhile). */
  doc: PdfDocument | null;
  picture: PagePicture | null;
  root: RefObject<HTMLDivElement | null>;
  /** The page became readable: its picture loaded, or it was drawn. */
  onReadable: (() => void) | undefined;
  /** Its picture loaded or failed. */
  onPictureSettled: (() => void) | undefined;
  register: (element: HTMLDivElement | null) => void;
}

/**
 * The device's pixel ratio, followed as it changes (browser zoom, a window moved to another screen): a page drawn
 * for one ratio is blurred at another.
 */
function useDevicePixelRatio(): number {
  const [ratio, setRatio] = useState(() => window.devicePixelRatio || 1);
  useEffect(() => {
    // A query that stops matching when the ratio changes; the next effect run watches the new one.
    const query = window.matchMedia(`(resolution: ${ratio}dppx)`);
    const changed = () => setRatio(window.devicePixelRatio || 1);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, [ratio]);
  return ratio;
}

/**
 * One page: a box of the page's proportions, drawn while near the view, and drawn again whenever its width or the
 * device's pixel ratio changes, so that its canvas always has one pixel per device pixel of its box. Each drawing
 * goes onto a new canvas that replaces the shown one once complete: the old page stays in view (scaled) meanwhile,
 * never a blank one. The box is marked drawn only while its canvas was drawn for its present size. Until its first
 * drawing, the page's picture (if any) fills the box: loaded once near the view, at the width the box needs.
 */
function PdfPage({ page, size, width, doc, picture, root, onReadable, onPictureSettled, register }: PdfPageProps) {
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const ratio = useDevicePixelRatio();
  const [near, setNear] = useState(false);
  const [drawnFor, setDrawnFor] = useState<string | null>(null);
  // Once drawn, the page's canvas (scaled while it is drawn again) stands in for the picture.
  const [everDrawn, setEverDrawn] = useState(false);
  const [pictureWanted, setPictureWanted] = useState(false);
  if (near && picture && !pictureWanted) setPictureWanted(true);
  const height = Math.round((width * size.height) / size.width);
  const drawing = `${width}@${ratio}`;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? false), {
      root: root.current,
      rootMargin: DRAW_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    if (!near || !doc || !slot.current || !text.current) return;
    const canvas = document.createElement('canvas');
    canvas.className = 'lb-pdf__canvas';
    let render: PageRender | null = doc.render(page, { canvas, textLayer: text.current }, width, { pixelRatio: ratio });
    render.done.then(
      () => {
        slot.current?.replaceChildren(canvas);
        setDrawnFor(`${width}@${ratio}`);
        setEverDrawn(true);
        onReadable?.();
      },
      (error: unknown) => {
        if ((error as { name?: unknown } | null)?.name !== 'AbortError')
          console.warn(`[live-board] page ${page} of the PDF could not be drawn`, error);
      },
    );
    return () => {
      render?.cancel();
      render = null;
    };
    // onReadable is read when the page is drawn; a new callback must not draw the page again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [near, doc, page, width, ratio]);

  return (
    <div
      ref={(element) => {
        box.current = element;
        register(element);
      }}
      className={`lb-pdf__page${drawnFor === drawing ? ' lb-pdf__page--drawn' : ''}`}
      data-page={page}
      style={{ width: `${width}px`, height: `${height}px` }}
      role="group"
      aria-label={m.pageLabel(String(page))}
    >
      {picture && pictureWanted && !everDrawn && (
        <img
          className="lb-pdf__picture"
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={`${width}px`}
          alt=""
          decoding="async"
          onLoad={() => {
            onReadable?.();
            onPictureSettled?.();
          }}
          onError={() => onPictureSettled?.()}
        />
      )}
      <div ref={slot} className="lb-pdf__canvas-slot" aria-hidden="true" />
      <div ref={text} className="lb-pdf__text" />
    </div>
  );
}
