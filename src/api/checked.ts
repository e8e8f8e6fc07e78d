/**
 * Answers of the chunks loaded after the first screen (live event, privacy, download) are checked with their valibot
 * schemas (`api/schemas/`); `checked(Schema)` makes a schema a guard the client takes. The first screen's answers are
 * described by guards (`api/guards.ts`), so valibot is not part of the code the first screen waits for.
 */
import * as v from 'valibot';

import { type Guard, WireError } from './guards.ts';

/** A guard that checks a value with a valibot schema and reports the first issue and where it is. */
export function checked<S extends v.GenericSchema<unknown, unknown>>(schema: S): Guard<v.InferOutput<S>> {
  return (value, path) => {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    const issue = result.issues[0];
    const where = [path, v.getDotPath(issue)].filter(Boolean).join('.');
    throw new WireError(issue.message, where || null);
  };
}
