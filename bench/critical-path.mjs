// The first screen's network critical path and the main thread's work after it (issue 11): pure functions over the
// recorded requests and the trace's tasks, so they can be tested on their own (critical-path.test.mjs).

/** The board's main chunk (the CDN entry, `/dist/…/chunks/live-board-{hash}.js`). */
export const isMainChunk = (r) => r.kind === 'js' && /\/chunks\/live-board-[\w-]+\.js$/.test(r.path ?? '');

/**
 * When the first screen had all it needs from the network: the later of the main chunk's end and the first items
 * page's end (ms since navigation start), or null when either is missing.
 */
export function criticalPathMs(requests, isItemsPage) {
  const main = requests.find((r) => isMainChunk(r) && r.end !== null && !r.failed);
  const items = requests.filter((r) => isItemsPage(r) && r.end !== null && !r.failed).sort((a, b) => a.end - b.end)[0];
  return main && items ? Math.max(main.end, items.end) : null;
}

/** Milliseconds the main thread was busy in [fromMs, toMs): the overlap of its top-level tasks with the window. */
export function busyMs(tasks, fromMs, toMs) {
  if (fromMs === null || toMs === null || toMs <= fromMs) return 0;
  return tasks.reduce((sum, task) => sum + Math.max(0, Math.min(task.end, toMs) - Math.max(task.start, fromMs)), 0);
}
