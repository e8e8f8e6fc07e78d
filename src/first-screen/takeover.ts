/**
 * The board taking over the first screen the loader painted (paint.ts, painted.ts; docs/server.md
 * `first_screen`). The painted screen stays in front while the board renders its own from the same answers (in
 * steps, BoardContent.tsx), laid out at the same width but unseen; once the board is ready and its layout has
 * settled, the swap: one frame shows the board's nodes, still clipped to nothing, the next removes the painted ones,
 * with no frame between and nothing moved. Each of those is a short task, so a phone answers a tap meanwhile. What
 * the visitor did on the painted screen carries over: text typed (and where the caret was), focus, and the last
 * tap, which the board then handles once, on the element that stands for the same thing. A screen in another
 * language or of another build is dropped at the board's first render (it shows its own loading state, as without a
 * painted screen); a board that ends locked or failed drops it then.
 */
import { signal } from '@preact/signals-core';

import { nextTask } from '../base/next-task.ts';
import { uiLocaleLoading } from '../i18n/ui-locale.ts';
import type { BoardInstance } from '../instance/types.ts';
import type { PaintedScreenHold } from '../ui/LiveBoardView.tsx';
import { offerSheet } from '../ui/shared/style-sheets.ts';
import { type PaintedFirstScreen, paintedFirstScreens } from './painted.ts';

/** Marks the painted nodes while both are in the shadow root. */
const PAINTED_ATTR = 'data-lb-painted';

/** Marks the board's root while held: `hidden`, then `shown` (still clipped to nothing) in the swap's first frame. */
const HELD_ATTR = 'data-lb-held';

/**
 * While the board renders under the painted screen: its root in the flow after the painted one but taking no room
 * (the painted screen keeps the element's height) and drawn over the painted root's box (a transform on it, see
 * `start`), its nodes hidden. So the board lays out at the width it will show at, and measures its grid where it
 * will show; the swap then changes no layout inside the board: its root only moves up by as much as it was drawn
 * higher. Keyed to an attribute of the root, so that the swap changes that one element's attribute, not the
 * shadow root's sheets (a changed sheet restyles every element it could match).
 */
const HOLD_CSS =
  `:host>[${HELD_ATTR}]{height:0!important;min-height:0!important;overflow:clip!important}` +
  `:host>[${HELD_ATTR}=hidden]{visibility:hidden!important}`;

/** Runs `work` when the browser is idle (Safari has no requestIdleCallback: soon after). */
const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
};

/** Frames the board's layout must keep still before the swap (its grid measures itself after the first). */
const SETTLE_FRAMES = 2;

/**
 * Frames after which the board swaps in even if its layout has not kept still (something in it that moves on its
 * own, a page that resizes it in every frame): the painted screen never stays in front for good.
 */
const SETTLE_LIMIT_FRAMES = 60;

/**
 * What an element stands for, the same on the painted screen and on the board's: its role (or tag and type), the
 * part it is in, and its item, category or block id, else its name. Not its position: the board's grid is windowed
 * (a spacer, then the rows around the scroll position) where the painted grid starts at its first item.
 */
function identity(element: Element): string {
  const part = element.closest('[part]')?.getAttribute('part') ?? '';
  const role = element.getAttribute('role') ?? `${element.localName}:${element.getAttribute('type') ?? ''}`;
  const id =
    element.getAttribute('data-item-id') ?? element.getAttribute('data-nav-key') ?? element.getAttribute('data-key');
  const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent.trim();
  return `${role}|${part}|${id ?? name}`;
}

/** The element of `to`'s tree that stands for what `element` does in `from`'s (the n-th of several alike). */
function counterpart(element: Element, from: Element, to: Element): Element | null {
  const key = identity(element);
  const alike = (tree: Element) => [...tree.querySelectorAll(element.localName)].filter((e) => identity(e) === key);
  return alike(to)[alike(from).indexOf(element)] ?? null;
}

/** An element's laid-out size, as a string to compare from frame to frame. */
const sizeOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return `${box.width}x${box.height}`;
};

