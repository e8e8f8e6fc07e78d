/**
 * Reference counting for things several boards (and several dialogs of one board) hold on the same page — the host
 * page's scroll lock, a class on its body. The first holder applies the thing; the last one to let go undoes it,
 * exactly once. Releasing twice counts once, so cleanup paths (close, then disconnect) may both release.
 */

import { pageGlobal } from '../base/page-global.ts';

/** A thing applied while anyone holds it. */
export interface RefCount {
  /** Holds it (applying it if nobody did); returns the release, which is safe to call more than once. */
  acquire(): () => void;
  /** How many holders there are now. */
  readonly count: number;
}

/** A reference count over `apply`, which applies the thing and returns its undo. */
export function createRefCount(apply: () => () => void): RefCount {
  let count = 0;
  let undo: (() => void) | null = null;
  return {
    acquire() {
      if (count === 0) undo = apply();
      count += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        count -= 1;
        if (count > 0) return;
        const run = undo;
        undo = null;
        run?.();
      };
    },
    get count() {
      return count;
    },
  };
}

const SHARED_KEY = Symbol.for('live-board:ref-counts');

/**
 * The reference count named `name` on `owner` (a document), made with `apply` on first use. It lives on the owner
 * under a global symbol, so two copies of the library on one page count together.
 */
export function sharedRefCount(owner: object, name: string, apply: () => () => void): RefCount {
  const counts = pageGlobal(owner, SHARED_KEY, () => new Map<string, RefCount>());
  let count = counts.get(name);
  if (!count) {
    count = createRefCount(apply);
    counts.set(name, count);
  }
  return count;
}
