/**
 * The board taking over the first screen the loader painted (painted-first-screen.ts; docs/server.md
 * `first_screen`). The painted screen stays in front while the board renders its own from the same answers, laid
 * out in the same box but unseen; once the board is ready and its layout has settled, one frame swaps them: the
 * painted nodes leave and the board's show, with no frame between and nothing moved. What the visitor did on the
 * painted screen carries over: text typed (and where the caret was), focus, and the last tap, which the board then
 * handles once. A screen in another language or from another version is dropped at the board's first render (it
 * shows its own loading state, as without a painted screen); a board that ends locked or failed drops it then.
 */
import { signal } from '@preact/signals-core';

import type { BoardInstance } from '../instance/types.ts';
import type { PaintedScreenHold } from '../ui/LiveBoardView.tsx';
import { offerSheet } from '../ui/style-sheets.ts';
import { type PaintedFirstScreen, paintedFirstScreens } from './painted-first-screen.ts';

/** Marks the painted nodes while both are in the shadow root. */
const PAINTED_ATTR = 'data-lb-painted';

/**
 * While the board renders under the painted screen: its nodes hidden, and its root laid over the painted one's box
 * (same width, so the board lays out as it will show) instead of below it.
 */
const HOLD_CSS =
  `:host{position:relative!important}` +
  `:host>:not([${PAINTED_ATTR}]){visibility:hidden!important}` +
  `:host>[part=board]:not([${PAINTED_ATTR}]){position:absolute!important;inset:0 0 auto!important}`;

/** Frames the board's layout must keep still before the swap (its grid measures itself after the first). */
const SETTLE_FRAMES = 2;

/** What an element is, for finding its counterpart: its tag and the block its first class names. */
const kind = (element: Element) => `${element.tagName} ${element.getAttribute('class')?.split(' ')[0] ?? ''}`;

/**
 * The element at the same place in `to`'s tree as `element` is in `from`'s: at each level, the same n-th child of
 * its kind. By kind, not by index: the board's tree has parts the painted one has not (the greeting card's anchor).
 */
function counterpart(element: Element, from: Element, to: Element): Element | null {
  const path: [string, number][] = [];
  for (let node = element; node !== from;) {
    const parent = node.parentElement;
    if (!parent) return null;
    const own = kind(node);
    path.unshift([own, [...parent.children].filter((sibling) => kind(sibling) === own).indexOf(node)]);
    node = parent;
  }
  let found: Element | undefined = to;
  for (const [own, index] of path) found = found && [...found.children].filter((child) => kind(child) === own)[index];
  return found ?? null;
}

/** Sets a text field's value as typing would (React hears the input event). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Carries the visitor's text, focus and last tap from the painted screen over to the board's (see the file comment). */
function carryOver(painted: PaintedFirstScreen, from: Element, to: Element, root: ShadowRoot): () => void {
  const fields = [...from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input,textarea')].filter(
    (field) => field.value !== field.defaultValue,
  );
  const typed = fields.map((field) => [counterpart(field, from, to), field] as const);
  const focused = root.activeElement && from.contains(root.activeElement) ? root.activeElement : null;
  const focus = focused && counterpart(focused, from, to);
  const tapped = painted.tap && from.contains(painted.tap) ? painted.tap : null;
  const tap = tapped && counterpart(tapped, from, to);
  const selection = focused instanceof HTMLInputElement ? [focused.selectionStart, focused.selectionEnd] : null;
  return () => {
    for (const [field, source] of typed)
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typeInto(field, source.value);
    if (focus instanceof HTMLElement) {
      focus.focus({ preventScroll: true });
      if (selection && focus instanceof HTMLInputElement)
        try {
          focus.setSelectionRange(selection[0] ?? null, selection[1] ?? null);
        } catch {
          // A field type without a caret.
        }
    }
    if (tap instanceof HTMLElement) {
      // A link to another tab opened when it was tapped: the board only reports it now.
      if (tap instanceof HTMLAnchorElement && tap.target === '_blank')
        tap.addEventListener('click', (event) => event.preventDefault(), { once: true });
      tap.click();
    }
  };
}

/** A painted screen claimed by a board: its hold, and `start` to call at the board's first commit. */
export interface PaintedScreenTakeover extends PaintedScreenHold {
  /**
   * Call at the board's first commit (a layout effect, before the first paint) with the language the board shows.
   * Returns the function that gives the painted screen up at once (the board is leaving the page).
   */
  start(root: ShadowRoot, instance: BoardInstance, locale: string): () => void;
}

/** Claims `host`'s painted first screen for its board, if the loader painted one (once: the claim removes it). */
export function claimPaintedScreen(host: Element): PaintedScreenTakeover | null {
  const painted = paintedFirstScreens().get(host);
  if (!painted) return null;
  paintedFirstScreens().delete(host);
  // Its sheet is the board's base sheet when the versions match: the board adopts it instead of parsing it again.
  const sheetKept = painted.version === __LIVE_BOARD_VERSION__ && offerSheet(painted.css, painted.sheet);
  const held = signal(true);
  let swap: (() => void) | null = null;
  let swapAsked = false;
  return {
    held,
    contentReady() {
      swapAsked = true;
      swap?.();
    },
    start(root, instance, locale) {
      const hold = new CSSStyleSheet();
      hold.replaceSync(HOLD_CSS);
      let frame = 0;
      let stopFailure = () => {};
      const release = (handOver: (() => void) | null) => {
        swap = null;
        stopFailure();
        cancelAnimationFrame(frame);
        for (const node of painted.nodes) node.remove();
        root.adoptedStyleSheets = root.adoptedStyleSheets.filter(
          (sheet) => sheet !== hold && (sheetKept || sheet !== painted.sheet),
        );
        handOver?.();
        held.value = false;
      };
      if (!held.peek()) return () => {};
      if (painted.locale !== locale || painted.version !== __LIVE_BOARD_VERSION__) {
        release(null);
        return () => {};
      }
      for (const node of painted.nodes) if (node instanceof Element) node.setAttribute(PAINTED_ATTR, '');
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, hold];

      const boardRoot = () =>
        [...root.children].find((node) => node.matches('[part=board]') && !node.hasAttribute(PAINTED_ATTR)) ?? null;
      const paintedRoot = painted.nodes.find(
        (node): node is Element => node instanceof Element && node.matches('[part=board]'),
      );
      // Swaps once the board's layout has kept still for SETTLE_FRAMES frames.
      swap = () => {
        swap = null;
        let still = 0;
        let last = '';
        const check = () => {
          const board = boardRoot();
          const box = board?.getBoundingClientRect();
          const now = box ? `${box.width}x${box.height}` : '';
          still = now === last ? still + 1 : 0;
          last = now;
          // (A painted screen without the board's root has nothing to carry over: it simply gives way.)
          if (board && still >= SETTLE_FRAMES)
            release(paintedRoot ? carryOver(painted, paintedRoot, board, root) : null);
          else frame = requestAnimationFrame(check);
        };
        frame = requestAnimationFrame(check);
      };
      if (swapAsked) swap();
      stopFailure = instance.store.status.subscribe((status) => {
        if (status === 'locked' || status === 'error') release(null);
      });
      return () => {
        if (held.peek()) release(null);
      };
    },
  };
}
