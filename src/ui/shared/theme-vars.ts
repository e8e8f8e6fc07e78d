/** The theme custom properties the stylesheet reads, computed from the campaign (theme colour and tints). */
import type { CSSProperties } from 'react';

import { THEME_TINTS } from '../../base/constants.ts';
import type { Campaign } from '../../model/campaign.ts';
import { DARK_SURFACE_HEX, themeInkOnDark, tint } from '../../model/theme.ts';

/**
 * Custom properties set on the root wrapper: `--lb-theme`, `--lb-on-theme`, `--lb-theme-25/50/75` (light: mixed
 * with white; dark: with the dark surface) and `--lb-theme-ink` (the theme colour as text on the surfaces).
 */
export function themeVars(campaign: Campaign | null): CSSProperties | undefined {
  if (!campaign) return undefined;
  const hex = campaign.themeColorHex;
  // (A browser without light-dark() leaves these unset: the tinted areas show the surface, board/legacy-colors.css.)
  const pair = (light: string, dark: string) => `light-dark(${light}, ${dark})`;
  const vars: Record<string, string> = { '--lb-theme': hex, '--lb-on-theme': campaign.headerTextColorHex };
  for (const percent of THEME_TINTS) {
    vars[`--lb-theme-${percent}`] = pair(tint(hex, percent), tint(hex, percent, DARK_SURFACE_HEX));
  }
  vars['--lb-theme-ink'] = pair(hex, themeInkOnDark(hex, tint(hex, 75, DARK_SURFACE_HEX)));
  return vars;
}
