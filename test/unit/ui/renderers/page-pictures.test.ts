/** An item's `page_pictures` as the viewer reads them (api/schemas/page-pictures.ts, docs/server.md). */
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  pagePicture,
  picturedPageSizes,
  readPagePictures,
  samePageSizes,
} from '../../../../src/ui/renderers/pdf/page-pictures.ts';

const FIELD = {
  url: 'https://cdn.example.com/guide/{page}-{width}.webp',
  widths: [1440, 360, 720, 360],
  pages: [
    { width: 612, height: 792, count: 2 },
    { width: 792, height: 612 },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('readPagePictures', () => {
  it('takes the field with its widths in order, once each, and a run of one page where no count is given', () => {
    expect(readPagePictures(FIELD)).toEqual({
      url: FIELD.url,
      widths: [360, 720, 1440],
      pages: [
        { width: 612, height: 792, count: 2 },
        { width: 792, height: 612, count: 1 },
      ],
    });
  });

  it.each([null, undefined])('is none, quietly, for %s', (raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPagePictures(raw)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each<[string, unknown]>([
    ['no {width} in the address', { ...FIELD, url: 'https://cdn.example.com/{page}.webp' }],
    ['no {page} in the address', { ...FIELD, url: 'https://cdn.example.com/{width}.webp' }],
    ['no widths', { ...FIELD, widths: [] }],
    ['a width that is no whole number', { ...FIELD, widths: [360.5] }],
    ['no pages', { ...FIELD, pages: [] }],
    ['a page without a height', { ...FIELD, pages: [{ width: 612 }] }],
    ['a page of no size', { ...FIELD, pages: [{ width: 0, height: 0 }] }],
    ['a count of none', { ...FIELD, pages: [{ width: 612, height: 792, count: 0 }] }],
    ['more pages than any document has', { ...FIELD, pages: [{ width: 612, height: 792, count: 5_001 }] }],
    ['text', 'pictures'],
  ])('is none, said in the console, for %s', (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPagePictures(raw)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('page_pictures left out');
  });
});

describe('the pictures of the pages', () => {
  const pictures = readPagePictures(FIELD)!;

  it('give every page its size, runs laid out in order', () => {
    expect(picturedPageSizes(pictures)).toEqual([
      { width: 612, height: 792 },
      { width: 612, height: 792 },
      { width: 792, height: 612 },
    ]);
  });

  it('name a page’s picture at each width, the smallest as the plain source', () => {
    expect(pagePicture(pictures, 3)).toEqual({
      src: 'https://cdn.example.com/guide/3-360.webp',
      srcSet:
        'https://cdn.example.com/guide/3-360.webp 360w, https://cdn.example.com/guide/3-720.webp 720w, ' +
        'https://cdn.example.com/guide/3-1440.webp 1440w',
    });
  });

  it('give no picture at an address that is not http(s)', () => {
    expect(pagePicture({ ...pictures, url: 'data:image/svg+xml,{page}{width}' }, 1)).toBeNull();
  });

  it('agree with the document’s sizes to within a point', () => {
    const sizes = picturedPageSizes(pictures);
    expect(
      samePageSizes(
        sizes,
        sizes.map((s) => ({ width: s.width + 0.4, height: s.height - 0.4 })),
      ),
    ).toBe(true);
    expect(samePageSizes(sizes, sizes.slice(1))).toBe(false);
    expect(
      samePageSizes(
        sizes,
        sizes.map((s) => ({ ...s, height: s.height + 2 })),
      ),
    ).toBe(false);
  });
});
