/** Live event fixtures shared by the model and UI tests: like the reference server's, valid per the wire schema. */
import * as v from 'valibot';
import { vi } from 'vitest';

import { type LiveEvent, LiveEventSchema } from '../../../../src/api/schemas/live-event.ts';
import type { LiveEventPort } from '../../../../src/model/live-event-store.ts';

/** Start and end of the fixture event. */
export const START = Date.parse('2026-03-10T15:00:00Z');
export const END = Date.parse('2026-03-10T17:00:00Z');
export const MINUTE = 60_000;

/** A patch of a live event, one level deep for `schedule` and `event_urls`. */
export type LiveEventPatch = Partial<Omit<LiveEvent, 'schedule' | 'event_urls'>> & {
  schedule?: Partial<LiveEvent['schedule']>;
  event_urls?: Partial<LiveEvent['event_urls']>;
};

/** A Zoom event from START to END with embeddable event URLs. */
export function makeLiveEvent(patch: LiveEventPatch = {}): LiveEvent {
  return v.parse(LiveEventSchema, {
    id: 8001,
    type: 'zoom',
    title: 'Acme Spring Launch Keynote',
    subtitle: 'Live, with Q&A.',
    meeting_url: 'https://acme.zoom.us/j/81234567890',
    ...patch,
    schedule: {
      enabled: true,
      start_time: new Date(START).toISOString(),
      end_time: new Date(END).toISOString(),
      add_to_calendar: true,
      ...patch.schedule,
    },
    event_urls: {
      pre_meeting: 'https://board.example/live/pre-meeting',
      meeting: 'https://board.example/live/meeting',
      post_meeting: 'https://board.example/live/post-meeting',
      ...patch.event_urls,
    },
  });
}

/** A clock tests move by hand. */
export const fixedClock = (at: number) => ({
  time: at,
  now() {
    return this.time;
  },
});

/** A port answering `event` (a vi.fn, so tests can change the answer). */
export const livePort = (event: LiveEvent | null): LiveEventPort & { fetch: ReturnType<typeof vi.fn> } => ({
  fetch: vi.fn().mockResolvedValue(event),
});

/**
 * happy-dom reports every framed page it will not load ("Iframe page loading is disabled") on the console it was
 * created with, which tests cannot reach; this drops exactly that report from stderr. Spies are restored after
 * each test (vitest `restoreMocks`).
 */
export function muteIframeLoadingReports(): void {
  const write = process.stderr.write.bind(process.stderr) as (...args: unknown[]) => boolean;
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) =>
    String(chunk).includes('Iframe page loading is disabled') ? true : write(chunk, ...rest),
  );
}
