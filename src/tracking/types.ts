/**
 * Shapes shared by the tracking layer (docs/analytics.md): what one tracked event
 * is, how it is sent, and the clock every timer uses (injectable, so tests run on fake time).
 */

/** How one tracked event goes over the wire: exactly one request per event (docs/analytics.md). */
export interface EventRequest {
  readonly method: 'POST' | 'PUT' | 'DELETE';
  /** Path under the main API or, with `analytics`, under the analytics service. */
  readonly path: string;
  readonly body: unknown;
  readonly analytics: boolean;
}

/**
 * One tracked event. `id` is made once, when the event is created, and travels as `Idempotency-Key` on every
 * attempt, so the server stores it once however often it is retried or re-sent after a reload.
 */
export interface TrackedEvent {
  readonly id: string;
  /** What happened, for logs and tests (e.g. 'viewed_board', 'liked', 'item_view_5_sec'). */
  readonly name: string;
  readonly request: EventRequest;
  /** When the event was created (ms since epoch). */
  readonly createdAt: number;
  /** An event that must be delivered first (the identity PUT before its CTA event). */
  readonly after?: string;
  /**
   * Pointless without its `after` event (the like's lead event without the like): dropped with it when the server
   * refuses that one. Without this, a refused `after` event lets its dependant go.
   */
  readonly needsAfter?: true;
  /**
   * Something the visitor sent and waits on (a message, a share, a form): never given up on while the page lives,
   * and its delivery is shown to the visitor (`SubmissionStatus`).
   */
  readonly submission?: true;
}

/** Where the visitor's own submissions stand, as the board shows it (pending while offline). */
export interface SubmissionStatus {
  /** Submissions held: waiting, in flight or waiting to be retried (this page's and those taken over). */
  readonly held: number;
  /** The held submissions wait for the network: the browser is offline or requests get no answer. */
  readonly offline: boolean;
  /** Submissions delivered after waiting for the network or left by an earlier page, counted since creation. */
  readonly deliveredLate: number;
}

/** What sends one event; resolves on a 2xx, rejects with an ApiError otherwise. */
export type EventSender = (event: TrackedEvent, options: { keepalive: boolean; signal?: AbortSignal }) => Promise<void>;

/** Key-value browser storage the queue persists to (localStorage), or null where nothing may be stored. */
export interface OutboxStorage {
  read(): string | null;
  write(value: string): void;
  clear(): void;
}

/** A clock with cancellable timers. The browser's by default; tests pass a fake one. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The browser's clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Whether events may go out (docs/decisions.md): `pending` — consent is needed and not given yet, events wait in
 * memory only; `granted` — send (and persist unsent ones); `denied` — nothing is stored and nothing is sent.
 */
export type ConsentState = 'pending' | 'granted' | 'denied';

/** Platforms of the generic tracking call, detected from the URL path. */
export type Platform = 'web' | 'embedded' | 'sales_plugin' | 'office_addin';
