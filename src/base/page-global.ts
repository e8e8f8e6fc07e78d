/**
 * The value kept on `owner` (a window or a document) under the global symbol `key`, made by `make` on first use.
 * Every copy of the library on a page finds the same one (`Symbol.for`), and it stays out of enumerations.
 */
export function pageGlobal<T>(owner: object, key: symbol, make: () => T): T {
  const found = (owner as Partial<Record<symbol, T>>)[key];
  if (found !== undefined) return found;
  const value = make();
  Object.defineProperty(owner, key, { value });
  return value;
}
