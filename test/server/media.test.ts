// @vitest-environment node
/** The reference server's image service: generated pictures, transformed as their URL's parameters ask. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { transformSvg } from '../../demo/server/media/transform.ts';
import { imageUrl } from '../../src/model/image-url.ts';
import { type Harness, startHarness } from './harness.ts';

const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450"/></svg>';
const transform = (query: string) => transformSvg(PICTURE, new URLSearchParams(query));

describe('transformSvg', () => {
  it('leaves a picture alone when no transformation is asked for', () => {
    expect(transform('v=2')).toBe(PICTURE);
  });

  it('crops to the asked size, keeping the part the gravity names', () => {
    const out = transform('w=450&h=450&crop=fill&gravity=north');
    expect(out).toMatch(/^<svg [^>]*width="450" height="450" viewBox="0 0 450 450">/);
    expect(out).toContain('viewBox="0 0 800 450" preserveAspectRatio="xMidYMin slice"');
  });

  it('mirrors, filters and tints', () => {
    expect(transform('flip=x')).toContain('transform="translate(800 0) scale(-1 1)"');
    expect(transform('flip=xy')).toContain('transform="translate(800 450) scale(-1 -1)"');
    expect(transform('filter=grayscale')).toContain('<feColorMatrix type="saturate" values="0"/>');
    expect(transform('filter=unknown-filter')).not.toContain('<filter');
    expect(transform('tint=1a828f&tint_alpha=0.4')).toContain(
      '<rect width="800" height="450" fill="#1a828f" opacity="0.4"/>',
    );
  });

  it('accepts the quality of a vector picture without changing it', () => {
    expect(transform('q=80')).toContain('viewBox="0 0 800 450" preserveAspectRatio="xMidYMid slice"');
  });
});

describe('picture routes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.server.close());

  it('serves a speaker head shot as the board asks for it: square, black and white', async () => {
    const src = imageUrl(h.url('/media/portraits/priya-natarajan-ceo.svg'), {
      crop: { width: 450, height: 450 },
      gravity: 'face',
      artisticFilter: 'grayscale',
    });
    const response = await fetch(src);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const body = await response.text();
    expect(body).toMatch(/^<svg [^>]*width="450" height="450"/);
    expect(body).toContain('feColorMatrix');
    expect(body).toContain('<ellipse');
  });

  it('draws a page of a stand-in PDF as a WebP picture at each width it offers, and nothing else', async () => {
    const [small, large] = await Promise.all(
      [360, 1440].map((width) => fetch(h.url(`/media/pages/installation-admin-guide/20-${width}.webp`))),
    );
    for (const response of [small!, large!]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    }
    const [a, b] = await Promise.all([small!.arrayBuffer(), large!.arrayBuffer()]);
    // RIFF….WEBP, the page's width in the VP8 header is read by the browser; here: a larger picture for more pixels.
    expect(Buffer.from(a).subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(b.byteLength).toBeGreaterThan(a.byteLength);
    for (const path of [
      '/media/pages/installation-admin-guide/21-360.webp', // the guide has 20 pages
      '/media/pages/installation-admin-guide/1-500.webp', // not a width it offers
      '/media/pages/installation-admin-guide/0-360.webp',
      '/media/pages/Installation/1-360.webp',
    ]) {
      expect((await fetch(h.url(path))).status, path).toBe(404);
    }
  });
});
