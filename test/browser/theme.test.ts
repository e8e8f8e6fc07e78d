/**
 * The board's themes (docs/element.md, section 6): `light` (the default), `dark`, and `auto`, which follows the
 * page's color-scheme and else the visitor's prefers-color-scheme; a switch restyles in place; a dark board is dark
 * from its first frame, held area and painted first screen included.
 */
import { expect } from 'chai';

import { axeViolations, describeViolations } from './axe.ts';
import {
  boardShown,
  clickCategory,
  emulateColorScheme,
  freshDist,
  holdRequests,
  openPage,
  pageWith,
  painted,
  releaseHeld,
  requestsHeld,
  waitFor,
} from './helpers.ts';

/** The board's surface, light and dark (src/ui/board/board.css `--lb-surface`). */
const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(21, 24, 28)';

/** The background colour the board shows: its root's once rendered (or painted), else the element's held area. */
function groundOf(host: Element): string {
  const win = host.ownerDocument.defaultView!;
  const root = host.shadowRoot?.querySelector('[part="board"]');
  return win.getComputedStyle(root ?? host).backgroundColor;
}

/** Relative luminance (0 black … 1 white) of an `rgb(…)` / `rgba(…)` colour as getComputedStyle writes it. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A page with one acme-launch board (`attributes` added to its tag), `head` before the loader. */
async function boardPage(attributes: string, head = '', dist?: string) {
  const page = await pageWith(`<live-board board-slug="acme-launch" ${attributes}></live-board>`, head, dist);
  const host = await waitFor(() => page.document.querySelector('live-board'), 'the board element');
  return { ...page, host };
}

async function shownWithTiles(host: Element): Promise<ShadowRoot> {
  const root = await boardShown(host);
  await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 6, 'the first tiles');
  return root;
}

afterEach(async () => {
  await fetch('/__faults', { method: 'DELETE' });
});

describe('the theme attribute', function () {
  this.timeout(120_000);

  it('is light by default and with theme="light", whatever the page says; dark with theme="dark"', async () => {
    const { host, window: win } = await boardPage('', '<style>:root { color-scheme: dark }</style>');
    await shownWithTiles(host);
    expect(groundOf(host)).to.equal(LIGHT);
    host.setAttribute('theme', 'dark');
    await painted(win);
    expect(groundOf(host)).to.equal(DARK);
    host.setAttribute('theme', 'light');
    await painted(win);
    expect(groundOf(host)).to.equal(LIGHT);
    // Any other value is light, and so is no value.
    host.setAttribute('theme', 'sepia');
    await painted(win);
    expect(groundOf(host)).to.equal(LIGHT);
  });

  it('is a property too: setting it reflects to the attribute and restyles; unsetting it gives light', async () => {
    const { host, window: win } = await boardPage('');
    await shownWithTiles(host);
    const board = host as HTMLElement & { theme?: string };
    board.theme = 'dark';
    expect(host.getAttribute('theme')).to.equal('dark');
    await painted(win);
    expect(groundOf(host)).to.equal(DARK);
    board.theme = undefined;
    expect(host.hasAttribute('theme')).to.equal(false);
    await painted(win);
    expect(groundOf(host)).to.equal(LIGHT);
  });

  it('switches in place: the same nodes, the category the visitor chose, no reload', async () => {
    const { host, window: win } = await boardPage('theme="light"');
    const root = await shownWithTiles(host);
    const current = () => root.querySelector('nav[part="categories"] a[aria-current="page"]')?.textContent.trim();
    clickCategory(root, 'Product Tours');
    await waitFor(() => current() === 'Product Tours', 'the chosen category');
    const tile = await waitFor(() => root.querySelector('[part~="tile"]'), 'its tiles');
    const states: (string | null)[] = [];
    new (win as typeof window).MutationObserver(() => states.push(host.getAttribute('data-lb-state'))).observe(host, {
      attributeFilter: ['data-lb-state'],
    });
    const requests = win.performance.getEntriesByType('resource').length;

    host.setAttribute('theme', 'dark');
    await painted(win);
    expect(groundOf(host)).to.equal(DARK);
    expect(tile.isConnected, 'the same tile nodes').to.equal(true);
    expect(current()).to.equal('Product Tours');
    expect(states, 'the board never went back to loading').to.deep.equal([]);
    const asked = win.performance
      .getEntriesByType('resource')
      .slice(requests)
      .map((entry) => entry.name)
      .filter((url) => /\/live_board\/v\d\/boards\/acme-launch\/(campaign|categories)?$/.test(url));
    // (Pictures further down and tracking may come meanwhile; the board and its campaign are what a new board
    // instance would ask for first.)
    expect(asked.join(' '), 'the board’s data not asked again').to.equal('');
  });
});

