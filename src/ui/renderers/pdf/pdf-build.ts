/**
 * Which of pdf.js's two builds this page gets. pdf.js ships a modern build, which calls the newest built-ins
 * directly, and a legacy build, which is the same code transpiled and carrying core-js polyfills for them. The
 * modern build is 7 % smaller compressed (37 KB less of engine and worker) and draws the first page of the CMS
 * demo's guide about 0.4 s sooner on a phone (docs/decisions.md); a browser that lacks one of those built-ins
 * would fail inside it, so only a page whose own global and whose workers' both have every one of them gets it.
 * Both are asked because a page's polyfills (core-js with its proposals, say) never reach a worker, where pdf.js
 * parses documents: such a page has them, and its browser's workers may not. Nothing waits for the worker's answer:
 * the page's own starts the downloads, and only a page that polyfills what its workers lack then drops them for the
 * legacy build's ({@link startPdfJsBuild}).
 *
 * The list is what the legacy build polyfills (core-js's modules in `pdfjs-dist/legacy/build/pdf.mjs`), less
 * three the modern build does not need: `Math.sumPrecise` (it carries its own fallback), and the JSON and
 * `DOMException` refinements (source text access, `stack`), which it does not use.
 */
import probeFile from './pdf-build-probe.ts?worker&url';
import { startWorkerFile } from './pdf-worker-start.ts';

export type PdfJsBuild = 'modern' | 'legacy';

type Probe = () => boolean;

const has = (owner: unknown, ...names: string[]): boolean =>
  owner !== null &&
  owner !== undefined &&
  names.every((name) => typeof (owner as Record<string, unknown>)[name] === 'function');

/** Each built-in the modern build calls and the legacy build polyfills, by the name a report gives it. */
const MODERN_BUILT_INS: ReadonlyArray<readonly [string, Probe]> = [
  ['Map upsert', () => has(Map.prototype, 'getOrInsert', 'getOrInsertComputed')],
  ['WeakMap upsert', () => has(WeakMap.prototype, 'getOrInsert', 'getOrInsertComputed')],
  [
    'Uint8Array base64 and hex',
    () =>
      has(Uint8Array, 'fromBase64', 'fromHex') &&
      has(Uint8Array.prototype, 'toBase64', 'toHex', 'setFromBase64', 'setFromHex'),
  ],
  [
    'iterator helpers',
    () =>
      has(
        (globalThis as { Iterator?: { prototype: unknown } }).Iterator?.prototype,
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
      ),
  ],
  ['Promise.try and withResolvers', () => has(Promise, 'try', 'withResolvers')],
  [
    'Set methods',
    () =>
      has(
        Set.prototype,
        'union',
        'intersection',
        'difference',
        'symmetricDifference',
        'isSubsetOf',
        'isSupersetOf',
        'isDisjointFrom',
      ),
  ],
  [
    'ArrayBuffer transfer',
    () => has(ArrayBuffer.prototype, 'transfer', 'transferToFixedLength') && 'detached' in ArrayBuffer.prototype,
  ],
  ['TypedArray with', () => has(Uint8Array.prototype, 'with')],
  ['URL.parse', () => has(URL, 'parse')],
  [
    'URLSearchParams size, has and delete by value',
    () => 'size' in URLSearchParams.prototype && !new URLSearchParams('a=1').has('a', '2'),
  ],
];

/**
 * The names of the built-ins the modern build needs that this global lacks (none: it can run the modern build). Run
 * on the page, and in a worker by `pdf-build-probe.ts`.
 */
export function missingForModernPdfJs(): string[] {
  return MODERN_BUILT_INS.filter(([, probe]) => {
    try {
      return !probe();
    } catch {
      return true;
    }
  }).map(([name]) => name);
}

/** What a worker of this page lacks, as `pdf-build-probe.ts` reports it from inside one (which then ends). */
function missingInWorker(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = startWorkerFile(probeFile, 'live-board-pdf-build');
    worker.addEventListener('message', (event: MessageEvent) => {
      worker.terminate();
      resolve(Array.isArray(event.data) ? event.data.map(String) : ['an answer from the worker']);
    });
    worker.addEventListener('error', () => {
      worker.terminate();
      reject(new Error(`[live-board] the PDF build probe did not start (${probeFile})`));
    });
  });
}

/** The page's own answer, and the page's with its workers', each decided once per page. */
let ownBuild: PdfJsBuild | null = null;
let chosen: Promise<PdfJsBuild> | null = null;

/** The build the page's own global can run: where the page starts before a worker has answered. */
function pagesOwnBuild(): PdfJsBuild {
  ownBuild ??= missingForModernPdfJs().length === 0 ? 'modern' : 'legacy';
  return ownBuild;
}

/**
 * The build this page gets, decided once per page (the engine's chunk and its worker must agree): the modern one
 * where the page and a worker of its own both have every built-in it calls. A worker that cannot be asked means the
 * legacy build, which runs anywhere.
 */
export function pdfJsBuild(): Promise<PdfJsBuild> {
  chosen ??=
    pagesOwnBuild() === 'legacy'
      ? Promise.resolve('legacy')
      : missingInWorker().then(
          (missing) => (missing.length === 0 ? 'modern' : 'legacy'),
          () => 'legacy',
        );
  return chosen;
}

/**
 * What `start` gives for the build this page gets, without waiting on a worker's answer: `start` runs at once for
 * the page's own answer, which a worker confirms but on a page that polyfills what its workers lack; there it runs
 * again for the legacy build, and the first run's `dropped` signal is aborted.
 */
export async function startPdfJsBuild<T>(start: (build: PdfJsBuild, dropped: AbortSignal) => Promise<T>): Promise<T> {
  const guess = pagesOwnBuild();
  const first = new AbortController();
  const started = start(guess, first.signal);
  // Met below when it is the one kept; a dropped start may fail unheard.
  started.catch(() => {});
  const build = await pdfJsBuild();
  if (build === guess) return started;
  first.abort();
  return start(build, new AbortController().signal);
}
