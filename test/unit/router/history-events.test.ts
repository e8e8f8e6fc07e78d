import { describe, expect, it, vi } from 'vitest';

import { ensureHistoryEvents, onHistoryChange } from '../../../src/router/history-events.ts';

/** A window of its own, so each test decides whether wouter has patched it. */
function fakeWindow() {
  const target = new EventTarget();
  const calls: string[] = [];
  const history = {
    state: null,
    pushState: (_state: unknown, _unused: string, url?: string) => calls.push(`push ${String(url)}`),
    replaceState: (_state: unknown, _unused: string, url?: string) => calls.push(`replace ${String(url)}`),
  };
  const win = {
    history,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  } as unknown as Window;
  return { win, history, calls };
}

describe('history events', () => {
  it('makes pushState and replaceState announce themselves, after doing their work', () => {
    const { win, calls } = fakeWindow();
    const seen: string[] = [];
    const stop = onHistoryChange(win, () => seen.push(calls.at(-1)!));
    win.history.pushState(null, '', '/a');
    win.history.replaceState(null, '', '/b');
    win.dispatchEvent(new Event('popstate'));
    expect(seen).toEqual(['push /a', 'replace /b', 'replace /b']);
    stop();
    win.history.pushState(null, '', '/c');
    expect(seen).toHaveLength(3);
  });

  it('patches a page once, however many boards listen', () => {
    const { win, calls } = fakeWindow();
    ensureHistoryEvents(win);
    const patched = win.history.pushState;
    ensureHistoryEvents(win);
    expect(win.history.pushState).toBe(patched);
    const listener = vi.fn();
    onHistoryChange(win, listener);
    win.history.pushState(null, '', '/a');
    expect(calls).toEqual(['push /a']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("leaves a page wouter has patched alone and listens to wouter's events", () => {
    const { win, history } = fakeWindow();
    Object.defineProperty(win, Symbol.for('wouter_v3'), { value: true });
    const original = history.pushState;
    const listener = vi.fn();
    onHistoryChange(win, listener);
    expect(win.history.pushState).toBe(original);
    win.dispatchEvent(new Event('pushState'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
