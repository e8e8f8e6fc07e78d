/** Path prefixes the server is organised around (docs/server.md). */

/** Main API prefix. */
export const MAIN_API = '/live_board';
/** Analytics service prefix (the board's default `analytics-base` is `api-base` + `/analytics`). */
export const ANALYTICS_API = '/analytics/live_board';
/** Beacon pings: no XHR marker, no CSRF token, no Idempotency-Key (sendBeacon cannot set headers). */
export const PINGS_PATH = `${ANALYTICS_API}/v1/pings`;

/** True for paths of the main API or the analytics service. */
export function isApiPath(path: string): boolean {
  return path.startsWith(`${MAIN_API}/`) || path.startsWith(`${ANALYTICS_API}/`);
}

/** True for the debug endpoints (`/__events`, `/__faults`…), which faults and latency never touch. */
export function isDebugPath(path: string): boolean {
  return path.startsWith('/__');
}

/**
 * True for the server-rendered first screen (`GET …/boards/{boardId}/first_screen`): public, the same for everyone
 * and cacheable, it needs no XHR marker, so the loader asks with a simple request (no preflight round).
 */
export function isFirstScreenPath(path: string): boolean {
  return /^\/live_board\/v2\/boards\/[^/]+\/first_screen$/.test(path);
}
