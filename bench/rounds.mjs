// Sequential request rounds: a request that starts after another one has finished could depend on it, so it
// belongs to a later round. Pure functions over request records { start, end, ... } (ms since navigation start).

/**
 * A request may start up to this long before the end recorded for the one it waited for: the browser can run a
 * script (or hand a response to the page) a moment before the network layer's "finished" event is stamped.
 */
export const END_SLACK_MS = 5;

/**
 * Gives each request its round: 0 for those that start before any other has finished (the HTML document), else
 * 1 + the highest round among the requests that finished before it started. Returns new records, sorted by
 * start, each with `round` and `after` (index in the result of the request it waits for on the longest chain).
 */
export function assignRounds(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start || a.end - b.end);
  const out = [];
  for (const request of sorted) {
    let round = 0;
    let after = -1;
    out.forEach((earlier, index) => {
      if (earlier.end > request.start + END_SLACK_MS) return;
      const best = out[after];
      // Of equal rounds: a script or API call over the document (only a script makes requests), then the one that
      // finished last (what it most plausibly waited for).
      const better =
        earlier.round + 1 > round ||
        (earlier.round + 1 === round &&
          (best.kind === 'document' && earlier.kind !== 'document'
            ? true
            : (best.kind === 'document') === (earlier.kind === 'document') && earlier.end > best.end));
      if (better) {
        round = earlier.round + 1;
        after = index;
      }
    });
    out.push({ ...request, round, after });
  }
  return out;
}

/** Indices of the chain that ends at `index`: the requests it waited for, round by round, first to last. */
export function chainTo(withRounds, index) {
  const chain = [];
  for (let at = index; at >= 0; at = withRounds[at].after) chain.unshift(at);
  return chain;
}

/**
 * The critical path to `untilMs` (the first tile): among requests finished by then, the one of the highest round
 * that finished last, and the chain of requests it waited for, first to last.
 */
export function criticalChain(withRounds, untilMs) {
  let last = -1;
  withRounds.forEach((request, index) => {
    if (request.end > untilMs) return;
    const best = withRounds[last];
    if (!best || request.round > best.round || (request.round === best.round && request.end > best.end)) last = index;
  });
  return chainTo(withRounds, last);
}

/**
 * How many sequential rounds of JS and API requests a chain holds: its rounds that are not only the HTML document
 * (a script that starts while the document still streams shares the document's round, and counts).
 */
export function jsApiRounds(withRounds, chain) {
  const rounds = new Set();
  for (const index of chain) if (withRounds[index].kind !== 'document') rounds.add(withRounds[index].round);
  return rounds.size;
}
