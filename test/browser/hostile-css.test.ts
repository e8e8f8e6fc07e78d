/// <reference types="mocha" />
import { assert, expect } from 'chai';

import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { MIN_RENDERED_TILES } from '../../src/ui/items/use-grid-window.ts';
import { boardShown, holdRequests, mountBoard, openPage, releaseHeld, requestsHeld, waitFor } from './helpers.ts';

/**
 * The board on a page with Bootstrap's reboot, Tailwind's preflight and hostile rules (demo/hostile/hostile.html)
 * must render as on a blank page (demo/hostile/blank.html): same computed styles and sizes of its key elements.
 * Both pages pin the element's own box the same way (demo/hostile/frame.css) and open at the same viewport.
 */

/** Computed properties compared on every probed element. */
const PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant-caps',
  'font-feature-settings',
  'font-kerning',
  'font-size-adjust',
  'line-height',
  'color',
  '-webkit-text-fill-color',
  '-webkit-text-stroke-width',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-align-last',
  'text-indent',
  'text-transform',
  'text-shadow',
  'text-decoration-line',
  'text-underline-offset',
  'white-space-collapse',
  'text-wrap-mode',
  'text-wrap-style',
  'word-break',
  'overflow-wrap',
  'hyphens',
  'tab-size',
  'list-style-type',
  'list-style-position',
  'border-collapse',
  'border-spacing',
  'quotes',
  'cursor',
  'caret-color',
  'accent-color',
  'color-scheme',
  'image-rendering',
  'box-sizing',
  'display',
  'visibility',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-left',
  'border-top-width',
] as const;

/** Key elements of the home screen, by shadow-root selector. */
const PROBES: Record<string, string> = {
  board: '[part~="board"]',
  header: '[part~="header"]',
  'header title': '.lb-header__title',
  'header button': '[part~="header"] button',
  banner: '[part~="banner"]',
  'section title': '.lb-section__title',
  'category nav': '[part~="categories"]',
  'category entry': '[part~="categories"] .lb-cat__control',
  'category header': '[part~="category-header"]',
  'category heading': '.lb-items__heading',
  'search field': '[part~="search"] input',
  'search button': '[part~="search"] button',
  'tile grid': '[part~="grid"]',
  tile: '[part~="tile"]',
  'tile thumbnail': '[part~="tile"] img',
  'tile name': '[part~="tile"] .lb-tile__name',
  'tile meta': '[part~="tile"] .lb-tile__meta',
  'seller card': '[part~="seller-card"]',
  'seller name': '[part~="seller-card"] .lb-seller__name',
  'seller avatar': '[part~="seller-card"] .lb-seller__avatar',
  'seller toggle': '[part~="seller-card"] button',
  'hidden seller details': '[part~="seller-card"] [hidden]',
  promotion: '[part~="promotion"]',
  'side by side': '[part~="side-by-side"]',
  'contact card': '[part~="contact-card"]',
  footer: '[part~="footer"]',
};

type Snapshot = Record<string, Record<string, string>>;

/** Opens `path`, waits for the home screen to settle, and reads every probe's styles and size (in `theme`). */
async function snapshot(path: string, theme?: string): Promise<Snapshot> {
  const page = await openPage(path);
  const host = await waitFor(() => page.document.querySelector('live-board'), 'the element');
  if (theme) host.setAttribute('theme', theme);
  const root = await boardShown(host);
  await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 6, 'the first tiles');
  await waitFor(() => root.querySelector('[part~="seller-card"] .lb-seller__name'), 'the seller card');
  // The grid measured (until then it holds a screen's height, not its rows').
  await waitFor(
    () => root.querySelectorAll('[part="grid"] > li[data-index]').length >= MIN_RENDERED_TILES,
    'the measured grid',
  );
  // Pictures need not load: tiles and the avatar have fixed boxes (aspect-ratio, width/height attributes).
  await page.document.fonts.ready;
  // Styles are read as they settle, not halfway through an entrance (the greeting's); endless shimmer keeps running.
  const finite = root.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));

  const result: Snapshot = {};
  for (const [name, selector] of Object.entries(PROBES)) {
    const element = root.querySelector(selector);
    assert.exists(element, `${name} (${selector}) is rendered on ${path}`);
    const style = page.window.getComputedStyle(element);
    const values: Record<string, string> = {};
    for (const property of PROPERTIES) values[property] = style.getPropertyValue(property);
    const box = element.getBoundingClientRect();
    values.width = box.width.toFixed(1);
    values.height = box.height.toFixed(1);
    result[name] = values;
  }
  return result;
}

