import { describe, expect, it } from 'vitest';

import {
  DEFAULT_EVENT_DURATION_MS,
  escapeIcsText,
  foldIcsLine,
  icsCalendar,
  icsDateTime,
  icsFileName,
  liveEventCalendarEntry,
  liveEventIcs,
} from '../../../src/model/calendar.ts';
import { END, makeLiveEvent, START } from '../ui/live-event/fixtures.ts';

const NOW = Date.parse('2026-03-01T08:30:05.123Z');
const octets = (line: string) => new TextEncoder().encode(line).length;
/** Undoes folding (RFC 5545 §3.1) and splits into content lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('iCalendar text values (RFC 5545 §3.3.11)', () => {
  it.each([
    ['plain', 'plain'],
    ['Q&A, live; with demos', 'Q&A\\, live\\; with demos'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['windows\r\nbreak', 'windows\\nbreak'],
    ['old mac\rbreak', 'old mac\\nbreak'],
    ['bell\u0007 and tab\t', 'bell and tab\t'],
  ])('escapes %j as %j', (value, escaped) => {
    expect(escapeIcsText(value)).toBe(escaped);
  });
});

describe('line folding (RFC 5545 §3.1)', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds a longer line into lines of at most 75 octets, continuations starting with a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(octets(parts[0]!)).toBe(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(40)}${'🎤'.repeat(10)}`;
    const parts = foldIcsLine(line).split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
    }
    expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });
});

describe('iCalendar file', () => {
  it('writes UTC date-times', () => {
    expect(icsDateTime(Date.parse('2026-03-10T15:04:05.678Z'))).toBe('20260310T150405Z');
  });

  it('is a VCALENDAR with one VEVENT, CRLF line ends and a final CRLF', () => {
    const ics = icsCalendar({
      uid: 'u-1@live-board',
      start: START,
      end: END,
      stamp: NOW,
      summary: 'Launch, live',
      description: 'Line one\nLine two',
      url: 'https://acme.zoom.us/j/1?pwd=a,b',
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//live-board//Live event//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:u-1@live-board',
      'DTSTAMP:20260301T083005Z',
      'DTSTART:20260310T150000Z',
      'DTEND:20260310T170000Z',
      'SUMMARY:Launch\\, live',
      'DESCRIPTION:Line one\\nLine two',
      'URL:https://acme.zoom.us/j/1?pwd=a,b',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it.each([['javascript:alert(1)'], ['/relative'], ['https://exa\r\nmple.com'], [null]])(
    'leaves out a URL that is not absolute http(s): %j',
    (url) => {
      const ics = icsCalendar({ uid: 'u', start: START, end: END, stamp: NOW, summary: 'S', url });
      expect(ics).not.toContain('URL:');
      expect(ics).not.toContain('DESCRIPTION:');
    },
  );

  it('keeps every line within 75 octets for a long title', () => {
    const ics = icsCalendar({ uid: 'u', start: START, end: END, stamp: NOW, summary: 'Keynote — '.repeat(30) });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});

describe('a live event in a calendar', () => {
  it('takes title, subtitle, schedule and the meeting link from the event', () => {
    const ics = liveEventIcs(makeLiveEvent({ subtitle: 'Live, with Q&A; bring questions' }), NOW)!;
    const lines = unfold(ics);
    expect(lines).toContain('UID:live-event-8001@live-board');
    expect(lines).toContain('SUMMARY:Acme Spring Launch Keynote');
    expect(lines).toContain('DTSTART:20260310T150000Z');
    expect(lines).toContain('DTEND:20260310T170000Z');
    expect(lines).toContain('DESCRIPTION:Live\\, with Q&A\\; bring questions\\n\\nhttps://acme.zoom.us/j/81234567890');
    expect(lines).toContain('URL:https://acme.zoom.us/j/81234567890');
  });

  it('falls back to the embeddable meeting page when the meeting link is not http(s)', () => {
    const entry = liveEventCalendarEntry(makeLiveEvent({ meeting_url: 'zoommtg://acme.zoom.us/join?confno=1' }), NOW);
    expect(entry?.url).toBe('https://board.example/live/meeting');
  });

  it.each([
    ['no end time', { end_time: null }],
    ['an end before the start', { end_time: new Date(START - 1).toISOString() }],
  ])('lasts an hour when the schedule has %s', (_name, schedule) => {
    const entry = liveEventCalendarEntry(makeLiveEvent({ schedule }), NOW);
    expect(entry?.end).toBe(START + DEFAULT_EVENT_DURATION_MS);
  });

  it.each([
    ['the schedule is disabled', { enabled: false }],
    ['there is no start time', { start_time: null }],
    ['the start time is unreadable', { start_time: 'next week' }],
  ])('has no calendar entry when %s', (_name, schedule) => {
    expect(liveEventIcs(makeLiveEvent({ schedule }), NOW)).toBeNull();
  });
});

describe('icsFileName', () => {
  it.each([
    ['Acme Spring Launch Keynote', 'acme-spring-launch-keynote.ics'],
    ['Café — Q&A: 2026!', 'cafe-q-a-2026.ics'],
    ['../../etc/passwd', 'etc-passwd.ics'],
    ['日本語', 'live-event.ics'],
    ['', 'live-event.ics'],
  ])('names the file for %j %s', (title, name) => {
    expect(icsFileName(title)).toBe(name);
  });
});
