import { describe, expect, it } from 'vitest';

import { formatCountdownValue, formatDuration, formatSchedule } from '../../../../src/ui/live-event/format-schedule.ts';
import { END, START } from './fixtures.ts';

/** Intl puts narrow and thin no-break spaces around times and dashes; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\s\u202f\u2009\u00a0]+/g, ' ');

describe('formatSchedule', () => {
  it.each<[string, number | null, string, string]>([
    ['a range within one day', END, 'en-US', 'Tuesday, March 10, 2026, 3:00 – 5:00 PM UTC'],
    ['a start without end', null, 'en-US', 'Tuesday, March 10, 2026 at 3:00 PM UTC'],
    ['an end before the start', START - 1, 'en-US', 'Tuesday, March 10, 2026 at 3:00 PM UTC'],
    ['German', END, 'de-DE', 'Dienstag, 10. März 2026, 15:00–17:00 Uhr UTC'],
  ])('formats %s in the visitor language', (_name, end, lang, expected) => {
    expect(plain(formatSchedule(START, end, lang, 'UTC'))).toBe(expected);
  });

  it('uses the time zone it is given', () => {
    expect(plain(formatSchedule(START, END, 'en-US', 'America/New_York'))).toBe(
      'Tuesday, March 10, 2026, 11:00 AM – 1:00 PM EDT',
    );
  });
});

describe('durations and digits', () => {
  it.each<[number, 'day' | 'hour' | 'minute', string, string]>([
    [1, 'day', 'en-US', '1 day'],
    [3, 'hour', 'en-US', '3 hours'],
    [5, 'minute', 'en-US', '5 minutes'],
    [2, 'day', 'de-DE', '2 Tage'],
    [1, 'hour', 'fr-FR', '1 heure'],
  ])('%i %s in %s reads "%s"', (value, unit, lang, expected) => {
    expect(plain(formatDuration(value, unit, lang))).toBe(expected);
  });

  it('pads countdown values to two digits', () => {
    expect(formatCountdownValue(7, 'en-US')).toBe('07');
    expect(formatCountdownValue(123, 'en-US')).toBe('123');
  });
});
