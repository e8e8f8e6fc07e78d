/**
 * Guards of the answers the first screen's code asks for (see `guards.ts`), each the twin of a valibot schema in
 * `api/schemas/` and typed by it: a guard whose result could not be that schema's output does not compile, and
 * `test/unit/api/wire-guards.test.ts` checks that both accept, reject, default and fall back alike. The board's, the
 * campaign's, the categories' and the items' guards warn in the console about the values they fell back from
 * (docs/decisions.md, "Malformed values").
 */
import { DEFAULT_THEME_HEX, THEME_HEX } from '../base/constants.ts';
import {
  ack,
  at,
  boolean,
  fail,
  type Guard,
  id,
  integer,
  isObject,
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
} from './guards.ts';
import type { Board } from './schemas/board.ts';
import type { CampaignWire, Cta, Promotion } from './schemas/campaign.ts';
import type { Categories, Category } from './schemas/category.ts';
import type { ImageTransformation } from './schemas/image.ts';
import type { Item, ItemList, Journey } from './schemas/item.ts';
import type { Lead, Presenter } from './schemas/lead.ts';
import {
  BANNER_HEIGHTS,
  BOARD_ACCESS,
  BOARD_FALLBACK,
  CAMPAIGN_TYPES,
  CATEGORY_DISPLAY_MODES,
  CATEGORY_THEMES,
  CATEGORY_TYPES,
  COLUMN_SIZES,
  COOKIE_MANAGEMENTS,
  CTA_DESTINATIONS,
  FIELD_STATES,
  flagFromText,
  GATING_FIELD_NAMES,
  GATING_FIELD_TYPES,
  IMAGE_FILTER_NAME,
  IMAGE_GRAVITIES,
  IMAGE_QUALITY,
  isHexColor,
  ITEM_SOURCES,
  ITEM_TYPES,
  PRESENTED_ITEM_TYPES,
  PRIVACY_POLICIES,
  PROMO_ALIGNMENTS,
  PROMOTION_POSITIONS,
  promotionColumns,
  SECTION_KEYS,
  SETTING_FALLBACK,
  TEXT_COLORS,
  withoutCategoryIds,
} from './schemas/values.ts';

const count = integer(0);
const none = () => null;
/** Text the board can do without (`LenientText`): anything but a string becomes null. */
const lenientText = orElse(optionalText, none);

// ---------- Image transformation options (ImageTransformationSchema) ----------

const inRange = (value: unknown, min: number, max = Infinity): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * Each invalid option is dropped on its own (and noted, unless it was null); what is not an object at all is
 * refused.
 */
export const imageTransformationGuard: Guard<ImageTransformation> = (value, path) => {
  if (!isObject(value)) return fail(path, 'an object', value);
  const { crop, gravity, tint, flipX, flipY, artisticFilter, quality } = value;
  const out: ImageTransformation = {};
  if (isObject(crop) && inRange(crop.width, 1) && inRange(crop.height, 1))
    out.crop = { width: crop.width, height: crop.height };
  if (IMAGE_GRAVITIES.includes(gravity as never)) out.gravity = gravity as ImageTransformation['gravity'];
  if (
    isObject(tint) &&
    typeof tint.color === 'string' &&
    isHexColor(tint.color) &&
    typeof tint.alpha === 'number' &&
    tint.alpha >= 0 &&
    tint.alpha <= 1
  ) {
    out.tint = { color: tint.color, alpha: tint.alpha };
  }
  if (typeof flipX === 'boolean') out.flipX = flipX;
  if (typeof flipY === 'boolean') out.flipY = flipY;
  if (typeof artisticFilter === 'string' && IMAGE_FILTER_NAME.test(artisticFilter)) out.artisticFilter = artisticFilter;
  if (inRange(quality, IMAGE_QUALITY.min, IMAGE_QUALITY.max)) out.quality = quality;
  for (const [option, sent] of Object.entries({ crop, gravity, tint, flipX, flipY, artisticFilter, quality })) {
    if (sent !== undefined && sent !== null && !(option in out))
      noteRepair(at(path, option), 'left out', 'not a valid image option');
  }
  return out;
};
/** Absent or null means no options, and so does a value that is not an object at all. */
const optionalImageTransformation = orElse(optional(nullable(imageTransformationGuard), none), none, 'left out');

