import { describe, expect, it } from 'vitest';

import { DEFAULT_THEME_HEX, THEME_HEX } from '../../../src/constants.ts';
import { contrastRatio, isHexColor, readableTextOn, themeColorHex, tint } from '../../../src/model/theme.ts';

describe('theme colours', () => {
  it.each(Object.entries(THEME_HEX))('maps the named theme %s to %s', (name, hex) => {
    expect(themeColorHex(name)).toBe(hex);
  });

  it.each([
    ['#abc', true],
    ['#A1B2C3', true],
    ['abc', false],
    ['#abcd', false],
    ['#12345g', false],
    ['#1234567', false],
    ['', false],
  ])('the hex rule says %s is %s', (value, valid) => {
    expect(isHexColor(value)).toBe(valid);
  });

  it.each([
    ['#123456', '#123456'],
    ['#fff', '#fff'],
    ['not-a-colour', DEFAULT_THEME_HEX],
    ['#12', DEFAULT_THEME_HEX],
    [null, DEFAULT_THEME_HEX],
    ['toString', DEFAULT_THEME_HEX],
  ])('a custom colour %s resolves to %s', (value, expected) => {
    expect(themeColorHex(value)).toBe(expected);
  });

  it('tints mix white into the colour by the given percent', () => {
    expect(tint('#000000', 25)).toBe('#404040');
    expect(tint('#000000', 50)).toBe('#808080');
    expect(tint('#000000', 75)).toBe('#bfbfbf');
    expect(tint('#1a828f', 0)).toBe('#1a828f');
  });

  it('derived text on every theme colour keeps at least 4.5:1 contrast', () => {
    for (const hex of [
      ...Object.values(THEME_HEX),
      DEFAULT_THEME_HEX,
      '#777777',
      '#767676',
      '#808080',
      '#5a5a5a',
      '#ffff00',
    ]) {
      expect(contrastRatio(readableTextOn(hex), hex)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
