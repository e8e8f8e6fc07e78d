/**
 * The server-rendered first screen (docs/server.md): where the board's home is the same for everyone, the
 * loader paints the server's rendering while the board's code is on its way, and the board takes it over in place:
 * no frame without tiles, nothing moved, a tap or text from before handled once after. Everywhere else, and when the
 * endpoint fails, is slow or absent, or the page refuses the loader's Trusted Types policy, the board loads as it
 * did without it, and nothing says so. (Taps, links, languages and hostile markup: first-screen-exact.test.ts.)
 */
import { expect } from 'chai';

import { FIRST_SCREEN_TIMEOUT_MS } from '../../src/base/constants.ts';
import {
  asked,
  BOARD,
  FIRST_ROUND,
  FIRST_SCREEN,
  heldBoard,
  hostOf,
  painted,
  recorded,
  RECORDERS,
  rootOf,
  tiles,
} from './first-screen-page.ts';
import {
  boardShown,
  clearHttpCache,
  freshDist,
  holdRequests,
  injectFault,
  openPage,
  pageWith,
  releaseHeld,
  requestsHeld,
  waitFor,
} from './helpers.ts';

/** Each element with a `part` in the first two screens, by part and position, with its box. */
function boxes(doc: Document): Map<string, DOMRect> {
  const found = new Map<string, DOMRect>();
  const count = new Map<string, number>();
  for (const element of rootOf(doc)?.querySelectorAll('[part]') ?? []) {
    const part = element.getAttribute('part')!;
    const nth = count.get(part) ?? 0;
    count.set(part, nth + 1);
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.top < 2 * doc.defaultView!.innerHeight) found.set(`${part} #${nth}`, box);
  }
  return found;
}

// The first screen is cacheable (a minute): a test's fault must meet the request, not the last test's copy.
beforeEach(async () => {
  await clearHttpCache();
});