// ---------- Board (BoardSchema) ----------

const optionalObject = <T>(guard: Guard<T>) => optional(nullable(guard), none);

/** A yes/no the board can do without (`LenientFlag`): a boolean, or 'true' / 'false' as text; else `fallback`. */
const lenientFlag =
  (fallback: boolean): Guard<boolean> =>
  (value, path) => {
    if (typeof value === 'boolean') return value;
    const said = flagFromText(value);
    if (said !== null)
      noteRepair(path, `read as ${String(said)}`, `expected a boolean but received the text ${JSON.stringify(value)}`);
    else noteRepair(path, 'set to its default', `expected a boolean but received ${received(value)}`);
    return said ?? fallback;
  };

/** A yes/no that widens what the board does or lowers privacy (`SafeFlag`): anything else is its safe side. */
const safeFlag = (safe: boolean) => orElse(boolean, () => safe, `set to ${String(safe)}, its safe side`);

const privacyFallback = BOARD_FALLBACK.privacy;

/** One integration, or null when it is missing; one that cannot be read is off. */
const integration = <T>(guard: Guard<T>) => orElse(optionalObject(guard), none, 'left out (off)');

/**
 * The board (see `BoardSchema`): which board, whose organization and whether and how it is locked stay strict; a
 * privacy setting that cannot be read gives way to its asking side, an integration to off.
 */
export const boardGuard: Guard<Board> = reportingRepairs('board', (value, path) => {
  const { name, ...board } = object({
    id,
    slug: string,
    name: orElse<string | null>(string, none, "set to the board's slug"),
    organization_id: id,
    status: orElse(integer(), () => BOARD_FALLBACK.status),
    is_ssl: lenientFlag(BOARD_FALLBACK.isSsl),
    allow_embedding: safeFlag(BOARD_FALLBACK.allowEmbedding),
    has_items_to_display: lenientFlag(BOARD_FALLBACK.hasItemsToDisplay),
    access: optional(oneOf(BOARD_ACCESS), () => 'open'),
    locked: optional(boolean, () => false),
    privacy: orElse(
      object({
        cookie_management: orElse(oneOf(COOKIE_MANAGEMENTS), () => privacyFallback.cookie_management),
        privacy_policy: orElse(
          optional(oneOf(PRIVACY_POLICIES), () => 'none'),
          () => privacyFallback.privacy_policy,
        ),
        privacy_warning_check: safeFlag(privacyFallback.privacy_warning_check),
        regulated_countries_only: safeFlag(privacyFallback.regulated_countries_only),
        privacy_warning_provider: lenientText,
        element_id: orElse(optional(nullable(id), none), none, 'set to none'),
        message: lenientText,
        link: lenientText,
        is_top: lenientFlag(privacyFallback.is_top),
        can_close: lenientFlag(privacyFallback.can_close),
      }),
      () => ({ ...privacyFallback }),
      'set to asking for consent everywhere',
    ),
    integrations: orElse(
      object({
        ga: integration(object({ measurement_id: string })),
        marketo: integration(object({ munchkin_id: string })),
        eloqua: integration(object({ site_id: string })),
        pardot: integration(object({ account_id: string, campaign_id: string })),
        allow_append_params: safeFlag(BOARD_FALLBACK.allowAppendParams),
      }),
      () => ({ ...BOARD_FALLBACK.integrations }),
      'all off',
    ),
  })(value, path);
  return { ...board, name: name ?? board.slug };
});

// ---------- Campaign (CampaignSchema) ----------

