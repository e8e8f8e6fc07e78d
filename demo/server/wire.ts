/**
 * Wire objects built from the catalog: the board, categories and items as the API schemas describe them.
 */
import type { Context } from 'hono';

import type { Board, Category, Item } from '../../src/api/schemas/index.ts';
import type { BoardEntry, Catalog } from './catalog.ts';
import type { ServerState } from './context.ts';
import { buildItem } from './fixtures/items.ts';
import type { CategorySpec } from './fixtures/types.ts';
import { originOf, sessionGuidOf } from './request-info.ts';

/** The wire board. `locked` tells the client to show the password / email page instead of the content. */
export function boardWire(board: BoardEntry, locked: boolean): Board {
  const { spec } = board;
  return {
    id: spec.id,
    slug: spec.slug,
    name: spec.name,
    organization_id: spec.organizationId,
    status: spec.status,
    is_ssl: spec.isSsl,
    allow_embedding: spec.allowEmbedding,
    has_items_to_display: board.total > 0,
    access: spec.access,
    locked,
    privacy: spec.privacy,
    integrations: spec.integrations,
  };
}

/** The wire category with its items count (a parent counts its subcategories' items). */
export function categoryWire(catalog: Catalog, board: BoardEntry, category: CategorySpec): Category {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    category_type: category.type,
    parent_id: category.parentId ?? null,
    subcategories_ids: board.categories.filter((c) => c.parentId === category.id).map((c) => c.id),
    link_url: category.linkUrl ?? null,
    items_count: catalog.itemsCount(board, category),
  };
}

/** A function building the wire item at a home index for this request (origin for URLs, session likes). */
/** Items as an anonymous visitor gets them (nothing liked): the first-screen endpoint's, the same for everyone. */
export function anonymousItemBuilder(
  state: ServerState,
  origin: string,
  board: BoardEntry,
): (homeIndex: number) => Item {
  const ctx = { origin, likedItemIds: state.likes.of(undefined) };
  return (homeIndex) => buildItem(state.catalog.place(board, homeIndex), ctx);
}

export function itemBuilder(state: ServerState, c: Context, board: BoardEntry): (homeIndex: number) => Item {
  const ctx = { origin: originOf(c), likedItemIds: state.likes.of(sessionGuidOf(c)) };
  return (homeIndex) => buildItem(state.catalog.place(board, homeIndex), ctx);
}