function differences(blank: Snapshot, hostile: Snapshot): string[] {
  const found: string[] = [];
  for (const [name, values] of Object.entries(blank)) {
    for (const [property, value] of Object.entries(values)) {
      const other = hostile[name]![property];
      if (other !== value) found.push(`${name} ${property}: blank "${value}", hostile "${String(other)}"`);
    }
  }
  return found;
}

describe('the board on a page with hostile CSS', function () {
  this.timeout(120_000);

  it('renders its key elements exactly as on a blank page', async () => {
    const blank = await snapshot('/demo/hostile/blank.html');
    const hostile = await snapshot('/demo/hostile/hostile.html');
    const found = differences(blank, hostile);
    expect(found, `\n${found.join('\n')}`).to.deep.equal([]);
  });

  it('renders them exactly as on a blank page in the dark theme too', async () => {
    const blank = await snapshot('/demo/hostile/blank.html', 'dark');
    const hostile = await snapshot('/demo/hostile/hostile.html', 'dark');
    const found = differences(blank, hostile);
    expect(found, `\n${found.join('\n')}`).to.deep.equal([]);
    // The dark theme's ink (src/ui/board/board.css --lb-ink), so the comparison is of dark boards.
    expect(blank.board!.color).to.equal('rgb(230, 233, 237)');
  });

  it('is really hostile: the page around the board takes the rules (so the check above can fail)', async () => {
    const page = await openPage('/demo/hostile/hostile.html');
    const html = page.window.getComputedStyle(page.document.documentElement);
    expect(html.fontSize).to.equal('8px');
    expect(html.color).to.equal('rgb(255, 0, 0)');
    expect(html.letterSpacing).to.equal('3px');
    const body = page.window.getComputedStyle(page.document.body);
    expect(body.fontStyle).to.equal('italic');
    expect(body.textTransform).to.equal('uppercase');
    expect(body.whiteSpaceCollapse + ' ' + body.textWrapMode).to.equal('collapse nowrap');
    // The element's own box stays the page's to set: `* { box-sizing: content-box !important }` reaches it.
    expect(page.window.getComputedStyle(page.document.querySelector('live-board')!).boxSizing).to.equal('content-box');
  });
});

/**
 * The `::part()` names the README documents, by the screen that shows them. Styling through them is public API:
 * renaming or dropping one breaks host pages.
 */
const DOCUMENTED_PARTS = {
  home: [
    'board',
    'header',
    'banner',
    'categories',
    'category-header',
    'search',
    'grid',
    'tile',
    'promotion',
    'side-by-side',
    'contact-card',
    'seller-card',
    'footer',
  ],
  viewer: ['viewer', 'viewer-header', 'viewer-actions', 'viewer-content'],
  ctaForm: ['dialog', 'cta-dialog', 'form'],
  loading: ['loading'],
  error: ['error'],
  lock: ['gate', 'gate-password'],
  liveEvent: ['live-event'],
} as const;

/** Mounts a board in the test document (memory routing) and returns it with its shadow root. */
const mount = mountBoard;

function missingParts(root: ShadowRoot, names: readonly string[]): string[] {
  return names.filter((name) => !root.querySelector(`[part~="${name}"]`));
}

