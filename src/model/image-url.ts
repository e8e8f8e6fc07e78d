/**
 * Image transformation options (spec §3) as URL query parameters of the image's own URL, for the image renderer:
 *
 * | option | parameters |
 * |---|---|
 * | crop `{ width, height }` | `w`, `h` (positive integers) and `crop=fill` |
 * | gravity | `gravity` (center, north, south, east, west, face) |
 * | tint `{ color, alpha }` | `tint` (hex digits, no '#'; spec §5 hex rule) and `tint_alpha` (0–1) |
 * | flipX / flipY | `flip=x`, `flip=y` or `flip=xy` |
 * | artisticFilter | `filter` (a name of letters, digits, '-' and '_') |
 * | quality | `q` (integer 1–100) |
 *
 * An invalid option is dropped on its own; the other options still apply. The URL's other parameters are left
 * alone. Only absolute http(s) URLs are transformed: any other `src` is returned unchanged.
 */
import type { ImageTransformationOptions } from './image-transformation.ts';
import { isHexColor } from './theme.ts';

/** Gravities an image service understands. */
export const IMAGE_GRAVITIES: ReadonlySet<string> = new Set(['center', 'north', 'south', 'east', 'west', 'face']);

/** Quality range (percent). */
export const IMAGE_QUALITY = { min: 1, max: 100 } as const;

const FILTER_NAME = /^[a-z0-9_-]{1,64}$/i;

const isPositiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The query parameters for `options`, valid ones only, in a stable order. */
export function imageParams(options: ImageTransformationOptions): [string, string][] {
  const params: [string, string][] = [];
  const { crop, gravity, tint, flipX, flipY, artisticFilter, quality } = options;
  if (crop && isPositiveInteger(crop.width) && isPositiveInteger(crop.height)) {
    params.push(['w', String(crop.width)], ['h', String(crop.height)], ['crop', 'fill']);
  }
  if (typeof gravity === 'string' && IMAGE_GRAVITIES.has(gravity)) params.push(['gravity', gravity]);
  // A tint is one option: a colour without a valid alpha (or the reverse) is dropped whole.
  if (
    tint &&
    typeof tint.color === 'string' &&
    isHexColor(tint.color) &&
    typeof tint.alpha === 'number' &&
    tint.alpha >= 0 &&
    tint.alpha <= 1
  ) {
    params.push(['tint', tint.color.slice(1).toLowerCase()], ['tint_alpha', String(tint.alpha)]);
  }
  const flip = `${flipX === true ? 'x' : ''}${flipY === true ? 'y' : ''}`;
  if (flip) params.push(['flip', flip]);
  if (typeof artisticFilter === 'string' && FILTER_NAME.test(artisticFilter)) params.push(['filter', artisticFilter]);
  if (Number.isInteger(quality) && (quality as number) >= IMAGE_QUALITY.min && (quality as number) <= IMAGE_QUALITY.max) {
    params.push(['q', String(quality)]);
  }
  return params;
}

/**
 * `src` with the transformation parameters of `options` set (replacing a parameter of the same name). A
 * relative, non-http(s) or unparsable `src`, or options with nothing valid, give `src` back unchanged.
 */
export function imageUrl(src: string, options: ImageTransformationOptions): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return src;
  const params = imageParams(options);
  if (params.length === 0) return src;
  // Edited as text so the other parameters keep their exact bytes (re-serialising would re-encode them).
  const ours = new Set(params.map(([name]) => name));
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !ours.has(new URLSearchParams(pair).keys().next().value ?? ''));
  url.search = [...kept, new URLSearchParams(params).toString()].join('&');
  return url.href;
}
