/** Campaign endpoints. */
import type { ApiClient } from './client.ts';
import { campaignPath } from './first-round.ts';
import type { BoardRef, CallOptions } from './paths.ts';
import { campaignGuard } from './schemas/campaign.ts';

/** `GET /live_board/v2/boards/{boardId}/campaign` (polled on 206); `force` asks for a fresh, personalized one. */
export function fetchCampaign(client: ApiClient, board: BoardRef, options: CallOptions & { force?: boolean } = {}) {
  const { force, ...call } = options;
  return client.request(campaignPath(board), campaignGuard, {
    ...call,
    ...(force ? { query: { force: true } } : {}),
  });
}
