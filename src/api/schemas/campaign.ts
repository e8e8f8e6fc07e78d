/**
 * `GET /live_board/v2/boards/{boardId}/campaign`. Derived fields live in the model. What the board can do without
 * (docs/decisions.md, "Malformed values") falls back instead of failing the campaign: a display setting to its
 * default, an optional part (greeting, banner, header, contact card) that cannot be read is hidden, an entry of a
 * list or map (section key, call to action, promotion, side-by-side, gating field) is left out. Ids, the campaign
 * type, the gating config and the shape of the answer stay strict.
 */
import { DEFAULT_THEME_HEX, THEME_HEX } from '../../base/constants.ts';
import {
  at,
  boolean,
  fail,
  type Guard,
  type Guarded,
  id,
  lenientText,
  none,
  noteRepair,
  nullable,
  object,
  oneOf,
  optional,
  optionalText,
  orElse,
  received,
  record,
  reportingRepairs,
  string,
  validEntries,
  validRecord,
} from '../guards.ts';
import { optionalImageTransformation } from './image.ts';
import {
  BANNER_HEIGHTS,
  CAMPAIGN_TYPES,
  CATEGORY_DISPLAY_MODES,
  CATEGORY_THEMES,
  COLUMN_SIZES,
  CTA_DESTINATIONS,
  FIELD_STATES,
  GATING_FIELD_NAMES,
  GATING_FIELD_TYPES,
  isHexColor,
  PROMO_ALIGNMENTS,
  PROMOTION_POSITIONS,
  promotionColumns,
  SECTION_KEYS,
  SETTING_FALLBACK,
  TEXT_COLORS,
} from './values.ts';

/** A call to action placed by the board owner. `url` is used by link destinations, `email` by email ones. */
const cta = object({
  label: string,
  destination: oneOf(CTA_DESTINATIONS),
  url: optionalText,
  email: optionalText,
});

/** Where a part has one call to action: one that cannot be read (an unknown destination…) is no call to action. */
const optionalCta = orElse(optional(nullable(cta), none), none, 'left out');

/** A field of the gating form. */
const gatingField = object({
  name: oneOf(GATING_FIELD_NAMES),
  type: oneOf(GATING_FIELD_TYPES),
  label: string,
  state: oneOf(FIELD_STATES),
});

/**
 * Gating config. `form_title` may be empty: the model shows the default title then, as for one that is not text. A
 * field that cannot be read is left out (with none left the model asks for its default fields); anything else wrong
 * here fails the campaign: whether and how content is locked is not guessed.
 */
const gatingConfig = object({
  show: boolean,
  is_mandatory: boolean,
  known_lead: boolean,
  type: oneOf(['form']),
  metadata: object({
    form: object({ form_title: lenientText, submit_label: lenientText, fields: validEntries(gatingField) }),
  }),
});

/**
 * Texts the owner words in place of interface texts, by message id, with `%{name}` placeholders
 * (`src/i18n/board-texts.ts`). Optional; an entry that is not a string is dropped rather than failing the board.
 */
