/**
 * Files (item renderers): a PDF in the browser's own viewer; an office document (doc, xls, ppt) through
 * its preview rendition. Without a usable URL, the item card with download.
 */
import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { itemType } from '../../model/item-types.ts';
import { absoluteHttpUrl } from '../../model/outbound-link.ts';
import { useViewerActions } from '../viewer/viewer-actions.ts';
import { FramedContent } from './FramedContent.tsx';
import { ItemCard } from './ItemCard.tsx';
import { useLoadedOnce } from './use-loaded-once.ts';

/** `pdf` frames the file (else its preview); `office` frames the preview rendition only. */
export function DocumentRenderer({ item, format }: { item: Item; format: 'pdf' | 'office' }) {
  const actions = useViewerActions();
  const loaded = useLoadedOnce(item.id);
  const src = absoluteHttpUrl(format === 'pdf' ? (item.file_url ?? item.preview_url) : item.preview_url);
  if (!src) return <ItemCard item={item} kind="file" />;
  const fallback = actions.actionsFor(item).openInNewTab ? actions.newTabLink(item) : null;
  return (
    <FramedContent
      src={src}
      title={m.frameTitle(item.name, itemType(item.presented_item_type).label())}
      variant="document"
      // The browser's PDF viewer does not run inside a sandboxed frame.
      sandbox={null}
      fallback={fallback}
      onLoad={loaded}
    />
  );
}
