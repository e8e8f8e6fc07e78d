import { describe, expect, it, vi } from 'vitest';

import type { PingPayload } from '../../../src/api/schemas/payloads.ts';
import {
  beaconSender,
  createPingScheduler,
  nextPingDelay,
  PING_INTERVAL_MS,
  pingPayload,
  type PingSources,
} from '../../../src/tracking/pings.ts';
import { createManualClock } from './manual-clock.ts';

const URL = 'https://api.example.test/analytics/live_board/v1/pings';

const sources: PingSources = {
  lead: { id: 7, trackCurrentLead: true },
  board: { id: 12 },
  session: { guid: 'session-1', isActive: true },
  item: { id: 301, content_item_id: 9001 },
  clientGuid: 'client-1',
};

const body: PingPayload = {
  lead_id: 7,
  board_id: 12,
  item_id: 301,
  client_guid: 'client-1',
  session_guid: 'session-1',
  content_item_id: 9001,
};

describe('pingPayload', () => {
  it('carries lead, board, item, client and session ids', () => {
    expect(pingPayload(sources)).toEqual(body);
  });

  it('sends null item ids when no item is open', () => {
    expect(pingPayload({ ...sources, item: null })).toEqual({ ...body, item_id: null, content_item_id: null });
  });

  const missing: ReadonlyArray<readonly [string, Partial<PingSources>]> = [
    ['there is no lead', { lead: null }],
    ['the lead has no id (anonymous guest)', { lead: { id: null } }],
    ['the lead stopped tracking', { lead: { id: 7, trackCurrentLead: false } }],
    ['there is no board', { board: null }],
    ['there is no session', { session: null }],
    ['the session has no guid', { session: { guid: null, isActive: true } }],
    ['the session is inactive', { session: { guid: 'session-1', isActive: false } }],
    ['the session has not started', { session: { guid: 'session-1', isActive: null } }],
    ['there is no client guid', { clientGuid: '' }],
  ];

  it.each(missing)('returns null when %s', (_, patch) => {
    expect(pingPayload({ ...sources, ...patch })).toBeNull();
  });
});

describe('nextPingDelay', () => {
  it('starts at twice the interval and shortens by a quarter each time down to one interval', () => {
    const delays: number[] = [];
    let previous: number | null = null;
    for (let i = 0; i < 6; i += 1) {
      previous = nextPingDelay(previous, 5000);
      delays.push(previous);
    }
    expect(delays).toEqual([10_000, 7500, 5625, 5000, 5000, 5000]);
  });
});

describe('createPingScheduler', () => {
  it('waits 2× the default 5000 ms interval, then shorter delays, then one interval', () => {
    const clock = createManualClock();
    const send = vi.fn(() => true);
    const scheduler = createPingScheduler({ clock, send, url: URL, payload: () => body });
    scheduler.start();
    clock.advance(9_999);
    expect(send).not.toHaveBeenCalled();
    clock.advance(1);
    expect(send).toHaveBeenCalledTimes(1);
    clock.advance(7500 + 5625 + 5000 + 5000);
    expect(send).toHaveBeenCalledTimes(5);
    expect(clock.delays).toEqual([10_000, 7500, 5625, 5000, 5000, 5000]);
    expect(PING_INTERVAL_MS).toBe(5000);
  });

  it('follows an overridden interval', () => {
    const clock = createManualClock();
    const scheduler = createPingScheduler({ clock, intervalMs: 1000, send: () => true, url: URL, payload: () => body });
    scheduler.start();
    clock.advance(2000 + 1500 + 1125 + 1000);
    expect(clock.delays).toEqual([2000, 1500, 1125, 1000, 1000]);
  });

  it('sends the payload to the pings URL as a text/plain blob', async () => {
    const clock = createManualClock();
    const send = vi.fn((_url: string, _body: Blob) => true);
    createPingScheduler({ clock, send, url: URL, payload: () => body }).start();
    clock.advance(10_000);
    const [url, blob] = send.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(blob.type).toBe('text/plain');
    expect(JSON.parse(await blob.text())).toEqual(body);
  });

  it('sends nothing while the payload is null, and keeps its schedule for when it is not', () => {
    const clock = createManualClock();
    const send = vi.fn(() => true);
    let current: PingPayload | null = null;
    createPingScheduler({ clock, send, url: URL, payload: () => current }).start();
    clock.advance(10_000 + 7500);
    expect(send).not.toHaveBeenCalled();
    current = body;
    clock.advance(5625);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends no ping for a board without an active session', () => {
    const clock = createManualClock();
    const send = vi.fn(() => true);
    const session = { guid: 'session-1', isActive: false as boolean | null };
    createPingScheduler({ clock, send, url: URL, payload: () => pingPayload({ ...sources, session }) }).start();
    clock.advance(60_000);
    expect(send).not.toHaveBeenCalled();
    session.isActive = true;
    clock.advance(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a refused beacon without retrying it', () => {
    const clock = createManualClock();
    const send = vi.fn(() => false);
    createPingScheduler({ clock, send, url: URL, payload: () => body }).start();
    clock.advance(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    clock.advance(7499);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops on stop() and restarts from twice the interval on start()', () => {
    const clock = createManualClock();
    const send = vi.fn(() => true);
    const scheduler = createPingScheduler({ clock, send, url: URL, payload: () => body });
    scheduler.start();
    clock.advance(10_000 + 7500);
    scheduler.stop();
    expect(clock.pending()).toBe(0);
    clock.advance(60_000);
    expect(send).toHaveBeenCalledTimes(2);
    scheduler.start();
    scheduler.start();
    expect(clock.pending()).toBe(1);
    expect(clock.delays.slice(-1)).toEqual([10_000]);
  });

  it('keeps pinging after a payload that throws', () => {
    const clock = createManualClock();
    const send = vi.fn(() => true);
    let calls = 0;
    const payload = () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return body;
    };
    createPingScheduler({ clock, send, url: URL, payload }).start();
    expect(() => clock.advance(10_000)).toThrow('boom');
    clock.advance(7500);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('refuses an interval below 1 ms', () => {
    expect(() =>
      createPingScheduler({ clock: createManualClock(), intervalMs: 0, url: URL, payload: () => null }),
    ).toThrow(RangeError);
  });
});

describe('beaconSender', () => {
  it('uses navigator.sendBeacon with the navigator as this', () => {
    const nav = {
      sendBeacon: vi.fn(function (this: unknown) {
        return this === nav;
      }),
    };
    expect(beaconSender(nav)(URL, new Blob([]))).toBe(true);
    expect(nav.sendBeacon).toHaveBeenCalledWith(URL, expect.any(Blob));
  });

  it('answers false where the browser has no sendBeacon', () => {
    expect(beaconSender({})(URL, new Blob([]))).toBe(false);
    expect(beaconSender(null)(URL, new Blob([]))).toBe(false);
  });

  it('answers false when sendBeacon throws', () => {
    const nav = {
      sendBeacon: () => {
        throw new TypeError('refused');
      },
    };
    expect(beaconSender(nav)(URL, new Blob([]))).toBe(false);
  });
});
