// Injected into the phone runs' pages (Playwright addInitScript), top frame only, after page-probe.js: records
// every input event the Event Timing API reports — those that took 16 ms or more from the input to the next paint
// after their handlers ran (its least threshold; durations are rounded to 8 ms) — on the page's clock, as
// window.__benchEvents: [{ name, start, duration, processingStart, processingEnd, interactionId }].
// It only observes: the page runs as it would without it.
(() => {
  if (window !== window.top || window.__benchEvents) return;
  const events = (window.__benchEvents = []);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        events.push({
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          interactionId: entry.interactionId ?? 0,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch (error) {
    window.__bench?.errors.push(`event observer: ${error}`);
  }
})();
