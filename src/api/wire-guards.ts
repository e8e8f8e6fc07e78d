/**
 * Guards of the answers the first screen's code asks for (see `guards.ts`), each the twin of a valibot schema in
 * `api/schemas/` and typed by it: a guard whose result could not be that schema's output does not compile, and
 * `test/unit/api/wire-guards.test.ts` checks that both accept, reject and default alike.
 */
import { IMAGE_FILTER_NAME, IMAGE_GRAVITIES, IMAGE_QUALITY } from '../model/image-transformation.ts';
import { isHexColor } from '../model/theme.ts';
import {
  array,
  boolean,
  fail,
  type Guard,
  id,
  integer,
  isObject,
  nullable,
  object,
  oneOf,
  optional,
  optionalText,
  record,
  string,
} from './guards.ts';
import type { Board } from './schemas/board.ts';
import type { CampaignWire, Cta } from './schemas/campaign.ts';
import type { Categories, Category } from './schemas/category.ts';
import type { ImageTransformation } from './schemas/image.ts';
import type { Item, ItemList, Journey } from './schemas/item.ts';
import type { Lead, Presenter } from './schemas/lead.ts';
import {
  BANNER_HEIGHTS,
  BOARD_ACCESS,
  CAMPAIGN_TYPES,
  CATEGORY_DISPLAY_MODES,
  CATEGORY_THEMES,
  CATEGORY_TYPES,
  COLUMN_SIZES,
  COOKIE_MANAGEMENTS,
  CTA_DESTINATIONS,
  FIELD_STATES,
  GATING_FIELD_NAMES,
  GATING_FIELD_TYPES,
  ITEM_SOURCES,
  ITEM_TYPES,
  PRESENTED_ITEM_TYPES,
  PRIVACY_POLICIES,
  PROMO_ALIGNMENTS,
  PROMOTION_COLUMNS,
  PROMOTION_POSITIONS,
  SECTION_KEYS,
  TEXT_COLORS,
} from './schemas/values.ts';

const count = integer(0);
const none = () => null;

// ---------- Image transformation options (ImageTransformationSchema) ----------

const inRange = (value: unknown, min: number, max = Infinity): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Each invalid option is dropped on its own; what is not an object at all is refused. */
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
  return out;
};
const optionalImageTransformation = optional(nullable(imageTransformationGuard), none);

// ---------- Board (BoardSchema) ----------

const optionalObject = <T>(guard: Guard<T>) => optional(nullable(guard), none);

export const boardGuard: Guard<Board> = object({
  id,
  slug: string,
  name: string,
  organization_id: id,
  status: integer(),
  is_ssl: boolean,
  allow_embedding: boolean,
  has_items_to_display: boolean,
  access: optional(oneOf(BOARD_ACCESS), () => 'open'),
  locked: optional(boolean, () => false),
  privacy: object({
    cookie_management: oneOf(COOKIE_MANAGEMENTS),
    privacy_policy: optional(oneOf(PRIVACY_POLICIES), () => 'none'),
    privacy_warning_check: boolean,
    regulated_countries_only: boolean,
    privacy_warning_provider: optionalText,
    element_id: optional(nullable(id), none),
    message: optionalText,
    link: optionalText,
    is_top: boolean,
    can_close: boolean,
  }),
  integrations: object({
    ga: optionalObject(object({ measurement_id: string })),
    marketo: optionalObject(object({ munchkin_id: string })),
    eloqua: optionalObject(object({ site_id: string })),
    pardot: optionalObject(object({ account_id: string, campaign_id: string })),
    allow_append_params: boolean,
  }),
});

// ---------- Campaign (CampaignSchema) ----------

const cta: Guard<Cta> = object({
  label: string,
  destination: oneOf(CTA_DESTINATIONS),
  url: optionalText,
  email: optionalText,
});
const optionalCta = optional(nullable(cta), none);

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

