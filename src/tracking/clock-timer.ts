/**
 * One cancellable timer on an injectable clock, as the delivery queue's parts use it (waking the queue, renewing
 * its outbox lease, looking again for stored events): apart, because every part needs one and none owns it.
 */
import type { Clock } from './types.ts';

/** A timer that runs one callback at a time. */
export interface ClockTimer {
  /** Cancels the pending run, if any. */
  clear(): void;
  /** Runs `run` after `ms` (at least 0), replacing the pending run. */
  set(ms: number, run: () => void): void;
}

/** One cancellable timer on `clock`; setting it again replaces the previous one. */
export function createTimer(clock: Clock): ClockTimer {
  let handle: unknown = null;
  const clear = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };
  return {
    clear,
    set(ms: number, run: () => void) {
      clear();
      handle = clock.setTimeout(
        () => {
          handle = null;
          run();
        },
        Math.max(0, ms),
      );
    },
  };
}
