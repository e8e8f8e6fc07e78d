/**
 * Which pdf.js build a page gets: the modern one only where every built-in it calls is there, on the page and in a
 * worker of its own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PdfJsBuild } from '../../../../src/ui/renderers/pdf/pdf-build.ts';

/**
 * The worker that `pdf-build.ts` asks: it answers `answer` (what it lacks), or fails to start where `answer` is
 * 'fails'; `answer` is read when the test lets it answer ({@link answerFromWorker}).
 */
const probe = vi.hoisted(() => ({
  answer: [] as string[] | 'fails',
  started: [] as { file: string; name: string; terminated: boolean }[],
  pending: [] as (() => void)[],
}));
vi.mock('../../../../src/ui/renderers/pdf/pdf-worker-start.ts', () => ({
  startWorkerFile(file: string, name: string) {
    const worker = Object.assign(new EventTarget(), {
      terminate: () => {
        record.terminated = true;
      },
    });
    const record = { file, name, terminated: false };
    probe.started.push(record);
    probe.pending.push(() => {
      if (probe.answer === 'fails') worker.dispatchEvent(new Event('error'));
      else worker.dispatchEvent(new MessageEvent('message', { data: probe.answer }));
    });
    return worker;
  },
}));

/** The workers asked so far answer. */
function answerFromWorker() {
  for (const answer of probe.pending.splice(0)) answer();
}

/** The build decided, the worker answering (as it does on its own, a moment after it is asked). */
async function decided(pdfJsBuild: () => Promise<PdfJsBuild>): Promise<PdfJsBuild> {
  const build = pdfJsBuild();
  answerFromWorker();
  return build;
}

const load = () => import('../../../../src/ui/renderers/pdf/pdf-build.ts');

/** Stands in `value` for `owner[name]` until the test ends (a built-in missing: undefined). */
const restores: (() => void)[] = [];
function replace(owner: object, name: string, value: unknown) {
  const had = Object.getOwnPropertyDescriptor(owner, name);
  Object.defineProperty(owner, name, { value, configurable: true, writable: true });
  restores.push(() => {
    if (had) Object.defineProperty(owner, name, had);
    else Reflect.deleteProperty(owner, name);
  });
}

/** Every built-in of the list, present (Node 20 lacks some: those are given stand-ins). */
function everyBuiltIn() {
  const fn = () => undefined;
  for (const name of ['getOrInsert', 'getOrInsertComputed']) {
    if (!(name in Map.prototype)) replace(Map.prototype, name, fn);
    if (!(name in WeakMap.prototype)) replace(WeakMap.prototype, name, fn);
  }
  for (const name of ['fromBase64', 'fromHex']) if (!(name in Uint8Array)) replace(Uint8Array, name, fn);
  for (const name of ['toBase64', 'toHex', 'setFromBase64', 'setFromHex', 'with'])
    if (!(name in Uint8Array.prototype)) replace(Uint8Array.prototype, name, fn);
  const iterator = (globalThis as { Iterator?: { prototype: object } }).Iterator;
  if (!iterator) replace(globalThis, 'Iterator', { prototype: {} });
  const iteratorProto = (globalThis as unknown as { Iterator: { prototype: object } }).Iterator.prototype;
  for (const name of [
    'drop',
    'every',
    'filter',
    'find',
    'flatMap',
    'forEach',
    'map',
    'reduce',
    'some',
    'take',
    'toArray',
  ])
    if (!(name in iteratorProto)) replace(iteratorProto, name, fn);
  for (const name of ['try', 'withResolvers']) if (!(name in Promise)) replace(Promise, name, fn);
  for (const name of [
    'union',
    'intersection',
    'difference',
    'symmetricDifference',
    'isSubsetOf',
    'isSupersetOf',
    'isDisjointFrom',
  ])
    if (!(name in Set.prototype)) replace(Set.prototype, name, fn);
  for (const name of ['transfer', 'transferToFixedLength'])
    if (!(name in ArrayBuffer.prototype)) replace(ArrayBuffer.prototype, name, fn);
  if (!('detached' in ArrayBuffer.prototype)) replace(ArrayBuffer.prototype, 'detached', false);
  if (!('parse' in URL)) replace(URL, 'parse', fn);
}

beforeEach(() => {
  vi.resetModules();
  probe.answer = [];
  probe.started.length = 0;
  probe.pending.length = 0;
});
afterEach(() => {
  for (const restore of restores.splice(0).reverse()) restore();
  vi.unstubAllGlobals();
});

