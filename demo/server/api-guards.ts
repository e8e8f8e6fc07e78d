/**
 * Middleware that makes the reference server behave like the real one towards clients: the XHR marker is
 * required and every API answer can be slowed down (`LATENCY_MS`).
 */
import type { MiddlewareHandler } from 'hono';

import { HEADER, XHR_MARKER } from '../../src/base/constants.ts';
import { ERROR_CODE, errorResponse } from './errors.ts';
import { isApiPath, isFirstScreenPath, PINGS_PATH } from './paths.ts';
import { sleep } from './sleep.ts';

/**
 * 403 `xhr_required` for API requests without `X-Requested-With: XMLHttpRequest`, except beacon pings and the
 * server-rendered first screen.
 */
export function xhrMarkerGuard(): MiddlewareHandler {
  return async (c, next) => {
    const { path } = c.req;
    // `c.req.path` has no trailing slash here (the app is not strict about it).
    if (
      isApiPath(path) &&
      path !== PINGS_PATH &&
      !isFirstScreenPath(path) &&
      c.req.header(HEADER.requestedWith) !== XHR_MARKER
    ) {
      return errorResponse(
        c,
        403,
        ERROR_CODE.xhrRequired,
        `API requests must send ${HEADER.requestedWith}: ${XHR_MARKER}`,
      );
    }
    await next();
  };
}

/** Delays every API request by `ms` before it is answered (including injected faults). */
export function latency(ms: number): MiddlewareHandler {
  return async (c, next) => {
    if (ms > 0 && isApiPath(c.req.path)) await sleep(ms);
    await next();
  };
}
