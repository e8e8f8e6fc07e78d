/**
 * Theme colour rules: named themes and custom hex, tints, and text colours that keep WCAG AA
 * contrast (≥ 4.5:1) on theme-coloured surfaces.
 */
import { isHexColor } from '../api/schemas/values.ts';
import { DEFAULT_THEME_HEX, THEME_HEX } from '../base/constants.ts';

const WHITE = '#ffffff';
const BLACK = '#000000';
const INK = '#111111';

/** The dark theme's surface: `--lb-surface`'s dark value in src/ui/board/board.css (a unit test keeps them equal). */
export const DARK_SURFACE_HEX = '#15181c';

/** The hex for a campaign's `theme_color`: a named theme, a valid custom hex, else the default. */
export function themeColorHex(themeColor: string | null | undefined): string {
  if (!themeColor) return DEFAULT_THEME_HEX;
  if (Object.hasOwn(THEME_HEX, themeColor)) return THEME_HEX[themeColor as keyof typeof THEME_HEX];
  return isHexColor(themeColor) ? themeColor : DEFAULT_THEME_HEX;
}

function toRgb(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `percent` % of `into` (white unless given) into a colour (the theme tints are 25, 50 and 75). */
export function tint(hex: string, percent: number, into = WHITE): string {
  const target = toRgb(into);
  return toHex(toRgb(hex).map((c, i) => c + (((target[i] ?? c) - c) * percent) / 100));
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Text colour for a theme-coloured surface: white or black, whichever contrasts more. One of the two always
 * reaches at least 4.58:1 (the worst case is a background whose contrast with both is equal), so AA holds.
 */
export function readableTextOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/** Banner text colours the owner can pick. */
export const BANNER_TEXT_HEX = { light: WHITE, 'semi dark': '#4a4a4a', dark: INK } as const;

/**
 * The theme colour as text and lines on the dark surfaces (the surface and the theme's darkest tint): the least
 * white mixed into it, in steps of 5 %, that reaches 4.5:1 on both. The hue stays the brand's.
 */
export function themeInkOnDark(hex: string, darkTint: string): string {
  for (let percent = 0; percent < 100; percent += 5) {
    const ink = tint(hex, percent);
    if (contrastRatio(ink, DARK_SURFACE_HEX) >= 4.5 && contrastRatio(ink, darkTint) >= 4.5) return ink;
  }
  return WHITE;
}
