/** Image items: the file, with the campaign's and the item's transformation options, fitted to the stage. */
import { useState } from 'react';

import type { Item } from '../../api/schemas/item.ts';
import { useItemImage } from '../shared/use-item-image.ts';
import { ItemCard } from './ItemCard.tsx';
import { useLoadedOnce } from './use-loaded-once.ts';

/** An `<img>` named after the item, scaled down to fit (never up, so small pictures stay sharp). */
export function ImageRenderer({ item }: { item: Item }) {
  const loaded = useLoadedOnce(item.id);
  const src = useItemImage(item, item.file_url ?? item.preview_url);
  const [failed, setFailed] = useState<string | null>(null);
  // Without a picture, or one that cannot load, the item's card shows (its name, type and ways to open it).
  if (!src || failed === src) return <ItemCard item={item} kind="file" />;
  return (
    <div className="lb-render lb-render--image" part="viewer-content">
      <img
        className="lb-render__image"
        src={src}
        alt={item.name}
        decoding="async"
        onLoad={loaded}
        onError={() => setFailed(src)}
      />
    </div>
  );
}
