/** A fake {@link Clock} for tracking tests: time moves only when a test calls `advance`. */
import type { Clock } from '../../../src/tracking/types.ts';

interface Timer {
  readonly id: number;
  readonly at: number;
  readonly callback: () => void;
}

/** A clock whose timers fire in due order, each at its own time, when the test advances it. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, firing every timer that falls due (including ones scheduled meanwhile). */
  advance(ms: number): void;
  /** How many timers are pending. */
  pending(): number;
  /** Delays passed to `setTimeout`, in call order. */
  readonly delays: number[];
}

export function createManualClock(start = 1_000_000): ManualClock {
  let now = start;
  let nextId = 1;
  let timers: Timer[] = [];
  const delays: number[] = [];
  return {
    delays,
    now: () => now,
    setTimeout(callback, ms) {
      delays.push(ms);
      const timer = { id: nextId++, at: now + Math.max(0, ms), callback };
      timers.push(timer);
      return timer.id;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = until;
    },
    pending: () => timers.length,
  };
}
