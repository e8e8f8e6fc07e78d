import { describe, expect, it } from 'vitest';

import { cssImageUrl, mailtoHref, safeCtaHref, safeImageSrc } from '../../../src/ui/shared/safe-url.ts';

describe('safeImageSrc', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://cdn.example.com/a.png', 'http://cdn.example.com/a.png'],
    ['/media/a.png', '/media/a.png'],
    ['javascript:alert(1)', null],
    [' javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['//evil.example/a.png', null],
    ['/\\evil.example/a.png', null],
    ['/\t/evil.example/a.png', null],
    ['media/a.png', null],
    ['', null],
    [null, null],
  ])('accepts only http(s) and root-relative URLs: %s', (url, expected) => {
    expect(safeImageSrc(url)).toBe(expected);
  });
});

describe('CTA hrefs', () => {
  it('builds mailto links only from plain addresses', () => {
    expect(mailtoHref('sales@acme.example.com')).toBe('mailto:sales@acme.example.com');
    expect(mailtoHref('a@b.example?bcc=x@y.example')).toBeNull();
    expect(safeCtaHref('mailto:sales@acme.example.com')).toBe('mailto:sales@acme.example.com');
    expect(safeCtaHref('vbscript:x')).toBeNull();
  });

  it('quotes image URLs for CSS so they cannot end the value', () => {
    expect(cssImageUrl('https://cdn.example.com/a").png')).toBe('url("https://cdn.example.com/a\\").png")');
    expect(cssImageUrl('javascript:x')).toBeNull();
  });
});
