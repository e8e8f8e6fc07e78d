/**
 * Items and categories : the paged items list, one item, one category, journeys and downloads.
 * Lists are the catalog's ordered sequences, so a page costs O(per_page) even on the 10,000-item board.
 */
import { type Context, Hono } from 'hono';

import { type ItemList, ItemsQueryBody, type Journey, JourneyBody } from '../../../src/api/schemas/index.ts';
import { assertUnlocked, boardParam, requireBoard } from '../board-access.ts';
import type { BoardEntry } from '../catalog.ts';
import type { AppEnv, ServerState } from '../context.ts';
import { ApiError, ERROR_CODE, notFound } from '../errors.ts';
import { downloadPath, itemIdAt } from '../fixtures/items.ts';
import type { CategorySpec } from '../fixtures/types.ts';
import { originOf, queryFlag } from '../request-info.ts';
import { readBody } from '../validation.ts';
import { categoryWire, itemBuilder } from '../wire.ts';

function requireCategory(state: ServerState, board: BoardEntry, id: number | null): CategorySpec | null {
  if (id === null) return null;
  const category = state.catalog.category(board, String(id), false);
  if (!category) throw notFound(`Category ${id} of board ${board.spec.slug}`);
  return category;
}

/**
 * One page of a board's items as `POST …/items` answers it: `category` null for home, a search text, a page and its
 * size; `build` makes each item (for a visitor: their likes). Also the first-screen endpoint's items.
 */
export function itemsPage(
  state: ServerState,
  board: BoardEntry,
  query: { category: number | null; search: string; page: number; per_page: number },
  build: (homeIndex: number) => ItemList['data'][string],
): ItemList {
  const list = state.catalog.list(board, requireCategory(state, board, query.category), query.search);
  const { sequence } = list;
  // A page past the end is an empty page, not an error: infinite scroll may overshoot.
  const from = Math.min((query.page - 1) * query.per_page, sequence.length);
  const to = Math.min(from + query.per_page, sequence.length);
  const items = [];
  for (let position = from; position < to; position++) items.push(build(sequence.at(position)));
  return {
    data: Object.fromEntries(items.map((item) => [String(item.id), item])),
    // Only page 1 holds the promoted item (first); later pages never repeat it.
    promoted_item_id: query.page === 1 && items.length > 0 ? list.promotedItemId : null,
    item_ids: items.map((item) => item.id),
    total_pages: Math.ceil(sequence.length / query.per_page),
    current_page: query.page,
    items_count: sequence.length,
    most_viewed_item_id: list.mostViewedItemId(),
  };
}

/** `?board_id=` is required with `?by_slug=1`: slugs are only unique within a board. */
function boardForSlugLookup(state: ServerState, c: Context): BoardEntry {
  const boardId = c.req.query('board_id');
  if (!boardId) {
    throw new ApiError(422, ERROR_CODE.validationFailed, 'board_id is required with by_slug', {
      board_id: ['Required when by_slug is set'],
    });
  }
  return requireBoard(state, boardId);
}

/** Routes of this module. */
export function itemRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const { catalog } = state;

  app.post('/live_board/v2/boards/:boardId/items', boardParam(state, { locked: true }), async (c) => {
    const board = c.get('board');
    const query = await readBody(c, ItemsQueryBody);
    return c.json(itemsPage(state, board, query, itemBuilder(state, c, board)));
  });

  app.get('/live_board/v2/items/:itemId', (c) => {
    const idOrSlug = c.req.param('itemId');
    let board: BoardEntry;
    let homeIndex: number | undefined;
    if (queryFlag(c, 'by_slug')) {
      board = boardForSlugLookup(state, c);
      homeIndex = catalog.homeIndexBySlug(board, idOrSlug);
    } else {
      const found = /^\d+$/.test(idOrSlug) ? catalog.itemById(Number(idOrSlug)) : undefined;
      const boardId = c.req.query('board_id');
      // An id from another board than the one asked for is as unknown as a missing one.
      if (!found || (boardId && catalog.board(boardId) !== found.board)) throw notFound(`Item ${idOrSlug}`);
      board = found.board;
      homeIndex = found.homeIndex;
    }
    if (homeIndex === undefined) throw notFound(`Item ${idOrSlug}`);
    assertUnlocked(state, c, board);
    return c.json(itemBuilder(state, c, board)(homeIndex));
  });

  app.get('/live_board/v2/categories/:categoryId', (c) => {
    const idOrSlug = c.req.param('categoryId');
    let board: BoardEntry;
    let category: CategorySpec | undefined;
    if (queryFlag(c, 'by_slug')) {
      board = boardForSlugLookup(state, c);
      category = catalog.category(board, idOrSlug, true);
    } else {
      const found = /^\d+$/.test(idOrSlug) ? catalog.categoryAnywhere(Number(idOrSlug)) : undefined;
      const boardId = c.req.query('board_id');
      if (!found || (boardId && catalog.board(boardId) !== found.board)) throw notFound(`Category ${idOrSlug}`);
      board = found.board;
      category = found.category;
    }
    if (!category) throw notFound(`Category ${idOrSlug}`);
    assertUnlocked(state, c, board);
    return c.json(categoryWire(catalog, board, category));
  });

  // The journey of an item: its neighbours in the same list (category or search) the visitor opened it from.
  app.post('/live_board/v2/journeys/:id', async (c) => {
    const query = await readBody(c, JourneyBody);
    const board = requireBoard(state, query.board_id);
    assertUnlocked(state, c, board);
    const list = catalog.list(board, requireCategory(state, board, query.category_id), query.search);
    const { sequence } = list;
    const idOrSlug = c.req.param('id');
    const homeIndex = catalog.homeIndexOf(board, idOrSlug);
    const position = homeIndex === undefined ? -1 : sequence.positionOf(homeIndex);
    if (position < 0) throw notFound(`Item ${idOrSlug} in this category or search`);

    const build = itemBuilder(state, c, board);
    const hasPrev = position > 0;
    const hasNext = position + 1 < sequence.length;
    const positions = [hasPrev ? position - 1 : null, position, hasNext ? position + 1 : null];
    const body: Journey = {
      items: positions.filter((p) => p !== null).map((p) => build(sequence.at(p))),
      items_count: sequence.length,
      journey_index: position,
      next_item_index: hasNext ? position + 1 : null,
      prev_item_index: hasPrev ? position - 1 : null,
    };
    return c.json(body);
  });

  app.get('/live_board/v2/downloads', (c) => {
    const raw = c.req.query('content_item_id');
    if (!raw || !/^\d+$/.test(raw)) {
      throw new ApiError(422, ERROR_CODE.validationFailed, 'content_item_id is required', {
        content_item_id: ['A numeric content_item_id is required'],
      });
    }
    const found = catalog.itemByContentId(Number(raw));
    if (!found) throw notFound(`Content item ${raw}`);
    assertUnlocked(state, c, found.board);
    const { category, index } = catalog.place(found.board, found.homeIndex);
    const path = downloadPath(category, index);
    if (!path)
      throw notFound(`A download of content item ${raw} (item ${itemIdAt(found.board.spec, found.homeIndex)})`);
    return c.json({ download_url: `${originOf(c)}${path}` });
  });

  return app;
}
