/**
 * The allowed values of the API's enumerated fields, as plain lists, and what stands in for a value the board cannot
 * read: the answers' descriptions of this folder take them from here, and importing a list brings no validation
 * code with it.
 */
import { BOARD_STATUS_ONLINE } from '../../base/constants.ts';

/** A custom colour as the API sends it: 3 or 6 hex digits with a leading '#'. */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** Image transformation options: which part of the picture a crop keeps (`face` is left to the image service). */
export const IMAGE_GRAVITIES = ['center', 'north', 'south', 'east', 'west', 'face'] as const;
/** The quality range (percent). */
export const IMAGE_QUALITY = { min: 1, max: 100 } as const;
/** Names an artistic filter may have. */
export const IMAGE_FILTER_NAME = /^[a-z0-9_-]{1,64}$/i;

/** Call-to-action destinations. */
export const CTA_DESTINATIONS = ['email', 'message', 'new_tab', 'inline', 'form', 'share', 'registration'] as const;
/** Gating form fields, their input types and states. */
export const GATING_FIELD_NAMES = ['name', 'email', 'headline', 'company', 'phone', 'note'] as const;
export const GATING_FIELD_TYPES = ['text', 'email', 'title', 'tel', 'long_text'] as const;
export const FIELD_STATES = ['required', 'optional'] as const;
/** Columns of a promotion. */
export const PROMOTION_COLUMNS = [1, 2, 3, 4] as const;
/** A promotion's column count brought into 1–4 (rounded first): 0 becomes 1, 7 becomes 4, 2.5 becomes 3. */
export const promotionColumns = (count: number) =>
  Math.min(4, Math.max(1, Math.round(count))) as (typeof PROMOTION_COLUMNS)[number];
/** Section keys, in any order the owner arranges them. */
export const SECTION_KEYS = [
  'header',
  'banner',
  'items',
  'promotion1',
  'promotion2',
  'promotion3',
  'side_by_side1',
  'side_by_side2',
  'side_by_side3',
  'contact_card',
] as const;
/** Campaign types: default 0, gating 1. */
export const CAMPAIGN_TYPES = [0, 1] as const;
/** How categories are shown, and how the current one is marked. */
export const CATEGORY_DISPLAY_MODES = ['classic', 'tab'] as const;
export const CATEGORY_THEMES = ['classic', 'accent'] as const;
/** Banner heights and text colours. */
export const BANNER_HEIGHTS = ['basic', 'short', 'medium', 'tall'] as const;
export const TEXT_COLORS = ['light', 'semi dark', 'dark'] as const;
/** Side-by-side column sizes. */
export const COLUMN_SIZES = ['small', 'large'] as const;
/** Promotion positions below_banner 0, above_items 1, below_items 2, above_footer 3. */
export const PROMOTION_POSITIONS = [0, 1, 2, 3] as const;
/** Promotion alignment 0 center, 1 left, 2 right. */
export const PROMO_ALIGNMENTS = [0, 1, 2] as const;
/** Item types. */
export const ITEM_TYPES = ['file', 'image', 'link', 'video', 'article'] as const;
/** Item sources: link 1, file 2, box 3, article 4. */
export const ITEM_SOURCES = [1, 2, 3, 4] as const;
/**
 * Presented item types drive the icon and label: file types doc, xls, ppt, video, image, pdf and link
 * sources youtube, vimeo, wistia, vidyard, brighttalk, brightcove, prezi, linkedin_post, facebook_video, article,
 * snapshot, oembed; plain 'link' for any other site.
 */
export const PRESENTED_ITEM_TYPES = [
  'doc',
  'xls',
  'ppt',
  'video',
  'image',
  'pdf',
  'youtube',
  'vimeo',
  'wistia',
  'vidyard',
  'brighttalk',
  'brightcove',
  'prezi',
  'linkedin_post',
  'facebook_video',
  'article',
  'snapshot',
  'oembed',
  'link',
] as const;
/** Category types 1–4. */
export const CATEGORY_TYPES = [1, 2, 3, 4] as const;
/**
 * A categories answer whose `data` lacks the categories left out because they could not be read (their keys in
 * `leftOut`), with their ids taken out of the menu order and of every parent's subcategory list too: no list then
 * names a category the board does not have, so a parent (or the board's first category) never opens a subcategory
 * that is not there (docs/decisions.md, "Malformed values"). Ids of categories the server did not send stay: the
 * board may ask for those alone.
 */
