/**
 * The item description under the viewer's content, with the more/less expander: clamped to three
 * lines, and a toggle (`aria-expanded`) only when the text is longer than that.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';

import * as m from '../../i18n/viewer-messages.ts';

/**
 * Where layout is unknown (no rendering engine), a description longer than this many characters counts as
 * longer than three lines: about three lines of the viewer's text column.
 */
export const DESCRIPTION_CHARS_FALLBACK = 240;

/** Whether the clamped text overflows its three lines. */
function overflows(element: HTMLElement, text: string): boolean {
  if (element.clientHeight === 0 && element.scrollHeight === 0) return text.length > DESCRIPTION_CHARS_FALLBACK;
  return element.scrollHeight > element.clientHeight + 1;
}

/** The description text; key it by item so each item starts collapsed. */
export function ItemDescription({ text }: { text: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [long, setLong] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setLong(overflows(element, text));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Measured in the next frame, never inside the observer's callback (no ResizeObserver loop on the host page).
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [text, expanded]);

  return (
    <div className="lb-viewer__description">
      <p
        id={id}
        ref={ref}
        className={
          expanded ? 'lb-viewer__description-text' : 'lb-viewer__description-text lb-viewer__description--clamped'
        }
      >
        {text}
      </p>
      {(long || expanded) && (
        <button
          type="button"
          className="lb-viewer__expander"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? m.showLess() : m.showMore()}
        </button>
      )}
    </div>
  );
}
