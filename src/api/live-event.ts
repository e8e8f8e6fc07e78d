/** Live event endpoint (spec §7). */
import type { ApiClient } from './client.ts';
import { seg, type BoardRef, type CallOptions } from './paths.ts';
import { checked } from './checked.ts';
import { LiveEventResponseSchema } from './schemas/live-event.ts';

/** `GET /live_board/v2/boards/{boardId}/live_event`: the event and its URLs, or null. */
export async function fetchLiveEvent(client: ApiClient, board: BoardRef, options: CallOptions = {}) {
  return (await client.request(`/live_board/v2/boards/${seg(board)}/live_event`, checked(LiveEventResponseSchema), options)).event;
}
