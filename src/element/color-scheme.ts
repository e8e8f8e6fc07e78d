/**
 * `theme="auto"`: the board takes the page's color-scheme, else the visitor's (the :host rules of
 * src/ui/board/board.css). It inherits the page's, and takes dark for a visitor who prefers dark; a page rule on
 * the element itself beats that by the cascade, but a scheme set above the element (on the root, a container)
 * only reaches it by inheritance, which that rule would cut off. So where an ancestor says something other than
 * `normal`, the element is marked to inherit it. (Until the board's code runs — the loader's held area, a painted
 * first screen — a visitor who prefers dark sees dark there: never a light frame before a dark board.)
 */
import { ATTR } from '../base/constants.ts';

/** Attribute on the element: `page` while an ancestor sets a color-scheme that `theme="auto"` follows. */
export const SCHEME_ATTR = 'data-lb-scheme';

/** Marks `element` to inherit its ancestors' color-scheme when it is `auto` and they set one; unmarks it otherwise. */
export function markPageScheme(element: Element): void {
  // Its parent, or the host of the shadow root it sits in at the top (a document has no host).
  const parent = element.parentElement ?? (element.getRootNode() as Partial<ShadowRoot>).host;
  const scheme = element.getAttribute(ATTR.theme) === 'auto' && parent ? getComputedStyle(parent).colorScheme : '';
  if (scheme && scheme !== 'normal') element.setAttribute(SCHEME_ATTR, 'page');
  else element.removeAttribute(SCHEME_ATTR);
}

/**
 * Keeps `element` marked while it is `auto`: pages switch their scheme with a class or attribute on the root or
 * the body, so those are watched. Returns the function that stops watching.
 */
export function watchPageScheme(element: Element): () => void {
  markPageScheme(element);
  if (element.getAttribute(ATTR.theme) !== 'auto') return () => {};
  const observer = new MutationObserver(() => markPageScheme(element));
  const { documentElement, body } = element.ownerDocument;
  for (const watched of [documentElement, body] as (HTMLElement | null)[]) {
    if (watched) observer.observe(watched, { attributes: true });
  }
  return () => observer.disconnect();
}
