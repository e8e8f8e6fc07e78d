/** The leading item (spec §2, §4): a featured card above the grid, shown only while the item is online. */
import type { Item } from '../../api/schemas/item.ts';
import { leadingItemLabel } from '../../i18n/messages.ts';
import { ItemThumbnail } from './ItemThumbnail.tsx';
import { itemTypeLabel } from './item-type-label.ts';

/** A wide card: picture beside a "Featured" tag, the name, its type and description. */
export function LeadingItem({ item }: { item: Item }) {
  return (
    <article part="leading-item" className="lb-card lb-leading" data-item-id={item.id}>
      <ItemThumbnail item={item} className="lb-leading__media" />
      <div className="lb-leading__body">
        <span className="lb-tag lb-tag--theme">{leadingItemLabel()}</span>
        <h3 className="lb-leading__name">{item.name}</h3>
        <p className="lb-tile__type">{itemTypeLabel(item.presented_item_type)}</p>
        {item.description && <p className="lb-leading__description">{item.description}</p>}
      </div>
    </article>
  );
}
