/**
 * Link items of a video or document site (link sources): the provider's embeddable player, with the
 * provider's sandbox. A URL the provider would not recognise is framed as a plain web page instead.
 */
import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { itemType } from '../../model/item-types.ts';
import { useViewerActions } from '../viewer/viewer-actions.ts';
import { isPlayerProvider, playerFrame } from './embed-url.ts';
import { FramedContent } from './FramedContent.tsx';
import { FramedLinkRenderer } from './FramedLinkRenderer.tsx';
import { useLoadedOnce } from './use-loaded-once.ts';

/** The player of `item.link_url`. */
export function PlayerRenderer({ item }: { item: Item }) {
  const actions = useViewerActions();
  const loaded = useLoadedOnce(item.id);
  const type = item.presented_item_type;
  const frame = isPlayerProvider(type) ? playerFrame(type, item.link_url) : null;
  if (!frame) return <FramedLinkRenderer item={item} />;
  const fallback = actions.actionsFor(item).openInNewTab ? actions.newTabLink(item) : null;
  return (
    <FramedContent
      src={frame.src}
      title={m.frameTitle(item.name, itemType(type).label())}
      variant="player"
      sandbox={frame.sandbox}
      fallback={fallback}
      onLoad={loaded}
    />
  );
}
