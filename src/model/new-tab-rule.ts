/**
 * Which items may open in a new tab, by type. Its own module because two places ask: the viewer's actions
 * (`item-actions.ts`, loaded with the viewer) and a tile's click on the first screen (`board-navigation.ts`), whose
 * chunk should not carry the viewer's other rules.
 */
import type { Item } from '../api/schemas/item.ts';
import { ITEM_SOURCE } from '../base/constants.ts';

/**
 * Every item opens in a new tab except brightcove, file, box and article, each read in any of the three
 * wire fields: item_type file or article, item_source file (an uploaded file, image or video), box or article,
 * presented_item_type brightcove or article.
 */
export function canOpenInNewTab(item: Pick<Item, 'item_type' | 'item_source' | 'presented_item_type'>): boolean {
  if (item.item_type === 'file' || item.item_type === 'article') return false;
  const source = item.item_source;
  if (source === ITEM_SOURCE.file || source === ITEM_SOURCE.box || source === ITEM_SOURCE.article) return false;
  return item.presented_item_type !== 'brightcove' && item.presented_item_type !== 'article';
}
