/**
 * Every change of the page's URL, whoever makes it. `popstate` covers back/forward only: a host single-page app
 * (React Router, Next.js) moves with `history.pushState`/`replaceState`, which fire no event. wouter patches both
 * once per page to dispatch `pushState`/`replaceState` events on `window`, marking the page with
 * `Symbol.for('wouter_v3')`. We listen to the same events and apply the same patch when no wouter has, so every
 * copy of wouter and of the board on a page shares one patch and one set of events.
 */

/** wouter's once-per-page mark (wouter/src/use-browser-location.js). */
const PATCH_KEY = Symbol.for('wouter_v3');

/** Window events that follow a URL change made through the History API. */
const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

type PatchableWindow = Window & { [PATCH_KEY]?: unknown };

/** Makes `pushState`/`replaceState` announce themselves on `win`, unless some copy of wouter (or we) already did. */
export function ensureHistoryEvents(win: Window): void {
  const page = win as PatchableWindow;
  if (typeof page[PATCH_KEY] !== 'undefined') return;
  for (const type of ['pushState', 'replaceState'] as const) {
    const original = win.history[type];
    // Same shape as wouter's patch, so code written against either sees the same events.
    win.history[type] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      const event = new Event(type) as Event & { arguments?: unknown };
      event.arguments = args;
      win.dispatchEvent(event);
    };
  }
  Object.defineProperty(win, PATCH_KEY, { value: true });
}

/** Calls `listener` after every History API change of `win`'s URL; returns the function that stops listening. */
export function onHistoryChange(win: Window, listener: () => void): () => void {
  ensureHistoryEvents(win);
  for (const type of HISTORY_EVENTS) win.addEventListener(type, listener);
  return () => {
    for (const type of HISTORY_EVENTS) win.removeEventListener(type, listener);
  };
}
