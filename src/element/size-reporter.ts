/**
 * Reports the element's rendered size (docs/element.md `board-resize`): from a ResizeObserver, coalesced to one report
 * per animation frame and only when the rounded size changed — no event storm while content streams in, and no
 * feedback loop (nothing is measured or changed inside the observer's callback).
 */

/** A rendered size in CSS pixels. */
export interface BoardSize {
  width: number;
  height: number;
}

/** Observes `target`; returns the function that stops observing. Without ResizeObserver it reports nothing. */
export function observeSize(
  target: Element,
  report: (size: BoardSize) => void,
  win: Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame'> & {
    ResizeObserver?: typeof ResizeObserver;
  } = window,
): () => void {
  const Observer = win.ResizeObserver;
  if (!Observer) return () => {};
  let last: BoardSize | null = null;
  let frame = 0;
  const measure = () => {
    frame = 0;
    const rect = target.getBoundingClientRect();
    const size = { width: Math.round(rect.width), height: Math.round(rect.height) };
    if (last && last.width === size.width && last.height === size.height) return;
    last = size;
    report(size);
  };
  const observer = new Observer(() => {
    if (!frame) frame = win.requestAnimationFrame(measure);
  });
  observer.observe(target);
  return () => {
    observer.disconnect();
    if (frame) win.cancelAnimationFrame(frame);
  };
}
