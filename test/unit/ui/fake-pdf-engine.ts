/**
 * A stand-in for pdf.js in component tests (happy-dom has no canvas or worker): documents of `pages` US Letter
 * pages that "draw" at once (or, with `held`, when the test calls `finishDrawing`), recording what was opened and
 * drawn; `fail` makes opening fail; with `openHeld` a document opens (or fails) only when the test calls
 * `finishOpening` — as pdf.js, still downloading, would.
 */
import type { PdfDocument, PdfEngine } from '../../../src/ui/renderers/pdf/pdf-engine.ts';

export interface FakePdfEngine extends PdfEngine {
  readonly opened: string[];
  /** Every drawing started: the page, its CSS width and canvas pixels per CSS pixel, and the canvas drawn on. */
  readonly drawn: { page: number; width: number; pixelRatio: number | undefined; canvas: HTMLCanvasElement }[];
  readonly destroyed: string[];
  /** With `held`: completes every drawing started so far. */
  finishDrawing(): void;
  /** With `openHeld`: lets every open started so far go on. */
  finishOpening(): void;
}

export function fakePdfEngine({
  pages = 3,
  fail = false,
  held = false,
  openHeld = false,
}: { pages?: number; fail?: boolean; held?: boolean; openHeld?: boolean } = {}): FakePdfEngine {
  const opened: string[] = [];
  const drawn: FakePdfEngine['drawn'][number][] = [];
  const destroyed: string[] = [];
  const pending: (() => void)[] = [];
  const opening: (() => void)[] = [];
  return {
    opened,
    drawn,
    destroyed,
    finishDrawing() {
      pending.splice(0).forEach((finish) => finish());
    },
    finishOpening() {
      opening.splice(0).forEach((finish) => finish());
    },
    async open(url) {
      opened.push(url);
      if (openHeld) await new Promise<void>((resolve) => opening.push(resolve));
      if (fail) throw new Error(`cannot open ${url}`);
      const doc: PdfDocument = {
        pageCount: pages,
        pageSizes: () => Promise.resolve(Array.from({ length: pages }, () => ({ width: 612, height: 792 }))),
        render(page, target, cssWidth, options) {
          drawn.push({ page, width: cssWidth, pixelRatio: options?.pixelRatio, canvas: target.canvas });
          if (target.textLayer) target.textLayer.textContent = `Text of page ${page}`;
          if (!held) return { done: Promise.resolve(), cancel() {} };
          return { done: new Promise<void>((resolve) => pending.push(resolve)), cancel() {} };
        },
        destroy() {
          destroyed.push(url);
        },
      };
      return doc;
    },
  };
}

/**
 * happy-dom lays nothing out, so its IntersectionObserver never reports. This one reports every observed element
 * as wholly in view (its height read from its inline style), a tick after `observe`; `scrollTo(page)` then reports
 * only that page (the one a real scroll would bring into view) to the observers watching several elements.
 * Returns the restore function.
 */
export function stubIntersections() {
  const observers = new Set<StubObserver>();
  class StubObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
      queueMicrotask(() => this.report([target], () => true));
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    report(targets: Element[], inView: (target: Element) => boolean) {
      const entries = targets.map((target) => {
        const height = parseFloat((target as HTMLElement).style.height) || 0;
        const shown = inView(target);
        return {
          target,
          isIntersecting: shown,
          intersectionRatio: shown ? 1 : 0,
          intersectionRect: { height: shown ? height : 0 },
        } as unknown as IntersectionObserverEntry;
      });
      if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = StubObserver as unknown as typeof IntersectionObserver;
  return {
    /** Reports page `page` alone in view to observers watching more than one element (the page tracker). */
    scrollTo(page: number) {
      for (const observer of observers) {
        if (observer.targets.size < 2) continue;
        observer.report([...observer.targets], (target) => (target as HTMLElement).dataset.page === String(page));
      }
    },
    restore() {
      globalThis.IntersectionObserver = original;
    },
  };
}
