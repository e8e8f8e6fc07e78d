/// <reference types="mocha" />
/**
 * A standalone board page in an iframe reports its size to the page around it (docs/element.md): only to that page's
 * origin, only while the board allows embedding; the host helper sizes the frame and obeys nobody else. The test
 * runner's server answers under two names, localhost and 127.0.0.1: two origins for one server.
 */
import { expect } from 'chai';

import { resizeFrameOnMessage } from '../../src/host/frame-resizer.ts';
import { apiGet, clearHttpCache, openPage, waitFor } from './helpers.ts';

type Resize = { type: string; height: number; scrollY: number };

/** This server under its other name: another origin. */
function otherOrigin(): string {
  const url = new URL(location.href);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

function frame(src: string, width = 1000): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.dataset.framedTest = '';
  iframe.style.cssText = `display:block;width:${width}px;height:300px;border:0`;
  iframe.src = src;
  document.body.append(iframe);
  return iframe;
}

/** Messages whose source is `iframe`'s window, as the page receives them (whatever the helper makes of them). */
function received(iframe: HTMLIFrameElement): { origin: string; data: Resize }[] {
  const list: { origin: string; data: Resize }[] = [];
  window.addEventListener('message', (event) => {
    if (event.source === iframe.contentWindow) list.push({ origin: event.origin, data: event.data as Resize });
  });
  return list;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const height = (iframe: HTMLIFrameElement) => iframe.style.height;

/**
 * The frame's height once the board stopped growing (its later pages and parts arrive after the tiles). A guess by
 * time: the board is on another origin and site, so neither its DOM nor its requests (the server's shared scope)
 * can tell the test when it is complete. A guess too early cannot fail the test — every check below holds at any
 * moment of the board's growth — it only lets growth stand in for the narrower frame's new height.
 */
async function settledHeight(iframe: HTMLIFrameElement): Promise<string> {
  let last = '';
  let since = performance.now();
  await waitFor(() => {
    if (height(iframe) !== last) {
      last = height(iframe);
      since = performance.now();
    }
    return performance.now() - since > 800;
  }, 'the frame height to settle');
  return last;
}

describe('a framed board page (live-board:resize)', function () {
  this.timeout(120_000);
  const stops: (() => void)[] = [];

  afterEach(async () => {
    stops.splice(0).forEach((stop) => stop());
    document.querySelectorAll('iframe[data-framed-test]').forEach((iframe) => iframe.remove());
    await fetch('/__faults', { method: 'DELETE' });
  });

  it('resizes its iframe on another origin through resizeFrameOnMessage, and follows the board as it changes', async () => {
    const origin = otherOrigin();
    const iframe = frame(`${origin}/acme-launch`);
    const messages = received(iframe);
    const resizes: Resize[] = [];
    stops.push(resizeFrameOnMessage(iframe, { origin, onResize: (message) => resizes.push(message) }));
    await waitFor(() => resizes.some((r) => r.height > 900), 'the loaded board height');
    // The board grows as its parts arrive (a loaded machine spreads that out): compare with its settled height.
    await settledHeight(iframe);
    const tall = resizes.at(-1)!;
    expect(tall).to.deep.equal({ type: 'live-board:resize', height: tall.height, scrollY: 0 });
    expect(height(iframe)).to.equal(`${tall.height}px`);
    expect(messages.every((m) => m.origin === origin)).to.equal(true);

    // A narrower frame lays the tiles out again: the board reports its new height and the frame follows. (Not
    // necessarily taller: once every page has loaded — a frame as tall as its board keeps the grid's end in view —
    // narrower tiles may add up to less.)
    const before = resizes.length;
    iframe.style.width = '420px';
    await waitFor(
      () => resizes.length > before && resizes.at(-1)!.height !== tall.height,
      'a new height for the narrower frame',
    );
    expect(height(iframe)).to.equal(`${resizes.at(-1)!.height}px`);
    // Only a window for a feedback loop to show itself: a slow machine can hide one, never fail a board without.
    await sleep(500);
    // Once per change, never the same figures twice in a row, and no feedback loop between frame and board, which
    // goes back and forth between two figures again and again (A, B, A, B). Once back to the figures before is no
    // loop: the room the grid holds for the next page is that page's expected size, and a page that brings fewer
    // items gives it back (seen in Firefox under load). (Not a bound on how many: a frame as tall as its board shows
    // the grid's end, so every page of items loads, each a resize, and how many come apart depends on the machine's
    // load — 5 to 32 were seen.)
    const figures = resizes.map((r) => `${r.height}/${r.scrollY}`);
    for (let i = 1; i < figures.length; i++) expect(figures[i], `resize ${i}`).to.not.equal(figures[i - 1]);
    const backAndForth = figures.findIndex(
      (figure, i) => i >= 3 && figure === figures[i - 2] && figures[i - 1] === figures[i - 3],
    );
    expect(backAndForth, `back and forth: ${figures.join(' → ')}`).to.equal(-1);
  });

  it('the helper ignores its board when the board page is not on the allowed origin', async () => {
    const iframe = frame(`${otherOrigin()}/acme-launch`);
    const messages = received(iframe);
    stops.push(resizeFrameOnMessage(iframe, { origin: location.origin }));
    // The helper hears each message before `received` does: it has had its chance to obey the board's.
    await waitFor(() => messages.some((m) => m.data.height > 900), 'the board to report its height');
    // Only a window for later messages: a slow machine can let one slip past, never fail a helper that ignores them.
    await sleep(200);
    expect(height(iframe)).to.equal('300px');
  });

  it('the helper ignores messages from another window, even one on the allowed origin', async () => {
    const iframe = frame('/acme-launch');
    const stranger = frame('/signin');
    const resizes: Resize[] = [];
    stops.push(resizeFrameOnMessage(iframe, { origin: location.origin, onResize: (m) => resizes.push(m) }));
    await waitFor(() => parseInt(height(iframe), 10) > 900, 'the same-origin board to size its frame');
    await waitFor(() => stranger.contentDocument?.readyState === 'complete', 'the other frame');
    // Added after the helper's listener, so the helper hears each forged message first: once both are here, it has
    // had its chance to obey them.
    const forgedSeen: number[] = [];
    const onForged = (event: MessageEvent) => {
      const forgedHeight = (event.data as Resize | null)?.height;
      if (forgedHeight === 5 || forgedHeight === 7) forgedSeen.push(forgedHeight);
    };
    window.addEventListener('message', onForged);
    stops.push(() => window.removeEventListener('message', onForged));
    const forged = "parent.postMessage({ type: 'live-board:resize', height: 5, scrollY: 0 }, '*')";
    (stranger.contentWindow as Window & { eval(code: string): unknown }).eval(forged);
    window.postMessage({ type: 'live-board:resize', height: 7, scrollY: 0 }, '*');
    await waitFor(() => forgedSeen.length === 2, 'the forged messages to arrive');
    // The board may still be growing (its later pages): the frame follows the board's own figures, never the forged.
    const heights = resizes.map((r) => r.height);
    expect(heights).to.not.include(5);
    expect(heights).to.not.include(7);
    expect(height(iframe)).to.equal(`${heights.at(-1)!}px`);
  });

  it("posts to the embedding page's origin only, never '*', and nothing while the board does not allow embedding", async () => {
    const targets: string[] = [];
    const post = window.postMessage;
    // A same-origin board page calls this window's postMessage: the wrapper sees the target origin it names.
    window.postMessage = function (this: Window, message: unknown, options?: string | WindowPostMessageOptions) {
      if ((message as Resize | null)?.type === 'live-board:resize') {
        targets.push(typeof options === 'string' ? options : (options?.targetOrigin ?? '/'));
      }
      Reflect.apply(post, this, [message, options]);
    } as typeof window.postMessage;
    try {
      const allowed = frame('/acme-launch');
      await waitFor(() => targets.length > 0, 'a resize message');
      expect([...new Set(targets)]).to.deep.equal([location.origin]);
      allowed.remove();

      const board = await apiGet<Record<string, unknown>>('/live_board/v1/boards/acme-launch/');
      await fetch('/__faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The loader's head start and the board's own request, whichever asks.
        body: JSON.stringify({
          match: '/live_board/v1/boards/acme-launch/',
          exact: true,
          status: 200,
          times: 2,
          body: { ...board, allow_embedding: false },
        }),
      });
      // Not from the server-rendered first screen's answers, which would bring the board's own (nor from the copy
      // the first frame left in the HTTP cache).
      await clearHttpCache();
      await fetch('/__faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ match: '/first_screen', status: 404, times: 1 }),
      });
      targets.length = 0;
      const refused = frame('/acme-launch');
      await waitFor(
        () => refused.contentDocument?.querySelector('live-board')?.shadowRoot?.querySelector('[part~="tile"]'),
        'the board',
      );
      // The size report starts with the page wiring, a chunk that may follow the tiles: its body class says it is in.
      await waitFor(() => refused.contentDocument?.body.classList.contains('live-board'), 'the page wiring');
      // Only a window for a report that should not come (one would go on the next frame): a slow machine can let
      // one slip past, never fail a board that keeps quiet.
      await sleep(1000);
      expect(targets).to.deep.equal([]);
    } finally {
      window.postMessage = post;
    }
  });

  it('demo/framed.html sizes its cross-origin board frame', async () => {
    const page = await openPage('/demo/framed.html');
    const inner = await waitFor(
      () => page.document.querySelector<HTMLIFrameElement>('iframe.board-frame[src]'),
      'the board frame',
    );
    expect(new URL(inner.src).origin).to.equal(otherOrigin());
    await waitFor(() => parseInt(inner.style.height, 10) > 900, 'the demo frame sized to its board');
  });
});
