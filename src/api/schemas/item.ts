import * as v from 'valibot';

import { Id, LenientText, OptionalText, orElse, validEntries, validRecord } from './common.ts';
import { OptionalImageTransformation } from './image.ts';
import { ITEM_SOURCES, ITEM_TYPES, PRESENTED_ITEM_TYPES, SETTING_FALLBACK } from './values.ts';

/** Item types. */
export const ItemType = v.picklist(ITEM_TYPES);

/** Item sources: link 1, file 2, box 3, article 4. */
export const ItemSource = v.picklist(ITEM_SOURCES);

/** Presented item types drive the icon and label. */
export const PresentedItemType = v.picklist(PRESENTED_ITEM_TYPES);

/**
 * One item. `file_url`/`preview_url` serve files, `content_html` articles, `thumbnail_url` the tile. What only
 * decorates the item (its icon type, description, picture, counts, like and new-tab flags) falls back when it
 * cannot be read (docs/decisions.md, "Malformed values"); anything else wrong fails the item: in a list or a journey
 * it is left out, fetched alone it fails.
 */
export const ItemSchema = v.object({
  id: Id,
  slug: v.string(),
  name: v.string(),
  category_id: Id,
  category_slug: v.string(),
  content_item_id: Id,
  item_type: ItemType,
  item_source: ItemSource,
  /** A type the board does not know is shown as the plain link of any other site. */
  presented_item_type: orElse(PresentedItemType, () => SETTING_FALLBACK.presentedItemType),
  link_url: OptionalText,
  open_in_new_tab: orElse(v.boolean(), () => false),
  status: v.pipe(v.number(), v.integer()),
  is_gated: v.boolean(),
  liked_by_user: orElse(v.boolean(), () => false),
  journey_index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  description: LenientText,
  thumbnail_url: LenientText,
  file_url: OptionalText,
  preview_url: OptionalText,
  file_extension: OptionalText,
  content_html: OptionalText,
  views_count: orElse(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0), () => 0),
  /** How the item's pictures (thumbnail, viewer image) are transformed, over the campaign's options. */
  image_transformation: OptionalImageTransformation,
  /**
   * Pictures of a document's pages, shown while the PDF engine loads: carried as it came, read by the viewer
   * (`PagePicturesSchema`, api/schemas/page-pictures.ts).
   */
  page_pictures: v.optional(v.unknown(), null),
});

/**
 * `POST /live_board/v2/boards/{boardId}/items`. `item_ids` is the page's order; an id there without its item in
 * `data` (one left out) shows nothing. A promoted or most-viewed id that cannot be read is none.
 */
export const ItemListSchema = v.object({
  data: validRecord(ItemSchema),
  promoted_item_id: orElse(v.nullable(Id), () => null),
  item_ids: validEntries(Id),
  total_pages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  current_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  items_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  most_viewed_item_id: orElse(v.nullable(Id), () => null),
});

/**
 * `POST /live_board/v2/journeys/{id}`: the item `id` within the journey of a category or search,
 * with its neighbours (`items` holds previous, current and next, each carrying its `journey_index`).
 */
export const JourneySchema = v.object({
  /** An item left out is no neighbour; the journey fails to open only when it was the one asked for. */
  items: validEntries(ItemSchema),
  items_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  journey_index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  next_item_index: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  prev_item_index: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** `GET /live_board/v2/boards/{boardId}/items_presence`. */
export const ItemsPresenceSchema = v.object({ has_items: v.boolean() });

export type Item = v.InferOutput<typeof ItemSchema>;
export type ItemList = v.InferOutput<typeof ItemListSchema>;
export type Journey = v.InferOutput<typeof JourneySchema>;
export type ItemTypeName = v.InferOutput<typeof ItemType>;
export type PresentedItemTypeName = v.InferOutput<typeof PresentedItemType>;
