/**
 * The viewer's download flow: ask the API for the item's download URL, hand it to the browser,
 * then emit `download`. A failure raises a visible flag; a cancelled request (the visitor moved on) is only
 * logged. One download at a time: a new one, another item or closing the viewer cancels the one in flight.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import { isAbortError } from '../../api/errors.ts';
import type { Item } from '../../api/schemas/item.ts';
import type { EventBus } from '../../model/event-bus.ts';
import { absoluteHttpUrl } from '../../model/outbound-link.ts';
import { startDownload } from './start-download.ts';

/** Where the download of the viewer stands. */
export type DownloadState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending'; readonly itemId: number }
  | { readonly status: 'failed'; readonly itemId: number };

const IDLE: DownloadState = { status: 'idle' };

function isCancelled(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || isAbortError(error);
}

/**
 * `fetchUrl` is the downloads call (null: downloads are not available); `anchorParent` receives the temporary
 * download link (an element of the open dialog, so the click happens inside the top layer).
 */
export function useItemDownload(
  fetchUrl: ((contentItemId: number, signal: AbortSignal) => Promise<string>) | null | undefined,
  bus: EventBus,
  anchorParent: () => Element | null,
) {
  const [state, setState] = useState<DownloadState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState((current) => (current.status === 'pending' ? IDLE : current));
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (item: Item) => {
      if (!fetchUrl) return;
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState({ status: 'pending', itemId: item.id });
      try {
        const raw = await fetchUrl(item.content_item_id, own.signal);
        if (own.signal.aborted) throw new DOMException('cancelled', 'AbortError');
        const url = absoluteHttpUrl(raw);
        const parent = anchorParent();
        if (!url) throw new Error(`download URL is not an http(s) URL: ${raw}`);
        if (!parent) throw new DOMException('cancelled', 'AbortError');
        startDownload(url, parent);
        bus.emit('download', { itemId: item.id, contentItemId: item.content_item_id });
        setState(IDLE);
      } catch (error) {
        if (isCancelled(error, own.signal)) {
          console.info('[live-board] download request cancelled');
          if (controller.current === own) setState(IDLE);
          return;
        }
        console.warn('[live-board] download failed', error);
        setState({ status: 'failed', itemId: item.id });
      } finally {
        if (controller.current === own) controller.current = null;
      }
    },
    [fetchUrl, bus, anchorParent],
  );

  const dismiss = useCallback(() => setState((current) => (current.status === 'failed' ? IDLE : current)), []);

  return { state, start, cancel, dismiss };
}
