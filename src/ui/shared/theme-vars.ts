/** The theme custom properties the stylesheet reads, computed from the campaign (theme colour and tints). */
import type { CSSProperties } from 'react';

import { THEME_TINTS } from '../../constants.ts';
import type { Campaign } from '../../model/campaign.ts';
import { tint } from '../../model/theme.ts';

/** Custom properties set on the root wrapper: `--lb-theme`, `--lb-theme-25/50/75`, `--lb-on-theme`. */
export function themeVars(campaign: Campaign | null): CSSProperties | undefined {
  if (!campaign) return undefined;
  const hex = campaign.themeColorHex;
  const vars: Record<string, string> = { '--lb-theme': hex, '--lb-on-theme': campaign.headerTextColorHex };
  for (const percent of THEME_TINTS) vars[`--lb-theme-${percent}`] = tint(hex, percent);
  return vars;
}
