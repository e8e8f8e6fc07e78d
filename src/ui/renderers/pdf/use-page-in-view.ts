/**
 * The page in view of a PDF viewer — the one showing most, if it shows at least half of itself or of the view —
 * reported as it changes and as null when the viewer closes, and going to a page. Apart from the viewer because
 * it follows the pages' boxes, which it keeps by page.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

import type { PageSize } from './pdf-engine.ts';

/** What {@link usePageInView} follows, and whom it tells. */
export interface PageInViewOptions {
  /** The PDF's address: a new one starts with no page in view. */
  src: string;
  /** The pages' sizes, or null while there are no pages' boxes. */
  sizes: PageSize[] | null;
  /** The pages' scroller, the view. */
  scroller: RefObject<HTMLDivElement | null>;
  /** The viewer's `onPageChange` as last rendered: told the page in view as it changes, and null on close. */
  reportPage: RefObject<((page: number | null) => void) | undefined>;
}

/** The page in view, and the means to move and to follow the pages. */
export interface PageInView {
  /** The page in view (from 1), or null: none is. */
  current: number | null;
  /** Scrolls `page` (kept within the document) to the top of the view. */
  goTo: (page: number) => void;
  /** Keeps `page`'s box (or forgets it: null), for the view to follow and {@link PageInView.goTo} to find. */
  register: (page: number, element: HTMLDivElement | null) => void;
}

/** Follows the page in view in `scroller`'s pages: {@link PageInView}. */
export function usePageInView({ src, sizes, scroller, reportPage }: PageInViewOptions): PageInView {
  const [current, setCurrent] = useState<number | null>(null);
  const pageRefs = useRef(new Map<number, HTMLDivElement>());

  // A new address starts with no page in view (state reset while rendering, as the document's is).
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setCurrent(null);
  }

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
  }, [scroller, sizes]);

  useEffect(() => {
    reportPage.current?.(current);
  }, [reportPage, current]);
  // Closing the viewer ends the time on the last page.
  useEffect(() => () => reportPage.current?.(null), [reportPage]);

  const pageCount = sizes?.length ?? 0;
  const goTo = (page: number) => {
    const target = pageRefs.current.get(Math.min(Math.max(page, 1), pageCount));
    target?.scrollIntoView({ block: 'start' });
  };
  const register = (page: number, element: HTMLDivElement | null) => {
    if (element) pageRefs.current.set(page, element);
    else pageRefs.current.delete(page);
  };

  return { current, goTo, register };
}
