// The timing rule of rounds.mjs says which requests *could* be on the critical path: anything that finished
// before the tile, however unrelated (a lazily loaded chunk, a tracking call). This checks it against the page.
// The first page of items is the tile's own data, so the rounds up to it are on the path; every request that
// finished before the tile in a later round (in any of the runs) is held back by `delayMs` in one more cold run,
// one at a time: if the tile waits for it, the first tile moves by about as much.
import { isItemsPage } from './first-tile.mjs';
import { chainTo, jsApiRounds } from './rounds.mjs';

/**
 * Most requests checked (one cold run each, about 1.5 s). Ten covers what a first screen requests after its items
 * page (a language's texts and runtime, the parts, the session, lead and presenter calls): with five, a run in
 * another language could leave its texts' chunks unchecked and report a round too few.
 */
const MAX_CHECKS = 10;

/** Requests that finished before the tile in a round after the first items page, over all runs, most frequent first. */
function candidates(runs) {
  const byRequest = new Map();
  for (const run of runs) {
    const itemsIndex = run.rounds.findIndex((r) => isItemsPage(r) && r.end <= run.cutoffMs);
    if (itemsIndex < 0) continue;
    const itemsRounds = jsApiRounds(run.rounds, chainTo(run.rounds, itemsIndex));
    run.rounds.forEach((request, index) => {
      if (request.kind === 'document' || request.end > run.cutoffMs || request.round <= run.rounds[itemsIndex].round)
        return;
      const key = `${request.method} ${request.path}`;
      const extra = jsApiRounds(run.rounds, chainTo(run.rounds, index)) - itemsRounds;
      const seen = byRequest.get(key) ?? {
        method: request.method,
        path: request.path,
        kind: request.kind,
        runs: 0,
        extraRounds: 0,
      };
      seen.runs += 1;
      seen.extraRounds = Math.max(seen.extraRounds, extra);
      byRequest.set(key, seen);
    });
  }
  return [...byRequest.values()].sort((a, b) => b.runs - a.runs || b.extraRounds - a.extraRounds);
}

/**
 * `runs`: the measured runs; `baselineMs`: their median first tile; `itemsRounds`: the median JS/API rounds up to
 * the first items page; `measure(delay)`: one cold run with `delay` = { method, path, ms }. Returns { delayMs,
 * baselineMs, checks, rounds }: `rounds` = itemsRounds + the most rounds any request the tile waits for adds.
 */
export async function verifyCriticalPath({ runs, baselineMs, itemsRounds, measure, log, delayMs = 1000 }) {
  const all = candidates(runs);
  if (!all.length) log('  delay check: in no run did anything after the first items page finish before the tile');
  if (all.length > MAX_CHECKS)
    log(`  delay check: ${all.length} candidates, checking the ${MAX_CHECKS} seen in most runs`);
  const checks = [];
  for (const candidate of all.slice(0, MAX_CHECKS)) {
    let firstTileMs = null;
    let error = null;
    try {
      ({ firstTileMs } = await measure({ method: candidate.method, path: candidate.path, ms: delayMs }));
    } catch (failure) {
      error = String(failure.message).split('\n')[0];
    }
    const movedMs = firstTileMs === null ? null : firstTileMs - baselineMs;
    const verdict =
      movedMs === null
        ? 'check failed'
        : movedMs >= 0.6 * delayMs
          ? 'waits'
          : movedMs <= 0.3 * delayMs
            ? 'does not wait'
            : 'unclear';
    checks.push({ ...candidate, firstTileMs, movedMs, verdict, error });
    log(
      `  delay check: ${candidate.method} ${candidate.path} held back ${delayMs} ms → ${verdict}${movedMs === null ? ` (${error})` : ` (moved ${Math.round(movedMs)} ms)`}`,
    );
  }
  const waited = checks.filter((c) => c.verdict === 'waits');
  return {
    delayMs,
    baselineMs,
    itemsRounds,
    checks,
    rounds: itemsRounds === null ? null : itemsRounds + Math.max(0, ...waited.map((c) => c.extraRounds)),
    uncertain: checks.some((c) => c.verdict === 'unclear' || c.verdict === 'check failed'),
  };
}
