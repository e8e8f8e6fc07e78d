/// <reference types="mocha" />
import { expect } from 'chai';

import type { Item } from '../../src/api/schemas/item.ts';
import { SESSION_GUID_STORAGE_KEY } from '../../src/base/constants.ts';
import { missingForModernPdfJs } from '../../src/ui/renderers/pdf/pdf-build.ts';
import type { PageSize, PdfDocument } from '../../src/ui/renderers/pdf/pdf-engine.ts';
import { PRINT_FRAME_CLASS, printDocument } from '../../src/ui/renderers/pdf/print.ts';
import {
  boardShown,
  catchPrints,
  clearHttpCache,
  engine,
  eventKind,
  freshDist,
  holdRequests,
  inkOf,
  oneItemPerType,
  openPage,
  pageWith,
  painted,
  releaseHeld,
  requestsHeld,
  storedEvents,
  type TestBoard,
  waitFor,
} from './helpers.ts';

/** A PDF item of acme-launch (4 pages) on its standalone page, the viewer open. */
const PDF_PAGE = '/acme-launch/home/acme-forge-launch-brief';

type Board = HTMLElement & { closeViewer(): void };

async function openPdf(size: { width: number; height: number }) {
  const page = await openPage(PDF_PAGE, size);
  const board = await waitFor(() => page.document.querySelector<Board>('live-board'), 'the board');
  const root = await waitFor(() => board.shadowRoot, 'the shadow root');
  // The PDF viewer's own content element (the viewer's skeleton, there while the item loads, is replaced).
  const content = await waitFor(
    () => root.querySelector<HTMLElement>('dialog[part~="viewer"][open] [part~="viewer-content"].lb-pdf'),
    'the PDF viewer',
  );
  return { page, board, root, content };
}

/** The PDF engine's chunks, of either pdf.js build: the board's use of pdf.js, the build's entry, pdf.js itself. */
const ENGINE = /\/chunks\/(pdfjs|pdf-engine)-[\w-]+\.js$/;
const ENGINE_CHUNKS = 3;
/** pdf.js's worker, of either build. */
const WORKER = /\/chunks\/(legacy-)?pdf\.worker\.min-[\w-]+\.mjs$/;
/** Each pdf.js build's own files: its entry, pdf.js, its worker. */
const BUILD_FILES = {
  modern: [
    /\/chunks\/pdf-engine-modern-[\w-]+\.js$/,
    /\/chunks\/pdfjs-(?!legacy-)[\w-]+\.js$/,
    /\/chunks\/pdf\.worker\.min-[\w-]+\.mjs$/,
  ],
  legacy: [
    /\/chunks\/pdf-engine-legacy-[\w-]+\.js$/,
    /\/chunks\/pdfjs-legacy-[\w-]+\.js$/,
    /\/chunks\/legacy-pdf\.worker\.min-[\w-]+\.mjs$/,
  ],
} as const;
/** Each build's worker: its file is the last of its build's. */
const WORKER_OF = { modern: BUILD_FILES.modern[2], legacy: BUILD_FILES.legacy[2] };
/** The worker that tells which build a worker of the page can run. */
const PROBE = /\/chunks\/pdf-build-probe-[\w-]+\.js$/;
const VIEWER = /\/chunks\/viewer-part-[\w-]+\.js$/;

/**
 * acme-launch in memory routing on a page of its own (the build under `dist`, `head` run before the loader), once it
 * shows its own tiles: the painted first screen before them answers no pointer and has no openItem.
 */
async function memoryBoard(dist = freshDist(), head = '') {
  const page = await pageWith('<live-board board-slug="acme-launch" routing="memory"></live-board>', head, dist);
  const board = await waitFor(() => page.document.querySelector<TestBoard>('live-board'), 'the board');
  return { page, board, root: await boardShown(board) };
}

/**
 * A page that polyfills some of the built-ins pdf.js's modern build calls (as core-js with its proposals does) in a
 * browser whose workers lack them: the page's own global gets hand-written stand-ins, and each module worker it
 * starts has them taken away before its file runs (a page's polyfills never reach its workers; in an engine that
 * has the built-ins natively, that is how a test makes its workers lack them).
 */
