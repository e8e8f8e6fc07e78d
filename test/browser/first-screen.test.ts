/**
 * The server-rendered first screen (issue 27, docs/server.md): where the board's home is the same for everyone, the
 * loader paints the server's rendering while the board's code is on its way, and the board takes it over in place:
 * no frame without tiles, nothing moved, a tap or text from before handled once after. Everywhere else, and when the
 * endpoint fails, is slow or absent, or the page refuses the loader's Trusted Types policy, the board loads as it
 * did without it, and nothing says so.
 */
import { expect } from 'chai';

import { FIRST_SCREEN_TIMEOUT_MS } from '../../src/constants.ts';
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

const BOARD = '<live-board board-slug="acme-launch"></live-board><p id="after">After the board</p>';
const FIRST_ROUND = '/live_board/v1/boards/acme-launch/';

/**
 * Recorders a test page runs before the loader: each `data-lb-state` the element takes, and whether the board's code
 * had defined the element by then (a state set before it was the loader's, painting); every frame, whether a tile
 * shows; the layout shifts.
 */
const RECORDERS =
  '<script>window.states=[];window.frames_=[];' +
  // Null where the engine has no Layout Instability API (Firefox, WebKit): there the boxes alone tell what moved.
  "window.shift=PerformanceObserver.supportedEntryTypes.includes('layout-shift')?0:null;" +
  "new MutationObserver((records)=>{for(const r of records)states.push([r.target.getAttribute('data-lb-state')," +
  "Boolean(customElements.get('live-board'))])}).observe(document,{subtree:true,attributes:true," +
  "attributeFilter:['data-lb-state']});" +
  'if(shift!==null)new PerformanceObserver((l)=>{for(const e of l.getEntries())shift+=e.value})' +
  ".observe({type:'layout-shift',buffered:true});" +
  "(function frame(){const root=document.querySelector('live-board')?.shadowRoot;" +
  'frames_.push([...(root?.querySelectorAll(\'[part~="tile"]\')??[])].some((t)=>t.getBoundingClientRect().height>0&&' +
  't.checkVisibility({visibilityProperty:true,opacityProperty:true})));requestAnimationFrame(frame)})();</script>';

interface Recorded {
  states: [string | null, boolean][];
  frames_: boolean[];
  shift: number | null;
}
const recorded = (win: Window) => win as unknown as Recorded;
/** True when the loader painted a first screen: it set the state before the board's code defined the element. */
const painted = (win: Window) => recorded(win).states.some(([state, defined]) => state === 'loading' && !defined);

const hostOf = (doc: Document) => doc.querySelector('live-board')!;
const rootOf = (doc: Document) => doc.querySelector('live-board')?.shadowRoot;
const tiles = (doc: Document) => [...(rootOf(doc)?.querySelectorAll<HTMLAnchorElement>('[part~="tile"]') ?? [])];
const asked = (win: Window, path: string) =>
  (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => new URL(entry.name).pathname === path,
  ).length;

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

/** A page whose board's code is held back: the painted screen is all there is until `release`. */
async function heldBoard(width = 1200, head = '') {
  const dist = freshDist();
  await holdRequests(`${dist}chunks/live-board-`);
  const page = await pageWith(BOARD, head + RECORDERS, dist);
  page.window.frameElement?.setAttribute('style', `width:${width}px;height:900px`);
  await waitFor(() => tiles(page.document).length >= 12, 'the painted tiles');
  await requestsHeld(1);
  expect(page.window.customElements.get('live-board'), 'the board code has not arrived').to.equal(undefined);
  const release = async () => {
    await releaseHeld();
    return boardShown(hostOf(page.document));
  };
  return { page, release };
}

// The first screen is cacheable (a minute): a test's fault must meet the request, not the last test's copy.
beforeEach(async () => {
  await clearHttpCache();
});

