// @vitest-environment node
/** The live event answer the first screen takes unchecked is checked by the live event stage as any fetched one. */
import { describe, expect, it } from 'vitest';

import { liveEventFor } from '../../../demo/server/fixtures/live-events.ts';
import { liveEventOf } from '../../../src/api/live-event.ts';

describe('liveEventOf', () => {
  const event = liveEventFor(105, 'http://127.0.0.1:8080', new Date('2026-11-25T20:30:00Z'));

  it("returns the fixture board's event, and null for a board without one", () => {
    expect(event).not.toBeNull();
    expect(liveEventOf(JSON.parse(JSON.stringify({ event })))?.id).toBe(event!.id);
    expect(liveEventOf({ event: null })).toBeNull();
  });

  it('refuses a malformed answer with the reason', () => {
    expect(() => liveEventOf({ event: { ...event, type: 42 } })).toThrow();
    expect(() => liveEventOf('not json')).toThrow();
  });
});
