/**
 * `page_pictures` on a document item (docs/server.md): pictures of its pages that the API's servers drew, so the
 * viewer shows page 1 at once and the PDF engine's canvas and text layer replace each picture when drawn. Optional
 * and decorative: the item carries the field as it came (`itemGuard`), and the viewer reads it with this schema
 * when it opens the document (`ui/renderers/pdf/page-pictures.ts`) — so the first screen carries no code for it. A
 * value that cannot be read is none, and the viewer then waits for the engine as without it.
 */
import * as v from 'valibot';

/** Most pages a document may list: beyond it the field is not believed (nor laid out). */
const MAX_PAGES = 5_000;
const Points = v.pipe(v.number(), v.finite(), v.minValue(1), v.maxValue(100_000));

/** `count` pages in a row of one size, in PDF points (a point is a CSS pixel at 100 %). */
export const PageSizeRunSchema = v.object({
  width: Points,
  height: Points,
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
});

export const PagePicturesSchema = v.pipe(
  v.object({
    /** The address of a page's picture: `{page}` (from 1) and `{width}` (one of `widths`) are filled in. */
    url: v.pipe(
      v.string(),
      v.check((url) => url.includes('{page}') && url.includes('{width}')),
    ),
    /** Widths in pixels that pictures exist at. */
    widths: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1)),
    /** Every page's size, in page order, as runs of pages of one size. */
    pages: v.pipe(v.array(PageSizeRunSchema), v.minLength(1)),
  }),
  v.check((pictures) => pictures.pages.reduce((sum, run) => sum + run.count, 0) <= MAX_PAGES, 'too many pages'),
  v.transform((pictures) => ({ ...pictures, widths: [...new Set(pictures.widths)].sort((a, b) => a - b) })),
);

export type PagePictures = v.InferOutput<typeof PagePicturesSchema>;
export type PageSizeRun = v.InferOutput<typeof PageSizeRunSchema>;
