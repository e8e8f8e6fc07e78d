/** Helpers of the browser tests: open a reference-server page in a same-origin iframe and wait for things. */
import { executeServerCommand } from '@web/test-runner-commands';

import type { Categories } from '../../src/api/schemas/category.ts';
import type { Item, ItemList } from '../../src/api/schemas/item.ts';
import type { FirstScreenResult, RenderFirstScreenOptions } from '../../src/server.ts';
import { PRINT_FRAME_CLASS } from '../../src/ui/renderers/pdf/print.ts';
import { type Engine, gapOf } from './engine-gaps.mjs';

/** The engine running the tests (engines.mjs), told by its user agent. */
export function engine(): Engine {
  if (/\bFirefox\//.test(navigator.userAgent)) return 'firefox';
  if (/\b(Headless)?Chrome\//.test(navigator.userAgent)) return 'chromium';
  return 'webkit';
}

/**
 * The test file this page runs, relative to the project, from the config the runner gives its test page (this module
 * is in a chunk the test files share, so its own address names no file).
 */
const testFile = (() => {
  const config = (window as { __WTR_CONFIG__?: { testFile?: string } }).__WTR_CONFIG__;
  if (!config?.testFile) throw new Error('helpers.ts runs only in a test page of @web/test-runner');
  return new URL(config.testFile, location.href).pathname.replace(/^\//, '');
})();

// A test its engine cannot run is skipped there, with the reason engine-gaps.mjs gives (run.mjs lists it).
beforeEach(function () {
  const test = this.currentTest;
  if (test && gapOf(engine(), testFile, test.title)) this.skip();
});

/**
 * `value` as the runner can copy it (structuredClone): as it is when it can, else with each element described by its
 * tag, id, classes and text, inside arrays and plain objects too, and anything else by its type.
 */
export function copyable(value: unknown, depth = 0): unknown {
  try {
    structuredClone(value);
    return value;
  } catch {
    // Not copyable as it is: described below.
  }
  if (value instanceof Element) {
    const id = value.id ? `#${value.id}` : '';
    const classes = [...value.classList].map((name) => `.${name}`).join('');
    return `<${value.localName}${id}${classes}> "${value.textContent.trim().slice(0, 60)}"`;
  }
  if (depth < 3 && Array.isArray(value)) return value.map((item: unknown) => copyable(item, depth + 1));
  if (depth < 3 && value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyable(item, depth + 1)]));
  return Object.prototype.toString.call(value);
}

// A failed assertion keeps what it compared as its `actual` and `expected`, and the runner copies the result with
// structuredClone, which cannot copy a DOM object (`expect(root.activeElement).to.equal(heading)`): the copy threw,
// the result never reached the runner, and the file ran into its 600 s limit without a word, in every engine.
// Before the runner reads the result, they become copyable.
afterEach(function () {
  const error = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!error) return;
  error.actual = copyable(error.actual);
  error.expected = copyable(error.expected);
});

// Every test starts from a tab without the last test's page or session: a board stores its session guid in the
// tab's session storage, which every page these tests open shares, and a stored session decides how the next board
// loads (the loader paints a server-rendered first screen only for a tab without one). The last page goes first,
// so its board cannot store a session after the clear.
beforeEach(() => {
  document.querySelectorAll('iframe[data-test-page]').forEach((frame) => frame.remove());
  sessionStorage.clear();
});

/** A page opened in an iframe of the test document. */
export interface OpenedPage {
  frame: HTMLIFrameElement;
  window: Window;
  document: Document;
  /** Details of the DOM events named in `listenFor`, in arrival order. */
  events: Record<string, unknown>[];
}

/** Polls `probe` (sync or async) every 20 ms until it gives something truthy, or fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Empties the HTTP cache of this test file's browser context. Each file starts with an empty one; a test that needs
 * pictures or chunks to come from the server again (to meet a fault) calls this, whatever earlier tests of its file
 * fetched.
 */
export async function clearHttpCache(): Promise<void> {
  await executeServerCommand('clear-http-cache');
}

/**
 * Makes the visitor prefer `scheme` (prefers-color-scheme) in this file's page and its frames; null gives back the
 * browser's own. Chromium only (engine-gaps.mjs).
 */
