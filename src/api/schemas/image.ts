/**
 * Image transformation options (crop, gravity, tint, flipX, flipY, artisticFilter, quality) as the API carries
 * them: `image_transformation` on an item, and on the campaign's `items` for every item of the board (an item's own
 * options win, option by option). An invalid option is dropped on its own and the others still apply: a picture
 * shown untransformed beats a board that fails over one bad value (docs/decisions.md, "Malformed values").
 */
import { at, fail, type Guard, isObject, none, noteRepair, nullable, optional, orElse } from '../guards.ts';
import { IMAGE_FILTER_NAME, IMAGE_GRAVITIES, IMAGE_QUALITY, isHexColor } from './values.ts';

/** The options that hold; a dropped one leaves no key behind, so it cannot mask the campaign's when merged. */
export interface ImageTransformation {
  /** Cut to this size, filling it (`w`, `h`, `crop=fill`). */
  crop?: { width: number; height: number };
  /** Which part a crop keeps. */
  gravity?: (typeof IMAGE_GRAVITIES)[number];
  /** A colour laid over the picture, `alpha` 0–1. */
  tint?: { color: string; alpha: number };
  flipX?: boolean;
  flipY?: boolean;
  /** A named filter of the image service (letters, digits, '-' and '_'). */
  artisticFilter?: string;
  /** Compression quality, percent. */
  quality?: number;
}

const inRange = (value: unknown, min: number, max = Infinity): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * Each invalid option is dropped on its own (and noted, unless it was null); what is not an object at all is
 * refused.
 */
export const imageTransformationGuard: Guard<ImageTransformation> = (value, path) => {
  if (!isObject(value)) return fail(path, 'an object', value);
  const { crop, gravity, tint, flipX, flipY, artisticFilter, quality } = value;
  const out: ImageTransformation = {};
  if (isObject(crop) && inRange(crop.width, 1) && inRange(crop.height, 1))
    out.crop = { width: crop.width, height: crop.height };
  if (IMAGE_GRAVITIES.includes(gravity as never)) out.gravity = gravity as ImageTransformation['gravity'];
  if (
    isObject(tint) &&
    typeof tint.color === 'string' &&
    isHexColor(tint.color) &&
    typeof tint.alpha === 'number' &&
    tint.alpha >= 0 &&
    tint.alpha <= 1
  ) {
    out.tint = { color: tint.color, alpha: tint.alpha };
  }
  if (typeof flipX === 'boolean') out.flipX = flipX;
  if (typeof flipY === 'boolean') out.flipY = flipY;
  if (typeof artisticFilter === 'string' && IMAGE_FILTER_NAME.test(artisticFilter)) out.artisticFilter = artisticFilter;
  if (inRange(quality, IMAGE_QUALITY.min, IMAGE_QUALITY.max)) out.quality = quality;
  for (const [option, sent] of Object.entries({ crop, gravity, tint, flipX, flipY, artisticFilter, quality })) {
    if (sent !== undefined && sent !== null && !(option in out))
      noteRepair(at(path, option), 'left out', 'not a valid image option');
  }
  return out;
};

/** Where the API carries them: absent or null means none, and so does a value that is not an object at all. */
export const optionalImageTransformation = orElse(optional(nullable(imageTransformationGuard), none), none, 'left out');
