/**
 * Pings: a beacon to the pings endpoint (docs/analytics.md) carrying lead, board, item and session, sent
 * only while lead, board and an active session exist. The first ping waits twice the interval; each later delay is
 * three quarters of the one before, never below one interval (5000 ms by default): 10000, 7500, 5625, 5000, 5000…
 */
import { pingBody } from '../api/analytics.ts';
import type { PingPayload } from '../api/schemas/payloads.ts';
import type { Clock } from './types.ts';

/** Default ping interval; the timer starts at twice this and shortens toward it. */
export const PING_INTERVAL_MS = 5000;

/** The first ping waits this many intervals ("the timer starts at twice the interval"). */
export const PING_FIRST_DELAY_FACTOR = 2;

/**
 * Each delay is the previous one times this factor, until it reaches one interval ("shortens toward one
 * interval"; the curve is ours). 0.75 reaches the interval on the fourth ping, so a short visit still pings soon.
 */
export const PING_SHORTENING_FACTOR = 0.75;

/** The delay before the ping after one that waited `previous` ms (null: the first ping). */
export function nextPingDelay(previous: number | null, intervalMs: number): number {
  if (previous === null) return PING_FIRST_DELAY_FACTOR * intervalMs;
  return Math.max(intervalMs, Math.round(previous * PING_SHORTENING_FACTOR));
}

/** What a ping is made of, as the board knows it; any part may be missing. */
export interface PingSources {
  /** The visitor; an anonymous guest has no id. A lead whose tracking is stopped is never pinged. */
  readonly lead: { readonly id: number | null; readonly trackCurrentLead?: boolean } | null;
  readonly board: { readonly id: number } | null;
  readonly session: { readonly guid: string | null; readonly isActive: boolean | null } | null;
  /** The item open in the viewer, if any. */
  readonly item: { readonly id: number; readonly content_item_id: number } | null;
  /** This browser's client id. */
  readonly clientGuid: string | null;
}

/**
 * The body of a ping, or null when none may go: sends pings "only when lead, board and an active session
 * exist" — so a lead id, a board id and the guid of an active session are all required (and a client guid, which
 * the endpoint requires too).
 */
export function pingPayload({ lead, board, session, item, clientGuid }: PingSources): PingPayload | null {
  if (lead?.id == null || lead.trackCurrentLead === false) return null;
  if (board == null) return null;
  if (session?.isActive !== true || !session.guid) return null;
  if (!clientGuid) return null;
  return {
    lead_id: lead.id,
    board_id: board.id,
    item_id: item?.id ?? null,
    client_guid: clientGuid,
    session_guid: session.guid,
    content_item_id: item?.content_item_id ?? null,
  };
}

/** Sends one beacon; true when the browser queued it. */
export type BeaconSend = (url: string, body: Blob) => boolean;

/**
 * `navigator.sendBeacon`, or a sender that always answers false where the browser has none. Pings are best
 * effort: a refused beacon (queue full, invalid URL) is dropped, never retried with fetch.
 */
export function beaconSender(nav: Partial<Pick<Navigator, 'sendBeacon'>> | null = globalThis.navigator): BeaconSend {
  return (url, body) => {
    if (typeof nav?.sendBeacon !== 'function') return false;
    try {
      return nav.sendBeacon(url, body);
    } catch {
      // Some browsers throw instead of answering false (e.g. a URL they refuse); same outcome.
      return false;
    }
  };
}

/** Options of {@link createPingScheduler}. */
export interface PingSchedulerOptions {
  readonly clock: Clock;
  /** One ping interval in ms, at least 1; defaults to {@link PING_INTERVAL_MS}. */
  readonly intervalMs?: number;
  /** Defaults to {@link beaconSender}. */
  readonly send?: BeaconSend;
  /** The pings endpoint (`pingUrl(client)`). */
  readonly url: string;
  /** The body of the next ping, or null to skip this one (use {@link pingPayload}). Read at every tick. */
  readonly payload: () => PingPayload | null;
}

/** The ping timer of one board instance. */
export interface PingScheduler {
  /** Starts (or restarts) the schedule from its first, longest delay. */
  start(): void;
  /** Stops pinging; `start` begins again. */
  stop(): void;
}

/** Creates the ping timer: one pending timeout at a time, following {@link nextPingDelay}. */
export function createPingScheduler({
  clock,
  intervalMs = PING_INTERVAL_MS,
  send = beaconSender(),
  url,
  payload,
}: PingSchedulerOptions): PingScheduler {
  if (!(intervalMs >= 1)) throw new RangeError(`Ping interval must be at least 1 ms; got ${intervalMs}.`);
  let timer: unknown = null;
  let lastDelay: number | null = null;

  function schedule() {
    lastDelay = nextPingDelay(lastDelay, intervalMs);
    timer = clock.setTimeout(tick, lastDelay);
  }

  function tick() {
    // Rescheduled first, so a throwing payload or sender costs one ping, not the whole schedule.
    schedule();
    const body = payload();
    if (body) send(url, pingBody(body));
  }

  function stop() {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    lastDelay = null;
  }

  return {
    start() {
      stop();
      schedule();
    },
    stop,
  };
}
