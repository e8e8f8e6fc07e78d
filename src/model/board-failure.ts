/**
 * The board's failure codes and how an error becomes one. A pure mapping with no store state, shared by the store's
 * load, its items paging and its category lookups; board-store.ts re-exports the codes.
 */
import { isApiError } from '../api/errors.ts';
import type { BoardErrorDetail } from './event-bus.ts';

/** Stable codes of board-level failures (carried by `board-error`). */
export const BOARD_ERROR_CODE = {
  missingBoard: 'missing_board',
  notFound: 'board_not_found',
  locked: 'board_locked',
  loadFailed: 'load_failed',
  unauthorized: 'unauthorized',
  gone: 'gone',
} as const;

/** The board failure an error stands for: its code by HTTP status or API code, its message and status. */
export function describeFailure(error: unknown): BoardErrorDetail {
  if (!isApiError(error)) {
    return { code: BOARD_ERROR_CODE.loadFailed, message: String(error) };
  }
  const code =
    error.status === 404
      ? BOARD_ERROR_CODE.notFound
      : error.status === 401
        ? BOARD_ERROR_CODE.unauthorized
        : error.status === 410
          ? BOARD_ERROR_CODE.gone
          : error.code === BOARD_ERROR_CODE.locked
            ? BOARD_ERROR_CODE.locked
            : BOARD_ERROR_CODE.loadFailed;
  return { code, message: error.message, ...(error.status ? { status: error.status } : {}) };
}
