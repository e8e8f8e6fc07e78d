/**
 * Image transformation options as URL query parameters of the picture's own URL, for item thumbnails
 * and the viewer's image. The options come checked from the API (`api/schemas/image.ts`: invalid ones dropped):
 *
 * | option | parameters |
 * |---|---|
 * | crop `{ width, height }` | `w`, `h` and `crop=fill` |
 * | gravity | `gravity` (center, north, south, east, west, face) |
 * | tint `{ color, alpha }` | `tint` (hex digits, no '#') and `tint_alpha` (0–1) |
 * | flipX / flipY | `flip=x`, `flip=y` or `flip=xy` |
 * | artisticFilter | `filter` |
 * | quality | `q` (1–100) |
 *
 * The URL's other parameters are left alone. Only absolute http(s) URLs are transformed: any other `src` is
 * returned unchanged.
 */
import type { ImageTransformation } from '../api/schemas/image.ts';

/** The options of a picture of `item`: the campaign's for every item, each overridden by the item's own. */
export const itemImageOptions = (
  campaign: ImageTransformation | null | undefined,
  item: { image_transformation: ImageTransformation | null },
): ImageTransformation => ({ ...campaign, ...item.image_transformation });

/** The query parameters for `options`, in a stable order. */
export function imageParams({
  crop,
  gravity,
  tint,
  flipX,
  flipY,
  artisticFilter,
  quality,
}: ImageTransformation): string[][] {
  const params: string[][] = [];
  if (crop) params.push(['w', `${crop.width}`], ['h', `${crop.height}`], ['crop', 'fill']);
  if (gravity) params.push(['gravity', gravity]);
  if (tint) params.push(['tint', tint.color.slice(1).toLowerCase()], ['tint_alpha', `${tint.alpha}`]);
  const flip = `${flipX ? 'x' : ''}${flipY ? 'y' : ''}`;
  if (flip) params.push(['flip', flip]);
  if (artisticFilter) params.push(['filter', artisticFilter]);
  if (quality) params.push(['q', `${quality}`]);
  return params;
}

/**
 * `src` with the transformation parameters of `options` set (replacing a parameter of the same name). A
 * relative, non-http(s) or unparsable `src`, or no options, give `src` back unchanged.
 */
export function imageUrl(src: string, options: ImageTransformation): string {
  const params = imageParams(options);
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  if (!params.length || !/^https?:$/.test(url.protocol)) return src;
  // Edited as text so the other parameters keep their exact bytes (a signed URL's signature still holds).
  const ours = params.map(([name]) => name);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair && !ours.includes(new URLSearchParams(pair).keys().next().value));
  url.search = [...kept, new URLSearchParams(params).toString()].join('&');
  return url.href;
}
