/** Facts read off a request that several routes need. */
import type { Context } from 'hono';

import { HEADER } from '../../src/base/constants.ts';

/** The session guid of a request (`X-Session-Guid`), if any. */
export function sessionGuidOf(c: Context): string | undefined {
  return c.req.header(HEADER.sessionGuid) || undefined;
}

/** The origin media URLs are built on, so boards embedded on other hosts still load them from this server. */
export function originOf(c: Context): string {
  return new URL(c.req.url).origin;
}

/** A query flag: present and not '0', 'false' or empty (`?by_slug=1`, `?raw=true`). */
export function queryFlag(c: Context, name: string): boolean {
  const value = c.req.query(name);
  return value !== undefined && !['', '0', 'false', 'no'].includes(value.toLowerCase());
}

/**
 * The path exactly as requested. With `strict: false` Hono drops a trailing slash from `c.req.path`, but what a
 * client sent (`/boards/acme-launch/`) is what logs show and fault rules match.
 */
export function requestPath(c: Context): string {
  return new URL(c.req.url).pathname;
}
