/** An item's picture as the board shows it: its URL with the image transformation options applied. */
import type { Item } from '../../api/schemas/item.ts';
import { imageUrl, itemImageOptions } from '../../model/image-url.ts';
import { useBoardServices } from './board-context.ts';
import { safeImageSrc } from './safe-url.ts';

/** `raw`, a picture of `item` (thumbnail, file), transformed by the campaign's and the item's options; null if unsafe. */
export function useItemImage(item: Item, raw: string | null): string | null {
  const options = itemImageOptions(useBoardServices().store.campaign.value?.items.image_transformation, item);
  return safeImageSrc(raw && imageUrl(raw, options));
}
