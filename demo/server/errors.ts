/**
 * The API's error answers. Every error body is JSON `{ code, message, errors? }` so clients can branch on a
 * stable `code` (docs/server.md) and show `message`; `errors` holds field messages keyed by dotted field path.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Stable error codes the API answers with. */
export const ERROR_CODE = {
  xhrRequired: 'xhr_required',
  csrfInvalid: 'csrf_invalid',
  notFound: 'not_found',
  validationFailed: 'validation_failed',
  invalidJson: 'invalid_json',
  boardLocked: 'board_locked',
  wrongPassword: 'wrong_password',
  incorrectCode: 'incorrect_code',
  emailNotAuthorized: 'email_not_authorized',
  sessionRequired: 'session_required',
  internalError: 'internal_error',
} as const;

/** Body of every error answer. */
export interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

/** An error a handler throws to answer with `status` and an error body; `app.onError` turns it into JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The JSON body of this error. */
  toBody(): ErrorBody {
    return this.errors
      ? { code: this.code, message: this.message, errors: this.errors }
      : { code: this.code, message: this.message };
  }
}

/** Answers with an error body directly (for middleware that does not throw). */
export function errorResponse(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json({ code, message } satisfies ErrorBody, status);
}

/** 404 for an unknown id or slug; `what` names the resource ("Board acme-nope"). */
export function notFound(what: string): ApiError {
  return new ApiError(404, ERROR_CODE.notFound, `${what} was not found`);
}