export async function emulateColorScheme(scheme: 'light' | 'dark' | null): Promise<void> {
  await executeServerCommand('emulate-color-scheme', { scheme });
}

/** What the built package's `renderFirstScreen` makes of `options` (run in the test runner: a server renderer). */
export async function renderFirstScreen(options: RenderFirstScreenOptions): Promise<FirstScreenResult> {
  return await executeServerCommand<FirstScreenResult, RenderFirstScreenOptions>('render-first-screen', options);
}

/** Opens `path` of the reference server (forwarded by the test runner) in a fresh iframe. */
export async function openPage(
  path: string,
  options: { listenFor?: string; width?: number; height?: number } = {},
): Promise<OpenedPage> {
  document.querySelectorAll('iframe[data-test-page]').forEach((old) => old.remove());
  const frame = document.createElement('iframe');
  frame.dataset.testPage = '';
  frame.style.width = `${options.width ?? 1200}px`;
  frame.style.height = `${options.height ?? 900}px`;
  frame.src = path;
  document.body.append(frame);
  const events: Record<string, unknown>[] = [];
  const win = await waitFor(() => {
    const w = frame.contentWindow;
    return w && w.location.pathname === new URL(path, location.href).pathname ? w : null;
  }, `${path} to start loading`);
  if (options.listenFor) {
    win.document.addEventListener(
      options.listenFor,
      (event) => events.push((event as CustomEvent<Record<string, unknown>>).detail),
      true,
    );
  }
  await waitFor(() => win.document.readyState !== 'loading' && win.document.body, `${path} to parse`);
  return { frame, window: win, document: win.document, events };
}

/**
 * The build under a path no page has used: its chunks are new URLs, so the browser must ask the server for them
 * (Chromium's memory cache answers a chunk another page of this file loaded, and the fault is never met).
 */
export const freshDist = () => `/dist/v/cold-${Date.now()}-${Math.random().toString(36).slice(2)}/`;

/**
 * A page of our own in an iframe, on the reference server's origin (the index page, rewritten with
 * document.write; `path` may add a query): `head` runs before the loader, which is included as the snippet says.
 */
export async function pageWith(
  body: string,
  head = '',
  dist = '/dist/',
  path = '/',
): Promise<{ window: Window; document: Document }> {
  const { window: win } = await openPage(path);
  await waitFor(() => win.document.readyState === 'complete', 'the index page');
  win.document.open();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- a parser-inserted script, as pages include the loader
  win.document.write(
    `<!doctype html><html><head>${head}<script src="${dist}live-board.js"></script></head><body>${body}</body></html>`,
  );
  win.document.close();
  return { window: win, document: win.document };
}

/** A page opened in a window of its own (a popup): a top-level history of its own. */
export interface OpenedWindow {
  window: Window;
  document: Document;
  close(): void;
}

/**
 * Opens `path` in a new top-level window. For history walks: a frame's Back and Forward move the test runner's
 * tab history, which is capped at 50 entries — a file's earlier tests can fill it, and Chromium then prunes entries
 * the page added (without a user gesture), so a frame's Back can leave the runner's page. Once the window is
 * closed, the test page has no focus until something in it is focused.
 */
export async function openWindow(path: string): Promise<OpenedWindow> {
  const win = window.open(path, '_blank');
  if (!win) throw new Error(`the browser refused to open ${path} in a new window`);
  await waitFor(
    () => win.location.pathname === new URL(path, location.href).pathname && win.document.readyState === 'complete',
    `${path} to load`,
  );
  return { window: win, document: win.document, close: () => win.close() };
}

/** GETs a JSON API path the way the board does (with the XHR marker). */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** One item of each presented type on `board` (acme-launch), asked of the API the way the board asks. */
export async function oneItemPerType(board = 'acme-launch'): Promise<Map<string, Item>> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' };
  const categories = (await (
    await fetch(`/live_board/v2/boards/${board}/categories`, { headers })
  ).json()) as Categories;
  const found = new Map<string, Item>();
  for (const id of Object.keys(categories.data)) {
    if (categories.data[id]!.category_type === 4) continue;
    const body = JSON.stringify({ category: Number(id), search: '', page: 1, per_page: 100 });
    const list = (await (
      await fetch(`/live_board/v2/boards/${board}/items`, { method: 'POST', headers, body })
    ).json()) as ItemList;
    for (const item of Object.values(list.data))
      if (!found.has(item.presented_item_type)) found.set(item.presented_item_type, item);
  }
  return found;
}