const cta: Guard<Cta> = object({
  label: string,
  destination: oneOf(CTA_DESTINATIONS),
  url: optionalText,
  email: optionalText,
});
/** Where a part has one call to action: one that cannot be read (an unknown destination…) is no call to action. */
const optionalCta = orElse(optional(nullable(cta), none), none, 'left out');

/** The owner's own wording of interface texts: entries that are not strings are dropped. */
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

/** The column count brought into 1–4; one that is not a number becomes the number of blocks, at most 4. */
const promotionGuard: Guard<Promotion> = (value, path) => {
  const { columns, ...promotion } = object({
    key: string,
    show: boolean,
    position: orElse(oneOf(PROMOTION_POSITIONS), () => SETTING_FALLBACK.promotionPosition),
    columns: (sent) => sent,
    alignment: orElse(oneOf(PROMO_ALIGNMENTS), () => SETTING_FALLBACK.promotionAlignment),
    title: optionalText,
    blocks: validEntries(object({ title: string, text: optionalText, image_url: optionalText, cta: optionalCta })),
  })(value, path);
  const usable = typeof columns === 'number' ? promotionColumns(columns) : promotionColumns(promotion.blocks.length);
  if (typeof columns !== 'number') {
    noteRepair(
      at(path, 'columns'),
      `set to ${usable}, its number of blocks`,
      `expected a number but received ${received(columns)}`,
    );
  } else if (usable !== columns) {
    noteRepair(at(path, 'columns'), `brought to ${usable}`, `${columns} is not 1–4`);
  }
  return { ...promotion, columns: usable };
};

/** An optional part of the page that cannot be read is hidden. */
const part = <T>(guard: Guard<T>, hidden: () => T) => orElse(guard, hidden, 'hidden');

export const campaignGuard: Guard<CampaignWire> = reportingRepairs(
  'campaign',
  object({
    id,
    board_id: id,
    campaign_type: oneOf(CAMPAIGN_TYPES),
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
      gating: object({
        show: boolean,
        is_mandatory: boolean,
        known_lead: boolean,
        type: oneOf(['form']),
        metadata: object({
          form: object({
            form_title: lenientText,
            submit_label: lenientText,
            fields: validEntries(
              object({
                name: oneOf(GATING_FIELD_NAMES),
                type: oneOf(GATING_FIELD_TYPES),
                label: string,
                state: oneOf(FIELD_STATES),
              }),
            ),
          }),
        }),
      }),
      block_download: orElse(boolean, () => true),
      show_likes: orElse(boolean, () => false),
      show_home: orElse(boolean, () => true),
      item_viewer_config: orElse(
        object({ has_navigation: orElse(boolean, () => true), is_classic_theme: orElse(boolean, () => true) }),
        () => ({ has_navigation: true, is_classic_theme: true }),
      ),
      image_transformation: optionalImageTransformation,
    }),
    contact_card: part(object({ show: boolean, title: optionalText, cta: optionalCta }), () => ({
      show: false,
      title: null,
      cta: null,
    })),
    promotion: part(object({ items: validRecord(promotionGuard) }), () => ({ items: {} })),
    side_by_side: part(
      object({
        items: validRecord(
          object({
            key: string,
            show: boolean,
            column_size: orElse(oneOf(COLUMN_SIZES), () => SETTING_FALLBACK.columnSize),
            title: string,
            text: optionalText,
            image_url: optionalText,
            cta: optionalCta,
          }),
        ),
      }),
      () => ({ items: {} }),
    ),
    pending_personalization: orElse(boolean, () => false),
  }),
);

// ---------- Categories (CategoriesSchema, CategorySchema) ----------

