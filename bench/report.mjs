// The printed tables of `npm run bench`.
import { goal, int, kb, ms, table } from './format.mjs';
import { formatPhone } from './phone-report.mjs';

/** The figures the first screen has goals for (bench/README.md), beside their goals. */
export function goalsTable({ firstTile, big, lighthouse }) {
  const rows = [];
  if (firstTile) {
    const { median, js, verified } = firstTile;
    const rounds = verified?.rounds ?? median.roundCount;
    const ratio = median.tileOverCriticalPath;
    rows.push(
      // Delay-checked: a file that finished before the tile but that the tile does not wait for is not counted.
      goal(
        `board JS before the first tile (gzip -9${verified ? ', delay-checked' : ''})`,
        `${kb(js.waitedFor.gzipBytes)} (${js.waitedFor.files} files)`,
        '≤ 100 KB',
        js.waitedFor.gzipBytes <= 100 * 1024,
      ),
      goal(`JS/API rounds before the first tile${verified ? ' (delay-checked)' : ''}`, rounds, '2', rounds <= 2),
      goal(
        'first tile ÷ network critical path',
        ratio === null ? '—' : `${ratio.toFixed(2)} (${ms(median.firstTileMs)} ÷ ${ms(median.criticalPathMs)})`,
        '≤ 2.0',
        ratio === null ? null : ratio <= 2,
      ),
      goal(
        'main thread from the last critical response to the first tile',
        ms(median.mainThreadAfterCriticalMs),
        '≤ 150 ms',
        median.mainThreadAfterCriticalMs === null ? null : median.mainThreadAfterCriticalMs <= 150,
      ),
      goal(
        'blocking time / longest task / tasks over 50 ms before the first tile',
        `${ms(median.totalBlockingMs)} / ${ms(median.longestTaskMs)} / ${median.longTasks}`,
        '0 tasks over 50 ms',
        median.longTasks === 0,
      ),
    );
  }
  if (lighthouse) {
    const m = lighthouse.median;
    rows.push(
      goal('Lighthouse performance (mobile, median of 3)', m.score.toFixed(2), '≥ 0.95', m.score >= 0.95),
      goal(
        'Lighthouse TBT / LCP / CLS',
        `${ms(m.totalBlockingMs)} / ${(m.largestContentfulPaintMs / 1000).toFixed(2)} s / ${m.cumulativeLayoutShift.toFixed(3)}`,
        '≤ 100 ms / ≤ 2.5 s / ≤ 0.02',
        m.totalBlockingMs <= 100 && m.largestContentfulPaintMs <= 2500 && m.cumulativeLayoutShift <= 0.02,
      ),
    );
  }
  if (big) {
    rows.push(
      goal(
        `acme-big to ${int(big.loaded)} items: time`,
        `${(big.scrollMs / 1000).toFixed(1)} s`,
        '≤ 30 s',
        !big.incomplete && big.scrollMs <= 30_000,
      ),
      goal(
        'acme-big: longest task while scrolling',
        big.longTasks ? ms(big.longestTaskMs) : 'none over 50 ms',
        '≤ 50 ms',
        !big.longTasks || big.longestTaskMs <= 50,
      ),
      goal('acme-big: elements in the shadow root', int(big.elements), '≤ 3,000', big.elements <= 3000),
    );
  }
  return table(['figure', 'value', 'goal', ''], rows, ['l', 'r', 'l', 'l']);
}

