/**
 * What the board knows about each presented item type (`presented_item_type`): the file types doc, xls, ppt, pdf,
 * video and image, the link sources youtube, vimeo, wistia, vidyard, brighttalk, brightcove, prezi, linkedin post,
 * facebook video, article, snapshot and oembed, and plain links. One table: the icon the viewer shows, the colour
 * family of a tile's placeholder thumbnail, and the visitor-facing label (an item-type message, read at render
 * time so a locale switch re-renders it). An unknown type (a newer server) is treated as a link.
 */
import type { PresentedItemTypeName } from '../api/schemas/item.ts';
import * as m from '../i18n/messages.ts';

/**
 * The icons the table uses. The model may not import the UI, so this names a subset of the UI's `IconName`
 * (`src/ui/shared/Icon.tsx`); a type test keeps the two in step.
 */
export type ItemTypeIconName = 'document' | 'play' | 'image' | 'link';

/** Colour families of placeholder thumbnails; the stylesheet maps each to a colour. */
export type ItemTypeFamily = 'document' | 'sheet' | 'slides' | 'pdf' | 'video' | 'image' | 'article' | 'link';

/** The icon, thumbnail family and label of one presented item type. */
export interface ItemTypeInfo {
  readonly icon: ItemTypeIconName;
  readonly family: ItemTypeFamily;
  readonly label: () => string;
}

/** Every presented item type. */
export const ITEM_TYPES: Readonly<Record<PresentedItemTypeName, ItemTypeInfo>> = {
  doc: { icon: 'document', family: 'document', label: m.itemTypeDocument },
  xls: { icon: 'document', family: 'sheet', label: m.itemTypeSpreadsheet },
  ppt: { icon: 'document', family: 'slides', label: m.itemTypePresentation },
  pdf: { icon: 'document', family: 'pdf', label: m.itemTypePdf },
  video: { icon: 'play', family: 'video', label: m.itemTypeVideo },
  image: { icon: 'image', family: 'image', label: m.itemTypeImage },
  youtube: { icon: 'play', family: 'video', label: m.itemTypeYoutube },
  vimeo: { icon: 'play', family: 'video', label: m.itemTypeVimeo },
  wistia: { icon: 'play', family: 'video', label: m.itemTypeWistia },
  vidyard: { icon: 'play', family: 'video', label: m.itemTypeVidyard },
  brighttalk: { icon: 'play', family: 'video', label: m.itemTypeBrighttalk },
  brightcove: { icon: 'play', family: 'video', label: m.itemTypeBrightcove },
  prezi: { icon: 'document', family: 'slides', label: m.itemTypePrezi },
  linkedin_post: { icon: 'document', family: 'article', label: m.itemTypeLinkedinPost },
  facebook_video: { icon: 'play', family: 'video', label: m.itemTypeFacebookVideo },
  article: { icon: 'document', family: 'article', label: m.itemTypeArticle },
  snapshot: { icon: 'image', family: 'image', label: m.itemTypeSnapshot },
  oembed: { icon: 'link', family: 'link', label: m.itemTypeEmbed },
  link: { icon: 'link', family: 'link', label: m.itemTypeLink },
};

/** The entry of a presented item type; an unknown type (newer server) is shown as a link. */
export function itemType(type: PresentedItemTypeName): ItemTypeInfo {
  return Object.hasOwn(ITEM_TYPES, type) ? ITEM_TYPES[type] : ITEM_TYPES.link;
}
