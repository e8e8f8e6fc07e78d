// The timing rule of rounds.mjs says which requests *could* be on the critical path: anything that finished
// before the tile, however unrelated (a lazily loaded chunk, a tracking call). This checks it against the page:
// one request at a time, from the highest round down, is held back by `delayMs` in one more cold run; if the tile
// waits for it, the first tile moves by about as much.
import { isItemsPage } from './first-tile.mjs';
import { chainTo, jsApiRounds } from './rounds.mjs';

const CANDIDATES_PER_ROUND = 3;

/**
 * `run`: the representative run (rounds, chain, cutoffMs); `baselineMs`: the median first tile; `measure(delay)`:
 * one cold run with `delay` = { method, path, ms }. Returns { delayMs, baselineMs, checks, rounds, confirmedBy }:
 * `rounds` is the number of JS/API rounds up to the highest-round request the tile was seen to wait for, or up
 * to the first page of items when none above it was.
 */
export async function verifyCriticalPath({ run, baselineMs, measure, log, delayMs = 1000 }) {
  const { rounds, chain, cutoffMs } = run;
  const itemsIndex = rounds.findIndex((r) => isItemsPage(r) && r.end <= cutoffMs);
  const floor = itemsIndex >= 0 ? rounds[itemsIndex].round : 0;
  const top = chain.length ? rounds[chain[chain.length - 1]].round : 0;
  const checks = [];
  let confirmed = -1;

  for (let round = top; round > floor && confirmed < 0; round -= 1) {
    const candidates = rounds
      .map((request, index) => ({ request, index }))
      .filter(({ request }) => request.round === round && request.end <= cutoffMs && request.kind !== 'document')
      .sort((a, b) => b.request.end - a.request.end) // the one finishing last most likely released the tile
      .slice(0, CANDIDATES_PER_ROUND);
    for (const { request, index } of candidates) {
      let firstTileMs = null;
      let error = null;
      try {
        ({ firstTileMs } = await measure({ method: request.method, path: request.path, ms: delayMs }));
      } catch (failure) {
        error = String(failure.message).split('\n')[0];
      }
      const movedMs = firstTileMs === null ? null : firstTileMs - baselineMs;
      const verdict =
        movedMs === null ? 'check failed' : movedMs >= 0.6 * delayMs ? 'waits' : movedMs <= 0.3 * delayMs ? 'does not wait' : 'unclear';
      checks.push({ round, kind: request.kind, method: request.method, path: request.path, firstTileMs, movedMs, verdict, error });
      log(`  delay check: ${request.method} ${request.path} held back ${delayMs} ms → ${verdict}${movedMs === null ? ` (${error})` : ` (moved ${Math.round(movedMs)} ms)`}`);
      if (verdict === 'waits') {
        confirmed = index;
        break;
      }
    }
  }
  if (!checks.length) log('  delay check: nothing above the round of the first items page finished before the tile');
  const end = confirmed >= 0 ? confirmed : itemsIndex;
  return {
    delayMs,
    baselineMs,
    checks,
    rounds: end >= 0 ? jsApiRounds(rounds, chainTo(rounds, end)) : null,
    confirmedBy: end >= 0 ? `${rounds[end].method} ${rounds[end].path}` : null,
    byItemsPage: confirmed < 0,
  };
}
