/**
 * CSRF protection (docs/server.md): the server issues tokens (per session, and per standalone page in its meta
 * tag) and rejects state-changing API requests whose `X-CSRF-Token` it did not issue. Default deny: only the
 * listed exemptions pass without a token, so a new endpoint is protected without anyone remembering to.
 */
import { randomBytes } from 'node:crypto';

import type { MiddlewareHandler } from 'hono';

import { HEADER } from '../../src/base/constants.ts';
import { ERROR_CODE, errorResponse } from './errors.ts';
import { isApiPath, MAIN_API, PINGS_PATH } from './paths.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Requests that need no token: the session calls that issue it, the two queries sent as POST (items list and
 * journeys, so the first tiles never wait for a session round trip) and beacon pings (sendBeacon sets no headers).
 */
const EXEMPT: readonly RegExp[] = [
  new RegExp(`^${MAIN_API}/v1/sessions/?$`),
  new RegExp(`^${MAIN_API}/v1/session_validations/?$`),
  new RegExp(`^${MAIN_API}/v2/boards/[^/]+/items/?$`),
  new RegExp(`^${MAIN_API}/v2/journeys/[^/]+/?$`),
  new RegExp(`^${PINGS_PATH}/?$`),
];

/** The set of CSRF tokens this server has issued. */
export class CsrfTokens {
  readonly #issued = new Set<string>();

  /** Issues a new unguessable token. */
  issue(): string {
    const token = randomBytes(24).toString('base64url');
    this.#issued.add(token);
    return token;
  }

  /** True when this server issued `token`. */
  isIssued(token: string | undefined): boolean {
    return token !== undefined && this.#issued.has(token);
  }
}

/** True when a request needs no CSRF token (see `EXEMPT`). */
export function isCsrfExempt(method: string, path: string): boolean {
  return method === 'POST' && EXEMPT.some((pattern) => pattern.test(path));
}

/** Middleware: 403 `csrf_invalid` for state-changing API requests without an issued `X-CSRF-Token`. */
export function csrfGuard(tokens: CsrfTokens): MiddlewareHandler {
  return async (c, next) => {
    const { method, path } = c.req;
    if (STATE_CHANGING.has(method) && isApiPath(path) && !isCsrfExempt(method, path)) {
      if (!tokens.isIssued(c.req.header(HEADER.csrfToken))) {
        return errorResponse(
          c,
          403,
          ERROR_CODE.csrfInvalid,
          'Missing or unknown X-CSRF-Token: create or validate a session first',
        );
      }
    }
    await next();
  };
}
