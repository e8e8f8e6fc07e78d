/** Reading the `Retry-After` response header (RFC 9110 §10.2.3). */

/**
 * Milliseconds a `Retry-After` header value asks to wait: delay-seconds (`"120"`) or an HTTP date (relative to
 * `now`, never negative). Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date always names its day or month; without letters, Date.parse would accept things like "1.5".
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