/** The whole report as text. */
export function formatReport(result) {
  const out = [];
  const { config, firstTile, big } = result;
  const { lighthouse } = result;
  out.push(
    `live-board benchmark · ${config.browser} headless · LATENCY_MS=${config.latencyMs} · viewport ${config.viewport.width}×${config.viewport.height}` +
      (config.cpuSlowdown > 1 ? ` · CPU ${config.cpuSlowdown}× slower` : '') +
      ` · dist built ${config.distBuiltAt} · ${config.source}`,
  );
  out.push(
    `machine: ${config.cpus} CPUs, load average ${config.loadAverage.toFixed(1)} at the start` +
      (config.loadAverage > config.cpus
        ? ' (busy: other work competes for the CPU, figures are slower and noisier)'
        : ''),
  );

  if (firstTile) {
    const { runs, median, representative } = firstTile;
    out.push(
      '',
      `Time to first tile on ${config.cmsPath} (acme-launch, browser language ${config.locale ?? 'en-US'}): ${runs.length} cold runs, each in a new browser context`,
    );
    out.push(
      table(
        [
          'run',
          'first tile',
          'tile in DOM',
          'FCP',
          'TBT',
          'longest task',
          'rounds (timing)',
          'rounds to items',
          'JS requests',
          'API requests',
        ],
        [
          ...runs.map((run, index) => [
            index + 1,
            ms(run.firstTileMs),
            ms(run.tileInDomMs),
            ms(run.firstContentfulPaintMs),
            ms(run.totalBlockingMs),
            ms(run.longestTaskMs),
            run.roundCount,
            run.itemsRounds ?? '—',
            run.jsBeforeTile,
            run.apiBeforeTile,
          ]),
          [
            'median',
            ms(median.firstTileMs),
            ms(median.tileInDomMs),
            ms(median.firstContentfulPaintMs),
            ms(median.totalBlockingMs),
            ms(median.longestTaskMs),
            median.roundCount,
            median.itemsRounds ?? '—',
            '',
            '',
          ],
        ],
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
    out.push(
      '  first tile = the first animation frame with a tile rendered (painted in that frame); tile in DOM = its commit;',
      '  TBT = Σ(long task − 50 ms) over long tasks starting before the first tile; times from navigation start.',
      "  rounds (timing) = sequential rounds of the board's JS/API requests on the chain to the tile by timing (below);",
      "  rounds to items = the same up to the first page of items, the tile's own data. JS/API requests = how many of the",
      "  board's finished before the tile (page scripts, such as the demo's inspector, are left out of rounds).",
    );
    if (!representative.firstTileInViewport) out.push('  (the first tile is below the fold of this viewport)');

    const run = representative;
    out.push(
      '',
      `Request rounds on the critical path to the first tile (run ${firstTile.representativeIndex + 1}, the median): ` +
        `${run.roundCount} round${run.roundCount === 1 ? '' : 's'} of JS/API requests by timing`,
    );
    const onChain = new Set(run.chain);
    out.push(
      table(
        ['round', 'kind', 'request', 'start', 'sent', 'end', ''],
        run.rounds.map((r, index) => [
          r.round,
          r.kind,
          `${r.method} ${r.path}`,
          ms(r.start),
          r.sent !== null && r.sent - r.start >= 5 ? ms(r.sent) : '',
          ms(r.end),
          onChain.has(index) ? '◀ critical' : r.end > run.cutoffMs ? '(not before the tile)' : '',
        ]),
        ['r', 'l', 'l', 'r', 'r', 'r', 'l'],
      ),
    );
    out.push(
      `  tile committed at ${ms(run.tileInDomMs)}, painted at ${ms(run.firstTileMs)}. A request that starts after another has`,
      '  finished is in a later round (round = 1 + the highest round among those finished before it started; round 0 =',
      '  the document and what starts while it streams). ◀ marks the chain to the highest round finished before the',
      '  commit. sent (shown when ≥ 5 ms after start) = when it went out: it queued for one of 6 connections per host.',
    );
    const check = firstTile.verified;
    if (check) {
      out.push(
        '',
        `Delay check of the critical path: the first page of items (the tile's data) is ${check.itemsRounds ?? '—'} rounds in (median); each ` +
          `request that finished before the tile in a later round, in any run, held back ${int(check.delayMs)} ms in one more cold run ` +
          `(median first tile ${ms(check.baselineMs)}): one the tile waits for moves it by about as much`,
      );
      if (check.checks.length) {
        out.push(
          table(
            ['request', 'seen in runs', 'rounds after items', 'first tile', 'moved', 'verdict'],
            check.checks.map((c) => [
              `${c.method} ${c.path}`,
              c.runs,
              c.extraRounds,
              ms(c.firstTileMs),
              c.movedMs === null ? '—' : `${c.movedMs >= 0 ? '+' : ''}${ms(c.movedMs)}`,
              c.error ? `${c.verdict}: ${c.error}` : c.verdict,
            ]),
            ['l', 'r', 'r', 'r', 'r', 'l'],
          ),
        );
      } else {
        out.push('  nothing to check: in no run did a request after the first items page finish before the tile.');
      }
      out.push(
        check.rounds === null
          ? '  → no items request finished before the tile: rounds not verified'
          : `  → ${check.rounds} round${check.rounds === 1 ? '' : 's'} of JS/API requests on the critical path to the first tile` +
              (check.uncertain ? ' (some checks were unclear: see above)' : ''),
      );
    }

    out.push('', `JavaScript by file (run ${firstTile.representativeIndex + 1}); gzip = the body gzipped at level 9`);
    const js = firstTile.js;
    out.push(
      table(
        ['file', 'before first tile', 'transferred', 'body', 'gzip'],
        [
          ...js.files.map((f) => [
            f.board ? f.path : `${f.path} (the page's, not the board's)`,
            f.beforeFirstTile ? 'yes' : 'no',
            int(f.transferred),
            int(f.bodyBytes),
            int(f.gzipBytes),
          ]),
          [
            `board before first tile (${js.beforeFirstTile.files} files)`,
            '',
            int(js.beforeFirstTile.transferred),
            int(js.beforeFirstTile.bodyBytes),
            `${int(js.beforeFirstTile.gzipBytes)} (${kb(js.beforeFirstTile.gzipBytes)})`,
          ],
          [
            `board in all, as loaded by the page (${js.total.files} files)`,
            '',
            int(js.total.transferred),
            int(js.total.bodyBytes),
            `${int(js.total.gzipBytes)} (${kb(js.total.gzipBytes)})`,
          ],
          ...(js.pageScripts.files
            ? [
                [
                  `page scripts, not counted above (${js.pageScripts.files})`,
                  '',
                  int(js.pageScripts.transferred),
                  int(js.pageScripts.bodyBytes),
                  int(js.pageScripts.gzipBytes),
                ],
              ]
            : []),
        ],
        ['l', 'l', 'r', 'r', 'r'],
      ),
    );
    out.push(
      '  bytes; transferred = response headers + body as sent (compressed when the reference server compressed it).',
    );
  }

  if (result.phone) out.push(...formatPhone(result.phone, config));

  if (big) {
    out.push(
      '',
      big.incomplete
        ? `acme-big, INCOMPLETE: the scroll stopped at ${int(big.loaded)} of the ${int(big.target)} items asked for (bench page, ${config.bigPath})`
        : `acme-big scrolled until ${int(big.target)} items had loaded (bench page, ${config.bigPath}${config.rasterThumbs ? ', thumbnails as a small PNG' : ''})`,
    );
    out.push(
      table(
        ['figure', 'value'],
        [
          [
            'items loaded',
            `${int(big.loaded)} of ${int(big.total)} (${int(big.itemRequests)} page requests while scrolling)`,
          ],
          [
            'time taken',
            `${(big.scrollMs / 1000).toFixed(1)} s (from the first scroll; first tile at ${ms(big.firstTileMs)})`,
          ],
          [
            'per page (median)',
            `request ${ms(big.pageRequestMs)}, then ${ms(big.pageGapMs)} until the next page is asked for`,
          ],
          ...(big.steps?.length
            ? [
                [
                  `each further ${int(big.steps[0].items)} items`,
                  big.steps.map((step) => `${(step.ms / 1000).toFixed(1)} s`).join(', ') +
                    ` (longest task ${big.steps.map((step) => Math.round(step.longestTaskMs)).join(', ')} ms)`,
                ],
              ]
            : []),
          ['elements in the shadow root', int(big.elements)],
          ['tiles rendered', int(big.tiles)],
          ['longest task while scrolling', big.longTasks ? ms(big.longestTaskMs) : 'none over 50 ms'],
          ['long tasks / TBT while scrolling', `${int(big.longTasks)} / ${ms(big.totalBlockingMs)}`],
          ['JS heap after GC', `${(big.heapUsedBytes / 1024 / 1024).toFixed(1)} MB`],
        ],
        ['l', 'l'],
      ),
    );
  }

  out.push('', 'Summary');
  const rows = [];
  if (firstTile) {
    const { median, runs, js, verified } = firstTile;
    const timed = runs.map((r) => r.roundCount);
    rows.push(
      [
        `time to first tile (median of ${runs.length})`,
        `${ms(median.firstTileMs)} (tile in DOM ${ms(median.tileInDomMs)})`,
      ],
      [
        'request rounds on the critical path',
        `${verified?.rounds ?? median.roundCount} of JS/API${verified ? ' (delay-checked)' : ' (by timing)'}; by timing ${Math.min(...timed)}–${Math.max(...timed)}, to the items page ${median.itemsRounds ?? '—'}`,
      ],
      [
        'board JS before first tile',
        `${js.beforeFirstTile.files} files, ${kb(js.beforeFirstTile.gzipBytes)} gzip, ${int(js.beforeFirstTile.transferred)} bytes transferred`,
      ],
      [
        'board JS loaded by the page',
        `${js.total.files} files, ${kb(js.total.gzipBytes)} gzip, ${int(js.total.transferred)} bytes transferred`,
      ],
      [
        'total blocking time to first tile',
        `${ms(median.totalBlockingMs)} (longest task ${ms(median.longestTaskMs)}; medians)`,
      ],
    );
  }
  if (lighthouse) {
    const m = lighthouse.median;
    rows.push([
      `Lighthouse on ${config.cmsPath} (median of ${lighthouse.audits.length})`,
      `performance ${m.score.toFixed(2)}, TBT ${ms(m.totalBlockingMs)}, LCP ${(m.largestContentfulPaintMs / 1000).toFixed(2)} s, CLS ${m.cumulativeLayoutShift.toFixed(3)}`,
    ]);
  }
  if (big) {
    rows.push([
      `acme-big at ${int(big.loaded)} items${big.incomplete ? ' (INCOMPLETE)' : ''}`,
      `${int(big.elements)} elements in the shadow root, ${int(big.tiles)} tiles, longest task ${big.longTasks ? ms(big.longestTaskMs) : 'none over 50 ms'}, ${(big.scrollMs / 1000).toFixed(1)} s`,
    ]);
  }
  out.push(table(['figure', 'value'], rows, ['l', 'l']));
  out.push('', 'Goals of the first screen', goalsTable(result));

  const problems = [
    ...(firstTile?.runs.flatMap((r) => r.problems) ?? []),
    ...(result.phone?.runs.flatMap((r) => r.problems) ?? []),
    ...(big?.problems ?? []),
  ];
  if (problems.length) {
    out.push(
      '',
      `Page problems seen (${problems.length}):`,
      ...[...new Set(problems)].slice(0, 10).map((p) => `  ${p}`),
    );
  }
  return out.join('\n');
}
