/**
 * The width a PDF viewer's page may take: its scroller's, less the scroller's padding, followed as the viewer
 * resizes. Apart from the viewer as the one measurement of its layout.
 */
import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width the pages of `scroller` may take (0 until measured), measured again whenever the scroller comes or goes
 * (`scrollerShown`).
 */
export function usePageWidth(scroller: RefObject<HTMLDivElement | null>, scrollerShown: boolean): number {
  const [width, setWidth] = useState(0);

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
  }, [scroller, scrollerShown]);

  return width;
}
