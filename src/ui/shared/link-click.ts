/**
 * Board links are real links (so a modified or middle click opens the same board location in a new tab); a plain
 * click stays in the board and navigates through the board's own location.
 */
import type { MouseEvent } from 'react';

/** What {@link isPlainClick} reads of a click: React's event or the DOM's (the loader's painted screen). */
type ClickFacts = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A primary-button click without modifier keys that nothing else handled. */
export function isPlainClick(event: ClickFacts): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Runs `work` once the browser has painted the frame after the input that asked for it: the input is answered at
 * once, and the board's work (a viewer, a category's grid) follows in a task of its own, not in the input's.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/** A click handler that runs `action` in place of following the link on a plain click (after the next paint). */
export function inBoardClick(action: () => void) {
  return (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    afterNextPaint(action);
  };
}
