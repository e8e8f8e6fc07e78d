/**
 * Video files: mp4, webm and mov play in a `<video>`; the other accepted formats, and a video without a
 * file, get the "can't be played here" card (with download where downloads are allowed).
 */
import type { Item } from '../../api/schemas/item.ts';
import { canPlayVideoInline } from '../../model/item-actions.ts';
import { safeImageSrc } from '../shared/safe-url.ts';
import { ItemCard } from './ItemCard.tsx';
import { useLoadedOnce } from './use-loaded-once.ts';

/** A native player named after the item; only its metadata loads until the visitor presses play. */
export function VideoRenderer({ item }: { item: Item }) {
  const loaded = useLoadedOnce(item.id);
  const src = canPlayVideoInline(item.file_extension ?? item.file_url) ? safeImageSrc(item.file_url) : null;
  if (!src) return <ItemCard item={item} kind="video" />;
  return (
    <div className="lb-render lb-render--video" part="viewer-content">
      <video
        className="lb-render__video"
        src={src}
        controls
        playsInline
        preload="metadata"
        aria-label={item.name}
        poster={safeImageSrc(item.thumbnail_url) ?? undefined}
        onLoadedData={loaded}
      />
    </div>
  );
}
