/** Human labels of presented item types, each routed through its own message. */
import type { PresentedItemTypeName } from '../../api/schemas/item.ts';
import * as m from '../../i18n/messages.ts';

const LABELS: Readonly<Record<PresentedItemTypeName, () => string>> = {
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

/** The visitor-facing label of a presented item type, in the current locale. */
export function itemTypeLabel(type: PresentedItemTypeName): string {
  return LABELS[type]();
}

/** Colour family of a type's placeholder thumbnail; the stylesheet maps each family to a colour. */
export function itemTypeFamily(
  type: PresentedItemTypeName,
): 'document' | 'sheet' | 'slides' | 'pdf' | 'video' | 'image' | 'article' | 'link' {
  switch (type) {
    case 'doc':
      return 'document';
    case 'xls':
      return 'sheet';
    case 'ppt':
    case 'prezi':
      return 'slides';
    case 'pdf':
      return 'pdf';
    case 'image':
    case 'snapshot':
      return 'image';
    case 'article':
    case 'linkedin_post':
      return 'article';
    case 'link':
    case 'oembed':
      return 'link';
    default:
      return 'video';
  }
}
