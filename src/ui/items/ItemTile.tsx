/** One item of the grid (spec §2): thumbnail, name, type label, and the most-viewed and liked marks. */
import type { Item } from '../../api/schemas/item.ts';
import { likedLabel, mostViewed } from '../../i18n/messages.ts';
import { Icon } from '../shared/Icon.tsx';
import { ItemThumbnail } from './ItemThumbnail.tsx';
import { itemTypeLabel } from './item-type-label.ts';

/** Props of {@link ItemTile}. */
export interface ItemTileProps {
  item: Item;
  mostViewed: boolean;
  showLikes: boolean;
}

/** An `<article>` with the name as an h3; opening the item comes with the viewer. */
export function ItemTile({ item, mostViewed: isMostViewed, showLikes }: ItemTileProps) {
  return (
    <article part="tile" className="lb-tile" data-item-id={item.id}>
      <ItemThumbnail item={item} />
      {isMostViewed && <span className="lb-tag lb-tile__tag">{mostViewed()}</span>}
      <div className="lb-tile__body">
        <h3 className="lb-tile__name">{item.name}</h3>
        <div className="lb-tile__meta">
          <span className="lb-tile__type">{itemTypeLabel(item.presented_item_type)}</span>
          {showLikes && item.liked_by_user && (
            <span className="lb-tile__liked">
              <Icon name="heart" filled />
              <span className="lb-sr-only">{likedLabel()}</span>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
