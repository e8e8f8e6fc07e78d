import { describe, expect, it } from 'vitest';

import { isHexColor } from '../../../src/api/schemas/values.ts';
import { DEFAULT_THEME_HEX, THEME_HEX, THEME_TINTS } from '../../../src/base/constants.ts';
import { deriveCampaign } from '../../../src/model/campaign.ts';
import {
  contrastRatio,
  DARK_SURFACE_HEX,
  readableTextOn,
  themeColorHex,
  themeInkOnDark,
  tint,
} from '../../../src/model/theme.ts';
import { themeVars } from '../../../src/ui/shared/theme-vars.ts';
import { makeCampaign } from '../ui/fixtures.ts';

/** The named themes' colours, written out here so the test cannot agree with a wrong table in the code. */
const SPEC_THEMES: ReadonlyArray<readonly [name: string, hex: string]> = [
  ['turquoise', '#37b6b7'],
  ['blue', '#418bba'],
  ['navy_blue', '#2F5162'],
  ['black', '#000000'],
  ['green', '#87b75f'],
  ['orange', '#fa8027'],
  ['red', '#ee3f3f'],
  ['fuchsia', '#db519b'],
];
const SPEC_DEFAULT = '#1a828f';

/**
 * Tints 25, 50 and 75 percent: the colour with that share of white mixed in, per channel
 * c + (255 − c) × p / 100, rounded. Worked out by hand, not with the code under test.
 */
const SPEC_TINTS: ReadonlyArray<readonly [hex: string, t25: string, t50: string, t75: string]> = [
  [SPEC_DEFAULT, '#53a1ab', '#8dc1c7', '#c6e0e3'],
  ['#37b6b7', '#69c8c9', '#9bdbdb', '#cdeded'],
  ['#2F5162', '#637d89', '#97a8b1', '#cbd4d8'],
  ['#000000', '#404040', '#808080', '#bfbfbf'],
  ['#ee3f3f', '#f26f6f', '#f79f9f', '#fbcfcf'],
];

/** Text on a theme surface: whichever of white and black contrasts more (WCAG ratios worked out separately). */
const HEADER_TEXT: ReadonlyArray<readonly [theme: string | null, text: string]> = [
  [null, '#000000'], // default #1a828f: black 4.63:1 beats white 4.53:1
  ['turquoise', '#000000'],
  ['blue', '#000000'],
  ['navy_blue', '#ffffff'],
  ['black', '#ffffff'],
  ['green', '#000000'],
  ['orange', '#000000'],
  ['red', '#000000'],
  ['fuchsia', '#000000'],
];

