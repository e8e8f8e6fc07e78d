/** Board-level endpoints. */
import type { ApiClient } from './client.ts';
import { boardPath, presenterPath } from './first-round.ts';
import type { BoardRef, CallOptions } from './paths.ts';
import { boardGuard } from './schemas/board.ts';
import { presenterGuard } from './schemas/lead.ts';

/** `GET /live_board/v1/boards/{id}/`. */
export function fetchBoard(client: ApiClient, board: BoardRef, options: CallOptions = {}) {
  return client.request(boardPath(board), boardGuard, options);
}

/** `GET /live_board/v1/boards/{boardId}/presenter?token=` (answers 206 while the card is being prepared). */
export function fetchPresenter(client: ApiClient, board: BoardRef, token: string | null, options: CallOptions = {}) {
  return client.request(presenterPath(board), presenterGuard, {
    ...options,
    query: token ? { token } : {},
  });
}