describe('theme="auto"', function () {
  this.timeout(120_000);

  it('takes the scheme the page sets on its root, and follows it when the page switches', async () => {
    const head =
      '<style>.night { color-scheme: dark } .day { color-scheme: light }</style>' +
      "<script>document.documentElement.className = 'night'</script>";
    const { host, window: win, document: doc } = await boardPage('theme="auto"', head);
    await shownWithTiles(host);
    expect(groundOf(host)).to.equal(DARK);
    expect(host.getAttribute('data-lb-scheme')).to.equal('page');
    doc.documentElement.className = 'day';
    await waitFor(() => groundOf(host) === LIGHT, 'the board light with the page');
    doc.documentElement.className = '';
    await painted(win);
    expect(host.hasAttribute('data-lb-scheme'), 'a page that says nothing').to.equal(false);
    doc.body.className = 'night';
    await waitFor(() => groundOf(host) === DARK, 'the board dark with the body');
  });

  it('takes the scheme a page rule sets on the element itself', async () => {
    const { host } = await boardPage('theme="auto"', '<style>live-board { color-scheme: dark }</style>');
    await shownWithTiles(host);
    expect(groundOf(host)).to.equal(DARK);
  });

  describe('with the visitor’s preference', () => {
    let emulated = false;
    const prefer = async (scheme: 'light' | 'dark') => {
      emulated = true;
      await emulateColorScheme(scheme);
    };
    afterEach(async () => {
      if (emulated) await emulateColorScheme(null);
      emulated = false;
    });

    it('follows prefers-color-scheme as it changes, in place', async () => {
      await prefer('light');
      const { host, window: win } = await boardPage('theme="auto"');
      const root = await shownWithTiles(host);
      expect(groundOf(host)).to.equal(LIGHT);
      const tile = root.querySelector('[part~="tile"]')!;
      await prefer('dark');
      await waitFor(() => groundOf(host) === DARK, 'the board dark with the visitor');
      expect(tile.isConnected).to.equal(true);
      expect(host.getAttribute('data-lb-state')).to.equal('ready');
      await prefer('light');
      await painted(win);
      expect(groundOf(host)).to.equal(LIGHT);
    });

    it('prefers what the page declares over the visitor’s preference, and a light board stays light', async () => {
      await prefer('dark');
      const { host } = await boardPage('theme="auto"', '<style>:root { color-scheme: light }</style>');
      await shownWithTiles(host);
      expect(groundOf(host)).to.equal(LIGHT);
      host.removeAttribute('theme');
      await waitFor(() => groundOf(host) === LIGHT && !host.hasAttribute('data-lb-scheme'), 'light, unmarked');
    });

    it('is dark from the first frame for a visitor who prefers dark, while the board’s code is held back', async () => {
      await prefer('dark');
      await expectDarkFromFirstFrame('theme="auto"');
    });
  });
});

/**
 * Records the board's ground in every frame from before the loader runs, holds the main chunk until the loader has
 * drawn (and, where the server renders it, painted the first screen), then lets the board take over: no frame may
 * show a light ground.
 */
