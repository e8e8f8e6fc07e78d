/** Download endpoint, loaded when a visitor first downloads. */
import { checked } from './checked.ts';
import type { ApiClient } from './client.ts';
import type { CallOptions } from './paths.ts';
import { DownloadSchema } from './schemas/download.ts';

/** `GET /live_board/v2/downloads?content_item_id`: a URL the browser downloads from. */
export async function fetchDownloadUrl(client: ApiClient, contentItemId: number, options: CallOptions = {}) {
  const { download_url } = await client.request('/live_board/v2/downloads', checked(DownloadSchema), {
    ...options,
    query: { content_item_id: contentItemId },
  });
  return download_url;
}
