/**
 * The path segments that mark a page of the sales plugin or the office add-in (the board runs inside both and
 * tells them by the URL path: docs/analytics.md names the segments, docs/decisions.md says why). Written
 * once here: the tracking layer reports the platform from them (src/tracking/platform.ts), and path routing keeps
 * such a segment in front of the board's route (location-source.ts).
 */

/** A platform that marks its pages with a path segment. */
export type SegmentPlatform = 'sales_plugin' | 'office_addin';

/** Segment (lower case) → platform. Whole segments only: a slug such as `my-sales-plugin-deck` is no platform. */
const PLATFORM_SEGMENTS: Readonly<Record<string, SegmentPlatform>> = {
  'sales-plugin': 'sales_plugin',
  sales_plugin: 'sales_plugin',
  'office-addin': 'office_addin',
  office_addin: 'office_addin',
  'outlook-addin': 'office_addin',
};

/** The platform one path segment (as written in the URL) marks, or null. Case-insensitive and percent-decoded. */
export function segmentPlatform(segment: string): SegmentPlatform | null {
  const name = safeDecode(segment).toLowerCase();
  return Object.hasOwn(PLATFORM_SEGMENTS, name) ? (PLATFORM_SEGMENTS[name] ?? null) : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape cannot spell a platform segment; compare it as written.
    return segment;
  }
}
