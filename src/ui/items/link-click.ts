/**
 * Board links are real links (so a modified or middle click opens the same board location in a new tab); a plain
 * click stays in the board and navigates through the board's own location.
 */
import type { MouseEvent } from 'react';

/** A primary-button click without modifier keys that nothing else handled. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** A click handler that runs `action` in place of following the link on a plain click. */
export function inBoardClick(action: () => void) {
  return (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    action();
  };
}
