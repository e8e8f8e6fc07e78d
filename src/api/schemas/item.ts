import * as v from 'valibot';

import { byId, Id, OptionalText } from './common.ts';
import { OptionalImageTransformation } from './image.ts';
import { ITEM_SOURCES, ITEM_TYPES, PRESENTED_ITEM_TYPES } from './values.ts';

/** Item types. */
export const ItemType = v.picklist(ITEM_TYPES);

/** Item sources: link 1, file 2, box 3, article 4. */
export const ItemSource = v.picklist(ITEM_SOURCES);

/** Presented item types drive the icon and label. */
export const PresentedItemType = v.picklist(PRESENTED_ITEM_TYPES);

/** One item. `file_url`/`preview_url` serve files, `content_html` articles, `thumbnail_url` the tile. */
export const ItemSchema = v.object({
  id: Id,
  slug: v.string(),
  name: v.string(),
  category_id: Id,
  category_slug: v.string(),
  content_item_id: Id,
  item_type: ItemType,
  item_source: ItemSource,
  presented_item_type: PresentedItemType,
  link_url: OptionalText,
  open_in_new_tab: v.boolean(),
  status: v.pipe(v.number(), v.integer()),
  is_gated: v.boolean(),
  liked_by_user: v.boolean(),
  journey_index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  description: OptionalText,
  thumbnail_url: OptionalText,
  file_url: OptionalText,
  preview_url: OptionalText,
  file_extension: OptionalText,
  content_html: OptionalText,
  views_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /** How the item's pictures (thumbnail, viewer image) are transformed, over the campaign's options. */
  image_transformation: OptionalImageTransformation,
});

/** `POST /live_board/v2/boards/{boardId}/items`. `item_ids` is the page's order. */
export const ItemListSchema = v.object({
  data: byId(ItemSchema),
  promoted_item_id: v.nullable(Id),
  item_ids: v.array(Id),
  total_pages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  current_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  items_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  most_viewed_item_id: v.nullable(Id),
});

/**
 * `POST /live_board/v2/journeys/{id}`: the item `id` within the journey of a category or search,
 * with its neighbours (`items` holds previous, current and next, each carrying its `journey_index`).
 */
export const JourneySchema = v.object({
  items: v.array(ItemSchema),
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