const POLYFILLED_PAGE = `<script>
(() => {
  const define = (owner, name, value) =>
    Object.defineProperty(owner, name, { value, configurable: true, writable: true, enumerable: false });
  for (const Upsert of [Map, WeakMap]) {
    define(Upsert.prototype, 'getOrInsert', function getOrInsert(key, value) {
      if (!this.has(key)) this.set(key, value);
      return this.get(key);
    });
    define(Upsert.prototype, 'getOrInsertComputed', function getOrInsertComputed(key, compute) {
      if (!this.has(key)) this.set(key, compute(key));
      return this.get(key);
    });
  }
  define(Promise, 'try', function (fn, ...args) {
    return new this((resolve) => resolve(fn(...args)));
  });
  const lacking = 'for (const Upsert of [Map, WeakMap]) {' +
    ' delete Upsert.prototype.getOrInsert; delete Upsert.prototype.getOrInsertComputed; }' +
    ' delete Promise.try;';
  // The files the page's module workers started from, and those it ended: a worker's own imports are not in the
  // page's resource timing.
  const workers = (window.pageWorkers = { started: [], ended: [] });
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    #file;
    constructor(url, options) {
      if (options?.type !== 'module') {
        super(url, options);
        return;
      }
      const file = new URL(String(url), document.baseURI).href;
      const blob = new Blob([lacking + ' await import(' + JSON.stringify(file) + ');'], { type: 'text/javascript' });
      super(URL.createObjectURL(blob), options);
      this.#file = file;
      workers.started.push(file);
    }
    terminate() {
      if (this.#file) workers.ended.push(this.#file);
      super.terminate();
    }
  };
})();
</script>`;

/** The resources `win` has fetched whose address matches a pattern. */
const resourcesOf = (win: Window) => (pattern: RegExp) =>
  (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
    pattern.test(entry.name),
  );

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' };

/** acme-launch's items in journey order (the first 300), of its home or of a category. */
async function journeyOf(category?: number): Promise<Item[]> {
  const headers = API_HEADERS;
  const items: Item[] = [];
  for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
    const body = JSON.stringify({
      ...(category === undefined ? {} : { category }),
      search: '',
      page: pageNumber,
      per_page: 100,
    });
    const list = (await (
      await fetch('/live_board/v2/boards/acme-launch/items', { method: 'POST', headers, body })
    ).json()) as { data: Record<string, Item> };
    items.push(...Object.values(list.data));
  }
  return items.sort((a, b) => a.journey_index - b.journey_index);
}

/** A picture item followed by a PDF in the journey of one of acme-launch's categories. */
async function imageBeforePdf(): Promise<{ category: string; shown: Item; next: Item }> {
  const categories = (await (
    await fetch('/live_board/v2/boards/acme-launch/categories', { headers: API_HEADERS })
  ).json()) as { data: Record<string, { slug: string; category_type: number }> };
  for (const [id, category] of Object.entries(categories.data)) {
    if (category.category_type === 4) continue;
    const journey = await journeyOf(Number(id));
    const at = journey.findIndex(
      (item, i) => item.presented_item_type === 'image' && journey[i + 1]?.presented_item_type === 'pdf',
    );
    if (at >= 0) return { category: category.slug, shown: journey[at]!, next: journey[at + 1]! };
  }
  throw new Error('no picture before a PDF in any journey of acme-launch');
}

/** An uploaded PDF of acme-launch that the board draws, with or without page pictures. */
async function pdfItem({ pictures }: { pictures: boolean }): Promise<Item> {
  const found = (await journeyOf()).find(
    (item) =>
      item.presented_item_type === 'pdf' &&
      item.file_url?.endsWith('.pdf') &&
      (item.page_pictures !== null && item.page_pictures !== undefined) === pictures,
  );
  if (!found) throw new Error(`no PDF ${pictures ? 'with' : 'without'} page pictures in acme-launch`);
  return found;
}

