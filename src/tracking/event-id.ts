/**
 * Ids of tracked events (docs/analytics.md): made once, when the event is created, and sent as `Idempotency-Key` on
 * every attempt so the server stores the event once.
 */

/** The part of `crypto` an id is made from; injectable so both paths are tested. */
export type RandomSource = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>>;

/**
 * A new event id, a random UUID v4. `crypto.randomUUID` exists only in secure contexts and an embed may run in a
 * plain-http host page, so the id is otherwise built from `crypto.getRandomValues`, which every browser has.
 */
export function newEventId(source: RandomSource | undefined = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  if (typeof source.getRandomValues !== 'function') {
    throw new Error('[live-board] tracking needs crypto.getRandomValues to make event ids');
  }
  const bytes = source.getRandomValues(new Uint8Array(16));
  // RFC 9562 §5.4: version 4 in the high nibble of byte 6, variant 10xx in the high bits of byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
