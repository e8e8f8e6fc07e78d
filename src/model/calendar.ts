/**
 * "Add to calendar" for a live event (schedule.add_to_calendar): an iCalendar file (RFC 5545) with one
 * VEVENT — UID, DTSTAMP, DTSTART/DTEND in UTC, SUMMARY, DESCRIPTION and URL — with TEXT values escaped, lines
 * folded at 75 octets and CRLF line ends.
 */
import type { LiveEvent } from '../api/schemas/live-event.ts';
import { scheduleTimes } from './live-event-store.ts';
import { absoluteHttpUrl } from './outbound-link.ts';

/** An event whose schedule gives no (usable) end lasts one hour, what calendars default to. */
export const DEFAULT_EVENT_DURATION_MS = 60 * 60 * 1000;

/** MIME type of the file. */
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';

/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';
const PRODUCT_ID = '-//live-board//Live event//EN';

/** One calendar entry, in plain terms. Times are ms since the epoch. */
export interface CalendarEntry {
  readonly uid: string;
  readonly start: number;
  readonly end: number;
  /** When the file was made (DTSTAMP). */
  readonly stamp: number;
  readonly summary: string;
  readonly description?: string | null;
  readonly url?: string | null;
}

/** A UTC date-time in RFC 5545 form: `19980119T070000Z`. */
export function icsDateTime(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks; drops other controls. */
export function escapeIcsText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- control characters (tab aside) have no place in a calendar field
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

const encoder = new TextEncoder();

/**
 * Folds a content line (RFC 5545 §3.1): at most 75 octets per line, continuation lines start with one space. A
 * UTF-8 character is never split across lines.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** The iCalendar text of one entry: a VCALENDAR with one VEVENT, CRLF line ends, ending with CRLF. */
export function icsCalendar(entry: CalendarEntry): string {
  const url = absoluteHttpUrl(entry.url);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(entry.uid)}`,
    `DTSTAMP:${icsDateTime(entry.stamp)}`,
    `DTSTART:${icsDateTime(entry.start)}`,
    `DTEND:${icsDateTime(entry.end)}`,
    `SUMMARY:${escapeIcsText(entry.summary)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeIcsText(entry.description)}`] : []),
    // URL is a URI value, not TEXT: it is not escaped, and only a parsed http(s) URL (no line breaks) gets here.
    ...(url ? [`URL:${url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** Where a calendar entry sends the visitor: the meeting's own link, else the embeddable meeting page. */
export function liveEventJoinUrl(event: LiveEvent): string | null {
  return absoluteHttpUrl(event.meeting_url) ?? absoluteHttpUrl(event.event_urls.meeting);
}

/**
 * The calendar entry of a live event made at `now`, or null when it has no schedule with a start (nothing to put
 * in a calendar). The description is the subtitle and the join link, for calendars that ignore URL.
 */
export function liveEventCalendarEntry(event: LiveEvent, now: number): CalendarEntry | null {
  const { start, end } = scheduleTimes(event);
  if (start === null) return null;
  const url = liveEventJoinUrl(event);
  const description = [event.subtitle?.trim(), url].filter(Boolean).join('\n\n');
  return {
    uid: `live-event-${event.id}@live-board`,
    start,
    end: end !== null && end > start ? end : start + DEFAULT_EVENT_DURATION_MS,
    stamp: now,
    summary: event.title,
    description: description || null,
    url,
  };
}

/** The `.ics` text of a live event, or null when it has no start time. */
export function liveEventIcs(event: LiveEvent, now: number): string | null {
  const entry = liveEventCalendarEntry(event, now);
  return entry ? icsCalendar(entry) : null;
}

/** A file name for the event's `.ics`: its title in lower-case ASCII words, e.g. `acme-spring-launch.ics`. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'live-event'}.ics`;
}
