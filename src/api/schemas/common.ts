import * as v from 'valibot';

/** A positive integer id as the API sends it. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A string that may be missing or null on the wire; normalised to null. */
export const OptionalText = v.optional(v.nullable(v.string()), null);

/** An object keyed by numeric id (JSON keys are strings). */
export const byId = <T extends v.GenericSchema>(schema: T) => v.record(v.string(), schema);

// Values the board can do without (docs/decisions.md, "Malformed values"): one of them that fails its schema costs
// a setting, a part or an entry, not the whole answer. The first screen's guards (`api/guards.ts`: `orElse`,
// `validEntries`, `validRecord`) do the same and say so in the console.

/** `schema`, or `replacement()` for a value that fails it. */
export const orElse = <S extends v.GenericSchema>(schema: S, replacement: () => v.InferOutput<S>) =>
  v.fallback(schema, replacement);

/** Text the board can do without: anything but a string becomes null. */
export const LenientText = orElse(OptionalText, () => null);

const passing =
  <S extends v.GenericSchema>(schema: S) =>
  (value: unknown): v.InferOutput<S>[] => {
    const result = v.safeParse(schema, value);
    return result.success ? [result.output] : [];
  };

/** A list whose entries that fail `schema` are left out; what is not a list at all fails. */
export const validEntries = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((list) => list.flatMap(passing(schema))),
  );

/** `byId`, leaving out the entries that fail `schema`; what is not an object at all fails. */
export const validRecord = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((map) =>
      Object.fromEntries(
        Object.entries(map).flatMap(([key, value]) => passing(schema)(value).map((entry) => [key, entry] as const)),
      ),
    ),
  );
