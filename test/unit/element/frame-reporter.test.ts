import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';

import { embeddingOrigin, reportFrameSize } from '../../../src/element/frame-reporter.ts';

/** A framed window: its parent records what is posted; frames and resizes run when the test says. */
function framedWindow(options: { ancestorOrigins?: string[]; referrer?: string } = {}) {
  const target = new EventTarget();
  const frames = new Map<number, FrameRequestCallback>();
  let nextFrame = 1;
  let onResize: () => void = () => {};
  const posted: { message: unknown; origin: string }[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const disconnect = vi.fn();
  const win = {
    parent,
    scrollY: 0,
    location: { ancestorOrigins: options.ancestorOrigins },
    document: { referrer: options.referrer ?? '' },
    requestAnimationFrame: (run: FrameRequestCallback) => {
      frames.set(nextFrame, run);
      return nextFrame++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    getComputedStyle: () => ({ marginBottom: '0px' }),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    ResizeObserver: class {
      constructor(callback: () => void) {
        onResize = callback;
      }
      observe() {}
      disconnect = disconnect;
    },
  };
  let bottom = 0;
  const host = { getBoundingClientRect: () => ({ bottom }) } as unknown as Element;
  return {
    win: win as unknown as Window,
    host,
    posted,
    disconnect,
    setBottom: (value: number) => (bottom = value),
    scrollTo(y: number) {
      win.scrollY = y;
      target.dispatchEvent(new Event('scroll'));
    },
    resize: () => onResize(),
    frame: () => {
      const runs = [...frames.values()];
      frames.clear();
      for (const run of runs) run(0);
    },
    pendingFrames: () => frames.size,
  };
}

describe('embeddingOrigin', () => {
  it('prefers location.ancestorOrigins, else the referrer origin, else nothing', () => {
    expect(
      embeddingOrigin(framedWindow({ ancestorOrigins: ['https://host.example'], referrer: 'https://x.example/a' }).win),
    ).toBe('https://host.example');
    expect(embeddingOrigin(framedWindow({ referrer: 'https://cms.example/blog/post?x=1' }).win)).toBe(
      'https://cms.example',
    );
    expect(embeddingOrigin(framedWindow({ ancestorOrigins: ['null'] }).win)).toBeNull();
    expect(embeddingOrigin(framedWindow().win)).toBeNull();
  });
});

describe('reportFrameSize', () => {
  it('posts height and scroll to the embedding origin only, once per frame and only on change', () => {
    const page = framedWindow({ ancestorOrigins: ['https://host.example'] });
    page.setBottom(1200.2);
    const stop = reportFrameSize(page.host, signal(true), page.win);
    page.frame();
    expect(page.posted).toEqual([
      { message: { type: 'live-board:resize', height: 1201, scrollY: 0 }, origin: 'https://host.example' },
    ]);
    page.resize();
    page.resize();
    expect(page.pendingFrames()).toBe(1);
    page.frame();
    expect(page.posted).toHaveLength(1);
    page.setBottom(900);
    page.resize();
    page.frame();
    page.scrollTo(40);
    page.frame();
    expect(page.posted.map((p) => p.message)).toEqual([
      { type: 'live-board:resize', height: 1201, scrollY: 0 },
      { type: 'live-board:resize', height: 900, scrollY: 0 },
      // bottom is relative to the viewport: scrolled by 40, the page is as tall as before.
      { type: 'live-board:resize', height: 940, scrollY: 40 },
    ]);
    expect(page.posted.every((p) => p.origin === 'https://host.example')).toBe(true);
    stop();
    expect(page.disconnect).toHaveBeenCalled();
    page.scrollTo(80);
    expect(page.pendingFrames()).toBe(0);
  });

  it('posts nothing while the board does not allow embedding, and starts once it does', () => {
    const page = framedWindow({ ancestorOrigins: ['https://host.example'] });
    const allowed = signal(false);
    const stop = reportFrameSize(page.host, allowed, page.win);
    page.frame();
    expect(page.posted).toEqual([]);
    allowed.value = true;
    page.frame();
    expect(page.posted).toHaveLength(1);
    allowed.value = false;
    page.scrollTo(10);
    page.frame();
    expect(page.posted).toHaveLength(1);
    stop();
  });

  it('posts nothing in a top-level window or when the embedding origin is unknown', () => {
    const top = framedWindow({ ancestorOrigins: ['https://host.example'] });
    (top.win as unknown as { parent: unknown }).parent = top.win;
    reportFrameSize(top.host, signal(true), top.win);
    top.frame();
    const unknown = framedWindow();
    reportFrameSize(unknown.host, signal(true), unknown.win);
    unknown.frame();
    expect(top.pendingFrames() + unknown.pendingFrames()).toBe(0);
    expect(unknown.posted).toEqual([]);
  });
});
