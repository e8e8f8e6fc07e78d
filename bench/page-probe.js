// Injected into every benchmark page before its own scripts (Playwright addInitScript), top frame only.
// Records, on the page's clock (ms since navigation start):
//   - longTasks: every long task (PerformanceObserver 'longtask', buffered), { start, duration };
//   - tileInDom: when the first item tile entered the board's shadow root (MutationObserver on shadow roots);
//   - firstTile: the first animation frame in which a tile is rendered with a size (it is painted in that frame);
//   - firstContentfulPaint.
// Nothing here changes what the page does, except that attachShadow is wrapped to observe the new root.
(() => {
  if (window !== window.top || window.__bench) return;
  const TILE = '[part~="tile"]';
  const bench = (window.__bench = {
    longTasks: [],
    tileInDom: null,
    firstTile: null,
    firstContentfulPaint: null,
    errors: [],
  });

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    bench.errors.push(`longtask observer: ${error}`);
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') bench.firstContentfulPaint = entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    bench.errors.push(`paint observer: ${error}`);
  }

  const board = () => document.querySelector('live-board');

  // The moment a tile is committed to the DOM (a mutation observer callback runs right after React's commit).
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    if (this.localName === 'live-board') {
      const observer = new MutationObserver(() => {
        if (bench.tileInDom === null && root.querySelector(TILE)) {
          bench.tileInDom = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(root, { childList: true, subtree: true });
    }
    return root;
  };

  // The frame that shows it: checked once per animation frame until a tile has a box and is not hidden.
  const visible = (tile) => {
    const box = tile.getBoundingClientRect();
    if (!(box.width > 0 && box.height > 0)) return false;
    return typeof tile.checkVisibility === 'function'
      ? tile.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      : true;
  };
  const check = () => {
    const tile = board()?.shadowRoot?.querySelector(TILE);
    if (tile && visible(tile)) {
      bench.firstTile = performance.now();
      const box = tile.getBoundingClientRect();
      bench.firstTileInViewport = box.top < innerHeight && box.bottom > 0;
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();
