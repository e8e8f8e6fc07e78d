import * as v from 'valibot';

import { Id, OptionalText } from './common.ts';
import { BannerHeight, ColumnSize, PromoAlignmentCode, PromotionPositionCode, TextColor } from './enums.ts';
import { OptionalImageTransformation } from './image.ts';
import {
  CAMPAIGN_TYPES,
  CATEGORY_DISPLAY_MODES,
  CATEGORY_THEMES,
  CTA_DESTINATIONS,
  FIELD_STATES,
  GATING_FIELD_NAMES,
  GATING_FIELD_TYPES,
  PROMOTION_COLUMNS,
  SECTION_KEYS,
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

/** Gating config. `form_title` may be empty: the model shows the default title then. */
export const GatingConfigSchema = v.object({
  show: v.boolean(),
  is_mandatory: v.boolean(),
  known_lead: v.boolean(),
  type: v.literal('form'),
  metadata: v.object({
    form: v.object({
      form_title: OptionalText,
      submit_label: OptionalText,
      fields: v.array(GatingFieldSchema),
    }),
  }),
});

/** Promotion positions 0–3, columns 1–4 and alignment 0–2. */
export const PromotionSchema = v.object({
  key: v.string(),
  show: v.boolean(),
  position: PromotionPositionCode,
  columns: v.picklist(PROMOTION_COLUMNS),
  alignment: PromoAlignmentCode,
  title: OptionalText,
  blocks: v.array(
    v.object({
      title: v.string(),
      text: OptionalText,
      image_url: OptionalText,
      cta: v.optional(v.nullable(CtaSchema), null),
    }),
  ),
});

/** Side-by-side section with a small or large media column. */
export const SideBySideSchema = v.object({
  key: v.string(),
  show: v.boolean(),
  column_size: ColumnSize,
  title: v.string(),
  text: OptionalText,
  image_url: OptionalText,
  cta: v.optional(v.nullable(CtaSchema), null),
});

/** Section keys in the order the owner arranged them. */
export const SectionKey = v.picklist(SECTION_KEYS);

/**
 * Texts the owner words in place of interface texts, by message id, with `%{name}` placeholders (
 * `src/i18n/board-texts.ts`). Optional; an entry that is not a string is dropped rather than failing the board.
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

/** `GET /live_board/v2/boards/{boardId}/campaign`. Derived fields live in the model. */
export const CampaignSchema = v.object({
  id: Id,
  board_id: Id,
  campaign_type: v.picklist(CAMPAIGN_TYPES),
  sections: v.array(SectionKey),
  general: v.object({
    theme_color: v.string(),
    greetings: v.object({ show: v.boolean(), title: OptionalText, message: OptionalText }),
    category_display_mode: v.optional(v.picklist(CATEGORY_DISPLAY_MODES), 'classic'),
    category_theme: v.optional(v.picklist(CATEGORY_THEMES), 'classic'),
    texts: BoardTextsSchema,
  }),
  banner: v.object({
    show: v.boolean(),
    height: BannerHeight,
    text_color: TextColor,
    title: OptionalText,
    subtitle: OptionalText,
    image_url: OptionalText,
  }),
  header: v.object({
    show: v.boolean(),
    title: OptionalText,
    logo_url: OptionalText,
    background: v.object({ show: v.boolean(), image_url: OptionalText }),
    ctas: v.optional(v.array(CtaSchema), []),
  }),
  items: v.object({
    show: v.boolean(),
    leading_item: v.object({ id: v.nullable(Id) }),
    gating: GatingConfigSchema,
    block_download: v.boolean(),
    show_likes: v.boolean(),
    show_home: v.boolean(),
    item_viewer_config: v.object({ has_navigation: v.boolean(), is_classic_theme: v.boolean() }),
    /** Image transformation options for every item's pictures; an item's own options win. */
    image_transformation: OptionalImageTransformation,
  }),
  contact_card: v.object({ show: v.boolean(), title: OptionalText, cta: v.optional(v.nullable(CtaSchema), null) }),
  promotion: v.object({ items: v.record(v.string(), PromotionSchema) }),
  side_by_side: v.object({ items: v.record(v.string(), SideBySideSchema) }),
  pending_personalization: v.boolean(),
});

export type Cta = v.InferOutput<typeof CtaSchema>;
export type GatingField = v.InferOutput<typeof GatingFieldSchema>;
export type GatingConfig = v.InferOutput<typeof GatingConfigSchema>;
export type Promotion = v.InferOutput<typeof PromotionSchema>;
export type SideBySide = v.InferOutput<typeof SideBySideSchema>;
export type SectionKeyName = v.InferOutput<typeof SectionKey>;
export type CampaignWire = v.InferOutput<typeof CampaignSchema>;