/** A board element as the tests drive it. */
export type TestBoard = HTMLElement & { openItem(ref: string | number): void; navigate(path: string): void };

/** Mounts a board in the test document (memory routing, replacing any other) and returns it with its shadow root. */
export async function mountBoard(slug: string): Promise<{ element: TestBoard; root: ShadowRoot }> {
  document.querySelectorAll('live-board').forEach((el) => el.remove());
  const element = document.createElement('live-board') as TestBoard;
  element.setAttribute('board-slug', slug);
  element.setAttribute('routing', 'memory');
  document.body.append(element);
  const root = await waitFor(() => element.shadowRoot, 'an open shadow root');
  return { element, root };
}

/**
 * The `event` of a generic tracking call (`POST /live_board/v1/tracking`: `event {id, data, platform}`), every part
 * optional: a raw request (`storedEvents(true)`) is kept even when the server refused it.
 */
export interface StoredTrackingEvent {
  id?: string;
  platform?: string;
  data?: { type?: string; [key: string]: unknown };
}

/** One event as the reference server stored it (`GET /__events`). */
export interface StoredEvent {
  key: string;
  method: string;
  path: string;
  /** The JSON body, typed where the tests read into it: tracking `event`, lead `event_name`, CTA `form_fields`. */
  body: Record<string, unknown> & {
    event?: StoredTrackingEvent;
    event_name?: string;
    form_fields?: Record<string, string> | null;
  };
}

/** The events the reference server stored once per idempotency key; `raw`: every request received. */
export async function storedEvents(raw = false): Promise<StoredEvent[]> {
  return (await fetch(`/__events${raw ? '?raw=1' : ''}`).then((r) => r.json())) as StoredEvent[];
}

/** Sets a React-controlled field's value the way typing does. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** How many items a search of `board` finds, asked of the API the way the board asks. */
export async function searchTotal(board: string, search: string): Promise<number> {
  const response = await fetch(`/live_board/v2/boards/${board}/items`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: JSON.stringify({ category: null, search, page: 1, per_page: 24 }),
  });
  return ((await response.json()) as ItemList).items_count;
}

/** A stored event's kind: the generic tracking call's type, the lead event's name, or its endpoint with ids as `:id`. */
export function eventKind(event: StoredEvent): string {
  if (event.path === '/live_board/v1/tracking') return `tracking:${String(event.body.event?.data?.type)}`;
  if (event.path === '/live_board/v2/sphere/publish_lead_events') return `lead_event:${String(event.body.event_name)}`;
  const path = event.path.replace(/^\/analytics/, '');
  if (/\/boards\/\d+\/lead_views$/.test(path)) return 'board_view';
  if (/\/content_items\/\d+\/lead_views$/.test(path)) return 'item_view';
  return `${event.method} ${path.replace(/\d+/g, ':id')}`;
}

/** Adds a fault rule to the reference server (`POST /__faults`: status, times, forMs, delayMs, drop…). */
export async function injectFault(rule: Record<string, unknown>): Promise<void> {
  const response = await fetch('/__faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (!response.ok) throw new Error(`fault rule refused: HTTP ${response.status}`);
}

/**
 * Holds the next `times` requests whose path contains `match` (is `match`, with `exact`) on the server until
 * {@link releaseHeld}: what a test checks while an answer is on its way stays true however slow the machine is.
 */
export async function holdRequests(match: string, times = 1, { exact = false } = {}): Promise<void> {
  await injectFault({ match, hold: true, times, exact });
}

/** Resolves once at least `count` requests are held by {@link holdRequests}. */
export async function requestsHeld(count: number): Promise<void> {
  await waitFor(
    async () => ((await (await fetch('/__faults/held')).json()) as { held: number }).held >= count,
    `${count} held request${count === 1 ? '' : 's'}`,
  );
}

/** Lets every held request go on; resolves with how many there were. */
export async function releaseHeld(): Promise<number> {
  return ((await (await fetch('/__faults/release', { method: 'POST' })).json()) as { released: number }).released;
}

/**
 * Resolves with `host`'s shadow root once the board shows its own screen (`data-lb-state="ready"`): before, the
 * screen may be the one the loader painted from the server's rendering, whose nodes the board then replaces.
 */
export async function boardShown(host: Element): Promise<ShadowRoot> {
  await waitFor(() => host.getAttribute('data-lb-state') === 'ready', 'the board ready');
  return await waitFor(() => host.shadowRoot, 'shadow root');
}

/** The shadow root of the page's board once it shows its own first tiles. */
export async function boardRoot(page: OpenedPage): Promise<ShadowRoot> {
  const board = await waitFor(() => page.document.querySelector('live-board'), 'board');
  const root = await boardShown(board);
  await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'tiles');
  return root;
}

