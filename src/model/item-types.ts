/**
 * What the board knows about each presented item type (`presented_item_type`): the file types doc, xls, ppt, pdf,
 * video and image, the link sources youtube, vimeo, wistia, vidyard, brighttalk, brightcove, prezi, linkedin post,
 * facebook video, article, snapshot and oembed, and plain links. One table: the icon the viewer shows and the colour
 * family of a tile's placeholder thumbnail (its visitor-facing name is `i18n/item-type-labels.ts`). An unknown type
 * (a newer server) is treated as a link.
 */
import type { PresentedItemTypeName } from '../api/schemas/item.ts';

/**
 * The icons the table uses. The model may not import the UI, so this names a subset of the UI's `IconName`
 * (`src/ui/shared/Icon.tsx`); a type test keeps the two in step.
 */
export type ItemTypeIconName = 'document' | 'play' | 'image' | 'link';

/** Colour families of placeholder thumbnails; the stylesheet maps each to a colour. */
export type ItemTypeFamily = 'document' | 'sheet' | 'slides' | 'pdf' | 'video' | 'image' | 'article' | 'link';

/** The icon and thumbnail family of one presented item type. */
export interface ItemTypeInfo {
  readonly icon: ItemTypeIconName;
  readonly family: ItemTypeFamily;
}

/** Every presented item type. */
export const ITEM_TYPES: Readonly<Record<PresentedItemTypeName, ItemTypeInfo>> = {
  doc: { icon: 'document', family: 'document' },
  xls: { icon: 'document', family: 'sheet' },
  ppt: { icon: 'document', family: 'slides' },
  pdf: { icon: 'document', family: 'pdf' },
  video: { icon: 'play', family: 'video' },
  image: { icon: 'image', family: 'image' },
  youtube: { icon: 'play', family: 'video' },
  vimeo: { icon: 'play', family: 'video' },
  wistia: { icon: 'play', family: 'video' },
  vidyard: { icon: 'play', family: 'video' },
  brighttalk: { icon: 'play', family: 'video' },
  brightcove: { icon: 'play', family: 'video' },
  prezi: { icon: 'document', family: 'slides' },
  linkedin_post: { icon: 'document', family: 'article' },
  facebook_video: { icon: 'play', family: 'video' },
  article: { icon: 'document', family: 'article' },
  snapshot: { icon: 'image', family: 'image' },
  oembed: { icon: 'link', family: 'link' },
  link: { icon: 'link', family: 'link' },
};

/** The entry of a presented item type; an unknown type (newer server) is shown as a link. */
export function itemType(type: PresentedItemTypeName): ItemTypeInfo {
  return Object.hasOwn(ITEM_TYPES, type) ? ITEM_TYPES[type] : ITEM_TYPES.link;
}
