/** When the event takes place, as a `<time>` in the visitor's language and time zone. */
import { formatSchedule } from './format-schedule.ts';

/** Props of {@link LiveEventSchedule}. */
export interface LiveEventScheduleProps {
  start: number;
  end: number | null;
  lang: string;
}

/** The start (and end, as a range) formatted with `Intl.DateTimeFormat`; `dateTime` carries the exact start. */
export function LiveEventSchedule({ start, end, lang }: LiveEventScheduleProps) {
  return (
    <p className="lb-live__schedule">
      <time dateTime={new Date(start).toISOString()}>{formatSchedule(start, end, lang)}</time>
    </p>
  );
}