/** The first button under `root` whose text or accessible label matches `pattern`. */
export const buttonNamed = (root: ParentNode, pattern: RegExp) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find(
    (b) => pattern.test(b.textContent) || pattern.test(b.getAttribute('aria-label') ?? ''),
  );

/** Clicks the category link named `name` in the board's navigation. */
export function clickCategory(root: ShadowRoot, name: string): void {
  Array.from(root.querySelectorAll<HTMLAnchorElement>('nav a'))
    .find((a) => a.textContent.trim() === name)!
    .click();
}

/** Makes the page's browser say it is offline (or online again, with the `online` event the board listens to). */
export function setOnline(page: OpenedPage, online: boolean): void {
  Object.defineProperty(page.window.navigator, 'onLine', { configurable: true, get: () => online });
  page.window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Share of a canvas's pixels that are not white: a drawn page has text on it. */
export function inkOf(canvas: HTMLCanvasElement): number {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) ink += 1;
  return ink / (data.length / 4);
}

/** What the print frame held when it was printed. */
export interface Printed {
  title: string;
  rules: string[];
  canvases: { width: number; height: number; ink: number }[];
  /** Content-Security-Policy violations inside the frame (it has the page's policy), as "directive blocked". */
  violations: string[];
}

/**
 * Stands in for the print dialog: when a print frame appears under `root`, its `print()` records what it holds
 * and, a moment later, fires `afterprint` as a closing dialog does.
 */
export function catchPrints(root: Node) {
  const printed: Printed[] = [];
  const observer = new MutationObserver(() => {
    const frames = (root as ParentNode).querySelectorAll<HTMLIFrameElement>(`iframe.${PRINT_FRAME_CLASS}`);
    for (const frame of frames) {
      const view = frame.contentWindow;
      if (!view || (view as { caught?: boolean }).caught) continue;
      const violations: string[] = [];
      view.document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
      Object.assign(view, {
        caught: true,
        print() {
          const doc = view.document;
          printed.push({
            title: doc.title,
            rules: doc.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
            canvases: [...doc.querySelectorAll('canvas')].map((canvas) => ({
              width: canvas.width,
              height: canvas.height,
              ink: inkOf(canvas),
            })),
            violations,
          });
          setTimeout(() => view.dispatchEvent(new Event('afterprint')), 50);
        },
      });
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return { printed, stop: () => observer.disconnect() };
}

/** A layout-shift entry as Chromium reports it. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

const rectText = (rect: DOMRectReadOnly) =>
  `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;

/**
 * Layout shifts as a failure message can say them: each entry's value and time, and what moved from where to where
 * (the node's part, class or name), so a shift seen once under load explains itself.
 */
export function describeShifts(entries: readonly PerformanceEntry[]): string {
  return (entries as readonly LayoutShiftEntry[])
    .map((entry) => {
      const moved = entry.sources.map((source) => {
        const node = source.node as Element | null;
        const name = node?.getAttribute('part') ?? (node?.className || node?.nodeName) ?? 'gone';
        return `${name} ${rectText(source.previousRect)} → ${rectText(source.currentRect)}`;
      });
      return `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms${entry.hadRecentInput ? ' (input)' : ''}: ${moved.join('; ')}`;
    })
    .join(' | ');
}

/** Resolves once `win` has painted a frame since the call: at its second animation frame from now. */
export const painted = (win: Window) =>
  new Promise<void>((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve())));
