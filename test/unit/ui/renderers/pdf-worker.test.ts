import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PdfJsBuild } from '../../../../src/ui/renderers/pdf/pdf-build.ts';

/** A Worker stand-in: the first `failures` workers fail to load; the others say "ready" as pdf.js's worker does. */
function fakeWorkers(failures: number) {
  const started: { url: unknown; options: WorkerOptions | undefined; terminated: boolean }[] = [];
  class FakeWorker extends EventTarget {
    readonly #record: (typeof started)[number];
    constructor(url: unknown, options?: WorkerOptions) {
      super();
      this.#record = { url, options, terminated: false };
      started.push(this.#record);
      const fails = started.length <= failures;
      setTimeout(() => {
        if (this.#record.terminated) return;
        if (fails) this.dispatchEvent(new Event('error'));
        else this.dispatchEvent(new MessageEvent('message', { data: { action: 'ready' } }));
      }, 0);
    }
    terminate() {
      this.#record.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
}

/** The rules of the last policy made: what it lets through. */
let policyRules: { createScriptURL(url: string): string } | null = null;

/** Trusted Types as an enforcing page has them: a second policy of one name is refused. */
function enforcedTrustedTypes() {
  const names: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
      if (names.includes(name)) throw new TypeError(`Policy ${name} disallowed.`);
      names.push(name);
      policyRules = rules;
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  });
  return names;
}

// The build this page gets: the worker must be of the same one as the engine. `guess` is the page's own answer,
// started at once; `chosen` the one settled with its workers' (pdf-build.ts), which drops the other's start.
const build = vi.hoisted((): { guess: PdfJsBuild; chosen: PdfJsBuild } => ({ guess: 'modern', chosen: 'modern' }));
vi.mock('../../../../src/ui/renderers/pdf/pdf-build.ts', () => ({
  async startPdfJsBuild<T>(start: (chosen: PdfJsBuild, dropped: AbortSignal) => Promise<T>): Promise<T> {
    const first = new AbortController();
    const started = start(build.guess, first.signal);
    started.catch(() => {});
    await Promise.resolve();
    if (build.chosen === build.guess) return started;
    first.abort();
    return start(build.chosen, new AbortController().signal);
  },
}));

// The module keeps the page's one worker and policy: each test loads it afresh.
const load = () => import('../../../../src/ui/renderers/pdf/pdf-worker.ts');

beforeEach(() => {
  vi.resetModules();
  build.guess = 'modern';
  build.chosen = 'modern';
});
afterEach(() => {
  policyRules = null;
  vi.unstubAllGlobals();
});

describe('the PDF worker', () => {
  it('starts once per page, as a module worker, from the file beside the chunks', async () => {
    const started = fakeWorkers(0);
    const { pdfWorker, warmPdfWorker } = await load();
    warmPdfWorker();
    const worker = await pdfWorker();
    expect(await pdfWorker()).toBe(worker);
    expect(started).toHaveLength(1);
    expect(String(started[0]!.url)).toMatch(/pdf\.worker\.min\.mjs$/);
    expect(started[0]!.options).toEqual({ type: 'module', name: 'live-board-pdf' });
  });

  it('starts through the live-board-pdf policy, and again after a failed start without a second policy', async () => {
    const started = fakeWorkers(1);
    const policies = enforcedTrustedTypes();
    const { pdfWorker, warmPdfWorker } = await load();
    // A failed warm-up is quiet: the viewer's own start meets the fault and shows it.
    warmPdfWorker();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(pdfWorker()).resolves.toBeDefined();
    expect(started).toHaveLength(2);
    expect(policies).toEqual(['live-board-pdf']);
    expect(started.map(({ url }) => (url as { trusted: string }).trusted)).toEqual([
      expect.stringMatching(/pdf\.worker\.min\.mjs$/),
      expect.stringMatching(/pdf\.worker\.min\.mjs$/),
    ]);
  });

  it('says the worker did not start when its file cannot load', async () => {
    fakeWorkers(1);
    const { pdfWorker } = await load();
    await expect(pdfWorker()).rejects.toThrow(/the PDF worker did not start/);
  });

  it.each([
    ['modern', /\/pdfjs-dist\/build\/pdf\.worker\.min\.mjs$/],
    ['legacy', /\/pdfjs-dist\/legacy\/build\/pdf\.worker\.min\.mjs$/],
  ] as const)('starts the %s build’s worker when the page gets that build', async (chosen, file) => {
    build.guess = chosen;
    build.chosen = chosen;
    const started = fakeWorkers(0);
    const { pdfWorker } = await load();
    await pdfWorker();
    expect(String(started[0]!.url)).toMatch(file);
  });

  it('ends the modern worker it started, and starts the legacy one, when the page turns out to need that', async () => {
    build.chosen = 'legacy';
    const started = fakeWorkers(0);
    const policies = enforcedTrustedTypes();
    const { pdfWorker } = await load();
    await pdfWorker();
    expect(started.map(({ url, terminated }) => [(url as { trusted: string }).trusted, terminated])).toEqual([
      [expect.stringMatching(/\/pdfjs-dist\/build\/pdf\.worker\.min\.mjs$/), true],
      [expect.stringMatching(/\/pdfjs-dist\/legacy\/build\/pdf\.worker\.min\.mjs$/), false],
    ]);
    // One policy for both, which lets through the files the board started and nothing else.
    expect(policies).toEqual(['live-board-pdf']);
    expect(() => policyRules!.createScriptURL('https://elsewhere.example/worker.js')).toThrow(/refuses/);
  });
});
