/**
 * Locks the page's scrolling while a board shows a modal (the item viewer, a CTA or another dialog): reference
 * counted across every board and dialog on the page, so the page scrolls again only when the last one closes, and
 * then gets back exactly the inline `overflow` and `padding-right` it had. The width the vanished scrollbar took is
 * added to the body's right padding, so the page does not shift sideways while locked.
 */
import { sharedRefCount } from './ref-count.ts';

/** An inline style property as it was: value and priority ('' when it was not set). */
interface SavedProperty {
  readonly element: HTMLElement;
  readonly name: string;
  readonly value: string;
  readonly priority: string;
}

function save(element: HTMLElement, name: string): SavedProperty {
  return {
    element,
    name,
    value: element.style.getPropertyValue(name),
    priority: element.style.getPropertyPriority(name),
  };
}

function restore({ element, name, value, priority }: SavedProperty): void {
  if (value) element.style.setProperty(name, value, priority);
  else element.style.removeProperty(name);
}

/** Applies the lock to `doc` and returns its undo. Exported for tests; boards use {@link lockScroll}. */
export function applyScrollLock(doc: Document): () => void {
  const win = doc.defaultView;
  const html = doc.documentElement;
  // Null in a document without a body (the DOM types say otherwise).
  const body = doc.body as HTMLElement | null;
  if (!win || !body) return () => {};
  const scrollbar = Math.max(0, win.innerWidth - html.clientWidth);
  const hadStyle = [html, body].map((element) => element.hasAttribute('style'));
  // Longhands: the `overflow` shorthand reads as '' when only one axis is set, and writing it would lose that axis.
  const saved = [html, body].flatMap((element) => [save(element, 'overflow-x'), save(element, 'overflow-y')]);
  saved.push(save(body, 'padding-right'));
  if (scrollbar > 0) {
    const padding = Number.parseFloat(win.getComputedStyle(body).paddingRight) || 0;
    body.style.setProperty('padding-right', `${padding + scrollbar}px`, 'important');
  }
  // Both: the viewport takes `overflow` from <html>, or from <body> when <html> leaves it visible.
  for (const element of [html, body]) {
    element.style.setProperty('overflow-x', 'hidden', 'important');
    element.style.setProperty('overflow-y', 'hidden', 'important');
  }
  return () => {
    for (const property of saved) restore(property);
    [html, body].forEach((element, at) => {
      if (!hadStyle[at] && element.getAttribute('style') === '') element.removeAttribute('style');
    });
  };
}

/** Locks `doc`'s scrolling until the returned function is called (by every holder). */
export function lockScroll(doc: Document = document): () => void {
  return sharedRefCount(doc, 'scroll-lock', () => applyScrollLock(doc)).acquire();
}
