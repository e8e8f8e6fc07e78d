/** Live event endpoint. */
import { checked } from './checked.ts';
import type { ApiClient } from './client.ts';
import { liveEventPath } from './first-round.ts';
import type { BoardRef, CallOptions } from './paths.ts';
import { LiveEventResponseSchema } from './schemas/live-event.ts';

const checkAnswer = checked(LiveEventResponseSchema);

/** `GET /live_board/v2/boards/{boardId}/live_event`: the event and its URLs, or null. */
export async function fetchLiveEvent(client: ApiClient, board: BoardRef, options: CallOptions = {}) {
  return (await client.request(liveEventPath(board), checkAnswer, options)).event;
}

/** The event of an answer the first screen took unchecked (the same checks as {@link fetchLiveEvent}). */
export function liveEventOf(answer: unknown) {
  return checkAnswer(answer, 'live_event').event;
}
