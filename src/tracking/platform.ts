/**
 * Platform of the generic tracking call: the board also runs inside a sales plugin and an office
 * add-in, detected from the URL path; otherwise it is `embedded` in a host page or a plain `web` page.
 */
import { segmentPlatform } from '../router/platform-segments.ts';
import type { Platform } from './types.ts';

/**
 * The platform the board runs on. Whole path segments are matched (src/router/platform-segments.ts), so a board slug
 * such as `my-sales-plugin-deck` does not make a web page a plugin; the sales plugin wins over the office add-in.
 * `embedded` is true when the board is shown inside a host page (the `<live-board>` element on someone else's page);
 * a standalone board page counts as `web`, framed or not.
 */
export function detectPlatform(pathname: string, embedded: boolean): Platform {
  const found = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(segmentPlatform);
  if (found.includes('sales_plugin')) return 'sales_plugin';
  if (found.includes('office_addin')) return 'office_addin';
  return embedded ? 'embedded' : 'web';
}
