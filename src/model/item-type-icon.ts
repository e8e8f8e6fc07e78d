/**
 * Item type to icon and label: file types doc, xls, ppt, video, image, pdf and link sources youtube,
 * vimeo, wistia, vidyard, brighttalk, brightcove, prezi, linkedin post, facebook video, article, snapshot, oembed,
 * plus plain links. Keyed by `presented_item_type`. This table is the single source of that mapping; the labels
 * are the item-type messages of the catalogue, read at render time so a locale switch re-renders them.
 */
import type { PresentedItemTypeName } from '../api/schemas/item.ts';
import * as m from '../i18n/messages.ts';

/**
 * The icons the mapping uses. The model may not import the UI, so this names a subset of the UI's `IconName`
 * (`src/ui/shared/Icon.tsx`); a type test keeps the two in step.
 */
export type ItemTypeIconName = 'document' | 'play' | 'image' | 'link';

/** The icon and the visitor-facing label of one presented item type. */
export interface ItemTypeIcon {
  readonly icon: ItemTypeIconName;
  readonly label: () => string;
}

/** Every presented item type, with its icon and label. */
export const ITEM_TYPE_ICONS: Readonly<Record<PresentedItemTypeName, ItemTypeIcon>> = {
  doc: { icon: 'document', label: m.itemTypeDocument },
  xls: { icon: 'document', label: m.itemTypeSpreadsheet },
  ppt: { icon: 'document', label: m.itemTypePresentation },
  pdf: { icon: 'document', label: m.itemTypePdf },
  video: { icon: 'play', label: m.itemTypeVideo },
  image: { icon: 'image', label: m.itemTypeImage },
  youtube: { icon: 'play', label: m.itemTypeYoutube },
  vimeo: { icon: 'play', label: m.itemTypeVimeo },
  wistia: { icon: 'play', label: m.itemTypeWistia },
  vidyard: { icon: 'play', label: m.itemTypeVidyard },
  brighttalk: { icon: 'play', label: m.itemTypeBrighttalk },
  brightcove: { icon: 'play', label: m.itemTypeBrightcove },
  prezi: { icon: 'document', label: m.itemTypePrezi },
  linkedin_post: { icon: 'document', label: m.itemTypeLinkedinPost },
  facebook_video: { icon: 'play', label: m.itemTypeFacebookVideo },
  article: { icon: 'document', label: m.itemTypeArticle },
  snapshot: { icon: 'image', label: m.itemTypeSnapshot },
  oembed: { icon: 'link', label: m.itemTypeEmbed },
  link: { icon: 'link', label: m.itemTypeLink },
};

/** Icon and label of a presented item type; an unknown type (newer server) is shown as a link. */
export function itemTypeIcon(type: PresentedItemTypeName): ItemTypeIcon {
  return Object.hasOwn(ITEM_TYPE_ICONS, type) ? ITEM_TYPE_ICONS[type] : ITEM_TYPE_ICONS.link;
}