/** Sets a text field's value as typing would (React hears the input event). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Carries the visitor's text, focus and last tap from the painted screen over to the board's (see the file comment). */
function carryOver(
  painted: PaintedFirstScreen,
  from: Element,
  to: Element,
  root: ShadowRoot,
  instance: BoardInstance,
): () => void {
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
    if (tap instanceof HTMLElement) tap.click();
    else if (tapped) {
      // An item's tile that the board's grid does not hold (scrolled out of its window since): opened as it would.
      const item = instance.store.items.peek()[tapped.getAttribute('data-item-id') ?? ''];
      if (item) instance.navigation.openItem(item);
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
  // A screen of another build may show other markup or styles than this board's: it is not taken over.
  const ownBuild = painted.build === __LIVE_BOARD_BUILD__;
  // Its sheet is the board's base sheet then: the board adopts it instead of parsing it again.
  const sheetKept = ownBuild && !!painted.sheet && offerSheet(painted.sheet.css, painted.sheet.sheet);
  const held = signal(true);
  let swap: (() => void) | null = null;
  let swapAsked = false;
  return {
    held,
    contentReady() {
      if (swapAsked) return;
      swapAsked = true;
      swap?.();
    },
    start(root, instance, locale) {
      const hold = new CSSStyleSheet();
      let frame = 0;
      let stopFailure = () => {};
      let stopPlacing = () => {};
      const board =
        [...root.children].find(
          (node): node is HTMLElement => node.matches('[part=board]') && !painted.nodes.includes(node),
        ) ?? null;
      let released = false;
      // `ready`: the board says it is ready (event, state attribute) in a task after the swap's, not in it.
      const release = (handOver: (() => void) | null, ready: 'now' | 'next task' = 'now') => {
        if (released) return;
        released = true;
        stopFailure();
        stopPlacing();
        cancelAnimationFrame(frame);
        // (A declarative root's `<style>` element stays with the sheets, below.)
        const styles: ChildNode[] = [];
        for (const node of painted.nodes) {
          if (node instanceof HTMLStyleElement) styles.push(node);
          else node.remove();
        }
        board?.removeAttribute(HELD_ATTR);
        board?.style.removeProperty('transform');
        // The sheets go once the browser is idle: they no longer match anything, and a changed set of sheets
        // restyles the whole board.
        whenIdle(() => {
          for (const style of styles) style.remove();
          root.adoptedStyleSheets = root.adoptedStyleSheets.filter(
            (sheet) => sheet !== hold && (sheetKept || sheet !== painted.sheet?.sheet),
          );
        });
        handOver?.();
        if (ready === 'now') held.value = false;
        else
          void nextTask().then(() => {
            held.value = false;
          });
      };
      if (!held.peek()) return () => {};
      if (painted.locale !== locale || !ownBuild || !board) {
        release(null);
        return () => {};
      }
      const paintedRoot = painted.nodes.find(
        (node): node is Element => node instanceof Element && node.matches('[part=board]'),
      );
      for (const node of painted.nodes) if (node instanceof Element) node.setAttribute(PAINTED_ATTR, '');
      board.setAttribute(HELD_ATTR, 'hidden');
      hold.replaceSync(HOLD_CSS);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, hold];
      // Drawn higher by the painted root's height, followed as it changes (its images and fonts load, the viewport
      // turns) by an observer, which hears it once the frame has laid the page out.
      if (paintedRoot && typeof ResizeObserver !== 'undefined') {
        const observer = new ResizeObserver((entries) => {
          const height = entries[entries.length - 1]?.borderBoxSize[0]?.blockSize ?? 0;
          board.style.setProperty('transform', `translateY(${-height}px)`, 'important');
        });
        observer.observe(paintedRoot);
        stopPlacing = () => observer.disconnect();
      }
      let still = 0;
      let last: string | null = null;
      let waited = 0;
      // Once the board's content is in: swaps when the board shows the painted screen's language (its texts may
      // come after the board's wait for them has ended; texts that fail to come leave the board in its fallback
      // language, and it swaps then) and its content has kept its size for SETTLE_FRAMES frames. In two frames,
      // so that no one task does all of it on a slow phone: the first un-hides the board's nodes (a style change
      // down its whole tree), still clipped to nothing; the next removes the painted nodes and the hold.
      const tick = () => {
        // The board's root takes no room while held: what settles is its content's size.
        const now = [...board.children].map(sizeOf).join();
        still = now === last ? still + 1 : 0;
        last = now;
        waited += 1;
        const texts = board.getAttribute('lang') === painted.locale || !uiLocaleLoading.peek();
        if (!texts || (still < SETTLE_FRAMES && waited < SETTLE_LIMIT_FRAMES)) frame = requestAnimationFrame(tick);
        else if (board.getAttribute(HELD_ATTR) === 'hidden') {
          board.setAttribute(HELD_ATTR, 'shown');
          frame = requestAnimationFrame(tick);
        } else
          // (A painted screen without the board's root has nothing to carry over: it simply gives way.)
          release(paintedRoot ? carryOver(painted, paintedRoot, board, root, instance) : null, 'next task');
      };
      swap = () => {
        frame = requestAnimationFrame(tick);
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
