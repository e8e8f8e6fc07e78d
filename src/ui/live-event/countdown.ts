/**
 * Countdown arithmetic for the preMeeting view: the visible days/hours/minutes/seconds, and a coarse value that
 * changes rarely, for the polite live region (announcing every second would drown a screen reader).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Under an hour, the coarse countdown moves in steps of this many minutes (then by the minute under five). */
const MINUTE_STEP = 5;

/** Whole days, hours, minutes and seconds left, rounded up to the second so "0" only shows at the start. */
export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** Splits the time left into parts; negative time counts as zero. */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / SECOND));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A coarse amount of time left, in a unit `Intl.NumberFormat` can name; null once the start is reached. */
export interface CoarseCountdown {
  readonly unit: 'day' | 'hour' | 'minute';
  readonly value: number;
}

/**
 * The time left, rounded up to a coarse step: days above a day, hours above an hour, 5-minute steps above five
 * minutes, then minutes. Rounded up, each value first appears exactly when that much time is left, and "less than N"
 * stays true until the next step; it changes at most a few dozen times over the last day.
 */
export function coarseCountdown(remainingMs: number): CoarseCountdown | null {
  if (remainingMs <= 0) return null;
  if (remainingMs > DAY) return { unit: 'day', value: Math.ceil(remainingMs / DAY) };
  if (remainingMs > HOUR) return { unit: 'hour', value: Math.ceil(remainingMs / HOUR) };
  if (remainingMs > MINUTE_STEP * MINUTE) {
    return { unit: 'minute', value: Math.ceil(remainingMs / (MINUTE_STEP * MINUTE)) * MINUTE_STEP };
  }
  return { unit: 'minute', value: Math.ceil(remainingMs / MINUTE) };
}
