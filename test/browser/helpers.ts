/** Helpers of the browser tests: open a reference-server page in a same-origin iframe and wait for things. */

/** A page opened in an iframe of the test document. */
export interface OpenedPage {
  frame: HTMLIFrameElement;
  window: Window;
  document: Document;
  /** Details of the DOM events named in `listenFor`, in arrival order. */
  events: Record<string, any>[];
}

/** Polls `probe` (sync or async) every 20 ms until it gives something truthy, or fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Opens `path` of the reference server (forwarded by the test runner) in a fresh iframe. */
export async function openPage(path: string, options: { listenFor?: string; width?: number } = {}): Promise<OpenedPage> {
  document.querySelectorAll('iframe[data-test-page]').forEach((old) => old.remove());
  const frame = document.createElement('iframe');
  frame.dataset.testPage = '';
  frame.style.width = `${options.width ?? 1200}px`;
  frame.style.height = '900px';
  frame.src = path;
  document.body.append(frame);
  const events: Record<string, any>[] = [];
  const win = await waitFor(() => {
    const w = frame.contentWindow;
    return w && w.location.pathname === new URL(path, location.href).pathname ? w : null;
  }, `${path} to start loading`);
  if (options.listenFor) {
    win.document.addEventListener(options.listenFor, (event) => events.push((event as CustomEvent).detail), true);
  }
  await waitFor(() => win.document.readyState !== 'loading' && win.document.body, `${path} to parse`);
  return { frame, window: win, document: win.document, events };
}

/** GETs a JSON API path the way the board does (with the XHR marker). */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}
