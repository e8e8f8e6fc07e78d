/**
 * Web pages (plain links, snapshots, oEmbed items, players whose URL was not recognised): the page framed, with
 * the open-in-new-tab bar always under it — many sites refuse framing and the browser gives no event for it.
 */
import type { Item } from '../../api/schemas/item.ts';
import { itemTypeLabel } from '../../i18n/item-type-labels.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { useViewerActions } from '../actions/item-actions.ts';
import { FramedContent } from './FramedContent.tsx';
import { ItemCard } from './ItemCard.tsx';
import { useLoadedOnce } from './use-loaded-once.ts';

/**
 * Scripts and same-origin storage let real pages work; forms for the sites that have search boxes; never
 * `allow-top-navigation`, so a framed page cannot navigate the host page.
 */
export const PAGE_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** The framed page of `item.link_url`, or the item card when the link is not a web address. */
export function FramedLinkRenderer({ item }: { item: Item }) {
  const actions = useViewerActions();
  const loaded = useLoadedOnce(item.id);
  const link = actions.linkTo(item.link_url);
  if (!link) return <ItemCard item={item} kind="empty" />;
  return (
    <FramedContent
      src={link.href}
      title={m.frameTitle(item.name, itemTypeLabel(item.presented_item_type))}
      variant="page"
      sandbox={PAGE_SANDBOX}
      fallback={link}
      hint
      onLoad={loaded}
    />
  );
}
