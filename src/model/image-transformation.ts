/** Values of the image transformation options; the wire schema is `api/schemas/image.ts`. */

/** Which part of the picture a crop keeps. `face` is left to the image service (the centre where it has none). */
export const IMAGE_GRAVITIES = ['center', 'north', 'south', 'east', 'west', 'face'] as const;

/** Quality range (percent). */
export const IMAGE_QUALITY = { min: 1, max: 100 } as const;

/** Names an artistic filter may have. */
export const IMAGE_FILTER_NAME = /^[a-z0-9_-]{1,64}$/i;
