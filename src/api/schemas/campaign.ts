import * as v from 'valibot';

import { DEFAULT_THEME_HEX } from '../../base/constants.ts';
import { Id, LenientText, OptionalText, orElse, validEntries, validRecord } from './common.ts';
import { BannerHeight, ColumnSize, PromoAlignmentCode, PromotionPositionCode, TextColor, ThemeName } from './enums.ts';
import { OptionalImageTransformation } from './image.ts';
import {
  CAMPAIGN_TYPES,
  CATEGORY_DISPLAY_MODES,
  CATEGORY_THEMES,
  CTA_DESTINATIONS,
  FIELD_STATES,
  GATING_FIELD_NAMES,
  GATING_FIELD_TYPES,
  isHexColor,
  promotionColumns,
  SECTION_KEYS,
  SETTING_FALLBACK,
} from './values.ts';

/** Call-to-action destinations. */
export const CtaDestination = v.picklist(CTA_DESTINATIONS);

/** A call to action placed by the board owner. `url` is used by link destinations, `email` by email ones. */
export const CtaSchema = v.object({
  label: v.string(),
  destination: CtaDestination,
  url: OptionalText,
  email: OptionalText,
});

/** Where a part has one call to action: one that cannot be read (an unknown destination…) is no call to action. */
const OptionalCta = orElse(v.optional(v.nullable(CtaSchema), null), () => null);

/** Gating form fields and their input types. */
export const GatingFieldName = v.picklist(GATING_FIELD_NAMES);
export const GatingFieldType = v.picklist(GATING_FIELD_TYPES);
export const FieldState = v.picklist(FIELD_STATES);

export const GatingFieldSchema = v.object({
  name: GatingFieldName,
  type: GatingFieldType,
  label: v.string(),
  state: FieldState,
});

/**
 * Gating config. `form_title` may be empty: the model shows the default title then, as for one that is not text. A
 * field that cannot be read is left out (with none left the model asks for its default fields); anything else wrong
 * here fails the campaign: whether and how content is locked is not guessed.
 */
export const GatingConfigSchema = v.object({
  show: v.boolean(),
  is_mandatory: v.boolean(),
  known_lead: v.boolean(),
  type: v.literal('form'),
  metadata: v.object({
    form: v.object({
      form_title: LenientText,
      submit_label: LenientText,
      fields: validEntries(GatingFieldSchema),
    }),
  }),
});

/**
 * A promotion's column count, brought into 1–4; null (then the promotion's number of blocks, at most 4) for what is
 * not a number.
 */
const PromotionColumnsSchema = orElse(v.nullable(v.pipe(v.number(), v.transform(promotionColumns))), () => null);

/**
 * Promotion positions 0–3, columns 1–4 and alignment 0–2. An unknown position or alignment gives way to its
 * fallback, a block that cannot be read is left out; a promotion otherwise unreadable is left out of the campaign.
 */
export const PromotionSchema = v.pipe(
  v.object({
    key: v.string(),
    show: v.boolean(),
    position: orElse(PromotionPositionCode, () => SETTING_FALLBACK.promotionPosition),
    columns: PromotionColumnsSchema,
    alignment: orElse(PromoAlignmentCode, () => SETTING_FALLBACK.promotionAlignment),
    title: OptionalText,
    blocks: validEntries(
      v.object({
        title: v.string(),
        text: OptionalText,
        image_url: OptionalText,
        cta: OptionalCta,
      }),
    ),
  }),
  v.transform(({ columns, ...promotion }) => ({
    ...promotion,
    columns: columns ?? promotionColumns(promotion.blocks.length),
  })),
);

/** Side-by-side section with a small or large media column (an unknown size gives way to the small one). */
export const SideBySideSchema = v.object({
  key: v.string(),
  show: v.boolean(),
  column_size: orElse(ColumnSize, () => SETTING_FALLBACK.columnSize),
  title: v.string(),
  text: OptionalText,
  image_url: OptionalText,
  cta: OptionalCta,
});

/** Section keys in the order the owner arranged them. */
export const SectionKey = v.picklist(SECTION_KEYS);

/** A theme name, a hex colour, or '' (none chosen); anything else gives way to the default colour. */
const ThemeColorSchema = orElse(
  v.union([ThemeName, v.pipe(v.string(), v.check(isHexColor)), v.literal('')]),
  () => DEFAULT_THEME_HEX,
);

