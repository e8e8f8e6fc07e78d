/**
 * The visitor-facing name of each presented item type (`presented_item_type`), shown on tiles, in the viewer's
 * header and in frame titles. Read at render time, so a locale switch re-renders it. An unknown type (a newer
 * server) is named as a link, as `model/item-types.ts` shows it.
 */
import type { PresentedItemTypeName } from '../api/schemas/item.ts';
import * as m from './messages.ts';

/** The label of every presented item type. */
export const ITEM_TYPE_LABELS: Readonly<Record<PresentedItemTypeName, () => string>> = {
  doc: m.itemTypeDocument,
  xls: m.itemTypeSpreadsheet,
  ppt: m.itemTypePresentation,
  pdf: m.itemTypePdf,
  video: m.itemTypeVideo,
  image: m.itemTypeImage,
  youtube: m.itemTypeYoutube,
  vimeo: m.itemTypeVimeo,
  wistia: m.itemTypeWistia,
  vidyard: m.itemTypeVidyard,
  brighttalk: m.itemTypeBrighttalk,
  brightcove: m.itemTypeBrightcove,
  prezi: m.itemTypePrezi,
  linkedin_post: m.itemTypeLinkedinPost,
  facebook_video: m.itemTypeFacebookVideo,
  article: m.itemTypeArticle,
  snapshot: m.itemTypeSnapshot,
  oembed: m.itemTypeEmbed,
  link: m.itemTypeLink,
};

/** The label of a presented item type in the current language; an unknown type is named as a link. */
export function itemTypeLabel(type: PresentedItemTypeName): string {
  return (Object.hasOwn(ITEM_TYPE_LABELS, type) ? ITEM_TYPE_LABELS[type] : ITEM_TYPE_LABELS.link)();
}
