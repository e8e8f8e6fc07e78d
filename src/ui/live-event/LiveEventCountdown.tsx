/**
 * The preMeeting countdown: days, hours, minutes and seconds, updated every second. The digits are hidden from
 * assistive technology; a polite live region says the time left in coarse steps only (see `coarseCountdown`).
 */
import { useEffect, useState } from 'react';

import {
  countdownDays,
  countdownHours,
  countdownLabel,
  countdownMinutes,
  countdownSeconds,
  startingNow,
  startsWithin,
} from '../../i18n/live-event-messages.ts';
import { coarseCountdown, countdownParts } from './countdown.ts';
import { formatCountdownValue, formatDuration } from './format-schedule.ts';

const TICK_MS = 1000;

/** Props of {@link LiveEventCountdown}. */
export interface LiveEventCountdownProps {
  /** Start of the event (ms). */
  start: number;
  /** The live event store's clock. */
  now: () => number;
  lang: string;
}

/** A `role="timer"` block of digit boxes (days only while a day or more is left) and the coarse live text. */
export function LiveEventCountdown({ start, now, lang }: LiveEventCountdownProps) {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), TICK_MS);
    return () => clearInterval(timer);
  }, [now]);

  const remaining = start - current;
  const parts = countdownParts(remaining);
  const coarse = coarseCountdown(remaining);
  const units = [
    ...(parts.days > 0 ? [{ key: 'days', value: parts.days, label: countdownDays() }] : []),
    { key: 'hours', value: parts.hours, label: countdownHours() },
    { key: 'minutes', value: parts.minutes, label: countdownMinutes() },
    { key: 'seconds', value: parts.seconds, label: countdownSeconds() },
  ];
  return (
    <div className="lb-live__countdown" part="live-event-countdown">
      <div className="lb-live__timer" role="timer" aria-label={countdownLabel()}>
        {units.map((unit) => (
          <div key={unit.key} className="lb-live__unit" data-unit={unit.key} aria-hidden="true">
            <span className="lb-live__value">{formatCountdownValue(unit.value, lang)}</span>
            <span className="lb-live__unit-label">{unit.label}</span>
          </div>
        ))}
      </div>
      <p className="lb-live__countdown-text" aria-live="polite" aria-atomic="true">
        {coarse ? startsWithin(formatDuration(coarse.value, coarse.unit, lang)) : startingNow()}
      </p>
    </div>
  );
}