describe('missingForModernPdfJs', () => {
  it('finds every built-in of the list in a global that has them', async () => {
    everyBuiltIn();
    const { missingForModernPdfJs } = await load();
    expect(missingForModernPdfJs()).toEqual([]);
  });

  it.each([
    ['Map upsert', () => replace(Map.prototype, 'getOrInsertComputed', undefined)],
    ['WeakMap upsert', () => replace(WeakMap.prototype, 'getOrInsert', undefined)],
    ['Uint8Array base64 and hex', () => replace(Uint8Array, 'fromBase64', undefined)],
    ['iterator helpers', () => replace(globalThis, 'Iterator', undefined)],
    ['Promise.try and withResolvers', () => replace(Promise, 'try', undefined)],
    ['Set methods', () => replace(Set.prototype, 'isDisjointFrom', undefined)],
    ['ArrayBuffer transfer', () => replace(ArrayBuffer.prototype, 'transfer', undefined)],
    ['TypedArray with', () => replace(Uint8Array.prototype, 'with', undefined)],
    ['URL.parse', () => replace(URL, 'parse', undefined)],
  ])('names %s where the global lacks it', async (name, remove) => {
    everyBuiltIn();
    remove();
    const { missingForModernPdfJs } = await load();
    expect(missingForModernPdfJs()).toEqual([name]);
  });

  it('counts a built-in whose probe throws as missing', async () => {
    everyBuiltIn();
    replace(URL, 'parse', undefined);
    Object.defineProperty(URL, 'parse', {
      get() {
        throw new Error('blocked');
      },
      configurable: true,
    });
    const { missingForModernPdfJs } = await load();
    expect(missingForModernPdfJs()).toEqual(['URL.parse']);
  });

  it('is what a worker reports from inside itself (pdf-build-probe.ts)', async () => {
    everyBuiltIn();
    replace(Promise, 'try', undefined);
    const posted = vi.fn();
    vi.stubGlobal('postMessage', posted);
    await import('../../../../src/ui/renderers/pdf/pdf-build-probe.ts');
    expect(posted.mock.calls).toEqual([[['Promise.try and withResolvers']]]);
  });
});

describe('pdfJsBuild', () => {
  it('gives the modern build where the page and a worker of its own have every built-in, the worker ended', async () => {
    everyBuiltIn();
    const { pdfJsBuild } = await load();
    expect(await decided(pdfJsBuild)).toBe('modern');
    expect(probe.started.map(({ name, terminated }) => ({ name, terminated }))).toEqual([
      { name: 'live-board-pdf-build', terminated: true },
    ]);
    expect(probe.started[0]!.file).toMatch(/pdf-build-probe\.ts/);
  });

  it('gives the legacy build, asking no worker, where the page lacks a built-in', async () => {
    everyBuiltIn();
    replace(Map.prototype, 'getOrInsertComputed', undefined);
    const { pdfJsBuild } = await load();
    expect(await pdfJsBuild()).toBe('legacy');
    expect(probe.started).toEqual([]);
  });

  it('gives the legacy build where the page has every built-in and its workers lack one (a polyfilled page)', async () => {
    everyBuiltIn();
    probe.answer = ['Map upsert'];
    const { pdfJsBuild } = await load();
    expect(await decided(pdfJsBuild)).toBe('legacy');
    expect(probe.started.map(({ terminated }) => terminated)).toEqual([true]);
  });

  it('gives the legacy build where no worker can be asked', async () => {
    everyBuiltIn();
    probe.answer = 'fails';
    const { pdfJsBuild } = await load();
    expect(await decided(pdfJsBuild)).toBe('legacy');
  });

  it('decides once per page: the engine and its worker must agree', async () => {
    everyBuiltIn();
    const { pdfJsBuild } = await load();
    expect(await decided(pdfJsBuild)).toBe('modern');
    replace(Promise, 'try', undefined);
    probe.answer = ['Promise.try and withResolvers'];
    expect(await decided(pdfJsBuild)).toBe('modern');
    expect(probe.started).toHaveLength(1);
  });
});

describe('startPdfJsBuild', () => {
  /** A start that records each build it is asked for and whether that one was dropped. */
  function recordingStart() {
    const starts: { build: PdfJsBuild; dropped: AbortSignal }[] = [];
    const start = (build: PdfJsBuild, dropped: AbortSignal) => {
      starts.push({ build, dropped });
      return Promise.resolve(`${build} engine`);
    };
    return { starts, start };
  }

  it('starts the page’s own build before the worker answers, and keeps it when the worker agrees', async () => {
    everyBuiltIn();
    const { startPdfJsBuild } = await load();
    const { starts, start } = recordingStart();
    const started = startPdfJsBuild(start);
    expect(
      starts.map(({ build }) => build),
      'started at once',
    ).toEqual(['modern']);
    answerFromWorker();
    expect(await started).toBe('modern engine');
    expect(starts.map(({ build, dropped }) => [build, dropped.aborted])).toEqual([['modern', false]]);
  });

  it('starts the legacy build, dropping the modern one, where the worker lacks what the page has', async () => {
    everyBuiltIn();
    probe.answer = ['Uint8Array base64 and hex'];
    const { startPdfJsBuild } = await load();
    const { starts, start } = recordingStart();
    const started = startPdfJsBuild(start);
    answerFromWorker();
    expect(await started).toBe('legacy engine');
    expect(starts.map(({ build, dropped }) => [build, dropped.aborted])).toEqual([
      ['modern', true],
      ['legacy', false],
    ]);
  });

  it('starts the legacy build alone where the page lacks a built-in', async () => {
    everyBuiltIn();
    replace(Set.prototype, 'union', undefined);
    const { startPdfJsBuild } = await load();
    const { starts, start } = recordingStart();
    expect(await startPdfJsBuild(start)).toBe('legacy engine');
    expect(starts.map(({ build }) => build)).toEqual(['legacy']);
  });

  it('fails as the kept start fails, and not for a dropped start’s failure', async () => {
    everyBuiltIn();
    const { startPdfJsBuild } = await load();
    const failing = startPdfJsBuild(() => Promise.reject(new Error('offline')));
    answerFromWorker();
    await expect(failing).rejects.toThrow('offline');

    vi.resetModules();
    probe.answer = ['Map upsert'];
    const fresh = await load();
    const switched = fresh.startPdfJsBuild((build) =>
      build === 'modern' ? Promise.reject(new Error('modern worker failed')) : Promise.resolve('legacy engine'),
    );
    answerFromWorker();
    await expect(switched).resolves.toBe('legacy engine');
  });
});
