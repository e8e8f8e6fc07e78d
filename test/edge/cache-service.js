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

/** A serialized HTTP/1.1 response: its status, headers and body. */
function parseResponse(bytes) {
  // (Latin-1 keeps one character per byte: a position in the text is one in the bytes.)
  const text = new TextDecoder('latin1').decode(bytes);
  const split = text.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  let body = bytes.subarray(split + 4);
  if (/chunked/i.test(headers.get('Transfer-Encoding') ?? '')) {
    body = unchunk(text.slice(split + 4), body);
    headers.delete('Transfer-Encoding');
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Decodes a chunked body (`text`: the same bytes as Latin-1 text). */
function unchunk(text, bytes) {
  const parts = [];
  let at = 0;
  for (;;) {
    const end = text.indexOf('\r\n', at);
    const size = parseInt(text.slice(at, end), 16);
    at = end + 2;
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
      const bytes = new Uint8Array(await request.arrayBuffer());
      if (env.KEEP === 'none') return new Response(null, { status: 204 });
      const { status, headers, body } = parseResponse(bytes);
      const seconds = lifetime(headers);
      if (seconds !== null && seconds > 0)
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
