/**
 * How many of a board's dialogs are open, read from its shadow root. The dialogs keep their open state in their
 * components (a CTA form, a share panel, a confirmation), but every one of them is a native `<dialog>` that carries
 * the `open` attribute while shown; watching that attribute covers them all without each reporting itself.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core';

/** The open dialogs of a root and the function that stops watching. */
export interface OpenDialogs {
  readonly count: ReadonlySignal<number>;
  stop(): void;
}

/** Watches `root` for open `<dialog>`s matching `selector` (the item viewer is left out by the caller's selector). */
export function watchOpenDialogs(root: ParentNode & Node, selector = 'dialog[open]'): OpenDialogs {
  const count = signal(root.querySelectorAll(selector).length);
  const Observer = root.ownerDocument?.defaultView?.MutationObserver ?? globalThis.MutationObserver;
  // childList as well: a dialog removed while open must not keep counting.
  const observer = new Observer(() => {
    count.value = root.querySelectorAll(selector).length;
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  return {
    count,
    stop: () => observer.disconnect(),
  };
}
