// The page's main-thread tasks during a run, from a Chromium trace (CDP Tracing: devtools.timeline and its disabled-by-default part, which has the tasks):
// every top-level task (RunTask) of the page's renderer main thread, on the page's own clock (ms since navigation
// start). Long-task entries miss the tasks under 50 ms; the trace has them all.

/** Starts tracing on `cdp` (a CDP session of the page); `stop()` returns the tasks. */
export async function startTrace(cdp) {
  const events = [];
  const onData = (data) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  return {
    /** Stops tracing; `page` places the trace's clock on the page's (a user-timing mark made now, in both). */
    async stop(page) {
      const now = await page.evaluate(() => {
        performance.mark('live-board-bench-clock');
        return performance.now();
      });
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      cdp.off('Tracing.dataCollected', onData);
      return mainThreadTasks(events, now);
    },
  };
}

/**
 * Top-level tasks ({ start, end } in page ms) of the thread where the clock mark was made, the page's main thread;
 * `markAt` is the mark's time on the page's clock. Empty when the mark is missing from the trace.
 */
export function mainThreadTasks(events, markAt) {
  const mark = events.find((e) => e.name === 'live-board-bench-clock');
  if (!mark) return [];
  const toPage = (ts) => markAt + (ts - mark.ts) / 1000;
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === mark.pid && e.tid === mark.tid)
    .map((e) => ({ start: toPage(e.ts), end: toPage(e.ts + e.dur) }))
    .sort((a, b) => a.start - b.start);
}
