/**
 * The browser's keepalive budget (Fetch standard, "keepalive"): the bodies of all keepalive requests in flight may
 * total at most 64 KiB; a request over it fails at once. The queue spends it on the events that fit.
 */

/** 64 KiB, the budget browsers give keepalive requests in flight (shared with `sendBeacon`). */
export const KEEPALIVE_BUDGET_BYTES = 64 * 1024;

const encoder = new TextEncoder();

/** Size in bytes of a request body once sent as JSON (UTF-8); 0 for no body. Throws when it is not JSON. */
export function jsonByteLength(body: unknown): number {
  if (body === undefined) return 0;
  const text = JSON.stringify(body) as string | undefined;
  return text === undefined ? 0 : encoder.encode(text).length;
}

/**
 * Which requests to send, in order, within `budget` bytes: each one that still fits is taken and one that does
 * not is skipped (a smaller later one may still fit). Returns their indexes.
 */
export function selectWithinBudget(sizes: readonly number[], budget: number): number[] {
  const chosen: number[] = [];
  let left = budget;
  sizes.forEach((size, index) => {
    if (size <= left) {
      chosen.push(index);
      left -= size;
    }
  });
  return chosen;
}