const drawnCanvas = (content: HTMLElement, n: number) =>
  content.querySelector<HTMLCanvasElement>(`.lb-pdf__page--drawn[data-page="${n}"] canvas`);

describe('a PDF drawn by the board (pdf.js)', function () {
  this.timeout(120_000);

  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    it(`draws its pages on canvases at ${size.width}×${size.height}, frames no PDF, and goes to page 2`, async () => {
      const { page, root, content } = await openPdf(size);
      const first = await waitFor(() => drawnCanvas(content, 1), 'page 1 drawn');
      expect(inkOf(first), 'page 1 has ink on it').to.be.greaterThan(0.001);
      // The canvas is as wide as its page box, at the device's pixel ratio, inside the viewer's width. Its layout
      // width: the viewer opens with a slight scale, which the on-screen box (getBoundingClientRect) would include.
      expect(first.width).to.equal(Math.floor(first.offsetWidth * page.window.devicePixelRatio));
      expect(first.offsetWidth).to.be.at.most(size.width);
      expect(content.querySelector('.lb-pdf__text')!.textContent).to.contain('Acme Forge Launch Brief');
      // Nothing hands the PDF to the browser's own viewer, in the board or around it.
      for (const element of [
        ...root.querySelectorAll('iframe, embed, object'),
        ...page.document.querySelectorAll('iframe, embed, object'),
      ]) {
        expect(element.outerHTML).not.to.match(/\.pdf/);
      }
      expect(content.querySelectorAll('iframe, embed, object')).to.have.length(0);

      const toolbar = content.querySelector('[role="toolbar"]')!;
      expect(toolbar.textContent).to.contain('1 / 4');
      toolbar.querySelector<HTMLButtonElement>('button[aria-label="Next page"]')!.click();
      await waitFor(() => toolbar.textContent.includes('2 / 4'), 'page 2 in view');
      const second = await waitFor(() => drawnCanvas(content, 2), 'page 2 drawn');
      expect(inkOf(second), 'page 2 has ink on it').to.be.greaterThan(0.001);
    });
  }

  // (A change of the pixel ratio alone is tested in test/unit/ui/renderers/pdf-viewer.test.tsx: Chromium's emulated
  // ratio changes fire no media query change, which a real zoom or screen change does.)
  it('draws a page again, one canvas pixel per device pixel, when its width changes', async () => {
    const { page, content } = await openPdf({ width: 1280, height: 900 });
    /** Page 1 once drawn for its present box: its canvas and that box's width in device pixels. */
    const sharp = () => {
      const canvas = drawnCanvas(content, 1);
      if (!canvas) return null;
      const expected = Math.floor(canvas.offsetWidth * page.window.devicePixelRatio);
      return canvas.width === expected ? { canvas, width: canvas.width } : null;
    };
    const wide = await waitFor(sharp, 'page 1 drawn');
    // A narrower viewer fits the pages to its width: page 1 is drawn again, for the narrower box.
    page.frame.style.width = '600px';
    const narrow = await waitFor(() => {
      const found = sharp();
      return found && found.width < wide.width ? found : null;
    }, 'page 1 drawn again for the narrower viewer');
    expect(narrow.canvas, 'a new canvas replaced the old one once drawn').not.to.equal(wide.canvas);
    expect(content.querySelectorAll('.lb-pdf__page[data-page="1"] canvas')).to.have.length(1);
    expect(inkOf(narrow.canvas)).to.be.greaterThan(0.001);
  });

  it('keeps its toolbar (six buttons and the page number) in one row on a 320 px phone', async () => {
    const { content } = await openPdf({ width: 320, height: 640 });
    const toolbar = content.querySelector<HTMLElement>('[role="toolbar"]')!;
    // Measured once complete: the Print button and the page number both come with the loaded document.
    await waitFor(
      () => toolbar.querySelector('button[aria-label="Print"]') && toolbar.textContent.includes('1 / 4'),
      'the Print button and the page number',
    );
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons).to.have.length(6);
    expect(toolbar.scrollWidth, 'the toolbar does not scroll').to.equal(toolbar.clientWidth);
    const right = toolbar.getBoundingClientRect().right;
    for (const button of buttons) expect(button.getBoundingClientRect().right).to.be.at.most(right);
  });

  it('loads pdf.js and its worker only when a PDF opens, each once', async () => {
    const items = await oneItemPerType();
    const article = items.get('article')!;
    const pdf = items.get('pdf')!;
    const page = await openPage(`/acme-launch/home/${article.slug}`, { width: 1280, height: 900 });
    const board = await waitFor(() => page.document.querySelector<Board & TestBoard>('live-board'), 'the board');
    const root = await waitFor(() => board.shadowRoot, 'the shadow root');
    await waitFor(() => root.querySelector('dialog[open] [role="region"] h2'), 'the article');
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length > 0, 'the tiles');
    const loaded = resourcesOf(page.window);
    expect(loaded(ENGINE), 'pdf.js before a PDF opens').to.have.length(0);
    expect(loaded(WORKER), 'the worker before a PDF opens').to.have.length(0);
    board.openItem(pdf.id);
    const content = await waitFor(
      () => root.querySelector<HTMLElement>('dialog[open] [part~="viewer-content"].lb-pdf'),
      'the PDF viewer',
    );
    await waitFor(() => drawnCanvas(content, 1), 'page 1 drawn');
    // One build's files, each once: the one this browser can run that costs least.
    const build = missingForModernPdfJs().length === 0 ? 'modern' : 'legacy';
    if (engine() === 'chromium') expect(build, 'Chromium has every built-in of the modern build').to.equal('modern');
    const other = build === 'modern' ? 'legacy' : 'modern';
    for (const pattern of BUILD_FILES[build]) expect(loaded(pattern), pattern.source).to.have.length(1);
    for (const pattern of BUILD_FILES[other]) expect(loaded(pattern), pattern.source).to.have.length(0);
    expect(loaded(ENGINE), 'the engine’s chunks').to.have.length(ENGINE_CHUNKS);
    expect(loaded(WORKER), 'one worker').to.have.length(1);
  });

  it('draws with pdf.js’s legacy build in a browser that lacks a built-in of the modern one', async () => {
    await clearHttpCache();
    const pdf = (await oneItemPerType()).get('pdf')!;
    // The page takes one of them away before the board loads, as an older browser lacks it.
    const head = '<script>delete Map.prototype.getOrInsertComputed; delete Map.prototype.getOrInsert;</script>';
    const { page, board, root } = await memoryBoard(freshDist(), head);
    board.openItem(pdf.id);
    const content = await waitFor(
      () => root.querySelector<HTMLElement>('dialog[open] [part~="viewer-content"].lb-pdf'),
      'the PDF viewer',
    );
    await waitFor(() => drawnCanvas(content, 1), 'page 1 drawn');
    await waitFor(() => content.querySelector('.lb-pdf__text')?.textContent.includes(pdf.name), 'page 1’s text');
    const loaded = resourcesOf(page.window);
    for (const pattern of BUILD_FILES.legacy) expect(loaded(pattern), pattern.source).to.have.length(1);
    for (const pattern of BUILD_FILES.modern) expect(loaded(pattern), pattern.source).to.have.length(0);
  });

  it('draws with the legacy build where the page polyfills built-ins that its workers lack', async () => {
    await clearHttpCache();
    const pdf = (await oneItemPerType()).get('pdf')!;
    const { page, board, root } = await memoryBoard(freshDist(), POLYFILLED_PAGE);
    const upsert = (page.window as unknown as { Map: { prototype: Record<string, unknown> } }).Map.prototype;
    expect(String(upsert.getOrInsertComputed), 'the page’s own stand-in').to.contain('this.has(key)');
    board.openItem(pdf.id);
    const content = await waitFor(
      () => root.querySelector<HTMLElement>('dialog[open] [part~="viewer-content"].lb-pdf'),
      'the PDF viewer',
    );
    const outcome = await waitFor(
      () => drawnCanvas(content, 1) ?? content.querySelector('[role="alert"]') ?? content.closest('.lb-pdf--failed'),
      'page 1 drawn, or a failure',
    );
    expect(outcome.textContent, 'the document opened').to.equal('');
    expect(outcome.tagName).to.equal('CANVAS');
    await waitFor(() => content.querySelector('.lb-pdf__text')?.textContent.includes(pdf.name), 'page 1’s text');
    // The page's own probes said modern, which it began to load; a worker's said legacy, which drew.
    const loaded = resourcesOf(page.window);
    for (const pattern of BUILD_FILES.legacy.slice(0, 2)) expect(loaded(pattern), pattern.source).to.have.length(1);
    const { started, ended } = (page.window as unknown as { pageWorkers: Record<'started' | 'ended', string[]> })
      .pageWorkers;
    const kinds = { probe: PROBE, ...WORKER_OF };
    const which = (file: string) => Object.entries(kinds).find(([, pattern]) => pattern.test(file))?.[0] ?? file;
    expect(started.map(which).sort(), 'the workers started').to.deep.equal(['legacy', 'modern', 'probe']);
    expect(ended.map(which).sort(), 'the workers ended: all but the legacy one').to.deep.equal(['modern', 'probe']);
  });

  it('shows page 1 as its picture while pdf.js is on its way, then its drawing in the picture’s place', async () => {
    await clearHttpCache();
    const dist = freshDist();
    await holdRequests(`${dist}chunks/pdf-engine-`);
    const pdf = (await oneItemPerType()).get('pdf')!;
    const page = await pageWith('<live-board board-slug="acme-launch" routing="memory"></live-board>', '', dist);
    page.window.frameElement?.setAttribute('style', 'width:375px;height:812px');
    const readable: unknown[] = [];
    page.document.addEventListener('item-viewer-loaded', (event) => readable.push((event as CustomEvent).detail));
    const board = await waitFor(() => page.document.querySelector<TestBoard>('live-board'), 'the board');
    // The board itself (the painted first screen before it has no openItem).
    const root = await boardShown(board);
    board.openItem(pdf.id);
    const content = await waitFor(
      () => root.querySelector<HTMLElement>('dialog[open] [part~="viewer-content"].lb-pdf'),
      'the PDF viewer',
    );
    const box = content.querySelector<HTMLElement>('.lb-pdf__page[data-page="1"]')!;
    const picture = await waitFor(() => {
      const img = box.querySelector<HTMLImageElement>('img.lb-pdf__picture');
      return img?.complete && img.naturalWidth > 0 ? img : null;
    }, 'page 1’s picture');
    // pdf.js is still held back: the page is readable from its picture alone.
    await requestsHeld(1);
    expect(content.querySelector('canvas'), 'no drawing yet').to.equal(null);
    expect(readable, 'page 1 readable').to.deep.equal([{ itemId: pdf.id }]);
    // Read through this page's own origin (the picture's is the reference server's: a canvas it drew on is tainted).
    const bitmap = await createImageBitmap(await (await fetch(new URL(picture.currentSrc).pathname)).blob());
    const sheet = document.createElement('canvas');
    sheet.width = bitmap.width;
    sheet.height = bitmap.height;
    sheet.getContext('2d')!.drawImage(bitmap, 0, 0);
    expect(inkOf(sheet), 'the picture has ink on it').to.be.greaterThan(0.001);
    // The picture chosen is sharp on this screen: at least as many pixels as the box has (the widest there is, else).
    const chosen = Number(/-(\d+)\.webp$/.exec(picture.currentSrc)?.[1]);
    expect(chosen).to.be.at.least(Math.min(1440, box.offsetWidth * page.window.devicePixelRatio));
    expect(content.querySelector('[role="toolbar"]')!.textContent).to.match(/^1 \/ \d+/);
    const place = () => [box.offsetLeft, box.offsetTop, box.offsetWidth, box.offsetHeight].join(',');
    const before = place();

    await releaseHeld();
    const canvas = await waitFor(() => drawnCanvas(content, 1), 'page 1 drawn');
    expect(inkOf(canvas)).to.be.greaterThan(0.001);
    expect(box.querySelector('img'), 'the picture gave way').to.equal(null);
    expect(place(), 'the same box').to.equal(before);
    expect(content.querySelector('.lb-pdf__text')!.textContent).to.contain(pdf.name);
    expect(readable, 'reported once').to.have.length(1);
  });

  /** Moves the board to the category `slug` and resolves once it has changed to it. */
  async function showCategory(board: TestBoard, slug: string) {
    const changed = new Promise<void>((resolve) =>
      board.addEventListener('category-change', (event) => {
        if ((event as CustomEvent<{ categorySlug: string }>).detail.categorySlug === slug) resolve();
      }),
    );
    board.navigate(`/acme-launch/${slug}`);
    await changed;
  }

  /**
   * The board's tile of `item` in its category, once that category's grid shows it — not the home grid's tile,
   * which the category's grid replaces.
   */
  async function tileOf(board: TestBoard, root: ShadowRoot, item: Item) {
    await showCategory(board, item.category_slug);
    return waitFor(() => {
      const grid = root.querySelector('[part="grid"]');
      if (!grid || grid.hasAttribute('aria-busy')) return null;
      return grid.querySelector<HTMLElement>(`[part~="tile"][data-item-id="${item.id}"]`);
    }, `${item.slug}’s tile`);
  }

  /** A finger comes down on `target` (a pointerdown of the page's own kind). */
  function touch(page: { window: Window }, target: Element) {
    const Pointer = (page.window as Window & typeof globalThis).PointerEvent;
    target.dispatchEvent(new Pointer('pointerdown', { bubbles: true, composed: true, pointerType: 'touch' }));
  }

  it('starts pdf.js and its worker when a finger comes down on the tile of a PDF without page pictures', async () => {
    await clearHttpCache();
    const pdf = await pdfItem({ pictures: false });
    const { page, board, root } = await memoryBoard();
    const tile = await tileOf(board, root, pdf);
    const loaded = resourcesOf(page.window);
    expect(loaded(ENGINE), 'pdf.js before the touch').to.have.length(0);
    touch(page, tile);
    await waitFor(
      () => loaded(ENGINE).length === ENGINE_CHUNKS && loaded(WORKER).length === 1,
      'pdf.js and its worker',
    );
    expect(root.querySelector('dialog[open]'), 'nothing opened').to.equal(null);
  });

  it('leaves the network to page 1’s picture on a touch on a pictured PDF’s tile, and starts pdf.js after it', async () => {
    await clearHttpCache();
    const pdf = await pdfItem({ pictures: true });
    const { page, board, root } = await memoryBoard();
    const tile = await tileOf(board, root, pdf);
    const loaded = resourcesOf(page.window);
    touch(page, tile);
    // The touch loads the viewer's chunk, which decides what else to warm as it arrives: nothing, for this item.
    await waitFor(() => loaded(VIEWER).length === 1, 'the viewer’s chunk');
    await painted(page.window);
    expect(loaded(ENGINE), 'pdf.js after the touch').to.have.length(0);

    board.openItem(pdf.id);
    const box = await waitFor(
      () => root.querySelector<HTMLElement>('dialog[open] .lb-pdf__page[data-page="1"]'),
      'page 1’s box',
    );
    await waitFor(() => drawnCanvas(box.closest<HTMLElement>('.lb-pdf')!, 1), 'page 1 drawn');
    const [picture] = loaded(/\/media\/pages\/.*\/1-\d+\.webp$/);
    const [engine] = loaded(ENGINE);
    expect(picture, 'page 1’s picture was fetched').to.not.equal(undefined);
    expect(engine!.startTime, 'pdf.js asked for once the picture was in').to.be.at.least(picture!.responseEnd);
  });

  it('warms pdf.js for the journey’s next PDF once the item shown has loaded, not before', async () => {
    await clearHttpCache();
    // A picture (loaded once its file is in, which the test holds back) before a PDF, in a category's journey.
    const { category, shown, next } = await imageBeforePdf();
    const dist = freshDist();
    await holdRequests(new URL(shown.file_url!).pathname);
    const { page, board, root } = await memoryBoard(dist);
    await showCategory(board, category);
    let loadedAt: number | null = null;
    page.document.addEventListener('item-viewer-loaded', (event) => {
      if ((event as CustomEvent<{ itemId: number }>).detail.itemId === shown.id)
        loadedAt ??= page.window.performance.now();
    });
    board.openItem(shown.id);
    // Open, its neighbours known (Next leads to the PDF), its picture held back.
    await waitFor(() => root.querySelector('dialog[open] .lb-viewer__step--next:not([disabled])'), 'the journey');
    await requestsHeld(1);
    await painted(page.window);
    const releasedAt = page.window.performance.now();
    await releaseHeld();
    const loaded = resourcesOf(page.window);
    await waitFor(() => loaded(ENGINE).length === ENGINE_CHUNKS, `pdf.js warmed for ${next.slug}, after ${shown.slug}`);
    expect(loadedAt, `${shown.slug} reported loaded`).to.not.equal(null);
    for (const chunk of loaded(ENGINE)) {
      expect(chunk.startTime, `${chunk.name} asked for after the picture was let through`).to.be.at.least(releasedAt);
      expect(chunk.startTime, `${chunk.name} asked for once the picture had loaded`).to.be.at.least(loadedAt!);
    }
  });

  it('prints every page at 150 dpi from a frame inside the board, which goes once printed', async () => {
    const { page, root, content } = await openPdf({ width: 375, height: 812 });
    await waitFor(() => drawnCanvas(content, 1), 'page 1 drawn');
    const prints = catchPrints(root);
    const print = content.querySelector<HTMLButtonElement>('[role="toolbar"] button[aria-label="Print"]')!;
    // The toolbar (six buttons and the page number) fits a phone's width in one row.
    const toolbar = content.querySelector('[role="toolbar"]')!.getBoundingClientRect();
    expect(print.getBoundingClientRect().right).to.be.at.most(toolbar.right);
    print.click();
    const [printed] = await waitFor(() => (prints.printed.length ? prints.printed : null), 'the print', 60_000);
    prints.stop();
    expect(printed!.title).to.equal('Acme Forge Launch Brief (PDF)');
    // US Letter, 612 × 792 points, at 150 dots per inch; every page has ink on it.
    expect(printed!.canvases.map(({ width, height }) => [width, height])).to.deep.equal(
      Array.from({ length: 4 }, () => [1275, 1650]),
    );
    for (const [index, canvas] of printed!.canvases.entries())
      expect(canvas.ink, `printed page ${index + 1} has ink on it`).to.be.greaterThan(0.001);
    expect(printed!.rules.join('\n')).to.match(/@page \{ size: 612pt 792pt; margin: 0px; \}/);
    // Nothing went into the host page; the frame goes when the dialog closes.
    expect(page.document.body.querySelector('iframe')).to.equal(null);
    await waitFor(() => !root.querySelector(`iframe.${PRINT_FRAME_CLASS}`), 'the print frame removed');
    // The button is usable again: a render of the viewer of its own, which need not come before the frame goes.
    await waitFor(() => print.getAttribute('aria-disabled') === null, 'the Print button usable again');
  });

  it('prints long documents coarser, and leaves no frame when cancelled or failing', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    // A document of 100 A4 pages whose third page cannot be drawn when `failing`.
    const fake = (failing: boolean): PdfDocument => ({
      pageCount: 100,
      pageSizes: () => Promise.resolve(sizes),
      render(page, { canvas }, cssWidth, options) {
        canvas.width = Math.floor(cssWidth * (options?.pixelRatio ?? 1));
        const done =
          failing && page === 3
            ? Promise.reject(new Error('damaged page'))
            : new Promise<void>((resolve) => setTimeout(resolve, 5));
        return { done, cancel() {} };
      },
      destroy() {},
    });
    const sizes: PageSize[] = Array.from({ length: 100 }, () => ({ width: 595, height: 842 }));
    const frame = () => container.querySelector<HTMLIFrameElement>(`iframe.${PRINT_FRAME_CLASS}`);

    const failing = printDocument(fake(true), sizes, { container, title: 'Guide' });
    expect(frame(), 'the frame is there while drawing').not.to.equal(null);
    let failure: unknown = null;
    await failing.done.catch((error: unknown) => (failure = error));
    expect(String(failure)).to.contain('damaged page');
    expect(frame()).to.equal(null);

    const progress: number[] = [];
    const cancelled = printDocument(fake(false), sizes, {
      container,
      title: 'Guide',
      onProgress: (n) => progress.push(n),
    });
    await waitFor(() => progress.length >= 2, 'two pages drawn');
    const canvas = frame()!.contentDocument!.querySelector('canvas')!;
    // 100 A4 pages at 150 dpi would take 217 M pixels: they are drawn at 101 dpi, which fits 100 M.
    expect(canvas.width).to.equal(Math.floor((595 * 101) / 72));
    cancelled.cancel();
    let reason: unknown = null;
    await cancelled.done.catch((error: unknown) => (reason = error));
    expect((reason as DOMException).name).to.equal('AbortError');
    expect(frame()).to.equal(null);
    expect(progress.length).to.be.below(100);
    container.remove();
  });

  it('records the seconds on pages 1 and 2, each page once, when the viewer closes', async () => {
    // A session of its own: its records are told apart from any an earlier page of this file still sends.
    sessionStorage.removeItem(SESSION_GUID_STORAGE_KEY);
    await fetch('/__events', { method: 'DELETE' });
    const opened = performance.now();
    const { board, content } = await openPdf({ width: 1280, height: 900 });
    const session = await waitFor(() => sessionStorage.getItem(SESSION_GUID_STORAGE_KEY), "the page's session");
    const pageTimes = async () =>
      (await storedEvents())
        .filter((e) => eventKind(e) === 'tracking:page_time')
        .map((e) => e.body.event!.data as Record<string, unknown>)
        .filter((d) => d.session_guid === session);
    await waitFor(() => drawnCanvas(content, 1), 'page 1 drawn');
    // The times measured: each page is in view at least this long. A busy machine only makes them longer, so the
    // upper bounds below are the time that went by, not a guess.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const toolbar = content.querySelector('[role="toolbar"]')!;
    const turned = performance.now();
    toolbar.querySelector<HTMLButtonElement>('button[aria-label="Next page"]')!.click();
    await waitFor(() => toolbar.textContent.includes('2 / 4'), 'page 2 in view');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // Page 1's time ended as page 2 came into view, before this; page 2's began after the click.
    const page1Bound = Math.ceil((performance.now() - opened) / 1000);
    board.closeViewer();
    const records = await waitFor(async () => {
      const found = await pageTimes();
      return found.length >= 2 ? found : null;
    }, 'two page_time records');
    const page2Bound = Math.ceil((performance.now() - turned) / 1000);
    // A window, not a wait for something: a third record would arrive within it. A slow machine may only make it
    // catch less, never fail the test.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await pageTimes(), 'each page once').to.have.length(2);
    // Page 1's record is made as page 2 comes into view, page 2's as the viewer closes: sent one after the other,
    // they may still arrive in either order.
    const byPage = new Map(records.map((d) => [d.page, d]));
    expect([...byPage.keys()].sort()).to.deep.equal([1, 2]);
    for (const d of records) {
      expect(d).to.include({ type: 'page_time', board_id: 101 });
      expect(d.item_id).to.be.a('number');
      expect(d.content_item_id).to.be.a('number');
    }
    expect(byPage.get(1)!.seconds).to.be.a('number').within(2, page1Bound);
    expect(byPage.get(2)!.seconds).to.be.a('number').within(2, page2Bound);
  });
});
