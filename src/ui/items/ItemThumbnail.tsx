/** An item's picture in a fixed 16:10 frame: its thumbnail, or a placeholder coloured by its type. */
import type { Item } from '../../api/schemas/item.ts';
import { itemType, type ItemTypeFamily } from '../../model/item-types.ts';
import { FallbackImg } from '../shared/FallbackImg.tsx';
import { Icon, type IconName } from '../shared/Icon.tsx';
import { useItemImage } from '../shared/use-item-image.ts';

const FAMILY_ICON: Readonly<Record<ItemTypeFamily, IconName>> = {
  document: 'document',
  sheet: 'document',
  slides: 'document',
  pdf: 'document',
  article: 'document',
  video: 'play',
  image: 'image',
  link: 'link',
};

/**
 * Decorative: the tile's heading names the item, so the image has empty alt text. Without a thumbnail, or when it
 * fails to load, a placeholder coloured by the item's type shows its icon.
 */
export function ItemThumbnail({ item, className = 'lb-tile__media' }: { item: Item; className?: string }) {
  const src = useItemImage(item, item.thumbnail_url);
  const family = itemType(item.presented_item_type).family;
  const placeholder = (
    <div className="lb-thumb-placeholder">
      <Icon name={FAMILY_ICON[family]} />
    </div>
  );
  return (
    <div className={className} data-family={family}>
      {src ? <FallbackImg src={src} alt="" loading="lazy" decoding="async" fallback={placeholder} /> : placeholder}
    </div>
  );
}
