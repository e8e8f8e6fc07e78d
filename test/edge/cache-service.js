/**
 * The Cache API of a Cloudflare data center, for the first-screen worker under `workerd` (test/edge/workerd.mjs):
 * workerd sends each `caches.default` call to the service its configuration names (`cacheApiOutbound`) as an HTTP
 * request — `GET` (match), `PUT` (put, the response serialized as HTTP/1.1 in the body), `PURGE` (delete) — and this
 * worker answers them from memory as Cloudflare's cache does: an entry lives for its `s-maxage` (else `max-age`),
 * `no-store` and `private` answers and answers setting cookies are not kept. With the `KEEP` binding "none" it keeps
 * nothing (every match misses: the load bench's renderings).
 */

/** Entries by key URL (and namespace): status, headers, body, and when they expire (ms). */
const entries = new Map();

const SEPARATOR = new TextEncoder().encode('\r\n\r\n');

function indexOf(bytes, needle) {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Decodes a chunked body. */
function unchunk(bytes) {
  const parts = [];
  let at = 0;
  const text = new TextDecoder('latin1');
  for (;;) {
    const end = indexOf(bytes.subarray(at), new Uint8Array([13, 10]));
    const size = parseInt(text.decode(bytes.subarray(at, at + end)), 16);
    at += end + 2;
    if (!size) break;
    parts.push(bytes.subarray(at, at + size));
    at += size + 2;
  }
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A serialized HTTP/1.1 response: its status, headers and body. */
function parseResponse(bytes) {
  const split = indexOf(bytes, SEPARATOR);
  const [statusLine, ...lines] = new TextDecoder().decode(bytes.subarray(0, split)).split('\r\n');
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  let body = bytes.subarray(split + SEPARATOR.length);
  if (/chunked/i.test(headers.get('Transfer-Encoding') ?? '')) {
    body = unchunk(body);
    headers.delete('Transfer-Encoding');
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Seconds an answer may be kept by a shared cache; null when it may not be. */
function lifetime(headers) {
  const control = (headers.get('Cache-Control') ?? '').toLowerCase();
  if (/(?:^|,)\s*(?:no-store|private)\b/.test(control) || headers.has('Set-Cookie')) return null;
  const directive = (name) => new RegExp(`(?:^|[,\\s])${name}=(\\d+)`).exec(control)?.[1];
  const seconds = directive('s-maxage') ?? directive('max-age');
  if (seconds !== undefined) return Number(seconds);
  const expires = Date.parse(headers.get('Expires') ?? '');
  return Number.isNaN(expires) ? null : Math.max(0, (expires - Date.now()) / 1000);
}

export default {
  async fetch(request, env) {
    const key = `${request.headers.get('Cf-Cache-Namespaces') ?? ''} ${request.url}`;
    if (request.method === 'PUT') {
      const { status, headers, body } = parseResponse(new Uint8Array(await request.arrayBuffer()));
      const seconds = lifetime(headers);
      if (env.KEEP !== 'none' && seconds !== null && seconds > 0)
        entries.set(key, { status, headers: [...headers], body, expires: Date.now() + seconds * 1000 });
      return new Response(null, { status: 204 });
    }
    if (request.method === 'PURGE') return new Response(null, { status: entries.delete(key) ? 200 : 404 });
    const entry = entries.get(key);
    if (!entry || entry.expires <= Date.now()) {
      entries.delete(key);
      return new Response(null, { status: 504, headers: { 'CF-Cache-Status': 'MISS' } });
    }
    const headers = new Headers(entry.headers);
    headers.set('CF-Cache-Status', 'HIT');
    return new Response(entry.body, { status: entry.status, headers });
  },
};
