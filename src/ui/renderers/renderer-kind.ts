/**
 * Which renderer shows an item in the viewer, from its wire fields (item_type, item_source,
 * presented_item_type, file fields). A pure rule, so every item kind of the fixtures is checked by a table test.
 */
import type { Item } from '../../api/schemas/item.ts';
import { ITEM_SOURCE } from '../../base/constants.ts';
import { canPlayVideoInline, isAcceptedVideoFormat } from '../../model/item-actions.ts';
import { isPlayerProvider, playerFrame } from './embed-url.ts';

/** The renderers of the viewer. */
export type RendererKind =
  /** `<img>` of the file. */
  | 'image'
  /** `<video>` of a file the browser plays (mp4, webm, mov). */
  | 'video'
  /** A video file in another accepted format (avi, mkv…): a "can't be played here" card. */
  | 'video-card'
  /** A provider's embeddable player (YouTube, Vimeo…). */
  | 'player'
  /** Any other web page, framed, with an open-in-new-tab fallback. */
  | 'framed-link'
  /** A PDF in the browser's own viewer. */
  | 'pdf'
  /** An office document through its preview rendition. */
  | 'office'
  /** Owner-written HTML, sanitized. */
  | 'article'
  /** A file without a preview: a card with download. */
  | 'file-card';

/** The item fields the rule reads. */
export type RendererSubject = Pick<
  Item,
  | 'item_type'
  | 'item_source'
  | 'presented_item_type'
  | 'link_url'
  | 'file_url'
  | 'preview_url'
  | 'file_extension'
  | 'content_html'
>;

const OFFICE: ReadonlySet<string> = new Set(['doc', 'xls', 'ppt']);

/** The renderer for `item`. */
export function rendererKind(item: RendererSubject): RendererKind {
  const type = item.presented_item_type;
  if (type === 'article' || item.item_type === 'article' || item.item_source === ITEM_SOURCE.article) {
    if (item.content_html) return 'article';
    return item.link_url ? 'framed-link' : 'file-card';
  }
  const hasFile = item.item_source === ITEM_SOURCE.file || item.item_source === ITEM_SOURCE.box;
  if (item.item_type === 'video' && (hasFile || type === 'video')) {
    const extension = item.file_extension ?? item.file_url;
    if (item.file_url && canPlayVideoInline(extension)) return 'video';
    // An accepted video format the browser does not play gets the video card; a file in no video format
    // at all is not a video, whatever it is labelled: the plain file card.
    return !item.file_url || isAcceptedVideoFormat(extension) ? 'video-card' : 'file-card';
  }
  if (item.item_type === 'image' || type === 'image') return item.file_url || item.preview_url ? 'image' : 'file-card';
  // A player URL that is not one of the provider's shapes is framed as a plain link below.
  if (isPlayerProvider(type) && playerFrame(type, item.link_url)) return 'player';
  if (item.item_type === 'file' || hasFile) {
    if (type === 'pdf') return item.file_url || item.preview_url ? 'pdf' : 'file-card';
    if (OFFICE.has(type)) return item.preview_url ? 'office' : 'file-card';
    return 'file-card';
  }
  // Snapshots and oEmbed items are web pages too; a snapshot without its page falls back to its picture.
  if (item.link_url) return 'framed-link';
  if (type === 'snapshot' && (item.file_url || item.preview_url)) return 'image';
  return 'file-card';
}
