/** pdf.js on demand: loaded once for the first document, ahead on intent except where the visitor saves data. */
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

import type { PdfJsBuild } from '../../../../src/ui/renderers/pdf/pdf-build.ts';

const worker = vi.hoisted(() => ({ warmPdfWorker: vi.fn() }));
const engine = vi.hoisted(
  (): { imports: number; fail: boolean; build: PdfJsBuild; open: Mock<(url: string) => Promise<{ url: string }>> } => ({
    imports: 0,
    fail: false,
    build: 'modern',
    open: vi.fn(async (url: string) => ({ url })),
  }),
);
vi.mock('../../../../src/ui/renderers/pdf/pdf-worker.ts', () => worker);
// The page's build, as pdf-build.ts settles it (its own tests cover how).
vi.mock('../../../../src/ui/renderers/pdf/pdf-build.ts', () => ({
  startPdfJsBuild: <T>(start: (build: PdfJsBuild, dropped: AbortSignal) => Promise<T>) =>
    start(engine.build, new AbortController().signal),
}));
// Each build's engine says which one opened the document.
vi.mock('../../../../src/ui/renderers/pdf/pdf-engine-modern.ts', () => ({
  pdfJsEngine: { open: async (url: string) => ({ ...(await engine.open(url)), build: 'modern' }) },
}));
vi.mock('../../../../src/ui/renderers/pdf/pdf-engine-legacy.ts', () => ({
  pdfJsEngine: { open: async (url: string) => ({ ...(await engine.open(url)), build: 'legacy' }) },
}));
// Each load of pdf.js's chunk goes through here: counted, and failed at will.
vi.mock('../../../../src/base/chunk-load.ts', () => ({
  loadWithTimeout: async (load: () => Promise<unknown>) => {
    engine.imports += 1;
    if (engine.fail) throw new Error('offline');
    return load();
  },
}));

/** A fresh copy of the loader (it keeps its loaded engine for the page), with `connection` as the browser's. */
async function loader(connection?: { saveData?: boolean; effectiveType?: string }) {
  vi.resetModules();
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  return import('../../../../src/ui/renderers/pdf/pdf-engine-loader.ts');
}

beforeEach(() => {
  worker.warmPdfWorker.mockClear();
  engine.open.mockClear();
  engine.imports = 0;
  engine.fail = false;
  engine.build = 'modern';
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

describe('warmPdfEngine', () => {
  it.each([
    ['no connection information', undefined],
    ['a 4G connection', { effectiveType: '4g' }],
    ['a 3G connection', { effectiveType: '3g' }],
  ])('starts the worker and pdf.js with %s', async (_, connection) => {
    const { warmPdfEngine } = await loader(connection);
    warmPdfEngine();
    expect(worker.warmPdfWorker).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(engine.imports).toBe(1));
  });

  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { effectiveType: '2g' }],
    ['a slow 2G connection', { effectiveType: 'slow-2g' }],
  ])('starts nothing with %s', async (_, connection) => {
    const { warmPdfEngine } = await loader(connection);
    warmPdfEngine();
    expect(worker.warmPdfWorker).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(engine.imports).toBe(0);
  });
});

describe('lazyPdfJsEngine', () => {
  it('loads pdf.js once, for the first document, starting the worker beside it', async () => {
    // Opening is never spared: the visitor asked for the document.
    const { lazyPdfJsEngine, warmPdfEngine } = await loader({ saveData: true });
    await expect(lazyPdfJsEngine.open('https://cdn.example.com/a.pdf')).resolves.toEqual({
      url: 'https://cdn.example.com/a.pdf',
      build: 'modern',
    });
    warmPdfEngine();
    await lazyPdfJsEngine.open('https://cdn.example.com/b.pdf');
    expect(engine.imports).toBe(1);
    expect(engine.open).toHaveBeenCalledTimes(2);
    expect(worker.warmPdfWorker).toHaveBeenCalledTimes(2);
  });

  it('fails the open when pdf.js does not load, and loads it again for the next', async () => {
    const { lazyPdfJsEngine } = await loader();
    engine.fail = true;
    await expect(lazyPdfJsEngine.open('https://cdn.example.com/a.pdf')).rejects.toThrow();
    engine.fail = false;
    await expect(lazyPdfJsEngine.open('https://cdn.example.com/a.pdf')).resolves.toBeTruthy();
    expect(engine.imports).toBe(2);
  });

  it.each(['modern', 'legacy'] as const)('opens documents with the %s build when the page gets it', async (build) => {
    engine.build = build;
    const { lazyPdfJsEngine } = await loader();
    await expect(lazyPdfJsEngine.open('https://cdn.example.com/a.pdf')).resolves.toMatchObject({ build });
  });
});