export function withoutCategoryIds<
  C extends { subcategories_ids: number[] },
  A extends { data: Record<string, C>; categories_ids: number[] },
>(answer: A, leftOut: ReadonlySet<string>): A {
  if (leftOut.size === 0) return answer;
  const listed = (id: number) => !leftOut.has(String(id));
  const data: Record<string, C> = {};
  for (const [key, category] of Object.entries(answer.data))
    data[key] = { ...category, subcategories_ids: category.subcategories_ids.filter(listed) };
  return { ...answer, data, categories_ids: answer.categories_ids.filter(listed) };
}
/** Cookie management of a board, and its privacy policies. */
export const COOKIE_MANAGEMENTS = ['internal', 'external'] as const;
export const PRIVACY_POLICIES = ['explicit', 'implicit', 'none'] as const;
/** How a board is protected. */
export const BOARD_ACCESS = ['open', 'password', 'email_code'] as const;

/**
 * What the board uses in place of a display setting it cannot read (docs/decisions.md, "Malformed values"): the
 * smallest banner, dark text (readable on the banner's light theme tint), promotions above the footer and centred,
 * the small side-by-side media column, and the plain link for a presented item type the board does not know.
 */
export const SETTING_FALLBACK = {
  bannerHeight: 'basic',
  bannerTextColor: 'dark',
  promotionPosition: 3,
  promotionAlignment: 0,
  columnSize: 'small',
  presentedItemType: 'link',
} as const satisfies {
  bannerHeight: (typeof BANNER_HEIGHTS)[number];
  bannerTextColor: (typeof TEXT_COLORS)[number];
  promotionPosition: (typeof PROMOTION_POSITIONS)[number];
  promotionAlignment: (typeof PROMO_ALIGNMENTS)[number];
  columnSize: (typeof COLUMN_SIZES)[number];
  presentedItemType: (typeof PRESENTED_ITEM_TYPES)[number];
};

/**
 * A yes/no sent as text: 'true' or 'false' (any case, spaces around) says what it means; null for anything else,
 * a real boolean included (the caller takes those as they are).
 */
export function flagFromText(value: unknown): boolean | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : null;
}

/**
 * What the board uses in place of a board setting it cannot read (docs/decisions.md, "Malformed values"). Privacy
 * stays on its asking side — the board's own consent rule, the warning on, in every country, never an implicit
 * policy — and a permission (framed size reports, appending the page's parameters to links) is not granted. The
 * banner shows the default text at the bottom and can be closed (closing decides nothing). A board whose other
 * settings cannot be read is taken as served over SSL, online and with items: its items answers say the rest.
 */
export const BOARD_FALLBACK = {
  status: BOARD_STATUS_ONLINE,
  isSsl: true,
  hasItemsToDisplay: true,
  allowEmbedding: false,
  allowAppendParams: false,
  privacy: {
    cookie_management: 'internal',
    privacy_policy: 'none',
    privacy_warning_check: true,
    regulated_countries_only: false,
    privacy_warning_provider: null,
    element_id: null,
    message: null,
    link: null,
    is_top: false,
    can_close: true,
  },
  /** Integrations that cannot be read at all: every one off, and no parameters appended. */
  integrations: { ga: null, marketo: null, eloqua: null, pardot: null, allow_append_params: false },
} as const satisfies {
  status: number;
  privacy: {
    cookie_management: (typeof COOKIE_MANAGEMENTS)[number];
    privacy_policy: (typeof PRIVACY_POLICIES)[number];
    [key: string]: unknown;
  };
  [key: string]: unknown;
};
