/**
 * A PDF viewer's `onLoad`: said once per address, when page 1 is first readable — its picture loaded or its drawing
 * done, whichever comes first. Apart from the viewer because two sources race to say it.
 */
import { type RefObject, useEffect, useRef } from 'react';

/**
 * The callback page 1 calls when it becomes readable: it calls `reportLoad`'s function the first time for each
 * `src`, and does nothing after.
 */
export function useFirstPageReadable(src: string, reportLoad: RefObject<(() => void) | undefined>): () => void {
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
  return onFirstPageReadable;
}
