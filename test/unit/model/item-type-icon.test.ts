import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { PresentedItemType, type PresentedItemTypeName } from '../../../src/api/schemas/item.ts';
import { ITEM_TYPE_ICONS, itemTypeIcon, type ItemTypeIconName } from '../../../src/model/item-type-icon.ts';
import { itemTypeLabel } from '../../../src/ui/items/item-type-label.ts';
import type { IconName } from '../../../src/ui/shared/Icon.tsx';

// Compile-time check: every icon the model names exists in the UI's icon set.
const asUiIcon = (name: ItemTypeIconName): IconName => name;

describe('item type icon and label (spec §9)', () => {
  it.each<[PresentedItemTypeName, ItemTypeIconName, string]>([
    ['doc', 'document', 'Document'],
    ['xls', 'document', 'Spreadsheet'],
    ['ppt', 'document', 'Presentation'],
    ['pdf', 'document', 'PDF'],
    ['video', 'play', 'Video'],
    ['image', 'image', 'Image'],
    ['youtube', 'play', 'YouTube'],
    ['vimeo', 'play', 'Vimeo'],
    ['wistia', 'play', 'Wistia'],
    ['vidyard', 'play', 'Vidyard'],
    ['brighttalk', 'play', 'BrightTALK'],
    ['brightcove', 'play', 'Brightcove'],
    ['prezi', 'document', 'Prezi'],
    ['linkedin_post', 'document', 'LinkedIn post'],
    ['facebook_video', 'play', 'Facebook video'],
    ['article', 'document', 'Article'],
    ['snapshot', 'image', 'Snapshot'],
    ['oembed', 'link', 'Embed'],
    ['link', 'link', 'Link'],
  ])('%s shows the %s icon and the label "%s"', (type, icon, label) => {
    const mapped = itemTypeIcon(type);
    expect(asUiIcon(mapped.icon)).toBe(icon);
    expect(mapped.label()).toBe(label);
  });

  it('covers every presented item type of the wire schema', () => {
    expect(Object.keys(ITEM_TYPE_ICONS).sort()).toEqual([...PresentedItemType.options].sort());
  });

  it('agrees with the labels the item tiles show', () => {
    for (const type of PresentedItemType.options) expect(itemTypeIcon(type).label()).toBe(itemTypeLabel(type));
  });

  it('shows a type the schema does not know yet as a link rather than failing', () => {
    const unknown = 'tiktok' as PresentedItemTypeName;
    expect(v.is(PresentedItemType, unknown)).toBe(false);
    expect(itemTypeIcon(unknown).icon).toBe('link');
    expect(itemTypeIcon('toString' as PresentedItemTypeName).icon).toBe('link');
  });
});
