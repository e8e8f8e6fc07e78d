import { describe, expect, it } from 'vitest';

import { type ImageTransformation } from '../../../src/api/schemas/image.ts';
import { imageTransformationGuard } from '../../../src/api/schemas/image.ts';
import { imageUrl, itemImageOptions } from '../../../src/model/image-url.ts';
import { parseAnswer } from '../../answers.ts';

const SRC = 'https://cdn.example.com/img/photo.jpg';

/** Options as the API may send them: checked by the first screen's guard, as every answer is. */
const checked = (options: Record<string, unknown>) => imageTransformationGuard(options, 'image_transformation');

describe('imageUrl: each option becomes its parameters', () => {
  it.each<[string, ImageTransformation, string]>([
    ['crop', { crop: { width: 640, height: 360 } }, '?w=640&h=360&crop=fill'],
    ['gravity', { gravity: 'face' }, '?gravity=face'],
    ['tint (6 digits)', { tint: { color: '#1A828F', alpha: 0.4 } }, '?tint=1a828f&tint_alpha=0.4'],
    ['tint (3 digits)', { tint: { color: '#fff', alpha: 1 } }, '?tint=fff&tint_alpha=1'],
    ['tint with alpha 0', { tint: { color: '#000', alpha: 0 } }, '?tint=000&tint_alpha=0'],
    ['flipX', { flipX: true }, '?flip=x'],
    ['flipY', { flipY: true }, '?flip=y'],
    ['flipX and flipY', { flipX: true, flipY: true }, '?flip=xy'],
    ['artistic filter', { artisticFilter: 'sepia' }, '?filter=sepia'],
    ['quality 1', { quality: 1 }, '?q=1'],
    ['quality 100', { quality: 100 }, '?q=100'],
    [
      'all of them, in a stable order',
      {
        quality: 80,
        flipY: true,
        artisticFilter: 'grayscale',
        tint: { color: '#abc', alpha: 0.5 },
        gravity: 'north',
        crop: { width: 10, height: 20 },
      },
      '?w=10&h=20&crop=fill&gravity=north&tint=abc&tint_alpha=0.5&flip=y&filter=grayscale&q=80',
    ],
  ])('%s', (_name, options, query) => {
    expect(imageUrl(SRC, options)).toBe(`${SRC}${query}`);
  });
});

describe('API options: invalid ones are dropped, the rest still apply', () => {
  it.each<[string, Record<string, unknown>]>([
    ['quality 0', { quality: 0 }],
    ['quality 101', { quality: 101 }],
    ['quality not an integer', { quality: 50.5 }],
    ['quality NaN', { quality: Number.NaN }],
    ['tint alpha above 1', { tint: { color: '#fff', alpha: 1.5 } }],
    ['tint alpha below 0', { tint: { color: '#fff', alpha: -0.1 } }],
    ['tint colour without #', { tint: { color: 'ffffff', alpha: 0.5 } }],
    ['tint colour with 4 digits', { tint: { color: '#ffff', alpha: 0.5 } }],
    ['tint colour by name', { tint: { color: 'red', alpha: 0.5 } }],
    ['crop of zero width', { crop: { width: 0, height: 10 } }],
    ['crop of negative height', { crop: { width: 10, height: -1 } }],
    ['crop of fractional size', { crop: { width: 10.5, height: 10 } }],
    ['flips that are off', { flipX: false, flipY: false }],
    ['unknown gravity', { gravity: 'up' }],
    ['filter with URL syntax', { artisticFilter: 'sepia&q=1' }],
    ['empty filter', { artisticFilter: '' }],
    [
      'wrongly typed values',
      { quality: '80', crop: { width: '10', height: '10' }, tint: { color: 5, alpha: '1' }, flipX: 'yes' },
    ],
  ])('%s gives the URL back unchanged (the guard and the schema agree)', (_name, options) => {
    expect(imageUrl(SRC, checked(options))).toBe(SRC);
    expect(imageUrl(SRC, parseAnswer(imageTransformationGuard, options))).toBe(SRC);
  });

  it('keeps valid options next to an invalid one', () => {
    const options = { quality: 500, gravity: 'center', tint: { color: '#zzz', alpha: 0.5 } };
    expect(imageUrl(SRC, checked(options))).toBe(`${SRC}?gravity=center`);
    // No key is left for a dropped option (it would mask the campaign's option of that name when merged).
    expect(Object.keys(parseAnswer(imageTransformationGuard, options))).toEqual(['gravity']);
  });

  it('refuses options that are not an object at all', () => {
    expect(() => imageTransformationGuard('q=80', 'image_transformation')).toThrow(
      'expected an object but received string',
    );
  });
});

describe("itemImageOptions: the campaign's options, each overridden by the item's", () => {
  it('merges option by option', () => {
    expect(
      itemImageOptions({ quality: 80, flipX: true }, { image_transformation: { quality: 60, gravity: 'face' } }),
    ).toEqual({
      quality: 60,
      flipX: true,
      gravity: 'face',
    });
    expect(itemImageOptions(null, { image_transformation: null })).toEqual({});
    expect(itemImageOptions(undefined, { image_transformation: { flipY: true } })).toEqual({ flipY: true });
  });
});

describe('imageUrl: the URL around the parameters', () => {
  it("leaves the image's other parameters exactly as they were and keeps the fragment", () => {
    expect(imageUrl('https://cdn.example.com/p.jpg?sig=a,b%2Fc&v=2#x', { quality: 70 })).toBe(
      'https://cdn.example.com/p.jpg?sig=a,b%2Fc&v=2&q=70#x',
    );
  });

  it('replaces a parameter of the same name rather than repeating it', () => {
    expect(
      imageUrl('https://cdn.example.com/p.jpg?q=10&w=1&keep=1', { quality: 70, crop: { width: 5, height: 6 } }),
    ).toBe('https://cdn.example.com/p.jpg?keep=1&w=5&h=6&crop=fill&q=70');
  });

  it('leaves a parameter of the same name alone when its option is invalid', () => {
    expect(imageUrl('https://cdn.example.com/p.jpg?q=10', checked({ quality: 0 }))).toBe(
      'https://cdn.example.com/p.jpg?q=10',
    );
  });

  it.each([
    ['/media/images/photo.svg'],
    ['media/photo.jpg'],
    ['data:image/png;base64,AAAA'],
    ['javascript:alert(1)'],
    ['blob:https://cdn.example.com/uuid'],
    ['ftp://cdn.example.com/p.jpg'],
    [''],
  ])('returns %j unchanged', (src) => {
    expect(imageUrl(src, { quality: 70, flipX: true })).toBe(src);
  });

  it('transforms plain http URLs too', () => {
    expect(imageUrl('http://127.0.0.1:8080/media/images/a.svg', { flipX: true })).toBe(
      'http://127.0.0.1:8080/media/images/a.svg?flip=x',
    );
  });
});