export const campaignGuard: Guard<CampaignWire> = object({
  id,
  board_id: id,
  campaign_type: oneOf(CAMPAIGN_TYPES),
  sections: array(oneOf(SECTION_KEYS)),
  general: object({
    theme_color: string,
    greetings: object({ show: boolean, title: optionalText, message: optionalText }),
    category_display_mode: optional(oneOf(CATEGORY_DISPLAY_MODES), () => 'classic'),
    category_theme: optional(oneOf(CATEGORY_THEMES), () => 'classic'),
    texts,
  }),
  banner: object({
    show: boolean,
    height: oneOf(BANNER_HEIGHTS),
    text_color: oneOf(TEXT_COLORS),
    title: optionalText,
    subtitle: optionalText,
    image_url: optionalText,
  }),
  header: object({
    show: boolean,
    title: optionalText,
    logo_url: optionalText,
    background: object({ show: boolean, image_url: optionalText }),
    ctas: optional(array(cta), () => []),
  }),
  items: object({
    show: boolean,
    leading_item: object({ id: nullable(id) }),
    gating: object({
      show: boolean,
      is_mandatory: boolean,
      known_lead: boolean,
      type: oneOf(['form']),
      metadata: object({
        form: object({
          form_title: optionalText,
          submit_label: optionalText,
          fields: array(
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
    block_download: boolean,
    show_likes: boolean,
    show_home: boolean,
    item_viewer_config: object({ has_navigation: boolean, is_classic_theme: boolean }),
    image_transformation: optionalImageTransformation,
  }),
  contact_card: object({ show: boolean, title: optionalText, cta: optionalCta }),
  promotion: object({
    items: record(
      object({
        key: string,
        show: boolean,
        position: oneOf(PROMOTION_POSITIONS),
        columns: oneOf(PROMOTION_COLUMNS),
        alignment: oneOf(PROMO_ALIGNMENTS),
        title: optionalText,
        blocks: array(object({ title: string, text: optionalText, image_url: optionalText, cta: optionalCta })),
      }),
    ),
  }),
  side_by_side: object({
    items: record(
      object({
        key: string,
        show: boolean,
        column_size: oneOf(COLUMN_SIZES),
        title: string,
        text: optionalText,
        image_url: optionalText,
        cta: optionalCta,
      }),
    ),
  }),
  pending_personalization: boolean,
});

// ---------- Categories (CategoriesSchema, CategorySchema) ----------

export const categoryGuard: Guard<Category> = object({
  id,
  slug: string,
  name: string,
  category_type: oneOf(CATEGORY_TYPES),
  parent_id: optional(nullable(id), none),
  subcategories_ids: optional(array(id), () => []),
  link_url: optionalText,
  items_count: optional(count, () => 0),
});

export const categoriesGuard: Guard<Categories> = object({
  data: record(categoryGuard),
  categories_ids: array(id),
  promoted_category_id: nullable(id),
});

// ---------- Items (ItemSchema, ItemListSchema, JourneySchema, ItemsPresenceSchema) ----------

export const itemGuard: Guard<Item> = object({
  id,
  slug: string,
  name: string,
  category_id: id,
  category_slug: string,
  content_item_id: id,
  item_type: oneOf(ITEM_TYPES),
  item_source: oneOf(ITEM_SOURCES),
  presented_item_type: oneOf(PRESENTED_ITEM_TYPES),
  link_url: optionalText,
  open_in_new_tab: boolean,
  status: integer(),
  is_gated: boolean,
  liked_by_user: boolean,
  journey_index: count,
  description: optionalText,
  thumbnail_url: optionalText,
  file_url: optionalText,
  preview_url: optionalText,
  file_extension: optionalText,
  content_html: optionalText,
  views_count: optional(count, () => 0),
  image_transformation: optionalImageTransformation,
});

export const itemListGuard: Guard<ItemList> = object({
  data: record(itemGuard),
  promoted_item_id: nullable(id),
  item_ids: array(id),
  total_pages: count,
  current_page: integer(1),
  items_count: count,
  most_viewed_item_id: nullable(id),
});

export const journeyGuard: Guard<Journey> = object({
  items: array(itemGuard),
  items_count: count,
  journey_index: count,
  next_item_index: nullable(count),
  prev_item_index: nullable(count),
});

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
