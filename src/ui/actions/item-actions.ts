/**
 * The item actions of the viewer as the viewer's components and the renderers' cards use them:
 * which actions an item offers here, its new-tab link, and the one download in flight. `ItemViewer` provides
 * them; without a provider (a renderer shown on its own) nothing is offered but plain page links.
 */
import { createContext, useContext } from 'react';

import type { Item } from '../../api/schemas/item.ts';
import { type ItemActions, itemActions } from '../../model/item-actions.ts';
import { absoluteHttpUrl, type OutboundLink, outboundLink } from '../../model/outbound-link.ts';

/** What the viewer's components may do with an item. */
export interface ViewerActions {
  /** The actions offered for `item`: the rules of model/item-actions.ts, and only what the board can do here. */
  actionsFor(item: Item): ItemActions;
  /** The item's new-tab link (through `outboundLink`), or null when it has none. */
  newTabLink(item: Item): OutboundLink | null;
  /** A link for any URL the viewer shows as "open in new tab" (framed sites), or null when unsafe. */
  linkTo(url: string | null | undefined): OutboundLink | null;
  /** Starts the item's download (downloads call, then the browser downloads). */
  download(item: Item): void;
  /** Id of the item whose download URL is being requested, or null. */
  readonly downloadingItemId: number | null;
}

/** The board's outbound-link function (`BoardServices.outbound`). */
export type Outbound = (raw: string | null | undefined) => OutboundLink | null;

/** An http(s) new-tab link for `raw` through the board's outbound rules; mailto and everything else give null. */
export function webLink(raw: string | null | undefined, outbound: Outbound): OutboundLink | null {
  const link = outbound(raw);
  return link && absoluteHttpUrl(link.href) ? link : null;
}

/** Outbound links as the page alone can say: its own origin, nothing appended, no inviter. */
function pageOutbound(raw: string | null | undefined): OutboundLink | null {
  const origin = typeof window === 'undefined' ? 'https://invalid.example' : window.location.origin;
  return outboundLink(raw, {
    allowAppendParams: false,
    boardParams: new URLSearchParams(),
    presenterEmail: null,
    apiOrigin: origin,
    pageOrigin: origin,
  });
}

/** The URL an item opens in a new tab: its link, else its file (a preview rendition is not the item). */
export function newTabUrl(item: Pick<Item, 'link_url' | 'file_url'>): string | null {
  return item.link_url ?? item.file_url ?? null;
}

const NO_ACTIONS: ViewerActions = {
  actionsFor: (item) => ({ ...itemActions(item, { block_download: true, show_likes: false }), openInNewTab: false }),
  newTabLink: () => null,
  linkTo: (url) => webLink(url, pageOutbound),
  download: () => undefined,
  downloadingItemId: null,
};

/** Provided by `ItemViewer`. */
export const ViewerActionsContext = createContext<ViewerActions>(NO_ACTIONS);

/** The viewer's item actions. */
export const useViewerActions = () => useContext(ViewerActionsContext);
