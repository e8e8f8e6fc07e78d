import { describe, expect, it } from 'vitest';

import type { PresentedItemTypeName } from '../../../src/api/schemas/item.ts';
import { PRESENTED_ITEM_TYPES } from '../../../src/api/schemas/values.ts';
import { ITEM_TYPE_LABELS, itemTypeLabel } from '../../../src/i18n/item-type-labels.ts';
import { ITEM_TYPES, itemType, type ItemTypeFamily, type ItemTypeIconName } from '../../../src/model/item-types.ts';
import type { IconName } from '../../../src/ui/shared/Icon.tsx';

// Compile-time check: every icon the model names exists in the UI's icon set.
const asUiIcon = (name: ItemTypeIconName): IconName => name;

describe('item types: icon, thumbnail family and label', () => {
  it.each<[PresentedItemTypeName, ItemTypeIconName, ItemTypeFamily, string]>([
    ['doc', 'document', 'document', 'Document'],
    ['xls', 'document', 'sheet', 'Spreadsheet'],
    ['ppt', 'document', 'slides', 'Presentation'],
    ['pdf', 'document', 'pdf', 'PDF'],
    ['video', 'play', 'video', 'Video'],
    ['image', 'image', 'image', 'Image'],
    ['youtube', 'play', 'video', 'YouTube'],
    ['vimeo', 'play', 'video', 'Vimeo'],
    ['wistia', 'play', 'video', 'Wistia'],
    ['vidyard', 'play', 'video', 'Vidyard'],
    ['brighttalk', 'play', 'video', 'BrightTALK'],
    ['brightcove', 'play', 'video', 'Brightcove'],
    ['prezi', 'document', 'slides', 'Prezi'],
    ['linkedin_post', 'document', 'article', 'LinkedIn post'],
    ['facebook_video', 'play', 'video', 'Facebook video'],
    ['article', 'document', 'article', 'Article'],
    ['snapshot', 'image', 'image', 'Snapshot'],
    ['oembed', 'link', 'link', 'Embed'],
    ['link', 'link', 'link', 'Link'],
  ])('%s shows the %s icon, a %s thumbnail and the label "%s"', (type, icon, family, label) => {
    const mapped = itemType(type);
    expect(asUiIcon(mapped.icon)).toBe(icon);
    expect(mapped.family).toBe(family);
    expect(itemTypeLabel(type)).toBe(label);
  });

  it('covers every presented item type of the API', () => {
    expect(Object.keys(ITEM_TYPES).sort()).toEqual([...PRESENTED_ITEM_TYPES].sort());
    expect(Object.keys(ITEM_TYPE_LABELS).sort()).toEqual([...PRESENTED_ITEM_TYPES].sort());
  });

  it('shows a type the schema does not know yet as a link rather than failing', () => {
    const unknown = 'tiktok' as PresentedItemTypeName;
    expect(PRESENTED_ITEM_TYPES).not.toContain(unknown);
    expect(itemType(unknown).icon).toBe('link');
    expect(itemType('toString' as PresentedItemTypeName).icon).toBe('link');
    expect(itemTypeLabel(unknown)).toBe('Link');
    expect(itemTypeLabel('toString' as PresentedItemTypeName)).toBe('Link');
  });
});