async function expectDarkFromFirstFrame(attributes: string) {
  const dist = freshDist();
  await holdRequests(`${dist}chunks/live-board-`);
  const recorder =
    '<script>window.grounds=[];(function frame(){const b=document.querySelector("live-board");' +
    'if(b){const r=b.shadowRoot&&b.shadowRoot.querySelector("[part=board]");' +
    'window.grounds.push(getComputedStyle(r||b).backgroundColor)}requestAnimationFrame(frame)})()</script>';
  const { host, window: win } = await boardPage(attributes, recorder, dist);
  const grounds = () => (win as Window & { grounds: string[] }).grounds;
  await requestsHeld(1);
  await waitFor(() => grounds().length >= 10, 'ten frames while the code is held back');
  // The server-rendered first screen, where the loader paints it, comes while the code is held.
  const paintedScreen = await waitFor(
    () => host.shadowRoot?.querySelector('[part="board"]') ?? (grounds().length >= 60 && 'none'),
    'a painted first screen, or sixty frames without',
  );
  await releaseHeld();
  await shownWithTiles(host);
  await painted(win);
  const light = grounds().filter((ground) => luminance(ground) > 0.2);
  expect(
    light,
    `light frames among ${grounds().length} (painted screen: ${paintedScreen === 'none' ? 'no' : 'yes'})`,
  ).to.deep.equal([]);
  expect(grounds().at(-1)).to.equal(DARK);
}

describe('a dark board while it loads', function () {
  this.timeout(120_000);

  it('never paints a light frame: held area, painted first screen, takeover', async () => {
    await expectDarkFromFirstFrame('theme="dark"');
  });
});

describe('custom properties', function () {
  this.timeout(120_000);

  it('--lb-font-family: inherit takes the page’s font', async () => {
    const { host, window: win } = await boardPage(
      '',
      '<style>body { font-family: "Courier New", monospace } live-board { --lb-font-family: inherit }</style>',
    );
    const root = await shownWithTiles(host);
    const title = root.querySelector('[part~="tile"]')!;
    expect(win.getComputedStyle(title).fontFamily).to.equal(win.getComputedStyle(host.ownerDocument.body).fontFamily);
  });

  it('--lb-radius: 0 squares cards and controls alike', async () => {
    const { host, window: win } = await boardPage('', '<style>live-board { --lb-radius: 0 }</style>');
    const root = await shownWithTiles(host);
    const radii = ['[part~="tile"]', '[part~="search"] input', '[part~="header"] button'].map(
      (selector) => win.getComputedStyle(root.querySelector(selector)!).borderTopLeftRadius,
    );
    expect(radii).to.deep.equal(['0px', '0px', '0px']);
  });

  it('a colour pair set on the element holds per theme', async () => {
    const { host, window: win } = await boardPage(
      'theme="dark"',
      '<style>live-board { --lb-surface: light-dark(rgb(250, 248, 240), rgb(30, 28, 24)) }</style>',
    );
    await shownWithTiles(host);
    expect(groundOf(host)).to.equal('rgb(30, 28, 24)');
    host.setAttribute('theme', 'light');
    await painted(win);
    expect(groundOf(host)).to.equal('rgb(250, 248, 240)');
  });
});

describe('accessibility in both themes at both sizes (axe-core; axe.ts checks the other theme too)', function () {
  this.timeout(120_000);

  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    it(`finds no violations on the home view and in a category at ${width} px`, async () => {
      const page = await openPage('/acme-launch', { width, height });
      const host = await waitFor(() => page.document.querySelector('live-board'), 'the board element');
      host.setAttribute('theme', 'dark');
      const root = await shownWithTiles(host);
      await waitFor(
        () => root.querySelector('[part~="seller-card"]') && !root.querySelector('[aria-busy="true"]'),
        'the seller card',
      );
      const board = root.querySelector('[part="board"]')!;
      let violations = await axeViolations(board);
      expect(violations, describeViolations(violations)).to.have.length(0);
      clickCategory(root, 'Product Tours');
      await waitFor(
        () =>
          root.querySelector('nav[part="categories"] a[aria-current="page"]')?.textContent.trim() === 'Product Tours' &&
          root.querySelector('[part~="tile"]'),
        'the category',
      );
      violations = await axeViolations(board);
      expect(violations, describeViolations(violations)).to.have.length(0);
    });
  }
});