describe('theme colours', () => {
  it('has exactly the eight named themes, with their hex', () => {
    expect(Object.entries(THEME_HEX).sort()).toEqual([...SPEC_THEMES].sort());
  });

  it.each(SPEC_THEMES)('maps the named theme %s to %s', (name, hex) => {
    expect(themeColorHex(name)).toBe(hex);
  });

  it('uses #1a828f as the default theme colour', () => {
    expect(DEFAULT_THEME_HEX).toBe(SPEC_DEFAULT);
    expect(themeColorHex(null)).toBe(SPEC_DEFAULT);
    expect(themeColorHex(undefined)).toBe(SPEC_DEFAULT);
    expect(themeColorHex('')).toBe(SPEC_DEFAULT);
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
    ['not-a-colour', SPEC_DEFAULT],
    ['#12', SPEC_DEFAULT],
    ['navy', SPEC_DEFAULT],
    ['toString', SPEC_DEFAULT],
  ])('a custom colour %s resolves to %s', (value, expected) => {
    expect(themeColorHex(value)).toBe(expected);
  });

  it('has the tints 25, 50 and 75 percent', () => {
    expect([...THEME_TINTS]).toEqual([25, 50, 75]);
  });

  it.each(SPEC_TINTS)('tints %s to %s, %s and %s (25, 50, 75 % white)', (hex, t25, t50, t75) => {
    expect([tint(hex, 25), tint(hex, 50), tint(hex, 75)]).toEqual([t25, t50, t75]);
    expect(tint(hex, 0)).toBe(hex.toLowerCase());
  });

  it('derived text on every theme colour keeps at least 4.5:1 contrast', () => {
    for (const hex of [
      ...SPEC_THEMES.map(([, h]) => h),
      SPEC_DEFAULT,
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

describe('the theme colour on the dark theme', () => {
  const INK_ON_DARK = '#e6e9ed'; // --lb-ink's dark value (src/ui/board/board.css)
  it.each([...SPEC_THEMES.map(([, h]) => h), SPEC_DEFAULT, '#000000', '#ffffff', '#0000ff', '#ffff00', '#5a5a5a'])(
    '%s: its ink reads at 4.5:1 on the dark surface and its darkest tint, which keeps the ink readable',
    (hex) => {
      const darkest = tint(hex, 75, DARK_SURFACE_HEX);
      const ink = themeInkOnDark(hex, darkest);
      expect(contrastRatio(ink, DARK_SURFACE_HEX)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ink, darkest)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(INK_ON_DARK, darkest)).toBeGreaterThanOrEqual(4.5);
      // Mixed with white only: the brand's hue is kept (white itself has none to keep).
      const hue = (value: string) => {
        const [r, g, b] = [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16));
        return Math.atan2(Math.sqrt(3) * (g! - b!), 2 * r! - g! - b!);
      };
      if (ink !== '#ffffff' && new Set([hex.slice(1, 3), hex.slice(3, 5), hex.slice(5)]).size > 1) {
        expect(hue(ink)).toBeCloseTo(hue(hex.toLowerCase()), 1);
      }
    },
  );
});

describe('the campaign’s derived colours', () => {
  const derive = (themeColor: string | null, textColor: 'light' | 'semi dark' | 'dark' = 'light') =>
    deriveCampaign(makeCampaign({ general: { theme_color: themeColor ?? '' }, banner: { text_color: textColor } }));

  it.each(HEADER_TEXT)('theme %s: themeColorHex is the theme hex, headerTextColorHex %s', (theme, text) => {
    const campaign = derive(theme);
    const hex = theme === null ? SPEC_DEFAULT : SPEC_THEMES.find(([name]) => name === theme)![1];
    expect(campaign.themeColorHex).toBe(hex);
    expect(campaign.headerTextColorHex).toBe(text);
  });

  it('keeps a custom hex theme colour as given', () => {
    expect(derive('#123abc').themeColorHex).toBe('#123abc');
    expect(derive('#123abc').headerTextColorHex).toBe('#ffffff');
  });

  it('maps the banner text colours light, semi dark and dark to white, dark grey and near black', () => {
    expect(derive('blue', 'light').bannerTextColorHex).toBe('#ffffff');
    expect(derive('blue', 'semi dark').bannerTextColorHex).toBe('#4a4a4a');
    expect(derive('blue', 'dark').bannerTextColorHex).toBe('#111111');
  });

  it('sets the theme colour, its three tints and the text on it as custom properties', () => {
    // Light: mixed with white; dark: with the dark surface; the ink is the least lightened colour at 4.5:1.
    expect(themeVars(derive(null))).toEqual({
      '--lb-theme': SPEC_DEFAULT,
      '--lb-theme-25': 'light-dark(#53a1ab, #196872)',
      '--lb-theme-50': 'light-dark(#8dc1c7, #184d56)',
      '--lb-theme-75': 'light-dark(#c6e0e3, #163339)',
      '--lb-theme-ink': 'light-dark(#1a828f, #53a1ab)',
      '--lb-on-theme': '#000000',
    });
    expect(themeVars(derive('navy_blue'))).toEqual({
      '--lb-theme': '#2F5162',
      '--lb-theme-25': 'light-dark(#637d89, #294351)',
      '--lb-theme-50': 'light-dark(#97a8b1, #22353f)',
      '--lb-theme-75': 'light-dark(#cbd4d8, #1c262e)',
      '--lb-theme-ink': 'light-dark(#2F5162, #8297a1)',
      '--lb-on-theme': '#ffffff',
    });
    expect(themeVars(null)).toBeUndefined();
  });
});
