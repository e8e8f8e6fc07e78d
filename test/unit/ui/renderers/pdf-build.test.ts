/** Which pdf.js build a browser gets: the modern one only where every built-in it calls is there. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
});
afterEach(() => {
  for (const restore of restores.splice(0).reverse()) restore();
});

describe('pdfJsBuild', () => {
  it('gives the modern build to a browser with every built-in it calls', async () => {
    everyBuiltIn();
    const { missingForModernPdfJs, pdfJsBuild } = await load();
    expect(missingForModernPdfJs()).toEqual([]);
    expect(pdfJsBuild()).toBe('modern');
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
  ])('gives the legacy build to a browser without %s', async (name, remove) => {
    everyBuiltIn();
    remove();
    const { missingForModernPdfJs, pdfJsBuild } = await load();
    expect(missingForModernPdfJs()).toEqual([name]);
    expect(pdfJsBuild()).toBe('legacy');
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

  it('decides once per page: the engine and its worker must agree', async () => {
    everyBuiltIn();
    const { pdfJsBuild } = await load();
    expect(pdfJsBuild()).toBe('modern');
    replace(Promise, 'try', undefined);
    expect(pdfJsBuild()).toBe('modern');
  });
});
