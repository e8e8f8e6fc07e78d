import { afterEach, describe, expect, it, vi } from 'vitest';

import { resizeFrameOnMessage } from '../../../src/host/frame-resizer.ts';

const BOARD_ORIGIN = 'https://boards.example.com';

/** An iframe whose window stands in for the board page's (happy-dom loads no frame pages). */
function frame(src = `${BOARD_ORIGIN}/acme-launch`): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  Object.defineProperty(iframe, 'contentWindow', { value: new EventTarget() });
  iframe.setAttribute('src', src);
  return iframe;
}

/** Delivers a message the way the browser would, with the sender's window and origin. */
function deliver(data: unknown, origin: string, source: MessageEventSource | null): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

const resize = (height: number, scrollY = 0) => ({ type: 'live-board:resize', height, scrollY });

afterEach(() => document.body.replaceChildren());

describe('resizeFrameOnMessage', () => {
  it("sets the iframe's height from its board's messages, from its origin", () => {
    const iframe = frame();
    const onResize = vi.fn();
    const stop = resizeFrameOnMessage(iframe, { origin: BOARD_ORIGIN, onResize });
    deliver(resize(1234.4, 12), BOARD_ORIGIN, iframe.contentWindow);
    expect(iframe.style.height).toBe('1235px');
    expect(onResize).toHaveBeenCalledWith(resize(1234.4, 12));
    stop();
    deliver(resize(50), BOARD_ORIGIN, iframe.contentWindow);
    expect(iframe.style.height).toBe('1235px');
  });

  it('ignores messages from another origin, another window, or of another shape', () => {
    const iframe = frame();
    const other = frame(`${BOARD_ORIGIN}/acme-gated`);
    resizeFrameOnMessage(iframe, { origin: BOARD_ORIGIN });
    deliver(resize(900), 'https://evil.example', iframe.contentWindow);
    deliver(resize(900), BOARD_ORIGIN, other.contentWindow);
    deliver(resize(900), BOARD_ORIGIN, window);
    deliver(resize(900), BOARD_ORIGIN, null);
    deliver({ type: 'live-board:resize', height: 'tall', scrollY: 0 }, BOARD_ORIGIN, iframe.contentWindow);
    deliver({ type: 'live-board:resize', height: -5, scrollY: 0 }, BOARD_ORIGIN, iframe.contentWindow);
    deliver({ type: 'other', height: 900, scrollY: 0 }, BOARD_ORIGIN, iframe.contentWindow);
    deliver('live-board:resize', BOARD_ORIGIN, iframe.contentWindow);
    expect(iframe.style.height).toBe('');
  });

  it("defaults the allowed origin to the iframe's src", () => {
    const iframe = frame('https://boards.example.com:8443/acme-launch/home');
    resizeFrameOnMessage(iframe);
    deliver(resize(700), BOARD_ORIGIN, iframe.contentWindow);
    expect(iframe.style.height).toBe('');
    deliver(resize(700), 'https://boards.example.com:8443', iframe.contentWindow);
    expect(iframe.style.height).toBe('700px');
  });

  it("refuses '*' and a frame with no origin to check against", () => {
    expect(() => resizeFrameOnMessage(frame(), { origin: '*' })).toThrow(/name the board's origin/);
    expect(() => resizeFrameOnMessage(frame(), { origin: [] })).toThrow(/name the board's origin/);
    const blank = document.createElement('iframe');
    expect(() => resizeFrameOnMessage(blank)).toThrow(/pass \{ origin \}/);
  });
});
