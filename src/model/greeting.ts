/**
 * The greeting card's rule: it opens if the campaign enables greetings and this board was not
 * dismissed; closing stores a per-board flag in local storage under 'showGreetingOnce', so it shows once.
 */
import { type ReadonlySignal, signal } from '@preact/signals-core';

import { STORAGE_KEY } from '../base/constants.ts';

/** The greeting store of one board instance. */
export interface GreetingStore {
  /** Whether the greeting shows for this board and campaign. */
  isOpen(enabled: boolean, boardId: number): boolean;
  /** Whether the visitor closed the greeting on this page. */
  readonly closed: ReadonlySignal<boolean>;
  /** Closes it; the per-board flag is stored now if storage is allowed, else when it becomes allowed. */
  close(boardId: number): void;
  /** Writes the closes not yet stored, when storing is allowed (docs/decisions.md). */
  saveWaiting(): void;
}

/** Reads the per-board dismissal map; blocked or malformed storage counts as nothing dismissed. */
export function readDismissed(storage: Storage | null): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY.greetingOnce) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** Whether the greeting opens for a board. */
export function greetingOpens(enabled: boolean, boardId: number, dismissed: Record<string, boolean>): boolean {
  return enabled && dismissed[String(boardId)] !== true;
}

/**
 * The greeting of one board: `open` until closed; closing remembers it in storage once storing is allowed — at
 * once, or when consent comes later (`saveWaiting`), so a greeting closed before consent does not come back.
 */
export function createGreetingStore(options: { storage: Storage | null; canStore: () => boolean }): GreetingStore {
  const closedNow = signal(false);
  const waiting = new Set<number>();
  const saveWaiting = () => {
    if (waiting.size === 0 || !options.canStore()) return;
    try {
      const dismissed = readDismissed(options.storage);
      for (const boardId of waiting) dismissed[String(boardId)] = true;
      options.storage?.setItem(STORAGE_KEY.greetingOnce, JSON.stringify(dismissed));
    } catch {
      // Quota or privacy mode: it stays closed for this page.
    }
    waiting.clear();
  };
  return {
    isOpen(enabled: boolean, boardId: number): boolean {
      return !closedNow.value && greetingOpens(enabled, boardId, readDismissed(options.storage));
    },
    closed: closedNow,
    close(boardId: number): void {
      closedNow.value = true;
      waiting.add(boardId);
      saveWaiting();
    },
    saveWaiting,
  };
}
