/**
 * A document's page pictures (`page_pictures`, api/schemas/page-pictures.ts) as the viewer uses them: every page's
 * size, and each page's picture address at the widths the API has.
 */
import * as v from 'valibot';

import { type PagePictures, PagePicturesSchema } from '../../../api/schemas/page-pictures.ts';
import { absoluteHttpUrl } from '../../../model/outbound-link.ts';
import type { PageSize } from './pdf-engine.ts';

/**
 * An item's `page_pictures` as the viewer can use them, or null: none sent, or a value that cannot be read (said in
 * the console; the document is then drawn by the engine alone, as without pictures).
 */
export function readPagePictures(raw: unknown): PagePictures | null {
  if (raw === null || raw === undefined) return null;
  const result = v.safeParse(PagePicturesSchema, raw);
  if (result.success) return result.output;
  console.warn('[live-board] page_pictures left out (not readable):', v.summarize(result.issues));
  return null;
}

/**
 * Whether the viewer will show page 1 of `raw` (an item's `page_pictures`) as a picture: readable, with a safe
 * address. Quiet: the viewer says why pictures it cannot read are left out.
 */
export function hasFirstPagePicture(raw: unknown): boolean {
  const result = v.safeParse(PagePicturesSchema, raw);
  return result.success && pagePicture(result.output, 1) !== null;
}

/** Every page's size at scale 1 (PDF points), in page order. */
export function picturedPageSizes(pictures: PagePictures): PageSize[] {
  return pictures.pages.flatMap(({ width, height, count }) => Array.from({ length: count }, () => ({ width, height })));
}

/** A page's picture: `src` (the smallest width, for a browser without `srcset`) and `srcSet` for the rest. */
export interface PagePicture {
  readonly src: string;
  readonly srcSet: string;
}

/**
 * The picture of page `page` (from 1) at each width, or null when the address is not a safe absolute http(s) URL
 * once filled in (the page is then drawn by the engine alone).
 */
export function pagePicture(pictures: PagePictures, page: number): PagePicture | null {
  const candidates: string[] = [];
  for (const width of pictures.widths) {
    const url = absoluteHttpUrl(pictures.url.replaceAll('{page}', String(page)).replaceAll('{width}', String(width)));
    if (url === null) return null;
    candidates.push(`${url} ${width}w`);
  }
  const smallest = candidates[0];
  return smallest === undefined
    ? null
    : { src: smallest.slice(0, smallest.lastIndexOf(' ')), srcSet: candidates.join(', ') };
}

/** Whether two lists of page sizes agree to within a point (rounding of the API's figures). */
export function samePageSizes(a: readonly PageSize[], b: readonly PageSize[]): boolean {
  const close = (x: PageSize, y: PageSize | undefined) =>
    y !== undefined && Math.abs(x.width - y.width) < 1 && Math.abs(x.height - y.height) < 1;
  return a.length === b.length && a.every((size, i) => close(size, b[i]));
}
