/**
 * A standalone board page shown in an iframe tells the page around it how tall it is and how far it is scrolled
 * (docs/element.md, "Embedding"), so that page can size the frame to the board. Posted only while the board
 * allows embedding (`allow_embedding`), only to the embedding page's origin — never `'*'` — and at most once per
 * animation frame, only when a figure changed. The height is where the board ends, not the document's scroll
 * height, which never drops below the frame's own height and would keep a frame from shrinking.
 */
import { effect, type ReadonlySignal } from '@preact/signals-core';

import { FRAME_RESIZE_MESSAGE, type FrameResizeMessage } from '../host/frame-message.ts';

/**
 * Origin of the page this window is framed in: `location.ancestorOrigins[0]` where the browser has it, else the
 * origin of the referrer (the page that loaded the frame). Null when neither is known: then nothing is posted.
 */
export function embeddingOrigin(win: Window): string | null {
  // Firefox has no ancestorOrigins.
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined;
  const candidate = ancestors && ancestors.length > 0 ? ancestors[0] : win.document.referrer;
  if (!candidate) return null;
  try {
    const origin = new URL(candidate).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Measures the page and posts on change, once per animation frame; returns the function that stops it. */
function observeFrame(host: Element, win: Window, post: (message: FrameResizeMessage) => void): () => void {
  let frame = 0;
  let last: FrameResizeMessage | null = null;
  const measure = () => {
    frame = 0;
    const bottom = host.getBoundingClientRect().bottom;
    const margin = Number.parseFloat(win.getComputedStyle(host).marginBottom) || 0;
    const scrollY = Math.round(win.scrollY);
    const height = Math.ceil(bottom + win.scrollY + margin);
    if (last && last.height === height && last.scrollY === scrollY) return;
    last = { type: FRAME_RESIZE_MESSAGE, height, scrollY };
    post(last);
  };
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(measure);
  };
  const Observer = (win as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  const observer = Observer ? new Observer(schedule) : null;
  observer?.observe(host);
  win.addEventListener('scroll', schedule, { passive: true });
  schedule();
  return () => {
    observer?.disconnect();
    win.removeEventListener('scroll', schedule);
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
  };
}

/**
 * Reports `host`'s page to the parent while `allowed` holds (the board's `allow_embedding`). Does nothing in a
 * top-level window or when the embedding origin is unknown. Returns the function that stops reporting.
 */
export function reportFrameSize(host: Element, allowed: ReadonlySignal<boolean>, win: Window = window): () => void {
  if (win.parent === win) return () => {};
  const origin = embeddingOrigin(win);
  if (!origin) return () => {};
  const parent = win.parent;
  let stopObserving: (() => void) | null = null;
  const stopFollowing = effect(() => {
    const on = allowed.value;
    if (on && !stopObserving) stopObserving = observeFrame(host, win, (message) => parent.postMessage(message, origin));
    if (!on && stopObserving) {
      stopObserving();
      stopObserving = null;
    }
  });
  return () => {
    stopFollowing();
    stopObserving?.();
    stopObserving = null;
  };
}
