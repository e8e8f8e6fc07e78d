/** A board as a path segment: its numeric id or its slug (the server accepts both, docs/server.md). */
export type BoardRef = number | string;

/** Encodes one path segment. */
export const seg: (value: number | string) => string = encodeURIComponent;

/** Optional abort signal of an endpoint call. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Options of a tracked event call: the event's id travels as `Idempotency-Key` (docs/analytics.md). */
export interface EventCallOptions extends CallOptions {
  idempotencyKey: string;
  keepalive?: boolean;
}
