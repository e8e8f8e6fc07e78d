/** The download answer, apart from the item schemas so that it loads with the first download. */
import * as v from 'valibot';

/** `GET /live_board/v2/downloads`. */
export const DownloadSchema = v.object({ download_url: v.string() });
