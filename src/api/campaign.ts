/** Campaign endpoints (spec §7). */
import type { ApiClient } from './client.ts';
import { campaignPath } from './first-round.ts';
import { seg, type BoardRef, type CallOptions } from './paths.ts';
import { CampaignElementSchema } from './schemas/board.ts';
import { CampaignSchema } from './schemas/campaign.ts';

/** `GET /live_board/v2/boards/{boardId}/campaign` (polled on 206); `force` asks for a fresh, personalized one. */
export function fetchCampaign(client: ApiClient, board: BoardRef, options: CallOptions & { force?: boolean } = {}) {
  const { force, ...call } = options;
  return client.request(campaignPath(board), CampaignSchema, {
    ...call,
    ...(force ? { query: { force: true } } : {}),
  });
}

/** `GET /live_board/v2/campaign_elements/{id}?board_id&element_type` (the privacy message, among others). */
export function fetchCampaignElement(
  client: ApiClient,
  elementId: number,
  board: BoardRef,
  elementType: string,
  options: CallOptions = {},
) {
  return client.request(`/live_board/v2/campaign_elements/${seg(elementId)}`, CampaignElementSchema, {
    ...options,
    query: { board_id: board, element_type: elementType },
  });
}
