/** Campaign endpoints (spec §7). */
import type { ApiClient } from './client.ts';
import { campaignPath } from './first-round.ts';
import type { BoardRef, CallOptions } from './paths.ts';
import { CampaignSchema } from './schemas/campaign.ts';

/** `GET /live_board/v2/boards/{boardId}/campaign` (polled on 206); `force` asks for a fresh, personalized one. */
export function fetchCampaign(client: ApiClient, board: BoardRef, options: CallOptions & { force?: boolean } = {}) {
  const { force, ...call } = options;
  return client.request(campaignPath(board), CampaignSchema, {
    ...call,
    ...(force ? { query: { force: true } } : {}),
  });
}
