import { describe, expect, it, vi } from 'vitest';

import { observeSize } from '../../../src/element/size-reporter.ts';

function fakeWindow() {
  const frames: FrameRequestCallback[] = [];
  let callback: ResizeObserverCallback = () => {};
  const disconnect = vi.fn();
  class FakeObserver {
    constructor(cb: ResizeObserverCallback) {
      callback = cb;
    }
    observe() {}
    disconnect = disconnect;
  }
  return {
    win: {
      ResizeObserver: FakeObserver as unknown as typeof ResizeObserver,
      requestAnimationFrame: (run: FrameRequestCallback) => frames.push(run),
      cancelAnimationFrame: vi.fn(),
    },
    resize: () => callback([], {} as ResizeObserver),
    frame: () => frames.splice(0).forEach((run) => run(0)),
    disconnect,
  };
}

function target(sizes: { width: number; height: number }[]) {
  let at = 0;
  return { getBoundingClientRect: () => sizes[Math.min(at++, sizes.length - 1)] as DOMRect } as Element;
}

describe('observeSize', () => {
  it('reports once per frame however many resizes arrive, and only real changes', () => {
    const fake = fakeWindow();
    const report = vi.fn();
    observeSize(
      target([
        { width: 800.4, height: 600 },
        { width: 800, height: 600.2 },
        { width: 820, height: 640 },
      ]),
      report,
      fake.win,
    );
    fake.resize();
    fake.resize();
    fake.resize();
    fake.frame();
    expect(report).toHaveBeenCalledExactlyOnceWith({ width: 800, height: 600 });
    fake.resize();
    fake.frame();
    expect(report).toHaveBeenCalledTimes(1);
    fake.resize();
    fake.frame();
    expect(report).toHaveBeenLastCalledWith({ width: 820, height: 640 });
  });

  it('stops observing and cancels a pending frame', () => {
    const fake = fakeWindow();
    const stop = observeSize(target([{ width: 1, height: 1 }]), vi.fn(), fake.win);
    fake.resize();
    stop();
    expect(fake.disconnect).toHaveBeenCalled();
    expect(fake.win.cancelAnimationFrame).toHaveBeenCalled();
  });

  it('does nothing where ResizeObserver is missing', () => {
    const stop = observeSize(target([]), vi.fn(), { requestAnimationFrame: vi.fn(), cancelAnimationFrame: vi.fn() });
    expect(stop).not.toThrow();
  });
});
