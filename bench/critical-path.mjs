// The first screen's network critical path and the main thread's work after it: pure functions over the
// recorded requests and the trace's tasks, so they can be tested on their own (critical-path.test.mjs).
import { chainTo } from './rounds.mjs';

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

/**
 * The network's share of one chain of requests (indices into `withRounds`, first to last, as rounds.mjs's
 * `chainTo` gives): from navigation start to the first one's end, then each later one from its start (or the
 * previous one's end, when it began a moment before) to its end. The gaps between one request's end and the next
 * one's start — the page parsing and running what arrived before it asks for more — are left out.
 */
export function chainNetworkMs(withRounds, chain) {
  let total = 0;
  let previousEnd = null;
  for (const index of chain) {
    const { start, end } = withRounds[index];
    // The first request made while the document streams waits on the network from navigation start.
    total += previousEnd === null ? end : Math.max(0, end - Math.max(start, previousEnd));
    previousEnd = Math.max(previousEnd ?? 0, end);
  }
  return total;
}

/**
 * The network floor of the first screen: how long the network alone needs for the critical chains — the chain of
 * requests to the main chunk and the one to the first page of items, each with only its requests' time counted
 * (`chainNetworkMs`), the longer of the two. Under throttling the recorded times already include the throttled
 * network, so this is what the tile could not come sooner than with a main thread that took no time. Where the
 * server-rendered first screen answered (`isFirstScreen`), the chain to it alone. Null when a request it needs is
 * missing from `withRounds` (requests with `round` and `after`, from `assignRounds`).
 */
export function networkFloorMs(withRounds, isItemsPage, isFirstScreen = () => false) {
  const finished = (r) => r.end !== null && !r.failed;
  // A server-rendered first screen (docs/server.md) is painted without the board's code: the chain to it is the floor.
  const painted = withRounds.findIndex((r) => isFirstScreen(r) && finished(r) && r.status === 200);
  if (painted >= 0) return chainNetworkMs(withRounds, chainTo(withRounds, painted));
  const main = withRounds.findIndex((r) => isMainChunk(r) && finished(r));
  let items = -1;
  withRounds.forEach((r, index) => {
    if (isItemsPage(r) && finished(r) && (items < 0 || r.end < withRounds[items].end)) items = index;
  });
  if (main < 0 || items < 0) return null;
  return Math.max(
    chainNetworkMs(withRounds, chainTo(withRounds, main)),
    chainNetworkMs(withRounds, chainTo(withRounds, items)),
  );
}
