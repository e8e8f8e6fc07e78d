/**
 * Which of pdf.js's two builds this browser gets. pdf.js ships a modern build, which calls the newest built-ins
 * directly, and a legacy build, which is the same code transpiled and carrying core-js polyfills for them. The
 * modern build is 7 % smaller compressed (37 KB less of engine and worker) and draws the first page of the CMS
 * demo's guide about 0.4 s sooner on a phone (docs/decisions.md); a browser that lacks one of those built-ins
 * would fail inside it, so only a browser that has every one of them gets it.
 *
 * The list is what the legacy build polyfills (core-js's modules in `pdfjs-dist/legacy/build/pdf.mjs`), less
 * three the modern build does not need: `Math.sumPrecise` (it carries its own fallback), and the JSON and
 * `DOMException` refinements (source text access, `stack`), which it does not use.
 */

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

/** The names of the built-ins the modern build needs that this browser lacks (none: it can run the modern build). */
export function missingForModernPdfJs(): string[] {
  return MODERN_BUILT_INS.filter(([, probe]) => {
    try {
      return !probe();
    } catch {
      return true;
    }
  }).map(([name]) => name);
}

let chosen: PdfJsBuild | null = null;

/** The build this browser gets, decided once per page (the engine's chunk and its worker must agree). */
export function pdfJsBuild(): PdfJsBuild {
  chosen ??= missingForModernPdfJs().length === 0 ? 'modern' : 'legacy';
  return chosen;
}
