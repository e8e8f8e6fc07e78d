/** The campaign as the board uses it: the wire campaign plus the fields the board derives or adds in state. */
import type { CampaignWire } from '../api/schemas/campaign.ts';
import { CAMPAIGN_TYPE } from '../base/constants.ts';
import { BANNER_TEXT_HEX, readableTextOn, themeColorHex } from './theme.ts';

/** Campaign with derived colours, the gating flag and the change state. */
export interface Campaign extends CampaignWire {
  readonly themeColorHex: string;
  readonly bannerTextColorHex: string;
  readonly headerTextColorHex: string;
  readonly isGating: boolean;
  /** Set after a gating submission changed what the visitor may see (campaign change). */
  readonly isChanged: boolean;
  readonly successMessage: string | null;
}

/** Derives the board's campaign from the wire form. */
export function deriveCampaign(wire: CampaignWire): Campaign {
  const hex = themeColorHex(wire.general.theme_color);
  return {
    ...wire,
    themeColorHex: hex,
    bannerTextColorHex: BANNER_TEXT_HEX[wire.banner.text_color],
    headerTextColorHex: readableTextOn(hex),
    isGating: wire.campaign_type === CAMPAIGN_TYPE.gating,
    isChanged: false,
    successMessage: null,
  };
}
