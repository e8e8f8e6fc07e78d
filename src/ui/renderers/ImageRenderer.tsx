/** Image items (spec §3): the file, with the board's image transformation options, fitted to the stage. */
import type { Item } from '../../api/schemas/item.ts';
import { imageUrl } from '../../model/image-url.ts';
import type { ImageTransformationOptions } from '../../model/image-transformation.ts';
import { safeImageSrc } from '../shared/safe-url.ts';
import { useState } from 'react';
import { ItemCard } from './ItemCard.tsx';
import { useLoadedOnce } from './use-loaded-once.ts';

/** Props of {@link ImageRenderer}. */
export interface ImageRendererProps {
  item: Item;
  /** Spec §3 transformation options, turned into URL parameters by `imageUrl`; none by default. */
  options?: ImageTransformationOptions;
}

/** An `<img>` named after the item, scaled down to fit (never up, so small pictures stay sharp). */
export function ImageRenderer({ item, options = {} }: ImageRendererProps) {
  const loaded = useLoadedOnce(item.id);
  const raw = item.file_url ?? item.preview_url;
  const src = safeImageSrc(raw ? imageUrl(raw, options) : null);
  const [failed, setFailed] = useState<string | null>(null);
  // Without a picture, or one that cannot load, the item's card shows (its name, type and ways to open it).
  if (!src || failed === src) return <ItemCard item={item} kind="file" />;
  return (
    <div className="lb-render lb-render--image" part="viewer-content">
      <img className="lb-render__image" src={src} alt={item.name} decoding="async" onLoad={loaded} onError={() => setFailed(src)} />
    </div>
  );
}
