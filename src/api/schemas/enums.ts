/** Enumerations as schemas, for fields and forms that carry them. */
import * as v from 'valibot';

import { BOARD_STATUS, THEME_HEX } from '../../base/constants.ts';
import { BANNER_HEIGHTS, COLUMN_SIZES, PROMO_ALIGNMENTS, PROMOTION_POSITIONS, TEXT_COLORS } from './values.ts';

/** Named themes. A campaign's theme_color is one of these or a custom hex. */
export const ThemeName = v.picklist(Object.keys(THEME_HEX) as (keyof typeof THEME_HEX)[]);
/** Banner heights. */
export const BannerHeight = v.picklist(BANNER_HEIGHTS);
/** Banner text colours. */
export const TextColor = v.picklist(TEXT_COLORS);
/** Side-by-side column sizes. */
export const ColumnSize = v.picklist(COLUMN_SIZES);
/** Promotion positions below_banner 0, above_items 1, below_items 2, above_footer 3. */
export const PromotionPositionCode = v.picklist(PROMOTION_POSITIONS);
/** Promotion alignment 0 center, 1 left, 2 right. */
export const PromoAlignmentCode = v.picklist(PROMO_ALIGNMENTS);
/** Board statuses Online, Offline, Draft, Archived. */
export const BoardStatusCode = v.picklist(Object.values(BOARD_STATUS));

export type ThemeNameValue = v.InferOutput<typeof ThemeName>;
export type BannerHeightValue = v.InferOutput<typeof BannerHeight>;
export type TextColorValue = v.InferOutput<typeof TextColor>;
export type ColumnSizeValue = v.InferOutput<typeof ColumnSize>;
