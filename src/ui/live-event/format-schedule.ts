/** Dates and durations of the live event in the visitor's language (`Intl`, so no translation is needed). */

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * The schedule as one phrase: start alone, or the range to the end ("Tuesday, March 10, 2026, 3:00 – 5:00 PM
 * UTC"). In the visitor's time zone unless `timeZone` is given (tests).
 */
export function formatSchedule(start: number, end: number | null, lang: string, timeZone?: string): string {
  const format = new Intl.DateTimeFormat(lang, timeZone ? { ...DATE_TIME, timeZone } : DATE_TIME);
  return end !== null && end > start ? format.formatRange(start, end) : format.format(start);
}

/** An amount of time with its unit spelled out and pluralised by the language ("3 hours", "1 Tag"). */
export function formatDuration(value: number, unit: 'day' | 'hour' | 'minute' | 'second', lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A countdown digit pair ("07"), in the language's digits. */
export function formatCountdownValue(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { minimumIntegerDigits: 2, useGrouping: false }).format(value);
}