describe('the server-rendered first screen', function () {
  this.timeout(120_000);

  for (const width of [1200, 375]) {
    it(`is painted before the board's code arrives and taken over in place at ${width} px`, async () => {
      const { page, release } = await heldBoard(width);
      const host = hostOf(page.document);
      expect(painted(page.window), 'painted by the loader').to.equal(true);
      expect(host.getAttribute('data-lb-state'), 'loading until the board has taken over').to.equal('loading');
      // Styled as the board is: its theme through the CSSOM, the header's picture.
      const header = rootOf(page.document)!.querySelector<HTMLElement>('[part~="header"]')!;
      expect(getComputedStyle(header).backgroundImage).to.match(/url\(/);
      const before = boxes(page.document);
      expect(before.size).to.be.above(4);
      const after0 = page.document.getElementById('after')!.getBoundingClientRect().top;

      const root = await release();
      await new Promise((resolve) =>
        page.window.requestAnimationFrame(() => page.window.requestAnimationFrame(resolve)),
      );
      expect(root.querySelector('[data-lb-painted]'), 'the painted nodes are gone').to.equal(null);
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
      expect(asked(page.window, '/live_board/v2/boards/acme-launch/first_screen')).to.equal(1);
      // The host below is where the painted screen put it (the board's grid grows below the first screens only).
      expect(page.document.getElementById('after')!.getBoundingClientRect().top).to.be.at.least(after0 - 1);

      // And the board's own tiles answer taps (the loader's hold of taps has ended).
      tiles(page.document)[0]!.click();
      await waitFor(() => root.querySelector('dialog[part~="viewer"][open]'), 'the viewer');
    });
  }

  it('opens a tile tapped before the takeover once, after it', async () => {
    const { page, release } = await heldBoard();
    const host = hostOf(page.document);
    const opened: unknown[] = [];
    host.addEventListener('item-opened', (event) => opened.push((event as CustomEvent).detail));
    const tile = tiles(page.document)[2]!;
    const id = Number(tile.dataset.itemId);
    tile.click();
    tile.click();
    expect(page.window.location.href, 'the tap waits for the board').not.to.contain('acme-launch/home');
    const root = await release();
    const dialog = await waitFor(
      () => root.querySelector<HTMLElement>('dialog[part~="viewer"][open][data-status="active"]'),
      'the viewer open',
    );
    expect(dialog.dataset.itemId).to.equal(String(id));
    await waitFor(() => opened.length > 0, 'item-opened');
    // Later frames bring nothing more.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(opened).to.have.length(1);
    expect(opened[0]).to.include({ itemId: id });
  });

  it('follows a category tapped before the takeover once, after it', async () => {
    const { page, release } = await heldBoard();
    const changes: { categoryId?: number }[] = [];
    hostOf(page.document).addEventListener('category-change', (event) =>
      changes.push((event as CustomEvent<{ categoryId?: number }>).detail),
    );
    const link = [...rootOf(page.document)!.querySelectorAll<HTMLAnchorElement>('nav[part~="categories"] a')].find(
      (a) => a.getAttribute('aria-current') !== 'page' && a.textContent.trim() !== 'Home',
    )!;
    const name = link.textContent.trim();
    link.click();
    const root = await release();
    await waitFor(
      () => root.querySelector('nav [aria-current="page"]')?.textContent.trim() === name,
      `the category ${name}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(changes).to.have.length(1);
  });

  it('searches once for text typed and sent before the takeover', async () => {
    const { page, release } = await heldBoard();
    const searches: { query?: string }[] = [];
    hostOf(page.document).addEventListener('search', (event) =>
      searches.push((event as CustomEvent<{ query?: string }>).detail),
    );
    const input = rootOf(page.document)!.querySelector<HTMLInputElement>('form[role="search"] input')!;
    input.focus();
    input.value = 'guide';
    // Enter in the field: the form's submit button is clicked (implicit submission), which the loader holds.
    rootOf(page.document)!.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')!.click();
    const root = await release();
    const field = root.querySelector<HTMLInputElement>('form[role="search"] input')!;
    expect(field.value).to.equal('guide');
    await waitFor(() => searches.length > 0, 'the search');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(searches).to.have.length(1);
    expect(JSON.stringify(searches[0])).to.contain('guide');
  });

  it('keeps script in the API’s texts inert on the painted screen and after', async () => {
    const answer = await (await fetch('/live_board/v2/boards/acme-launch/first_screen?locale=en-US')).text();
    const escaped = '&lt;img src=x onerror=&quot;window.xss=1&quot;&gt;&lt;script&gt;window.xss=2&lt;/script&gt;';
    const raw = '<img src=x onerror="window.xss=1"><script>window.xss=2</script>';
    const parsed = JSON.parse(answer) as { html: string; data: unknown };
    // What React's server renderer makes of such a name in the markup; the raw name in the answers.
    parsed.html = parsed.html.replaceAll('Acme Operations Cloud', escaped);
    parsed.data = JSON.parse(
      JSON.stringify(parsed.data).replaceAll('Acme Operations Cloud', raw.replaceAll('"', '\\"')),
    );
    await injectFault({ match: '/first_screen', status: 200, body: parsed, headers: { 'Cache-Control': 'no-store' } });
    const { page, release } = await heldBoard();
    const root = rootOf(page.document)!;
    expect(root.querySelector('script, [onerror]'), 'no element from the text').to.equal(null);
    expect(root.textContent).to.contain(raw);
    const shown = await release();
    expect(shown.querySelector('script, [onerror]')).to.equal(null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((page.window as unknown as { xss?: number }).xss).to.equal(undefined);
  });

  it('is painted and taken over in a browser without Trusted Types, the loader writing its HTML as it is', async () => {
    // Every engine the tests run in has Trusted Types: the page takes them away before the loader runs.
    const { page, release } = await heldBoard(
      1200,
      "<script>Object.defineProperty(window,'trustedTypes',{value:undefined,configurable:true})</script>",
    );
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
    expect(asked(page.window, '/live_board/v2/boards/acme-launch/first_screen')).to.equal(1);
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
      expect(asked(page.window, '/live_board/v2/boards/acme-launch/first_screen')).to.equal(0);
    });
  }

  it('for a session of this tab (it may know a lead): nothing is asked of the endpoint', async () => {
    const page = await pageWith(BOARD, `<script>sessionStorage.setItem('live-board:session-guid','stale')</script>`);
    await loadedAsBefore(page);
    expect(asked(page.window, '/live_board/v2/boards/acme-launch/first_screen')).to.equal(0);
  });

  it('for a token attribute: nothing is asked of the endpoint', async () => {
    const page = await pageWith('<live-board board-slug="acme-launch" token="abc"></live-board>', RECORDERS);
    await loadedAsBefore(page);
    expect(asked(page.window, '/live_board/v2/boards/acme-launch/first_screen')).to.equal(0);
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
