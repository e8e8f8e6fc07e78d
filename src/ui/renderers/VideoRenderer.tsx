/**
 * Video files: mp4, webm and mov play in a `<video>`; the other accepted formats, and a video without a
 * file, get the "can't be played here" card (with download where downloads are allowed). While it plays, each
 * progress milestone (25, 50, 75, 100 %) is reported once per opening, for the tracker (`video_progress`).
 */
import { type SyntheticEvent, useRef } from 'react';

import type { Item } from '../../api/schemas/item.ts';
import { canPlayVideoInline } from '../../model/item-actions.ts';
import { reachedMilestones } from '../../model/video-progress.ts';
import { useBoardServices } from '../shared/board-context.ts';
import { safeImageSrc } from '../shared/safe-url.ts';
import { ItemCard } from './ItemCard.tsx';
import { useLoadedOnce } from './use-loaded-once.ts';

/** A native player named after the item; only its metadata loads until the visitor presses play. */
export function VideoRenderer({ item }: { item: Item }) {
  const { bus } = useBoardServices();
  const loaded = useLoadedOnce(item.id);
  // Milestones already reported for this opening (the renderer is keyed by item).
  const reported = useRef(new Set<number>());
  const src = canPlayVideoInline(item.file_extension ?? item.file_url) ? safeImageSrc(item.file_url) : null;
  if (!src) return <ItemCard item={item} kind="video" />;

  const progress = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    for (const percent of reachedMilestones(video.currentTime, video.duration, reported.current, video.ended)) {
      reported.current.add(percent);
      bus.emit('video-progress', { itemId: item.id, contentItemId: item.content_item_id, percent });
    }
  };

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
        onTimeUpdate={progress}
        onEnded={progress}
      />
    </div>
  );
}