/**
 * Texts the owner words in place of interface texts, by message id, with `%{name}` placeholders
 * (`src/i18n/board-texts.ts`). Optional; an entry that is not a string is dropped rather than failing the board.
 */
const BoardTextsSchema = v.optional(
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((texts) =>
      Object.fromEntries(
        Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
    ),
  ),
  {},
);

/**
 * `GET /live_board/v2/boards/{boardId}/campaign`. Derived fields live in the model. What the board can do without
 * (docs/decisions.md, "Malformed values") falls back instead of failing the campaign: a display setting to its
 * default, an optional part (greeting, banner, header, contact card) that cannot be read is hidden, an entry of a
 * list or map (section key, call to action, promotion, side-by-side, gating field) is left out. Ids, the campaign
 * type, the gating config and the shape of the answer stay strict.
 */
export const CampaignSchema = v.object({
  id: Id,
  board_id: Id,
  campaign_type: v.picklist(CAMPAIGN_TYPES),
  sections: validEntries(SectionKey),
  general: v.object({
    theme_color: ThemeColorSchema,
    greetings: orElse(v.object({ show: v.boolean(), title: OptionalText, message: OptionalText }), () => ({
      show: false,
      title: null,
      message: null,
    })),
    category_display_mode: orElse(v.optional(v.picklist(CATEGORY_DISPLAY_MODES), 'classic'), () => 'classic' as const),
    category_theme: orElse(v.optional(v.picklist(CATEGORY_THEMES), 'classic'), () => 'classic' as const),
    texts: orElse(BoardTextsSchema, () => ({})),
  }),
  banner: orElse(
    v.object({
      show: v.boolean(),
      height: orElse(BannerHeight, () => SETTING_FALLBACK.bannerHeight),
      text_color: orElse(TextColor, () => SETTING_FALLBACK.bannerTextColor),
      title: OptionalText,
      subtitle: OptionalText,
      image_url: OptionalText,
    }),
    () => ({
      show: false,
      height: SETTING_FALLBACK.bannerHeight,
      text_color: SETTING_FALLBACK.bannerTextColor,
      title: null,
      subtitle: null,
      image_url: null,
    }),
  ),
  header: orElse(
    v.object({
      show: v.boolean(),
      title: OptionalText,
      logo_url: OptionalText,
      background: orElse(v.object({ show: v.boolean(), image_url: OptionalText }), () => ({
        show: false,
        image_url: null,
      })),
      ctas: orElse(v.optional(validEntries(CtaSchema), []), () => []),
    }),
    () => ({ show: false, title: null, logo_url: null, background: { show: false, image_url: null }, ctas: [] }),
  ),
  items: v.object({
    show: orElse(v.boolean(), () => true),
    leading_item: orElse(v.object({ id: v.nullable(Id) }), () => ({ id: null })),
    gating: GatingConfigSchema,
    /** Not readable: no download offered (the safe side). */
    block_download: orElse(v.boolean(), () => true),
    show_likes: orElse(v.boolean(), () => false),
    show_home: orElse(v.boolean(), () => true),
    item_viewer_config: orElse(
      v.object({
        has_navigation: orElse(v.boolean(), () => true),
        is_classic_theme: orElse(v.boolean(), () => true),
      }),
      () => ({ has_navigation: true, is_classic_theme: true }),
    ),
    /** Image transformation options for every item's pictures; an item's own options win. */
    image_transformation: OptionalImageTransformation,
  }),
  contact_card: orElse(v.object({ show: v.boolean(), title: OptionalText, cta: OptionalCta }), () => ({
    show: false,
    title: null,
    cta: null,
  })),
  promotion: orElse(v.object({ items: validRecord(PromotionSchema) }), () => ({ items: {} })),
  side_by_side: orElse(v.object({ items: validRecord(SideBySideSchema) }), () => ({ items: {} })),
  pending_personalization: orElse(v.boolean(), () => false),
});

export type Cta = v.InferOutput<typeof CtaSchema>;
export type GatingField = v.InferOutput<typeof GatingFieldSchema>;
export type GatingConfig = v.InferOutput<typeof GatingConfigSchema>;
export type Promotion = v.InferOutput<typeof PromotionSchema>;
export type SideBySide = v.InferOutput<typeof SideBySideSchema>;
export type SectionKeyName = v.InferOutput<typeof SectionKey>;
export type CampaignWire = v.InferOutput<typeof CampaignSchema>;
