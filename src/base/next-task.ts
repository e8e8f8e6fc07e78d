/**
 * Yielding the main thread between pieces of work that would otherwise make one long task (the host page's taps
 * and frames wait for a task to end). No React here: the CDN entry uses it before defining the element.
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task: through `scheduler.yield()` where there is one (the continuation goes ahead of other
 * pages' work), else a message to itself (a timer would be throttled to once a second in a background tab).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