describe('theming: the documented ::part() names and --lb-* custom properties', function () {
  this.timeout(120_000);
  before(() => defineLiveBoard());
  afterEach(async () => {
    document.querySelectorAll('live-board, style[data-theming-test]').forEach((el) => el.remove());
    await fetch('/__faults', { method: 'DELETE' });
  });

  it('renders every documented part of the home screen, the viewer and a CTA form', async () => {
    const { element, root } = await mount('acme-launch');
    // Waited for, then checked: a part that never comes is named in the failure.
    await waitFor(() => missingParts(root, DOCUMENTED_PARTS.home).length === 0, 'the home parts').catch(
      () => undefined,
    );
    expect(missingParts(root, DOCUMENTED_PARTS.home), 'home parts missing').to.deep.equal([]);

    const tile = root.querySelector<HTMLElement>('[part~="tile"][data-item-id]')!;
    element.openItem(tile.dataset.itemId!);
    await waitFor(() => missingParts(root, DOCUMENTED_PARTS.viewer).length === 0, 'the viewer parts').catch(
      () => undefined,
    );
    expect(missingParts(root, DOCUMENTED_PARTS.viewer), 'viewer parts missing').to.deep.equal([]);
    (element as unknown as { closeViewer(): void }).closeViewer();
    await waitFor(() => !root.querySelector('dialog[part~="viewer"][open]'), 'the viewer to close');

    const message = [...root.querySelectorAll<HTMLButtonElement>('[part~="header"] button')].find((b) =>
      /message/i.test(b.textContent),
    )!;
    message.click();
    await waitFor(() => missingParts(root, DOCUMENTED_PARTS.ctaForm).length === 0, 'the form parts').catch(
      () => undefined,
    );
    expect(missingParts(root, DOCUMENTED_PARTS.ctaForm), 'CTA form parts missing').to.deep.equal([]);
  });

  it('renders the documented parts of the loading, error, lock and live event screens', async () => {
    // The board's categories held on their way: it shows its loading screen until they come.
    await holdRequests('/live_board/v2/boards/acme-launch/categories');
    const loading = await mount('acme-launch');
    await requestsHeld(1);
    await waitFor(() => missingParts(loading.root, DOCUMENTED_PARTS.loading).length === 0, 'the loading part').catch(
      () => undefined,
    );
    expect(
      missingParts(loading.root, DOCUMENTED_PARTS.loading),
      'loading part shown while the board loads',
    ).to.deep.equal([]);
    await releaseHeld();

    for (const [slug, names] of [
      ['no-such-board', DOCUMENTED_PARTS.error],
      ['acme-password', DOCUMENTED_PARTS.lock],
      ['acme-live', DOCUMENTED_PARTS.liveEvent],
    ] as const) {
      const { root } = await mount(slug);
      await waitFor(() => missingParts(root, names).length === 0, `the parts of ${slug}`).catch(() => undefined);
      expect(missingParts(root, names), `${slug}: parts missing`).to.deep.equal([]);
    }
  });

  it('still hides with a container the page hides with visibility (an off-canvas menu, a tab)', async () => {
    const { element, root } = await mount('acme-launch');
    const tile = await waitFor(() => root.querySelector<HTMLElement>('[part~="tile"]'), 'a tile');
    const wrapper = document.createElement('div');
    wrapper.style.visibility = 'hidden';
    document.body.append(wrapper);
    try {
      wrapper.append(element);
      const moved = await waitFor(
        () => element.shadowRoot?.querySelector<HTMLElement>('[part~="tile"]'),
        'the tile again',
      );
      expect(getComputedStyle(moved).visibility).to.equal('hidden');
    } finally {
      wrapper.remove();
    }
    assert.exists(tile);
  });

  it('lets the page style parts with ::part() and theme with --lb-* properties', async () => {
    const style = document.createElement('style');
    style.dataset.themingTest = '';
    style.textContent =
      'live-board { --lb-font-family: monospace; --lb-ink: rgb(1, 2, 3); --lb-radius: 3px; color: red !important }' +
      'live-board::part(tile) { outline: 4px solid rgb(4, 5, 6) }';
    document.head.append(style);
    const { root } = await mount('acme-launch');
    const tile = await waitFor(() => root.querySelector<HTMLElement>('[part~="tile"]'), 'a tile');
    const board = root.querySelector('[part~="board"]')!;
    expect(getComputedStyle(tile).outlineColor).to.equal('rgb(4, 5, 6)');
    expect(getComputedStyle(tile).borderTopLeftRadius).to.equal('3px');
    expect(getComputedStyle(board).fontFamily).to.equal('monospace');
    // The custom property themes the text; a plain `color` on the element does not reach inside.
    expect(getComputedStyle(board).color).to.equal('rgb(1, 2, 3)');
  });
});
