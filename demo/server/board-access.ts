/**
 * Resolving the board of a request and enforcing its lock. Every board-scoped path segment accepts the numeric
 * id or the slug (docs/server.md). A locked board (password / email code not yet passed by this session) withholds
 * its data with 403 `board_locked`; only the board itself answers, with `locked: true`.
 */
import type { Context, MiddlewareHandler } from 'hono';

import type { BoardEntry } from './catalog.ts';
import type { AppEnv, ServerState } from './context.ts';
import { ApiError, ERROR_CODE, notFound } from './errors.ts';
import { sessionGuidOf } from './request-info.ts';

/** True while this request's session has not passed the board's lock. */
export function isLocked(state: ServerState, c: Context, board: BoardEntry): boolean {
  return board.spec.access !== 'open' && !state.locks.isUnlocked(board.spec.id, sessionGuidOf(c));
}

/** Throws 403 `board_locked` when the board is locked for this request's session. */
export function assertUnlocked(state: ServerState, c: Context, board: BoardEntry): void {
  if (isLocked(state, c, board)) {
    const how = board.spec.access === 'password' ? 'its password' : 'an email confirmation code';
    throw new ApiError(403, ERROR_CODE.boardLocked, `This board is locked: unlock it with ${how} first`);
  }
}

/** Resolves a board by id or slug, or throws 404. */
export function requireBoard(state: ServerState, idOrSlug: string | number): BoardEntry {
  const board = state.catalog.board(idOrSlug);
  if (!board) throw notFound(`Board ${idOrSlug}`);
  return board;
}

/**
 * Route middleware: resolves the `:boardId` path parameter into `c.var.board` (404 when unknown) and, when
 * `locked`, enforces the board's lock.
 */
export function boardParam(state: ServerState, { locked }: { locked: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const board = requireBoard(state, c.req.param('boardId') ?? '');
    if (locked) assertUnlocked(state, c, board);
    c.set('board', board);
    await next();
  };
}
