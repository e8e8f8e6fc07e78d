/**
 * Page pictures of the stand-in PDFs (docs/server.md, `page_pictures`): each page drawn by pdf.js — the engine the
 * board draws with, so a picture and the canvas that replaces it look alike — onto a Node canvas and sent as WebP,
 * at the few widths a CDN would keep. Drawn on first request and kept in memory (bounded), so the second visitor
 * gets it at once, as from a CDN.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { PagePictures, PageSizeRun } from '../../../src/api/schemas/page-pictures.ts';
import { pdfDocument, standInPages } from './pdf.ts';
import { humanize } from './svg.ts';

/** Widths (CSS pixels × device pixels) pictures are drawn at: a phone's viewer at 1×, 2× and 3×, a desktop's at 2×. */
export const PAGE_PICTURE_WIDTHS = [360, 720, 1080, 1440] as const;
/** A stand-in page's size in PDF points (US Letter). */
const LETTER = { width: 612, height: 792 } as const;
/** WebP quality: text stays crisp at the width asked for. */
const WEBP_QUALITY = 80;
/** Pictures kept in memory (about 20 KB each). */
const CACHE_SIZE = 400;

/** The `page_pictures` field of a stand-in PDF named `slug`, its pictures under `origin`. */
export function pagePicturesOf(origin: string, slug: string): PagePictures {
  const count = standInPages(humanize(slug), slug).length;
  const pages: PageSizeRun[] = [{ ...LETTER, count }];
  return { url: `${origin}/media/pages/${slug}/{page}-{width}.webp`, widths: [...PAGE_PICTURE_WIDTHS], pages };
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type NodeCanvas = typeof import('@napi-rs/canvas');

let engine: Promise<{ pdfjs: PdfJs; canvas: NodeCanvas }> | null = null;
/** pdf.js (legacy build: the one that runs on Node) and the canvas it draws on, loaded on the first picture. */
function loadEngine() {
  engine ??= Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('@napi-rs/canvas')]).then(
    ([pdfjs, canvas]) => ({ pdfjs, canvas }),
  );
  return engine;
}

/** The standard fonts' metrics and outlines that pdf.js's package carries (a folder path, with its slash). */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const cache = new Map<string, Promise<Buffer>>();

/**
 * Page `page` (from 1) of the stand-in PDF `slug`, `width` pixels wide, as WebP; null when the document has no such
 * page or the width is not one of {@link PAGE_PICTURE_WIDTHS}.
 */
export function pagePicture(slug: string, page: number, width: number): Promise<Buffer> | null {
  const pages = standInPages(humanize(slug), slug);
  if (!Number.isInteger(page) || page < 1 || page > pages.length) return null;
  if (!(PAGE_PICTURE_WIDTHS as readonly number[]).includes(width)) return null;
  const key = `${slug}/${page}-${width}`;
  let picture = cache.get(key);
  if (picture) {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, picture);
    return picture;
  }
  picture = draw(slug, page, width);
  picture.catch(() => cache.delete(key));
  cache.set(key, picture);
  const oldest = cache.keys().next().value;
  if (cache.size > CACHE_SIZE && oldest !== undefined) cache.delete(oldest);
  return picture;
}

async function draw(slug: string, page: number, width: number): Promise<Buffer> {
  const { pdfjs, canvas } = await loadEngine();
  const title = humanize(slug);
  const data = new Uint8Array(pdfDocument(title, standInPages(title, slug)));
  const doc = await pdfjs.getDocument({
    data,
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  try {
    const proxy = await doc.getPage(page);
    const base = proxy.getViewport({ scale: 1 });
    const viewport = proxy.getViewport({ scale: width / base.width });
    const surface = canvas.createCanvas(width, Math.round(viewport.height));
    // pdf.js takes a DOM canvas; the Node canvas has the 2D context it draws with.
    await proxy.render({ canvas: surface as unknown as HTMLCanvasElement, viewport }).promise;
    return await surface.encode('webp', WEBP_QUALITY);
  } finally {
    await doc.destroy();
  }
}
