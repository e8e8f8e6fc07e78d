/**
 * Items: one item (`GET …/items/{id}` and inside lists), a page of items, a journey, and whether a board has items.
 * `file_url`/`preview_url` serve files, `content_html` articles, `thumbnail_url` the tile.
 */
import {
  ack,
  boolean,
  count,
  type Guarded,
  id,
  integer,
  lenientText,
  none,
  nullable,
  object,
  oneOf,
  optional,
  optionalText,
  orElse,
  reportingRepairs,
  string,
  validEntries,
  validRecord,
} from '../guards.ts';
import { optionalImageTransformation } from './image.ts';
import { ITEM_SOURCES, ITEM_TYPES, PRESENTED_ITEM_TYPES, SETTING_FALLBACK } from './values.ts';

/**
 * One item. What only decorates it (its icon type, description, picture, counts, like and new-tab flags) falls
 * back when it cannot be read (docs/decisions.md, "Malformed values"); anything else wrong fails the item: in a list
 * or a journey it is left out, fetched alone it fails.
 */
export const itemGuard = reportingRepairs(
  'item',
  object({
    id,
    slug: string,
    name: string,
    category_id: id,
    category_slug: string,
    content_item_id: id,
    item_type: oneOf(ITEM_TYPES),
    /** Link 1, file 2, box 3, article 4. */
    item_source: oneOf(ITEM_SOURCES),
    /** Drives the icon and label; a type the board does not know is shown as the plain link of any other site. */
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
    /** How the item's pictures (thumbnail, viewer image) are transformed, over the campaign's options. */
    image_transformation: optionalImageTransformation,
    /**
     * Pictures of a document's pages, shown while the PDF engine loads: carried as it came, read by the viewer alone
     * (`PagePicturesSchema`, api/schemas/page-pictures.ts).
     */
    page_pictures: optional(ack, none),
  }),
);

/**
 * `POST /live_board/v2/boards/{boardId}/items`. `item_ids` is the page's order; an id there without its item in
 * `data` (one left out) shows nothing. A promoted or most-viewed id that cannot be read is none.
 */
export const itemListGuard = reportingRepairs(
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

/**
 * `POST /live_board/v2/journeys/{id}`: the item `id` within the journey of a category or search, with its
 * neighbours (`items` holds previous, current and next, each carrying its `journey_index`). An item left out is no
 * neighbour; the journey fails to open only when it was the one asked for.
 */
export const journeyGuard = reportingRepairs(
  'journey',
  object({
    items: validEntries(itemGuard),
    items_count: count,
    journey_index: count,
    next_item_index: nullable(count),
    prev_item_index: nullable(count),
  }),
);

/** `GET /live_board/v2/boards/{boardId}/items_presence`. */
export const itemsPresenceGuard = object({ has_items: boolean });

export type Item = Guarded<typeof itemGuard>;
export type ItemList = Guarded<typeof itemListGuard>;
export type Journey = Guarded<typeof journeyGuard>;
export type ItemTypeName = (typeof ITEM_TYPES)[number];
export type PresentedItemTypeName = (typeof PRESENTED_ITEM_TYPES)[number];
