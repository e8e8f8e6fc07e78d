/**
 * One item of the grid: a real link to the item's route, so the whole tile is one target that Enter
 * activates and a modified or middle click opens in a new tab; a plain click opens the item in the board. Inside:
 * thumbnail, name, type label, and the most-viewed and liked marks.
 */
import { useSignals } from '@preact/signals-react/runtime';

import type { Item } from '../../api/schemas/item.ts';
import { itemTypeLabel } from '../../i18n/item-type-labels.ts';
import { likedLabel, mostViewed } from '../../i18n/messages.ts';
import { HighlightedText } from '../search/HighlightedText.tsx';
import { useBoardServices } from '../shared/board-context.ts';
import { Icon } from '../shared/Icon.tsx';
import { inBoardClick } from '../shared/link-click.ts';
import { ItemThumbnail } from './ItemThumbnail.tsx';
import { useOpenIntent } from './open-intent.ts';

/** Props of {@link ItemTile}. */
export interface ItemTileProps {
  item: Item;
  mostViewed: boolean;
  showLikes: boolean;
  /** Roving tabindex: 0 for the grid's one tab stop, -1 for the others. */
  tabIndex?: number;
  /** Search text whose matched characters are marked in the name. */
  highlight?: string;
}

/** `<a part="tile" data-item-id>`: the viewer finds the tile by its item id to return focus to it. */
export function ItemTile({ item, mostViewed: isMostViewed, showLikes, tabIndex, highlight = '' }: ItemTileProps) {
  useSignals();
  const { navigation, likes } = useBoardServices();
  // A like given in the viewer shows on the tile at once (the store holds the optimistic mark).
  const liked = showLikes && (likes ? likes.liked(item) : item.liked_by_user);
  const intent = useOpenIntent(item);
  // The link is named by its content (name, type, marks: what it shows, WCAG 2.5.3), name first; the tag is
  // placed over the thumbnail by CSS.
  return (
    <a
      part="tile"
      className="lb-tile"
      href={navigation.href(navigation.itemLocation(item))}
      data-item-id={item.id}
      tabIndex={tabIndex}
      onClick={inBoardClick(() => navigation.openItem(item))}
      {...intent}
    >
      <ItemThumbnail item={item} />
      <span className="lb-tile__body">
        <h3 className="lb-tile__name">
          <HighlightedText text={item.name} query={highlight} />
        </h3>
        <span className="lb-tile__meta">
          <span className="lb-tile__type">{itemTypeLabel(item.presented_item_type)}</span>
          {liked && (
            <span className="lb-tile__liked">
              <Icon name="heart" filled />
              <span className="lb-sr-only">{likedLabel()}</span>
            </span>
          )}
        </span>
      </span>
      {isMostViewed && <span className="lb-tag lb-tile__tag">{mostViewed()}</span>}
    </a>
  );
}
