// Figures over runs and over a run's requests, shared by the desktop and phone tables of run.mjs: pure functions,
// tested in summary.test.mjs.

/** The median of the numbers in `values` (others are ignored), or null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * JS files of a run, with totals before the first tile and in all. Totals count the board's files (under /dist/);
 * the page's own scripts (the demo's event inspector, say) are listed and summed apart. `waitedFor` leaves out the
 * files that finished before the tile but that the delay check found it does not wait for (`notWaited`, paths).
 * `transferred` is as sent (headers + the body as encoded: compressed when the server compressed it),
 * `encodedBodyBytes` the encoded body alone, `bodyBytes` the decoded body, `gzipBytes` that gzipped at level 9.
 */
export function jsSummary(run, notWaited = new Set()) {
  const files = run.requests
    .filter((r) => r.kind === 'js' && !r.failed)
    .map((r) => ({
      path: r.path,
      board: r.path.startsWith('/dist/'),
      beforeFirstTile: r.end !== null && r.end <= run.cutoffMs,
      transferred: r.transferred,
      encodedBodyBytes: r.encodedBodyBytes ?? null,
      bodyBytes: r.bodyBytes,
      gzipBytes: r.gzipBytes,
    }));
  const sum = (list) => ({
    files: list.length,
    transferred: list.reduce((s, f) => s + (f.transferred ?? 0), 0),
    encodedBodyBytes: list.reduce((s, f) => s + (f.encodedBodyBytes ?? 0), 0),
    bodyBytes: list.reduce((s, f) => s + (f.bodyBytes ?? 0), 0),
    gzipBytes: list.reduce((s, f) => s + (f.gzipBytes ?? 0), 0),
  });
  const board = files.filter((f) => f.board);
  return {
    files,
    beforeFirstTile: sum(board.filter((f) => f.beforeFirstTile)),
    waitedFor: sum(board.filter((f) => f.beforeFirstTile && !notWaited.has(f.path))),
    total: sum(board),
    pageScripts: sum(files.filter((f) => !f.board)),
  };
}
