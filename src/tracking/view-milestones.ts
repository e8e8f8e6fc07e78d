/**
 * View-duration milestones: while an item is open, each of 5, 10, 30, 60, 120, 300 and 600 seconds of
 * viewing is reported once as `item_view_{n}_sec`. Only visible, active time counts: the owner pauses counting
 * while the tab is hidden or the visitor idle, so a tab left in the background earns nothing.
 */
import type { Clock } from './types.ts';

/** View-duration milestones in seconds; each is sent as `item_view_{n}_sec`. */
export const VIEW_MILESTONES_SEC: readonly number[] = [5, 10, 30, 60, 120, 300, 600];

/** Event name of a view-duration milestone: `item_view_{n}_sec`. */
export const viewMilestoneEventName = (seconds: number): string => `item_view_${seconds}_sec`;

/** Options of {@link createViewMilestones}. */
export interface ViewMilestonesOptions {
  readonly clock: Clock;
  /** Milestones in seconds; defaults to {@link VIEW_MILESTONES_SEC}. Order does not matter. */
  readonly milestones?: readonly number[];
  /** Called once per open item and milestone reached. */
  readonly onMilestone: (itemId: number, seconds: number, eventName: string) => void;
}

/** The view-duration counter of one item viewer. */
export interface ViewMilestones {
  /** Starts counting a newly opened item from zero. Opening the item already open changes nothing. */
  open(itemId: number): void;
  /** Stops counting: the viewer closed. */
  close(): void;
  /**
   * Whether time counts: false while the tab is hidden or the session idle, true when the visitor is back.
   * Kept across items; counting starts true.
   */
  setCounting(counting: boolean): void;
}

/** Creates the counter. One timer at a time, set for the next milestone of the open item. */
export function createViewMilestones({
  clock,
  milestones = VIEW_MILESTONES_SEC,
  onMilestone,
}: ViewMilestonesOptions): ViewMilestones {
  const targets = [...new Set(milestones)].filter((seconds) => seconds > 0).sort((a, b) => a - b);
  let counting = true;
  let itemId: number | null = null;
  /** Counted ms of the open item before the current counting stretch. */
  let banked = 0;
  /** Start of the current counting stretch; null while paused or closed. */
  let since: number | null = null;
  /** Index in `targets` of the next milestone to report. */
  let next = 0;
  let timer: unknown = null;

  const counted = () => banked + (since === null ? 0 : clock.now() - since);

  function clearTimer() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function pause() {
    clearTimer();
    if (since !== null) banked += clock.now() - since;
    since = null;
  }

  function resume() {
    if (itemId === null || since !== null) return;
    since = clock.now();
    schedule();
  }

  function schedule() {
    clearTimer();
    const target = targets[next];
    if (target === undefined || since === null) return;
    timer = clock.setTimeout(reached, Math.max(0, target * 1000 - counted()));
  }

  function reached() {
    timer = null;
    const id = itemId;
    if (id === null) return;
    const elapsed = counted();
    // A late timer (a throttled background tab, a sleeping laptop) may pass several milestones at once.
    while (next < targets.length && (targets[next] as number) * 1000 <= elapsed) {
      const seconds = targets[next] as number;
      next += 1;
      onMilestone(id, seconds, viewMilestoneEventName(seconds));
      // The callback may have opened another item or closed this one; that call owns the timer now.
      if (itemId !== id) return;
    }
    schedule();
  }

  function close() {
    pause();
    itemId = null;
    banked = 0;
    next = 0;
  }

  return {
    open(id) {
      if (id === itemId) return;
      close();
      itemId = id;
      if (counting) resume();
    },
    close,
    setCounting(value) {
      if (value === counting) return;
      counting = value;
      if (counting) resume();
      else pause();
    },
  };
}
