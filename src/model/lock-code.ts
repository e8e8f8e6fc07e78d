/**
 * The code email of the verification page, read as plain data: who the email comes from, and the code the visitor
 * types or pastes in the form the server takes. Pure functions, apart from the store so they are tested directly.
 */

/** Who the code email comes from, when the server's answer says so. */
export function senderOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const sender = (answer as { sender?: unknown }).sender;
  return typeof sender === 'string' && sender.trim() !== '' ? sender.trim() : null;
}

/** A typed code as it is sent: without spaces and dashes ("123 456", "123-456" → "123456"). */
export function normalizeCode(value: string): string {
  return value.replace(/[\s\u00a0-]+/g, '');
}

/**
 * The code in a pasted text: the whole text when it is only the code (spaces and dashes allowed), else the first
 * run of 4 or more digits ("Your code is 123456." → "123456"), else the text without spaces.
 */
export function extractCode(pasted: string): string {
  const compact = normalizeCode(pasted);
  if (/^\d+$/.test(compact)) return compact;
  const digits = pasted
    .match(/\d[\d \u00a0-]{2,}\d/g)
    ?.map(normalizeCode)
    .find((run) => run.length >= 4);
  return digits ?? compact;
}