describe('the server-rendered first screen', function () {
  this.timeout(120_000);

  for (const width of [1200, 375]) {
    it(`is painted before the board's code arrives and taken over in place at ${width} px`, async () => {
      const { page, release } = await heldBoard({ width });
      const host = hostOf(page.document);
      expect(painted(page.window), 'painted by the loader').to.equal(true);
      expect(host.getAttribute('data-lb-state'), 'loading until the board has taken over').to.equal('loading');
      // Styled as the board is: its theme through the CSSOM, the header's picture.
      const header = rootOf(page.document)!.querySelector<HTMLElement>('[part~="header"]')!;
      expect(getComputedStyle(header).backgroundImage).to.match(/url\(/);
      const before = boxes(page.document);
      expect(before.size).to.be.above(4);
      // The parts whose code loads on demand are styled as the board styles them (the seller card's own rules).
      const sellerButton = () => rootOf(page.document)!.querySelector('[part~="seller-card"] button');
      const looks = (element: Element) =>
        ['font-weight', 'background-color', 'border-radius', 'padding-left'].map(
          (property) => `${property}: ${page.window.getComputedStyle(element).getPropertyValue(property)}`,
        );
      const paintedLooks = looks(sellerButton()!);
      const after0 = page.document.getElementById('after')!.getBoundingClientRect().top;

      const root = await release();
      await new Promise((resolve) =>
        page.window.requestAnimationFrame(() => page.window.requestAnimationFrame(resolve)),
      );
      expect(root.querySelector('[data-lb-painted]'), 'the painted nodes are gone').to.equal(null);
      // (The board's seller card comes with its part's code, which may still be on its way at the swap: its skeleton
      // holds the card's place meanwhile.)
      expect(looks(await waitFor(sellerButton, 'the board’s seller card')), 'the seller card as painted').to.deep.equal(
        paintedLooks,
      );
      const after = boxes(page.document);
      const moved = [...before].flatMap(([name, box]) => {
        const now = after.get(name);
        if (!now) return [`${name} gone`];
        // The board's own box grows below the first screens: the grid holds the rows of every item, not a page's.
        const sides = name.startsWith('board ')
          ? (['x', 'y', 'width'] as const)
          : (['x', 'y', 'width', 'height'] as const);
        const off = Math.max(...sides.map((side) => Math.abs(now[side] - box[side])));
        return off > 1 ? [`${name} moved ${off.toFixed(1)} px`] : [];
      });
      expect(moved).to.deep.equal([]);
      const { frames_: frames, shift } = recorded(page.window);
      const shown = frames.indexOf(true);
      expect(shown, 'a frame with tiles').to.be.at.least(0);
      expect(frames.slice(shown).includes(false), 'no frame without tiles since the first').to.equal(false);
      if (shift !== null) expect(shift, 'layout shift').to.equal(0);
      // The board took the answers the screen was rendered from: its first round was never asked.
      expect(asked(page.window, FIRST_ROUND)).to.equal(0);
      expect(asked(page.window, FIRST_SCREEN)).to.equal(1);
      // The host below is where the painted screen put it (the board's grid grows below the first screens only).
      expect(page.document.getElementById('after')!.getBoundingClientRect().top).to.be.at.least(after0 - 1);

      // And the board's own tiles answer taps (the loader's hold of taps has ended).
      tiles(page.document)[0]!.click();
      await waitFor(() => root.querySelector('dialog[part~="viewer"][open]'), 'the viewer');
    });
  }

  it('is painted and taken over in a browser without Trusted Types, the loader writing its HTML as it is', async () => {
    // Every engine the tests run in has Trusted Types: the page takes them away before the loader runs.
    const { page, release } = await heldBoard({
      head: "<script>Object.defineProperty(window,'trustedTypes',{value:undefined,configurable:true})</script>",
    });
    expect((page.window as { trustedTypes?: unknown }).trustedTypes, 'no Trusted Types on the page').to.equal(
      undefined,
    );
    expect(painted(page.window), 'painted by the loader').to.equal(true);
    const root = await release();
    expect(root.querySelector('[data-lb-painted]'), 'the painted nodes are gone').to.equal(null);
    expect(root.querySelector('[part~="error"]')).to.equal(null);
    expect(tiles(page.document).length).to.be.at.least(12);
    expect(asked(page.window, FIRST_ROUND), 'the board took the painted screen’s answers').to.equal(0);
  });

  it('is painted under a strict Content-Security-Policy with Trusted Types without a violation', async () => {
    await holdRequests('/dist/chunks/live-board-');
    const page = await openPage('/demo/strict-csp.html');
    await waitFor(() => tiles(page.document).length >= 12, 'the painted tiles');
    const violations = () => (page.window as unknown as { cspViolations: unknown[] }).cspViolations;
    expect(violations()).to.deep.equal([]);
    const header = rootOf(page.document)!.querySelector<HTMLElement>('[part~="header"]')!;
    expect(getComputedStyle(header).backgroundImage, 'its inline styles set through the CSSOM').to.match(/url\(/);
    await requestsHeld(1);
    await releaseHeld();
    await boardShown(hostOf(page.document));
    expect(violations()).to.deep.equal([]);
  });
});

describe('a first screen slower than the board’s code would have been', function () {
  this.timeout(120_000);

  it(`is still waited for after ${FIRST_SCREEN_TIMEOUT_MS} ms while the code is on its way`, async () => {
    const dist = freshDist();
    await holdRequests(`${dist}chunks/live-board-`);
    await holdRequests('/first_screen');
    const page = await pageWith(BOARD, RECORDERS, dist);
    await requestsHeld(2);
    // Longer than the wait the board gives the screen once its code has run: with the code held, nothing gives up.
    await new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_TIMEOUT_MS + 500));
    expect(asked(page.window, FIRST_ROUND), 'no first round asked meanwhile').to.equal(0);
    await releaseHeld();
    const root = await boardShown(hostOf(page.document));
    expect(root.querySelector('[part~="error"]')).to.equal(null);
    expect(tiles(page.document).length).to.be.at.least(12);
    // The board came from the screen's answers: its own first round was never asked.
    expect(asked(page.window, FIRST_ROUND)).to.equal(0);
    expect(asked(page.window, FIRST_SCREEN)).to.equal(1);
  });
});

