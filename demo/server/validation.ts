/**
 * Request body reading and validation with the shared payload schemas (`src/api/schemas/payloads.ts`): the
 * server checks exactly what the client types its calls with.
 */
import type { Context } from 'hono';
import * as v from 'valibot';

import { ApiError, ERROR_CODE } from './errors.ts';

/** Key of issues about the body as a whole (not a field), e.g. a body that is not an object. */
export const ROOT_ERROR_KEY = '_root';

/**
 * Parses a request body as JSON whatever its content type (sendBeacon sends `text/plain`). An empty body is
 * `undefined`, so the schema reports the missing fields; malformed JSON is a 400 `invalid_json`.
 */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, ERROR_CODE.invalidJson, 'The request body is not valid JSON');
  }
}

/** Reads and parses the request body (see `parseJsonText`). */
export async function readJson(c: Context): Promise<unknown> {
  return parseJsonText(await c.req.text());
}

/**
 * Validates `data` with `schema`, returning the schema's output, or throws 422 `validation_failed` with the
 * messages per field path joined with '.' (`{ "cta.label": ["Invalid length…"] }`).
 */
export function validate<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const flat = v.flatten<S>(result.issues);
  const errors: Record<string, string[]> = {};
  if (flat.root) errors[ROOT_ERROR_KEY] = flat.root;
  for (const [path, messages] of Object.entries(flat.nested ?? {})) {
    if (messages) errors[path] = messages as string[];
  }
  throw new ApiError(422, ERROR_CODE.validationFailed, 'The request has invalid fields', errors);
}

/** Reads the JSON body and validates it (see `validate`). */
export async function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return validate(schema, await readJson(c));
}