/** One category (see `CategorySchema`: what only places or decorates it falls back, the rest fails it). */
export const categoryGuard: Guard<Category> = reportingRepairs(
  'category',
  object({
    id,
    slug: string,
    name: string,
    category_type: oneOf(CATEGORY_TYPES),
    parent_id: orElse(optional(nullable(id), none), none, 'set to none'),
    subcategories_ids: orElse(
      optional(validEntries(id), () => []),
      () => [],
      'left out',
    ),
    link_url: lenientText,
    items_count: orElse(
      optional(count, () => 0),
      () => 0,
    ),
  }),
);

/** A category that cannot be read is left out, and its id from the menu order and every parent's subcategories. */
export const categoriesGuard: Guard<Categories> = reportingRepairs('categories', (value, path) => {
  const { data, ...answer } = object({
    data: record(orElse<Category | null>(categoryGuard, none, 'left out, and its id from every list of ids')),
    categories_ids: validEntries(id),
    promoted_category_id: orElse(nullable(id), none, 'set to none'),
  })(value, path);
  const kept: Record<string, Category> = {};
  const leftOut = new Set<string>();
  for (const [key, category] of Object.entries(data)) {
    if (category) kept[key] = category;
    else leftOut.add(key);
  }
  return withoutCategoryIds({ ...answer, data: kept }, leftOut);
});

// ---------- Items (ItemSchema, ItemListSchema, JourneySchema, ItemsPresenceSchema) ----------

export const itemGuard: Guard<Item> = reportingRepairs(
  'item',
  object({
    id,
    slug: string,
    name: string,
    category_id: id,
    category_slug: string,
    content_item_id: id,
    item_type: oneOf(ITEM_TYPES),
    item_source: oneOf(ITEM_SOURCES),
    presented_item_type: orElse(oneOf(PRESENTED_ITEM_TYPES), () => SETTING_FALLBACK.presentedItemType),
    link_url: optionalText,
    open_in_new_tab: orElse(boolean, () => false),
    status: integer(),
    is_gated: boolean,
    liked_by_user: orElse(boolean, () => false),
    journey_index: count,
    description: lenientText,
    thumbnail_url: lenientText,
    file_url: optionalText,
    preview_url: optionalText,
    file_extension: optionalText,
    content_html: optionalText,
    views_count: orElse(
      optional(count, () => 0),
      () => 0,
    ),
    image_transformation: optionalImageTransformation,
    // Read by the viewer alone (`ui/renderers/pdf/page-pictures.ts`): carried here as it came.
    page_pictures: optional(ack, none),
  }),
);

export const itemListGuard: Guard<ItemList> = reportingRepairs(
  'items',
  object({
    data: validRecord(itemGuard),
    promoted_item_id: orElse(nullable(id), none),
    item_ids: validEntries(id),
    total_pages: count,
    current_page: integer(1),
    items_count: count,
    most_viewed_item_id: orElse(nullable(id), none),
  }),
);

export const journeyGuard: Guard<Journey> = reportingRepairs(
  'journey',
  object({
    items: validEntries(itemGuard),
    items_count: count,
    journey_index: count,
    next_item_index: nullable(count),
    prev_item_index: nullable(count),
  }),
);

export const itemsPresenceGuard: Guard<{ has_items: boolean }> = object({ has_items: boolean });

// ---------- Lead, presenter and session (api/schemas/lead.ts) ----------

export const leadGuard: Guard<Lead> = object({
  id: nullable(id),
  email: optionalText,
  anon_guest: boolean,
  first_name: optionalText,
  last_name: optionalText,
  headline: optionalText,
  company: optionalText,
  phone: optionalText,
});

export const presenterGuard: Guard<Presenter> = object({
  email: string,
  first_name: string,
  last_name: string,
  title: optionalText,
  company: optionalText,
  phone: optionalText,
  avatar_url: optionalText,
  linkedin_url: optionalText,
  calendar_url: optionalText,
});

export const sessionCreatedGuard: Guard<{ guid: string }> = object({ guid: string });
export const sessionValidatedGuard: Guard<{ guid: string | null }> = object({ guid: nullable(string) });
