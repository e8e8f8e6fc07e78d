import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PagePictures } from '../../../../src/api/schemas/page-pictures.ts';
import { PdfViewer } from '../../../../src/ui/renderers/pdf/PdfViewer.tsx';
import type { printDocument } from '../../../../src/ui/renderers/pdf/print.ts';
import { fakePdfEngine, stubIntersections } from '../fake-pdf-engine.ts';

// happy-dom gives a frame no document: printing itself is tested in Chromium (test/browser/pdf.test.ts). Here the
// viewer's printer is a stand-in whose jobs the test settles.
const printer = vi.fn<typeof printDocument>();

function printJobs() {
  const jobs: {
    progress: (drawn: number) => void;
    finish: () => void;
    fail: (error: Error) => void;
    cancel: ReturnType<typeof vi.fn>;
  }[] = [];
  printer.mockClear();
  printer.mockImplementation((_doc, _sizes, { onProgress }) => {
    const settle = { resolve: () => {}, reject: (_: unknown) => {}, promise: Promise.resolve() };
    settle.promise = new Promise<void>((resolve, reject) => Object.assign(settle, { resolve, reject }));
    const cancel = vi.fn(() => settle.reject(new DOMException('cancelled', 'AbortError')));
    jobs.push({
      progress: (drawn) => onProgress?.(drawn),
      finish: () => settle.resolve(),
      fail: (error) => settle.reject(error),
      cancel,
    });
    return { done: settle.promise, cancel };
  });
  return jobs;
}

let view: ReturnType<typeof stubIntersections>;
beforeEach(() => {
  view = stubIntersections();
});
afterEach(() => {
  cleanup();
  view.restore();
});

const SRC = 'https://cdn.example.com/guide.pdf';

async function show(
  options: {
    pages?: number;
    fail?: boolean;
    printable?: boolean;
    openHeld?: boolean;
    held?: boolean;
    pictures?: PagePictures | null;
  } = {},
) {
  const engine = fakePdfEngine(options);
  const pages: (number | null)[] = [];
  const onLoad = vi.fn();
  const rendered = render(
    <PdfViewer
      src={SRC}
      title="Admin guide"
      engine={engine}
      pictures={options.pictures ?? null}
      onPageChange={(page) => pages.push(page)}
      onLoad={onLoad}
      failureLink={<a href={SRC}>Open in new tab</a>}
      printable={options.printable}
      printer={printer}
    />,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...rendered, engine, pages, onLoad };
}

const drawnWidths = (engine: ReturnType<typeof fakePdfEngine>) => [...new Set(engine.drawn.map((d) => d.width))];

