// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

import { describe, expect, it, vi } from 'vitest';

import { createApp } from '../../demo/server/app.ts';
import { chooseEncoding, CompressedCopies, encodedTag } from '../../demo/server/compression.ts';
import { CACHE_CONTROL } from '../../demo/server/routes/static.ts';
import { HEADER, XHR_MARKER } from '../../src/base/constants.ts';
import { tempDataDir } from './harness.ts';

/** Text that compresses as a script does: repeated shapes with varying names and numbers. */
function scriptLike(lines: number): string {
  return Array.from(
    { length: lines },
    (_, i) => `export function part${i}(value) { return value * ${(i * 7919) % 1000} + "label-${i % 37}"; }\n`,
  ).join('');
}

const CHUNK = scriptLike(800);
const LOADER = scriptLike(40);

/** A built dist/ with a content-hashed chunk, the loader, a small chunk and a map. */
function app() {
  const dist = mkdtempSync(join(tmpdir(), 'live-board-dist-'));
  mkdirSync(join(dist, 'chunks'));
  writeFileSync(join(dist, 'chunks', 'live-board-Ab3_xY9z.js'), CHUNK);
  writeFileSync(join(dist, 'chunks', 'tiny-Qw3rTy12.js'), 'export const tiny = 1;');
  writeFileSync(join(dist, 'live-board.js'), LOADER);
  return createApp({ dataDir: tempDataDir(), distDir: dist }).app;
}

const get = (server: ReturnType<typeof app>, path: string, headers: Record<string, string> = {}) =>
  server.request(path, { headers });

function decoded(body: ArrayBuffer, encoding: string | null): string {
  const bytes = Buffer.from(body);
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.8, GZIP;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('sends nothing compressed without the header', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding(null)).toBeNull();
  });
});

