/**
 * What the item viewer needs beyond the board services it shares with the rest of the UI (stores, bus,
 * navigation, `outbound`): the download URL call and the like store. The board instance
 * provides them on the board services; a `ViewerServicesContext` provider, where present, takes precedence.
 */
import { createContext, useContext } from 'react';

import type { LikeStore } from '../../model/like-store.ts';
import { type BoardServices, useBoardServices } from '../shared/board-context.ts';

/** The viewer's extra services. Each is optional: without it, its action is not offered (or uses a default). */
export interface ViewerServices {
  /**
   * `GET /live_board/v2/downloads?content_item_id`: resolves to the URL the browser downloads from.
   * Rejects with an aborted error when `signal` aborts. Without it, no download action is shown.
   */
  readonly download?: (contentItemId: number, signal: AbortSignal) => Promise<string>;
  /** Optimistic likes. Without it, no like action is shown. */
  readonly likes?: LikeStore;
}

/** Overrides the viewer services of the board services for the components below it. */
export const ViewerServicesContext = createContext<ViewerServices | null>(null);

/** The viewer services: a `ViewerServicesContext` provider's, else those the board services carry. */
export function useViewerServices(): ViewerServices {
  const own = useContext(ViewerServicesContext);
  const board = useBoardServices() as BoardServices & ViewerServices;
  return own ?? board;
}
