import * as v from 'valibot';

/** A positive integer id as the API sends it. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A string that may be missing or null on the wire; normalised to null. */
export const OptionalText = v.optional(v.nullable(v.string()), null);

/** An object keyed by numeric id (JSON keys are strings). */
export const byId = <T extends v.GenericSchema>(schema: T) => v.record(v.string(), schema);
