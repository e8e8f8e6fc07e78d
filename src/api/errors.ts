/** The one error type every API call rejects with. */

/** Codes the client itself assigns; the server's own codes (`not_found`, `board_locked`, …) pass through. */
export const CLIENT_ERROR_CODE = {
  network: 'network_error',
  aborted: 'aborted',
  invalidResponse: 'invalid_response',
  unauthorized: 'unauthorized',
  gone: 'gone',
  partialContentTimeout: 'partial_content_timeout',
  http: 'http_error',
} as const;

/** A failed API call: HTTP `status` (0 when no response arrived), a stable `code`, and a message for logs. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field errors of a 422 answer, keyed by field name. */
    readonly fieldErrors: Readonly<Record<string, readonly string[]>> = {},
    /** Where a 401 asked to go (already checked to be safe), when it did. */
    readonly redirectUrl: string | null = null,
    /** How long the server asked to wait before retrying (a 429/503 `Retry-After`), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }

  /** True when the caller cancelled the request: such a failure is only logged. */
  get isAborted(): boolean {
    return this.code === CLIENT_ERROR_CODE.aborted;
  }
}

/** Whether `error` is a cancellation, not a failure: the client's aborted request or a DOM `AbortError`. */
export function isAbortError(error: unknown): boolean {
  return (isApiError(error) && error.isAborted) || (error instanceof DOMException && error.name === 'AbortError');
}

/** The error a request cancelled by its caller rejects with. */
export const abortedError = (): ApiError => new ApiError(0, CLIENT_ERROR_CODE.aborted, 'Request cancelled');

/**
 * Whether a request that ended with `status` may succeed when sent again: no answer (0, a network fault), a
 * timeout, rate limiting or a server error. Any other 4xx says the thing is not there or not for this visitor.
 * The one rule for the UI's Try again and the delivery queue's retries (tracking/backoff.ts).
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** Whether the server refused the request for good: a 4xx that asking again cannot change (not 408 or 429). */
export function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    !error.isAborted &&
    error.status >= 400 &&
    error.status < 500 &&
    !isRetryableStatus(error.status)
  );
}

/** Whether asking again may cure a failure; data we cannot read, or a cancelled request, is final. */
export function isRetryable(error: unknown): boolean {
  return isApiError(error) && !error.isAborted && isRetryableStatus(error.status);
}

/** Narrows an unknown failure to ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
