/** Awaits an API call the test expects to fail, for the API tests to assert on the error it failed with. */
import { expect } from 'vitest';

import { ApiError } from '../../src/api/errors.ts';

/** The `ApiError` `promise` rejects with; fails the test if it resolves or rejects with anything else. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
