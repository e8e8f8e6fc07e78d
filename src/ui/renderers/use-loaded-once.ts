/**
 * Renderers report `item-viewer-loaded` (docs/element.md) once their content has loaded: an image's `load`, a
 * video's `loadeddata`, a frame's `load`, an article once inserted. A renderer is keyed by item, so "once" is
 * once per item shown.
 */
import { useCallback, useRef } from 'react';

import { useBoardServices } from '../shared/board-context.ts';

/** A callback that emits `item-viewer-loaded` for `itemId` the first time it is called. */
export function useLoadedOnce(itemId: number): () => void {
  const { bus } = useBoardServices();
  const reported = useRef<number | null>(null);
  return useCallback(() => {
    if (reported.current === itemId) return;
    reported.current = itemId;
    bus.emit('item-viewer-loaded', { itemId });
  }, [bus, itemId]);
}