describe('serving the files like a CDN', () => {
  it('sends a hashed chunk brotli-compressed, immutable for a year, with a tag of its own', async () => {
    const server = app();
    const response = await get(server, '/dist/chunks/live-board-Ab3_xY9z.js', {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('ETag')).toMatch(/^"[\w]+-[\w]+-br"$/);
    expect(response.headers.get('Content-Length')).toBeNull();
    const body = await response.arrayBuffer();
    expect(body.byteLength).toBeLessThan(CHUNK.length / 4);
    expect(decoded(body, 'br')).toBe(CHUNK);
  });

  it('sends gzip to a client without brotli, and the file as it is to one that accepts neither', async () => {
    const server = app();
    const gz = await get(server, '/dist/chunks/live-board-Ab3_xY9z.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(decoded(await gz.arrayBuffer(), 'gzip')).toBe(CHUNK);

    const plain = await get(server, '/dist/chunks/live-board-Ab3_xY9z.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');
    expect(plain.headers.get('ETag')).toMatch(/^"[\w]+-[\w]+"$/);
    expect(await plain.text()).toBe(CHUNK);
  });

  it('lets the loader be kept a few minutes only, and demo pages not without a check', async () => {
    const server = app();
    const loader = await get(server, '/dist/live-board.js', { 'Accept-Encoding': 'br' });
    expect(loader.headers.get('Cache-Control')).toBe(CACHE_CONTROL.stable);
    expect(loader.headers.get('Cache-Control')).toMatch(/^public, max-age=\d{2,3}$/);
    expect(decoded(await loader.arrayBuffer(), loader.headers.get('Content-Encoding'))).toBe(LOADER);
    const page = await get(server, '/demo/cms.html', { 'Accept-Encoding': 'br' });
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    expect(page.headers.get('Content-Encoding')).toBe('br');
  });

  it('leaves a file under 1 KiB as it is', async () => {
    const response = await get(app(), '/dist/chunks/tiny-Qw3rTy12.js', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.hashed);
    expect(await response.text()).toBe('export const tiny = 1;');
  });

  it('answers a revalidation with 304 for the file’s tag and for its encoded copies’ tags', async () => {
    const server = app();
    const first = await get(server, '/dist/live-board.js', { 'Accept-Encoding': 'gzip' });
    const gzipTag = first.headers.get('ETag')!;
    expect(gzipTag.endsWith('-gzip"')).toBe(true);
    const again = await get(server, '/dist/live-board.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': gzipTag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('Cache-Control')).toBe(CACHE_CONTROL.stable);
    const plainTag = gzipTag.replace('-gzip"', '"');
    expect((await get(server, '/dist/live-board.js', { 'If-None-Match': `W/${plainTag}` })).status).toBe(304);
    expect((await get(server, '/dist/live-board.js', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('compresses API answers too, and never a PDF or a range', async () => {
    const server = app();
    const campaign = await get(server, '/live_board/v2/boards/acme-launch/campaign', {
      [HEADER.requestedWith]: XHR_MARKER,
      'Accept-Encoding': 'br',
    });
    expect(campaign.status).toBe(200);
    expect(campaign.headers.get('Content-Encoding')).toBe('br');
    const json = JSON.parse(decoded(await campaign.arrayBuffer(), 'br')) as { board_id: unknown };
    expect(json.board_id).toBeDefined();

    const pdf = await get(server, '/media/files/acme-forge-datasheet.pdf', { 'Accept-Encoding': 'br' });
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.headers.get('Content-Encoding')).toBeNull();
  });
});

describe('CompressedCopies', () => {
  it('keeps one copy per tag and encoding, and replaces the fast brotli copy with a smaller one', async () => {
    const copies = new CompressedCopies();
    const bytes = new TextEncoder().encode(scriptLike(3000));
    const fast = await copies.get('"a"', 'br', bytes);
    expect(await copies.get('"a"', 'br', new Uint8Array())).toBe(fast);
    await vi.waitFor(async () => expect((await copies.get('"a"', 'br', bytes)).length).toBeLessThan(fast.length), {
      timeout: 20_000,
      interval: 50,
    });
    const best = await copies.get('"a"', 'br', bytes);
    expect(brotliDecompressSync(best).equals(Buffer.from(bytes))).toBe(true);
    const gz = await copies.get('"a"', 'gzip', bytes);
    expect(gunzipSync(gz).equals(Buffer.from(bytes))).toBe(true);
  });

  it('keeps the fast brotli copy when told not to make the best one', async () => {
    const bytes = new TextEncoder().encode(scriptLike(3000));
    const fastOnly = new CompressedCopies({ best: false });
    const remade = new CompressedCopies();
    const kept = await fastOnly.get('"a"', 'br', bytes);
    const first = await remade.get('"a"', 'br', bytes);
    // Once the other set has its best copy, this one still answers its first.
    await vi.waitFor(async () => expect(await remade.get('"a"', 'br', bytes)).not.toBe(first), {
      timeout: 20_000,
      interval: 50,
    });
    expect(await fastOnly.get('"a"', 'br', bytes)).toBe(kept);
  });

  it('makes a small body’s brotli copy at its best quality at once, as a precompressing CDN would send it', async () => {
    const copies = new CompressedCopies();
    const bytes = new TextEncoder().encode(scriptLike(60));
    expect(bytes.length).toBeLessThan(32 * 1024);
    const best = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect((await copies.get('"s"', 'br', bytes)).length).toBeLessThanOrEqual(best.length);
  });

  it('drops the oldest copies beyond its budget', async () => {
    const copies = new CompressedCopies({ budget: 1 });
    const bytes = new TextEncoder().encode(scriptLike(100));
    const first = await copies.get('"a"', 'gzip', bytes);
    await copies.get('"b"', 'gzip', bytes);
    // The budget holds only the newest: "a" is made again, a new copy.
    expect(await copies.get('"a"', 'gzip', bytes)).not.toBe(first);
  });

  it('names an encoded copy inside the quotes of the tag', () => {
    expect(encodedTag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedTag('abc', 'gzip')).toBe('abc-gzip');
  });
});
