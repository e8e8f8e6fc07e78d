/**
 * Guards: small functions that check a value of an answer's JSON and make it the board's typed value, or refuse it
 * with a `WireError` that says what is wrong and where. The answers of the board's first screen (board, campaign,
 * categories, items, lead, presenter, session: `api/schemas/`) are described with them, once: the guard is the
 * check, its defaults and repairs, and — through `Guarded<typeof guard>` — the answer's type. They stand in for a
 * validation library in the code every first screen waits for (valibot costs about 3 KB gzip there); the answers
 * of later chunks keep valibot (`api/checked.ts`). Where a value is one the board can do without, its guard falls
 * back instead of refusing the answer, and says so in one console warning per answer (docs/decisions.md,
 * "Malformed values").
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

/** What kind of value came, as valibot names it ("null", "Array", "string"…). */
export const received = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'Array' : typeof value);

/** Refuses `value` at `path`: what was expected and what came. */
export const fail = (path: string, expected: string, value: unknown): never => {
  throw new WireError(`expected ${expected} but received ${received(value)}`, path || null);
};

/** The path of `key` inside the value at `path`. */
export const at = (path: string, key: string | number) => (path ? `${path}.${String(key)}` : String(key));

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

// ---------- Values the board can do without (docs/decisions.md, "Malformed values") ----------

/** The repairs of the answer being checked; null outside `reportingRepairs` and `withRepairs`. */
let repairs: string[] | null = null;

/** Every warning printed so far: an answer fetched again with the same faults (a campaign refresh) stays quiet. */
const warned = new Set<string>();

function warnOnce(answer: string, notes: readonly string[]) {
  const count = notes.length === 1 ? 'a value' : `${notes.length} values`;
  const text = `[live-board] the ${answer} answer had ${count} the board cannot use as sent:\n- ${notes.join('\n- ')}`;
  if (warned.has(text)) return;
  warned.add(text);
  console.warn(text);
}

/**
 * Notes that the value at `path` could not be used and what the board did instead (`remedy`, e.g. "left out"),
 * with the `cause`. The note goes into the one warning of the answer being checked.
 */
export function noteRepair(path: string, remedy: string, cause: string): void {
  const note = `${path || '(answer)'} ${remedy} (${cause})`;
  if (repairs) repairs.push(note);
  else warnOnce('API', [note]);
}

/** Runs `guard` over `value` and returns what it made of it, with the repairs it noted instead of warning. */
export function withRepairs<T>(guard: Guard<T>, value: unknown, path = ''): { value: T; repairs: string[] } {
  const outer = repairs;
  const mine: string[] = [];
  repairs = mine;
  try {
    return { value: guard(value, path), repairs: mine };
  } finally {
    repairs = outer;
  }
}

/**
 * The guard of a whole answer (`answer` names it in the warning): the values its guards had to repair are warned
 * about in one console warning, once per page for the same repairs. Inside another answer's check they join that
 * answer's warning. An answer refused anyway warns nothing: its error says what is wrong.
 */
export const reportingRepairs =
  <T>(answer: string, guard: Guard<T>): Guard<T> =>
  (value, path) => {
    const outer = repairs;
    const result = withRepairs(guard, value, path);
    if (outer) outer.push(...result.repairs);
    else if (result.repairs.length > 0) warnOnce(answer, result.repairs);
    return result.value;
  };

/**
 * `guard`, except that a value it refuses becomes `replacement()` and is noted with `remedy` ("set to its default",
 * "hidden"): for a value whose loss costs the board one setting or one part, not the whole answer.
 */
export const orElse =
  <T>(guard: Guard<T>, replacement: () => NoInfer<T>, remedy = 'set to its default'): Guard<T> =>
  (value, path) => {
    try {
      return guard(value, path);
    } catch (error) {
      if (!(error instanceof WireError)) throw error;
      const where = error.where ?? '';
      noteRepair(path, remedy, where && where !== path ? `${where}: ${error.message}` : error.message);
      return replacement();
    }
  };

/** What `orElse` gives for an entry of a list or map that is left out. */
const LEFT_OUT = Symbol('left out');
const leftOut = (): typeof LEFT_OUT => LEFT_OUT;

/** A list whose entries that `guard` refuses are left out (and noted); what is not a list at all is refused. */
export const validEntries =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) return fail(path, 'an array', value);
    const kept = orElse<T | typeof LEFT_OUT>(guard, leftOut, 'left out');
    return value.flatMap((each, index) => {
      const entry = kept(each, at(path, index));
      return entry === LEFT_OUT ? [] : [entry];
    });
  };

/** `record`, leaving out (and noting) the entries that `guard` refuses; what is not an object at all is refused. */
export const validRecord =
  <T>(guard: Guard<T>): Guard<Record<string, T>> =>
  (value, path) => {
    const kept = record(orElse<T | typeof LEFT_OUT>(guard, leftOut, 'left out'))(value, path);
    return Object.fromEntries(Object.entries(kept).filter((entry): entry is [string, T] => entry[1] !== LEFT_OUT));
  };

// ---------- Small shapes the answers share ----------

/** A count: an integer of at least 0. */
export const count = integer(0);

/** What a value the board can do without becomes: none. */
export const none = () => null;

/** Text the board can do without: anything but a string becomes null. */
export const lenientText = orElse(optionalText, none);

/** An object that may be missing or null; both are null. */
export const optionalObject = <T>(guard: Guard<T>) => optional(nullable(guard), none);
