/**
 * One page of the PDF viewer: its box, its picture until first drawn, its canvas and its text layer. Apart from the
 * viewer because each page follows the view and draws itself.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

import * as m from '../../../i18n/viewer-messages.ts';
import type { PagePicture } from './page-pictures.ts';
import type { PageRender, PageSize, PdfDocument } from './pdf-engine.ts';
import { useDevicePixelRatio } from './use-device-pixel-ratio.ts';

/** Pages drawn ahead of the view, in view heights. */
const DRAW_MARGIN = '100% 0px';

/** Props of {@link PdfPage}. */
export interface PdfPageProps {
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
 * One page: a box of the page's proportions, drawn while near the view, and drawn again whenever its width or the
 * device's pixel ratio changes, so that its canvas always has one pixel per device pixel of its box. Each drawing
 * goes onto a new canvas that replaces the shown one once complete: the old page stays in view (scaled) meanwhile,
 * never a blank one. The box is marked drawn only while its canvas was drawn for its present size. Until its first
 * drawing, the page's picture (if any) fills the box: loaded once near the view, at the width the box needs.
 */
export function PdfPage({
  page,
  size,
  width,
  doc,
  picture,
  root,
  onReadable,
  onPictureSettled,
  register,
}: PdfPageProps) {
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
