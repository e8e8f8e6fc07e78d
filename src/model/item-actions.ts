/**
 * Which actions an item offers in the viewer and which video files the board can play (docs/decisions.md,
 * "Items, images and categories"). Pure rules over the item's wire fields, shared by the viewer, the mobile items
 * header and tiles.
 */
import type { Item } from '../api/schemas/item.ts';
import { ITEM_SOURCE } from '../base/constants.ts';
import { canOpenInNewTab } from './new-tab-rule.ts';

/** Video extensions the browser plays inline. */
export const VIDEO_PLAYBACK_EXTENSIONS: ReadonlySet<string> = new Set(['mov', 'mp4', 'webm']);

/** Accepted video formats. */
export const ACCEPTED_VIDEO_EXTENSIONS: ReadonlySet<string> = new Set([
  'mp4',
  'webm',
  'mov',
  'ogv',
  '3gp',
  '3g2',
  'wmv',
  'mpeg',
  'mkv',
  'avi',
]);

/** The item fields the action rules read. */
export type ItemActionSubject = Pick<Item, 'item_type' | 'item_source' | 'presented_item_type'>;

/** The campaign flags the action rules read (`campaign.items`). */
export interface ItemActionFlags {
  readonly block_download: boolean;
  readonly show_likes: boolean;
}

/** The actions to show for one item. */
export interface ItemActions {
  readonly openInNewTab: boolean;
  readonly download: boolean;
  readonly like: boolean;
}

/**
 * Only file-like items offer a download: an uploaded (file) or Box file whose item type is file, image or video. Links
 * to a video site and articles have no file to hand over.
 */
export function isFileLike(item: ItemActionSubject): boolean {
  const hasFile = item.item_source === ITEM_SOURCE.file || item.item_source === ITEM_SOURCE.box;
  return hasFile && (item.item_type === 'file' || item.item_type === 'image' || item.item_type === 'video');
}

/** The actions: new tab by item type, download for file-like items unless blocked, like when on. */
export function itemActions(item: ItemActionSubject, flags: ItemActionFlags): ItemActions {
  return {
    openInNewTab: canOpenInNewTab(item),
    download: isFileLike(item) && !flags.block_download,
    like: flags.show_likes,
  };
}

/** An extension as the sets hold it: lower case, no leading dot; also accepts a file name or URL path. */
function normalizeExtension(extension: string | null | undefined): string {
  const value = (extension ?? '').trim().toLowerCase().split(/[?#]/, 1)[0] ?? '';
  const dot = value.lastIndexOf('.');
  return dot === -1 ? value : value.slice(dot + 1);
}

/** Whether a video with this extension plays inline (mov, mp4, webm). */
export function canPlayVideoInline(extension: string | null | undefined): boolean {
  return VIDEO_PLAYBACK_EXTENSIONS.has(normalizeExtension(extension));
}

/** Whether this extension is an accepted video format. */
export function isAcceptedVideoFormat(extension: string | null | undefined): boolean {
  return ACCEPTED_VIDEO_EXTENSIONS.has(normalizeExtension(extension));
}
