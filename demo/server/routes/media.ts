/**
 * `/media/…`: generated pictures (SVG) and documents (PDF, text) the fixtures point at. Everything is derived from
 * the file name, so nothing is stored and every URL always answers the same bytes.
 */
import { type Context, Hono } from 'hono';

import type { AppEnv, ServerState } from '../context.ts';
import { itemText } from '../fixtures/items.ts';
import { pagePicture } from '../media/page-pictures.ts';
import { pdfDocument, standInPages } from '../media/pdf.ts';
import { avatarSvg, bannerSvg, humanize, logoSvg, pictureSvg, portraitSvg, thumbnailSvg } from '../media/svg.ts';
import { transformSvg } from '../media/transform.ts';
import { queryFlag } from '../request-info.ts';

const NAME = /^([a-z0-9-]+)\.(svg|pdf|txt)$/;
/** A page picture's file: `{page}-{width}.webp`. */
const PAGE_PICTURE = /^([1-9]\d{0,4})-([1-9]\d{0,4})\.webp$/;

/** Generated media never changes for a URL, so browsers may keep it. */
const CACHE = 'public, max-age=86400';

/** A picture, transformed as its URL's image parameters ask (`../media/transform.ts`). */
function svg(c: Context, body: string): Response {
  const transformed = transformSvg(body, new URL(c.req.url).searchParams);
  return c.body(transformed, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE });
}

/** Name part of a `name.ext` path parameter with the expected extension, or undefined. */
function fileName(c: Context, ext: string): string | undefined {
  const match = NAME.exec(c.req.param('file') ?? '');
  return match && match[2] === ext ? match[1] : undefined;
}

/** Routes of this module. */
export function mediaRoutes(state: ServerState): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/media/thumbs/:file', (c) => {
    const id = Number(fileName(c, 'svg'));
    const found = Number.isInteger(id) ? state.catalog.itemById(id) : undefined;
    if (!found) return c.notFound();
    const { category, index } = state.catalog.place(found.board, found.homeIndex);
    const text = itemText(category, index);
    return svg(c, text.kind === 'headshot' ? portraitSvg(text.name, 480, 270) : thumbnailSvg(text.name));
  });

  const pictures: Record<string, (title: string) => string> = {
    images: (title) => pictureSvg(title, 800, 450),
    portraits: (name) => portraitSvg(name, 800, 450),
    banners: (title) => bannerSvg(title),
    avatars: (title) => avatarSvg(title),
    logos: (title) => logoSvg(title),
  };
  for (const [folder, draw] of Object.entries(pictures)) {
    app.get(`/media/${folder}/:file`, (c) => {
      const name = fileName(c, 'svg');
      return name ? svg(c, draw(humanize(name))) : c.notFound();
    });
  }

  // Pictures of a stand-in PDF's pages (`page_pictures` on its item): drawn once, then answered from memory.
  app.get('/media/pages/:slug/:file', async (c) => {
    const slug = c.req.param('slug');
    const match = PAGE_PICTURE.exec(c.req.param('file'));
    const picture = match && /^[a-z0-9-]+$/.test(slug) ? pagePicture(slug, Number(match[1]), Number(match[2])) : null;
    if (!picture) return c.notFound();
    return c.body(new Uint8Array(await picture), 200, { 'Content-Type': 'image/webp', 'Cache-Control': CACHE });
  });

  app.get('/media/files/:file', (c) => {
    const match = NAME.exec(c.req.param('file'));
    if (!match || match[2] === 'svg') return c.notFound();
    const [file, slug = '', ext] = match;
    const title = humanize(slug);
    const headers: Record<string, string> = { 'Cache-Control': CACHE };
    if (queryFlag(c, 'download')) headers['Content-Disposition'] = `attachment; filename="${file}"`;
    if (ext === 'pdf') {
      headers['Content-Type'] = 'application/pdf';
      const pdf = pdfDocument(title, standInPages(title, slug));
      return c.body(new Uint8Array(pdf), 200, headers);
    }
    headers['Content-Type'] = 'text/plain; charset=utf-8';
    return c.body(`${title}\n\nTranscript stand-in served by the live-board reference server.\n`, 200, headers);
  });

  return app;
}
