/**
 * What the viewer shows when an item has nothing the browser can render: a card with the item's
 * type icon and name, why, and what the visitor can do instead — download where downloads are allowed, open in
 * a new tab where the item may.
 */
import { useEffect } from 'react';

import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { itemType } from '../../model/item-types.ts';
import { DownloadAction } from '../actions/DownloadAction.tsx';
import { NewTabAction } from '../actions/NewTabAction.tsx';
import { Icon } from '../shared/Icon.tsx';
import { useLoadedOnce } from './use-loaded-once.ts';

/** Why the card is shown: a video that cannot play, a file without preview, or nothing at all. */
export type ItemCardKind = 'video' | 'file' | 'empty';

const REASON: Record<ItemCardKind, () => string> = {
  video: m.videoCannotPlay,
  file: m.fileNoPreview,
  empty: m.nothingToShow,
};

/** The card; it counts as loaded at once (there is nothing to wait for). */
export function ItemCard({ item, kind }: { item: Item; kind: ItemCardKind }) {
  const loaded = useLoadedOnce(item.id);
  useEffect(loaded, [loaded]);
  const type = itemType(item.presented_item_type);
  return (
    <div className="lb-render lb-render--card" part="viewer-content">
      <div className="lb-render__card" data-card={kind}>
        <span className="lb-render__card-icon">
          <Icon name={type.icon} />
        </span>
        <p className="lb-render__card-name">{item.name}</p>
        <p className="lb-render__card-reason">{REASON[kind]()}</p>
        <div className="lb-render__card-actions">
          <DownloadAction item={item} className="lb-button lb-button--primary" />
          <NewTabAction item={item} className="lb-button" />
        </div>
      </div>
    </div>
  );
}