describe('without a server-rendered first screen the board loads as before', function () {
  this.timeout(120_000);

  /** The board ready, its first round asked by itself, no error shown. */
  async function loadedAsBefore(page: { window: Window; document: Document }) {
    const root = await boardShown(await waitFor(() => page.document.querySelector('live-board'), 'the board'));
    expect(root.querySelector('[part~="error"]')).to.equal(null);
    await waitFor(() => tiles(page.document).length >= 12, 'its tiles');
    expect(asked(page.window, FIRST_ROUND), 'the board asked for its first round').to.be.at.least(1);
  }

  for (const [what, path] of [
    ['a lead’s safetoken in the URL', '/demo/cms.html?safetoken=abc'],
    ['a token in the URL', '/demo/cms.html?token=abc'],
    ['a deep link', '/demo/cms.html?lb=/acme-launch/featured'],
  ] as const) {
    it(`for ${what}: nothing is asked of the endpoint`, async () => {
      const page = await openPage(path);
      await loadedAsBefore(page);
      expect(asked(page.window, FIRST_SCREEN)).to.equal(0);
    });
  }

  it('for a session of this tab (it may know a lead): nothing is asked of the endpoint', async () => {
    const page = await pageWith(BOARD, `<script>sessionStorage.setItem('live-board:session-guid','stale')</script>`);
    await loadedAsBefore(page);
    expect(asked(page.window, FIRST_SCREEN)).to.equal(0);
  });

  it('for a token attribute: nothing is asked of the endpoint', async () => {
    const page = await pageWith('<live-board board-slug="acme-launch" token="abc"></live-board>', RECORDERS);
    await loadedAsBefore(page);
    expect(asked(page.window, FIRST_SCREEN)).to.equal(0);
  });

  it('for a locked board (the endpoint answers 204)', async () => {
    const page = await pageWith('<live-board board-slug="acme-password"></live-board>', RECORDERS);
    await waitFor(
      () => page.document.querySelector('live-board')?.getAttribute('data-lb-state') === 'locked',
      'the lock',
    );
    expect(painted(page.window)).to.equal(false);
    expect(asked(page.window, '/live_board/v2/boards/acme-password/first_screen')).to.equal(1);
  });

  for (const [what, rule] of [
    ['an endpoint that fails', { status: 500 }],
    ['a language without a snapshot', { status: 404, body: { code: 'locale_unavailable', message: 'No' } }],
    ['an API without the endpoint', { status: 404, body: { code: 'not_found', message: 'Not found' } }],
    // Every attempt for a while: a browser or proxy sends a GET again when its connection drops without an answer.
    ['a dropped connection', { drop: true, forMs: 60_000 }],
  ] as const) {
    it(`for ${what}`, async () => {
      await injectFault({ match: '/first_screen', ...rule });
      try {
        const page = await pageWith(BOARD, RECORDERS);
        await loadedAsBefore(page);
        expect(painted(page.window)).to.equal(false);
      } finally {
        await fetch('/__faults', { method: 'DELETE' });
      }
    });
  }

  it(`for an endpoint still not in ${FIRST_SCREEN_TIMEOUT_MS} ms after the board's code ran: the board does not wait for it`, async () => {
    await holdRequests('/first_screen');
    const page = await pageWith(BOARD, RECORDERS);
    await requestsHeld(1);
    // Still held: the loader gave up on it and asked for the first round itself.
    await loadedAsBefore(page);
    expect(painted(page.window)).to.equal(false);
    await releaseHeld();
  });

  it('for a page that refuses the loader’s Trusted Types policy: its answers still serve, nothing is painted', async () => {
    const csp =
      '<meta http-equiv="Content-Security-Policy" content="require-trusted-types-for \'script\'; ' +
      'trusted-types live-board live-board-pdf dompurify">';
    const page = await pageWith(BOARD, csp + RECORDERS);
    const root = await boardShown(await waitFor(() => page.document.querySelector('live-board'), 'the board'));
    expect(painted(page.window)).to.equal(false);
    expect(root.querySelector('[part~="error"]')).to.equal(null);
    expect(asked(page.window, FIRST_ROUND), 'its first round came with the refused screen').to.equal(0);
  });
});