const texts: Guard<Record<string, string>> = optional(
  (value, path) =>
    Object.fromEntries(
      Object.entries(record((each) => each)(value, path)).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  () => ({}),
);

/** A theme name, a hex colour, or '' (none chosen); anything else gives way to the default colour. */
const themeColor: Guard<string> = orElse(
  (value, path) =>
    typeof value === 'string' && (value === '' || Object.hasOwn(THEME_HEX, value) || isHexColor(value))
      ? value
      : fail(path, 'a theme name or a hex colour', value),
  () => DEFAULT_THEME_HEX,
);

const promotionFields = object({
  key: string,
  show: boolean,
  position: orElse(oneOf(PROMOTION_POSITIONS), () => SETTING_FALLBACK.promotionPosition),
  columns: (sent) => sent,
  alignment: orElse(oneOf(PROMO_ALIGNMENTS), () => SETTING_FALLBACK.promotionAlignment),
  title: optionalText,
  blocks: validEntries(object({ title: string, text: optionalText, image_url: optionalText, cta: optionalCta })),
});

/**
 * Promotion positions 0–3, columns 1–4 and alignment 0–2. An unknown position or alignment gives way to its
 * fallback, a block that cannot be read is left out; a promotion otherwise unreadable is left out of the campaign.
 * The column count is brought into 1–4; one that is not a number becomes the number of blocks, at most 4.
 */
const promotion = (value: unknown, path: string) => {
  const { columns, ...fields } = promotionFields(value, path);
  const usable = typeof columns === 'number' ? promotionColumns(columns) : promotionColumns(fields.blocks.length);
  if (typeof columns !== 'number') {
    noteRepair(
      at(path, 'columns'),
      `set to ${usable}, its number of blocks`,
      `expected a number but received ${received(columns)}`,
    );
  } else if (usable !== columns) {
    noteRepair(at(path, 'columns'), `brought to ${usable}`, `${columns} is not 1–4`);
  }
  return { ...fields, columns: usable };
};

/** Side-by-side section with a small or large media column (an unknown size gives way to the small one). */
const sideBySide = object({
  key: string,
  show: boolean,
  column_size: orElse(oneOf(COLUMN_SIZES), () => SETTING_FALLBACK.columnSize),
  title: string,
  text: optionalText,
  image_url: optionalText,
  cta: optionalCta,
});

/** An optional part of the page that cannot be read is hidden. */
const part = <T>(guard: Guard<T>, hidden: () => NoInfer<T>) => orElse(guard, hidden, 'hidden');

/** The campaign, checked and repaired; its repairs are warned about in one console warning. */
export const campaignGuard = reportingRepairs(
  'campaign',
  object({
    id,
    board_id: id,
    campaign_type: oneOf(CAMPAIGN_TYPES),
    /** Section keys in the order the owner arranged them. */
    sections: validEntries(oneOf(SECTION_KEYS)),
    general: object({
      theme_color: themeColor,
      greetings: part(object({ show: boolean, title: optionalText, message: optionalText }), () => ({
        show: false,
        title: null,
        message: null,
      })),
      category_display_mode: orElse(
        optional(oneOf(CATEGORY_DISPLAY_MODES), () => 'classic'),
        () => 'classic' as const,
      ),
      category_theme: orElse(
        optional(oneOf(CATEGORY_THEMES), () => 'classic'),
        () => 'classic' as const,
      ),
      texts: orElse(texts, () => ({})),
    }),
    banner: part(
      object({
        show: boolean,
        height: orElse(oneOf(BANNER_HEIGHTS), () => SETTING_FALLBACK.bannerHeight),
        text_color: orElse(oneOf(TEXT_COLORS), () => SETTING_FALLBACK.bannerTextColor),
        title: optionalText,
        subtitle: optionalText,
        image_url: optionalText,
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
    header: part(
      object({
        show: boolean,
        title: optionalText,
        logo_url: optionalText,
        background: part(object({ show: boolean, image_url: optionalText }), () => ({ show: false, image_url: null })),
        ctas: orElse(
          optional(validEntries(cta), () => []),
          () => [],
          'left out',
        ),
      }),
      () => ({ show: false, title: null, logo_url: null, background: { show: false, image_url: null }, ctas: [] }),
    ),
    items: object({
      show: orElse(boolean, () => true),
      leading_item: orElse(object({ id: nullable(id) }), () => ({ id: null }), 'left out'),
      gating: gatingConfig,
      /** Not readable: no download offered (the safe side). */
      block_download: orElse(boolean, () => true),
      show_likes: orElse(boolean, () => false),
      show_home: orElse(boolean, () => true),
      item_viewer_config: orElse(
        object({ has_navigation: orElse(boolean, () => true), is_classic_theme: orElse(boolean, () => true) }),
        () => ({ has_navigation: true, is_classic_theme: true }),
      ),
      /** Image transformation options for every item's pictures; an item's own options win. */
      image_transformation: optionalImageTransformation,
    }),
    contact_card: part(object({ show: boolean, title: optionalText, cta: optionalCta }), () => ({
      show: false,
      title: null,
      cta: null,
    })),
    promotion: part(object({ items: validRecord(promotion) }), () => ({ items: {} })),
    side_by_side: part(object({ items: validRecord(sideBySide) }), () => ({ items: {} })),
    pending_personalization: orElse(boolean, () => false),
  }),
);

export type Cta = Guarded<typeof cta>;
export type GatingField = Guarded<typeof gatingField>;
export type GatingConfig = Guarded<typeof gatingConfig>;
export type Promotion = ReturnType<typeof promotion>;
export type SideBySide = Guarded<typeof sideBySide>;
export type SectionKeyName = (typeof SECTION_KEYS)[number];
export type CampaignWire = Guarded<typeof campaignGuard>;