describe('PdfViewer', () => {
  it('lays out every page at the document’s proportions, draws those near the view, and reports the first as loaded', async () => {
    const { engine, onLoad } = await show({ pages: 4 });
    const pages = screen.getAllByRole('group', { name: /^Page \d$/ });
    expect(pages).toHaveLength(4);
    // Unmeasured (happy-dom lays nothing out), pages take 612 px: US Letter at one pixel a point.
    expect(pages[0]!.style.width).toBe('612px');
    expect(pages[0]!.style.height).toBe('792px');
    expect(engine.opened).toEqual([SRC]);
    expect(engine.drawn.map((d) => d.page).sort()).toEqual([1, 2, 3, 4]);
    expect(within(pages[1]!).getByText('Text of page 2')).toBeTruthy();
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Admin guide' }).getAttribute('tabindex')).toBe('0');
  });

  it('shows and reports the page in view as it changes, and null when it closes', async () => {
    const { pages, unmount } = await show({ pages: 4 });
    act(() => view.scrollTo(2));
    expect(screen.getByRole('toolbar').textContent).toContain('2 / 4');
    expect(screen.getByText('Page 2 of 4')).toBeTruthy();
    act(() => view.scrollTo(3));
    unmount();
    expect(pages.slice(-3)).toEqual([2, 3, null]);
  });

  it('goes a page back or forth by its buttons and by PageUp/PageDown', async () => {
    const scrolled: string[] = [];
    const spy = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.dataset.page ?? '');
    });
    await show({ pages: 4 });
    act(() => view.scrollTo(2));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    const pages = screen.getByRole('region', { name: 'Admin guide' });
    fireEvent.keyDown(pages, { key: 'PageDown' });
    fireEvent.keyDown(pages, { key: 'PageUp' });
    expect(scrolled).toEqual(['3', '1', '3', '1']);
    act(() => view.scrollTo(1));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    act(() => view.scrollTo(4));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);
    spy.mockRestore();
  });

  it('goes a page back or forth by the key codes of PageUp/PageDown that old webviews send', async () => {
    const scrolled: string[] = [];
    const spy = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.dataset.page ?? '');
    });
    await show({ pages: 4 });
    act(() => view.scrollTo(2));
    const pages = screen.getByRole('region', { name: 'Admin guide' });
    fireEvent.keyDown(pages, { keyCode: 34 });
    fireEvent.keyDown(pages, { key: 'Unidentified', keyCode: 33 });
    expect(scrolled).toEqual(['3', '1']);
    spy.mockRestore();
  });

  it('keeps Left/Right, by key name or key code, for scrolling while zoomed wider than the view', async () => {
    await show({ pages: 1 });
    const pages = screen.getByRole('region', { name: 'Admin guide' });
    // The item viewer around it steps through the journey on the arrows that reach it.
    let reachedViewer = 0;
    const viewer = () => (reachedViewer += 1);
    document.body.addEventListener('keydown', viewer);
    try {
      fireEvent.keyDown(pages, { key: 'ArrowLeft' });
      fireEvent.keyDown(pages, { keyCode: 39 });
      expect(reachedViewer).toBe(2);
      Object.defineProperty(pages, 'scrollWidth', { value: 1200, configurable: true });
      Object.defineProperty(pages, 'clientWidth', { value: 600, configurable: true });
      fireEvent.keyDown(pages, { key: 'ArrowLeft' });
      fireEvent.keyDown(pages, { key: 'ArrowRight' });
      fireEvent.keyDown(pages, { keyCode: 37 });
      fireEvent.keyDown(pages, { key: 'Unidentified', keyCode: 39 });
      expect(reachedViewer).toBe(2);
    } finally {
      document.body.removeEventListener('keydown', viewer);
    }
  });

  it('zooms in and out by steps and back to the width, drawing again at each width', async () => {
    const { engine } = await show({ pages: 1 });
    const zoomIn = screen.getByRole<HTMLButtonElement>('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole<HTMLButtonElement>('button', { name: 'Zoom out' });
    const fit = screen.getByRole('button', { name: 'Fit to width' });
    expect(fit.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(zoomIn));
    expect(fit.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('group', { name: 'Page 1' }).style.width).toBe('765px');
    for (let i = 0; i < 5; i += 1) await act(async () => fireEvent.click(zoomIn));
    expect(zoomIn.disabled).toBe(true);
    await act(async () => fireEvent.click(fit));
    for (let i = 0; i < 2; i += 1) await act(async () => fireEvent.click(zoomOut));
    expect(zoomOut.disabled).toBe(true);
    expect(drawnWidths(engine)).toEqual([612, 765, 918, 1224, 1836, 459, 306]);
  });

  it('shows a new drawing only once complete, and marks a page drawn only for its present size', async () => {
    const engine = fakePdfEngine({ pages: 1, held: true });
    render(<PdfViewer src={SRC} title="Admin guide" engine={engine} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const page = screen.getByRole('group', { name: 'Page 1' });
    expect(page.classList.contains('lb-pdf__page--drawn')).toBe(false);
    await act(async () => engine.finishDrawing());
    const first = engine.drawn[0]!.canvas;
    expect(page.classList.contains('lb-pdf__page--drawn')).toBe(true);
    expect(page.querySelector('canvas')).toBe(first);

    // Zoomed in: drawn again at the new width; until then the old drawing stays, and the page is not marked drawn.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zoom in' })));
    expect(engine.drawn.at(-1)!.width).toBe(765);
    expect(page.classList.contains('lb-pdf__page--drawn')).toBe(false);
    expect(page.querySelector('canvas')).toBe(first);
    await act(async () => engine.finishDrawing());
    expect(page.classList.contains('lb-pdf__page--drawn')).toBe(true);
    expect(page.querySelector('canvas')).toBe(engine.drawn.at(-1)!.canvas);
    expect(page.querySelectorAll('canvas')).toHaveLength(1);
  });

  it('draws its pages again when the device pixel ratio changes (a zoom, another screen)', async () => {
    // A media query per ratio, as the browser's: it reports a change when the ratio leaves it.
    const listeners = new Map<string, () => void>();
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (media: string) =>
        ({
          media,
          matches: true,
          addEventListener: (_: string, listener: () => void) => listeners.set(media, listener),
          removeEventListener: () => listeners.delete(media),
        }) as unknown as MediaQueryList,
    );
    const ratio = vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(1);
    try {
      const { engine } = await show({ pages: 1 });
      expect(engine.drawn.map((d) => d.pixelRatio)).toEqual([1]);
      ratio.mockReturnValue(2);
      await act(async () => listeners.get('(resolution: 1dppx)')!());
      expect(engine.drawn.map((d) => [d.width, d.pixelRatio])).toEqual([
        [612, 1],
        [612, 2],
      ]);
      expect(screen.getByRole('group', { name: 'Page 1' }).classList.contains('lb-pdf__page--drawn')).toBe(true);
      // The viewer now listens for the next change, from 2.
      expect([...listeners.keys()]).toEqual(['(resolution: 2dppx)']);
    } finally {
      matchMedia.mockRestore();
      ratio.mockRestore();
    }
  });

  it('says the document could not be shown, with the way to open it elsewhere', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await show({ fail: true });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This document could not be shown.');
    expect(within(alert).getByRole('link', { name: 'Open in new tab' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('offers printing only where the item may be downloaded', async () => {
    await show();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    cleanup();
    await show({ printable: true });
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('prints every page, showing the progress, with the focus kept on Print, and prints again after', async () => {
    const jobs = printJobs();
    const { container } = await show({ pages: 4, printable: true });
    const print = screen.getByRole<HTMLButtonElement>('button', { name: 'Print' });
    print.focus();
    await act(async () => fireEvent.click(print));
    expect(printer).toHaveBeenCalledTimes(1);
    const [doc, sizes, options] = printer.mock.calls[0]!;
    expect(doc.pageCount).toBe(4);
    expect(sizes).toHaveLength(4);
    expect(options.title).toBe('Admin guide');
    // The frame goes inside the viewer (in the board's shadow root), not into the host page's body.
    expect(options.container).toBe(container.querySelector('[part="viewer-content"]'));
    await act(async () => jobs[0]!.progress(3));
    const bar = screen.getByRole<HTMLProgressElement>('progressbar', {
      name: 'Preparing the document for printing…',
    });
    expect([bar.value, bar.max]).toEqual([3, 4]);
    expect(screen.getByRole('status').textContent).toBe('Preparing the document for printing…');
    // A second press while the pages are drawn starts nothing; the button keeps the focus.
    expect(print.getAttribute('aria-disabled')).toBe('true');
    expect(print.disabled).toBe(false);
    await act(async () => fireEvent.click(print));
    expect(printer).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(print);
    await act(async () => jobs[0]!.finish());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(print.getAttribute('aria-disabled')).toBeNull();
    // Printing again clears the last print's frame first.
    await act(async () => fireEvent.click(print));
    expect(jobs[0]!.cancel).toHaveBeenCalledTimes(1);
    expect(printer).toHaveBeenCalledTimes(2);
  });

  it('says when the document could not be printed, until the next try', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const jobs = printJobs();
    await show({ printable: true });
    const print = screen.getByRole('button', { name: 'Print' });
    await act(async () => fireEvent.click(print));
    await act(async () => jobs[0]!.fail(new Error('page 2 failed')));
    expect(screen.getByRole('alert').textContent).toBe('The document could not be printed.');
    expect(warn).toHaveBeenCalledWith('[live-board] the PDF could not be printed', SRC, expect.any(Error));
    await act(async () => fireEvent.click(print));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops a print under way when it closes, without an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const jobs = printJobs();
    const { unmount } = await show({ printable: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Print' })));
    unmount();
    expect(jobs[0]!.cancel).toHaveBeenCalledTimes(1);
    await act(async () => {
      await Promise.resolve();
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('frees the document when it closes', async () => {
    const { engine, unmount } = await show();
    unmount();
    expect(engine.destroyed).toEqual([SRC]);
  });

  describe('with page pictures', () => {
    const PICTURES: PagePictures = {
      url: 'https://cdn.example.com/guide/{page}-{width}.webp',
      widths: [360, 720, 1440],
      pages: [{ width: 612, height: 792, count: 3 }],
    };
    const pictureOf = (page: HTMLElement) => page.querySelector<HTMLImageElement>('img.lb-pdf__picture');
    const pageBoxes = () => screen.getAllByRole('group', { name: /^Page \d$/ });

    it('shows every page as its picture before the engine has opened the document, and page 1 readable once loaded', async () => {
      const { engine, onLoad, pages } = await show({ pages: 3, openHeld: true, pictures: PICTURES });
      // pdf.js waits for page 1's picture, which has the network to itself meanwhile.
      expect(engine.opened).toEqual([]);
      const boxes = pageBoxes();
      expect(boxes).toHaveLength(3);
      expect(boxes[2]!.style.height).toBe('792px');
      expect(screen.getByRole('toolbar').textContent).toContain('1 / 3');
      const first = pictureOf(boxes[0]!)!;
      expect(first.getAttribute('srcset')).toBe(
        'https://cdn.example.com/guide/1-360.webp 360w, https://cdn.example.com/guide/1-720.webp 720w, ' +
          'https://cdn.example.com/guide/1-1440.webp 1440w',
      );
      expect(first.getAttribute('src')).toBe('https://cdn.example.com/guide/1-360.webp');
      expect(first.getAttribute('sizes')).toBe('612px');
      expect(first.alt).toBe('');
      expect(pictureOf(boxes[1]!)!.getAttribute('src')).toBe('https://cdn.example.com/guide/2-360.webp');
      // Nothing is readable until the picture is in; time on the page counts from the picture.
      expect(onLoad).not.toHaveBeenCalled();
      expect(pages).toContain(1);
      fireEvent.load(first);
      expect(onLoad).toHaveBeenCalledTimes(1);
      await act(async () => {});
      expect(engine.opened).toEqual([SRC]);
      // Printing needs the document itself.
      expect(screen.queryByText('Loading document…')).toBeNull();
    });

    it('puts each drawing in its picture’s place, in the same box, and reports page 1 readable only once', async () => {
      const { engine, onLoad } = await show({ pages: 3, openHeld: true, held: true, pictures: PICTURES });
      fireEvent.load(pictureOf(pageBoxes()[0]!)!);
      await act(async () => {});
      const before = pageBoxes().map((box) => `${box.style.width}×${box.style.height}`);
      await act(async () => engine.finishOpening());
      // Opened, not drawn yet: the pictures stay.
      expect(pageBoxes().every((box) => pictureOf(box))).toBe(true);
      await act(async () => engine.finishDrawing());
      for (const box of pageBoxes()) {
        expect(pictureOf(box)).toBeNull();
        expect(box.querySelector('canvas')).not.toBeNull();
        expect(box.className).toContain('lb-pdf__page--drawn');
      }
      expect(pageBoxes().map((box) => `${box.style.width}×${box.style.height}`)).toEqual(before);
      expect(onLoad).toHaveBeenCalledTimes(1);
    });

    it('keeps the pictures when the engine cannot open the document, saying what is missing, with the link', async () => {
      const { engine } = await show({ pages: 3, openHeld: true, fail: true, pictures: PICTURES });
      fireEvent.error(pictureOf(pageBoxes()[0]!)!);
      await act(async () => {});
      await act(async () => engine.finishOpening());
      expect(pageBoxes().every((box) => pictureOf(box))).toBe(true);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('This document could not be shown.');
      expect(within(alert).getByRole('link', { name: 'Open in new tab' })).toBeTruthy();
    });

    it('leaves out pictures whose sizes the document does not have, in the document’s boxes', async () => {
      const wrong = { ...PICTURES, pages: [{ width: 600, height: 600, count: 3 }] };
      const { engine } = await show({ pages: 3, openHeld: true, held: true, pictures: wrong });
      // Square pictures: square boxes at the unmeasured width, until the document says otherwise.
      expect(pageBoxes()[0]!.style.height).toBe('612px');
      fireEvent.load(pictureOf(pageBoxes()[0]!)!);
      await act(async () => {});
      await act(async () => engine.finishOpening());
      expect(pageBoxes()[0]!.style.height).toBe('792px');
      expect(pageBoxes().some((box) => pictureOf(box))).toBe(false);
    });

    it('shows no picture from an address that is not http(s), and starts the engine at once', async () => {
      const { engine } = await show({
        pages: 3,
        openHeld: true,
        pictures: { ...PICTURES, url: 'javascript:alert({page},{width})' },
      });
      expect(pageBoxes()).toHaveLength(3);
      expect(pageBoxes().some((box) => pictureOf(box))).toBe(false);
      expect(engine.opened).toEqual([SRC]);
    });

    it('starts the engine after 2 s when page 1’s picture neither comes nor fails', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const engine = fakePdfEngine({ pages: 3, openHeld: true });
        render(<PdfViewer src={SRC} title="Admin guide" engine={engine} pictures={PICTURES} />);
        await act(() => vi.advanceTimersByTimeAsync(1_990));
        expect(engine.opened).toEqual([]);
        await act(() => vi.advanceTimersByTimeAsync(20));
        expect(engine.opened).toEqual([SRC]);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
