/**
 * Which board sections render, in which order. Sections follow the owner's `sections` order and
 * their show flags; promotions are placed by their `position` relative to banner and items, which wins over
 * where they appear in `sections`. A section renders only when its key is in `sections` and its show flag is on.
 */
import type { Promotion, SectionKeyName } from '../../api/schemas/campaign.ts';
import { PROMOTION_POSITION } from '../../base/constants.ts';
import type { Campaign } from '../../model/campaign.ts';

type PromotionKey = 'promotion1' | 'promotion2' | 'promotion3';
type SideBySideKey = 'side_by_side1' | 'side_by_side2' | 'side_by_side3';

/** One section to render; promotions and side-by-sides carry their data. */
export type SectionEntry =
  | { kind: 'header' | 'banner' | 'items' | 'contact_card' }
  | { kind: 'promotion'; key: PromotionKey; promotion: Promotion }
  | { kind: 'side_by_side'; key: SideBySideKey; block: Campaign['side_by_side']['items'][string] };

const isPromotionKey = (key: SectionKeyName): key is PromotionKey => key.startsWith('promotion');
const isSideBySideKey = (key: SectionKeyName): key is SideBySideKey => key.startsWith('side_by_side');

function shown(campaign: Campaign, key: SectionKeyName): SectionEntry | null {
  if (isPromotionKey(key)) {
    const promotion = campaign.promotion.items[key];
    return promotion?.show ? { kind: 'promotion', key, promotion } : null;
  }
  if (isSideBySideKey(key)) {
    const block = campaign.side_by_side.items[key];
    return block?.show ? { kind: 'side_by_side', key, block } : null;
  }
  const visible = {
    header: campaign.header.show,
    banner: campaign.banner.show,
    items: campaign.items.show,
    contact_card: campaign.contact_card.show,
  }[key];
  return visible ? { kind: key } : null;
}

/**
 * The sections to render, in order. A promotion goes below the banner (0), above or below the items (1, 2) or
 * above the footer (3). Its anchor is where banner or items stand in `sections` even when that section is hidden;
 * with no banner in `sections` "below banner" follows the header (else opens the page), and with no items
 * "above/below items" falls back to just above the footer.
 */
export function orderSections(campaign: Campaign): SectionEntry[] {
  const keys = [...new Set(campaign.sections)];
  const promotionsAt = (position: number) =>
    keys.filter((key) => isPromotionKey(key) && campaign.promotion.items[key]?.position === position);
  const belowBanner = promotionsAt(PROMOTION_POSITION.below_banner);
  const aboveItems = promotionsAt(PROMOTION_POSITION.above_items);
  const belowItems = promotionsAt(PROMOTION_POSITION.below_items);
  const aboveFooter = promotionsAt(PROMOTION_POSITION.above_footer);
  const base = keys.filter((key) => !isPromotionKey(key));

  const ordered: SectionKeyName[] = [];
  if (!base.includes('banner') && !base.includes('header')) ordered.push(...belowBanner);
  for (const key of base) {
    if (key === 'items') ordered.push(...aboveItems, key, ...belowItems);
    else if (key === 'banner') ordered.push(key, ...belowBanner);
    else if (key === 'header' && !base.includes('banner')) ordered.push(key, ...belowBanner);
    else ordered.push(key);
  }
  if (!base.includes('items')) ordered.push(...aboveItems, ...belowItems);
  ordered.push(...aboveFooter);
  return ordered.flatMap((key) => shown(campaign, key) ?? []);
}
