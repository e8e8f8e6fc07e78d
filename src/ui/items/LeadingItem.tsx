/**
 * The leading item: a featured card above the grid, shown only while the item is online. Like a
 * tile, the whole card is one link to the item's route.
 */
import type { Item } from '../../api/schemas/item.ts';
import { itemTypeLabel } from '../../i18n/item-type-labels.ts';
import { leadingItemLabel } from '../../i18n/messages.ts';
import { useBoardServices } from '../shared/board-context.ts';
import { inBoardClick } from '../shared/link-click.ts';
import { ItemThumbnail } from './ItemThumbnail.tsx';

/** A wide card: picture beside a "Featured" tag, the name, its type and description. */
export function LeadingItem({ item }: { item: Item }) {
  const { navigation } = useBoardServices();
  // Named by its content, name first (WCAG 2.5.3); CSS shows the tag above the name.
  return (
    <a
      part="leading-item"
      className="lb-card lb-leading"
      href={navigation.href(navigation.itemLocation(item))}
      data-item-id={item.id}
      onClick={inBoardClick(() => navigation.openItem(item))}
    >
      <ItemThumbnail item={item} className="lb-leading__media" />
      <span className="lb-leading__body">
        <h3 className="lb-leading__name">{item.name}</h3>
        <span className="lb-tile__type">{itemTypeLabel(item.presented_item_type)}</span>
        {item.description && <span className="lb-leading__description">{item.description}</span>}
        <span className="lb-tag lb-tag--theme lb-leading__tag">{leadingItemLabel()}</span>
      </span>
    </a>
  );
}
