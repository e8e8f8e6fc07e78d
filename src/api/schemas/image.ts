/**
 * Image transformation options (crop, gravity, tint, flipX, flipY, artisticFilter, quality) as the API
 * carries them: `image_transformation` on an item, and on the campaign's `items` for every item of the board (an
 * item's own options win, option by option). An invalid option is dropped on its own and the others still apply:
 * a picture shown untransformed beats a board that fails over one bad value (docs/decisions.md, "Malformed values").
 */
import * as v from 'valibot';

import { IMAGE_FILTER_NAME, IMAGE_GRAVITIES, IMAGE_QUALITY, isHexColor } from './values.ts';

const dropped = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);
const Size = v.pipe(v.number(), v.integer(), v.minValue(1));

const ImageTransformationFields = v.object({
  /** Cut to this size, filling it (`w`, `h`, `crop=fill`). */
  crop: dropped(v.object({ width: Size, height: Size })),
  /** Which part a crop keeps. */
  gravity: dropped(v.picklist(IMAGE_GRAVITIES)),
  /** A colour laid over the picture, `alpha` 0–1. */
  tint: dropped(
    v.object({
      color: v.pipe(v.string(), v.check(isHexColor)),
      alpha: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    }),
  ),
  flipX: dropped(v.boolean()),
  flipY: dropped(v.boolean()),
  /** A named filter of the image service (letters, digits, '-' and '_'). */
  artisticFilter: dropped(v.pipe(v.string(), v.regex(IMAGE_FILTER_NAME))),
  /** Compression quality, percent. */
  quality: dropped(v.pipe(v.number(), v.integer(), v.minValue(IMAGE_QUALITY.min), v.maxValue(IMAGE_QUALITY.max))),
});

/** Only the options that hold: a dropped one leaves no key behind, so it cannot mask the campaign's when merged. */
const withoutDropped = <T extends object>(options: T): T =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as T;

export const ImageTransformationSchema = v.pipe(ImageTransformationFields, v.transform(withoutDropped));

/** Where the API carries them: absent or null means none, and so does a value that is not an object at all. */
export const OptionalImageTransformation = v.fallback(v.optional(v.nullable(ImageTransformationSchema), null), null);

export type ImageTransformation = v.InferOutput<typeof ImageTransformationSchema>;
