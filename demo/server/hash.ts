/**
 * Small deterministic hashing used by fixtures and generated media: the same input always yields the same
 * colours, view counts and fake external ids, so fixtures are stable across restarts without storing them.
 */

/** FNV-1a 32-bit hash of a string, as an unsigned integer. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const DIGITS = '0123456789';

/** A deterministic pseudo-random string of `length` characters from `alphabet`, seeded by `seed`. */
export function fakeToken(seed: string, length: number, alphabet: 'alnum' | 'digits' = 'alnum'): string {
  const chars = alphabet === 'digits' ? DIGITS : ALNUM;
  let out = '';
  let h = hash32(seed);
  while (out.length < length) {
    h = hash32(`${h}:${seed}:${out.length}`);
    out += chars.charAt(h % chars.length);
  }
  // Digit ids that start with 0 look fake; external services never issue them.
  return alphabet === 'digits' && out.startsWith('0') ? `1${out.slice(1)}` : out;
}

/** Lower-case, dash-separated slug of a display name ("Q&A: Acme Forge" → "q-a-acme-forge"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
