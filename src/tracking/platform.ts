/**
 * Platform of the generic tracking call: the board also runs inside a sales plugin and an office
 * add-in, detected from the URL path; otherwise it is `embedded` in a host page or a plain `web` page.
 */
import type { Platform } from './types.ts';

/** URL path segments that mark the sales plugin. Compared case-insensitively. */
const SALES_PLUGIN_SEGMENTS: ReadonlySet<string> = new Set(['sales-plugin', 'sales_plugin']);

/** URL path segments that mark the office add-in. Compared case-insensitively. */
const OFFICE_ADDIN_SEGMENTS: ReadonlySet<string> = new Set(['office-addin', 'office_addin', 'outlook-addin']);

/**
 * The platform the board runs on. Whole path segments are matched, so a board slug such as `my-sales-plugin-deck`
 * does not make a web page a plugin. `embedded` is true when the board is shown inside a host page (the
 * `<live-board>` element on someone else's page); a standalone board page counts as `web`, framed or not.
 */
export function detectPlatform(pathname: string, embedded: boolean): Platform {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => safeDecode(segment).toLowerCase());
  if (segments.some((segment) => SALES_PLUGIN_SEGMENTS.has(segment))) return 'sales_plugin';
  if (segments.some((segment) => OFFICE_ADDIN_SEGMENTS.has(segment))) return 'office_addin';
  return embedded ? 'embedded' : 'web';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape cannot spell a platform segment; compare it as written.
    return segment;
  }
}
