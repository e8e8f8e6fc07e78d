/**
 * Page exit for the delivery queue (docs/analytics.md §4): unsent events leave with keepalive when the page goes
 * away, and a page shown again takes over what a closed tab left behind.
 */
import type { DeliveryQueue } from './delivery-queue.ts';

/** The parts of `window` the wiring uses. */
export type LifecycleWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
};

/**
 * Flushes `queue` on `pagehide` and when the tab is hidden (the last moment a mobile browser reliably gives), takes
 * over orphaned stored events when it is shown again, and retries at once when the browser is back online.
 * Returns the function that undoes it.
 */
export function attachPageLifecycle(
  queue: Pick<DeliveryQueue, 'flush' | 'restore' | 'retryNow'>,
  win: LifecycleWindow,
): () => void {
  const onPageHide = () => void queue.flush();
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') queue.flush();
    else queue.restore();
  };
  const onOnline = () => queue.retryNow();
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('online', onOnline);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('online', onOnline);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
