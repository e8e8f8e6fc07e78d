/**
 * Small structural guards for the answers of the board's first screen (board, campaign, categories, items, lead,
 * session). Those answers used to be checked with valibot, which made valibot and its schemas part of the code
 * every first screen waits for (issue 11: about 3 KB gzip). A guard checks the same things as the answer's
 * valibot schema in `api/schemas/` — types, allowed values, integers and their minimum — applies the same
 * defaults and keeps only the known keys; `test/unit/api/wire-guards.test.ts` holds the two to the same answers on
 * every fixture and on thousands of broken variants. Later chunks keep valibot (`api/checked.ts`).
 */

/** What a check says about an answer that does not have the expected shape: what is wrong, and where. */
export class WireError extends Error {
  constructor(
    message: string,
    /** Dot path of the offending value ("general.theme_color", "data.12.name"); null for the whole answer. */
    readonly where: string | null,
  ) {
    super(message);
    this.name = 'WireError';
  }
}

/**
 * Turns a value of an answer's JSON into its typed value, or throws a WireError. `path` says where the value sits
 * in the answer ('' for the whole answer).
 */
export type Guard<T> = (value: unknown, path: string) => T;

/** The value a guard returns. */
export type Guarded<G> = G extends Guard<infer T> ? T : never;

/** Refuses `value` at `path`: what was expected and what came. */
export const fail = (path: string, expected: string, value: unknown): never => {
  const received = value === null ? 'null' : Array.isArray(value) ? 'Array' : typeof value;
  throw new WireError(`expected ${expected} but received ${received}`, path || null);
};

const at = (path: string, key: string | number) => (path ? `${path}.${String(key)}` : String(key));

/** Objects as valibot sees them (any non-null object, arrays included). */
export const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

/** Any answer (acknowledgements whose body nobody reads). */
export const ack: Guard<unknown> = (value) => value;

export const string: Guard<string> = (value, path) =>
  typeof value === 'string' ? value : fail(path, 'a string', value);

export const boolean: Guard<boolean> = (value, path) =>
  typeof value === 'boolean' ? value : fail(path, 'a boolean', value);

/** An integer of at least `min`. */
export const integer =
  (min = -Infinity): Guard<number> =>
  (value, path) =>
    Number.isInteger(value) && (value as number) >= min
      ? (value as number)
      : fail(path, min === -Infinity ? 'an integer' : `an integer ≥ ${min}`, value);

/** A positive integer id as the API sends it. */
export const id = integer(1);

/** One of `options` (strings or numbers, compared with ===). */
export const oneOf =
  <const T extends readonly (string | number)[]>(options: T): Guard<T[number]> =>
  (value, path) =>
    options.includes(value as T[number]) ? (value as T[number]) : fail(path, `one of ${options.join(', ')}`, value);

export const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value, path) =>
    value === null ? null : guard(value, path);

/** `fallback` for a missing value (it is checked like a sent one, as valibot does with a default). */
export const optional =
  <T>(guard: Guard<T>, fallback: () => unknown): Guard<T> =>
  (value, path) =>
    guard(value === undefined ? fallback() : value, path);

/** A string that may be missing or null on the wire; normalised to null. */
export const optionalText = optional(nullable(string), () => null);

export const array =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value, path) =>
    Array.isArray(value) ? value.map((each, index) => guard(each, at(path, index))) : fail(path, 'an array', value);

/** An object used as a map (ids as keys); keys that could reach a prototype are left out, as valibot does. */
export const record =
  <T>(guard: Guard<T>): Guard<Record<string, T>> =>
  (value, path) => {
    if (!isObject(value)) return fail(path, 'an object', value);
    const result: Record<string, T> = {};
    for (const key in value) {
      if (Object.hasOwn(value, key) && key !== '__proto__' && key !== 'prototype' && key !== 'constructor') {
        result[key] = guard(value[key], at(path, key));
      }
    }
    return result;
  };

/** An object with exactly the keys of `shape` (others are dropped), each checked by its guard. */
export const object =
  <S extends Record<string, Guard<unknown>>>(shape: S): Guard<{ -readonly [K in keyof S]: Guarded<S[K]> }> =>
  (value, path) => {
    if (!isObject(value)) return fail(path, 'an object', value);
    const result: Record<string, unknown> = {};
    for (const [key, guard] of Object.entries(shape)) result[key] = guard(value[key], at(path, key));
    return result as { -readonly [K in keyof S]: Guarded<S[K]> };
  };
