/** The open-in-new-tab action: not for brightcove, file, box or article items; the link is outbound. */
import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { Icon } from '../shared/Icon.tsx';
import { useViewerActions } from './item-actions.ts';

/** A link to the item's page or file in a new tab, or nothing when the item offers none. */
export function NewTabAction({ item, className = 'lb-viewer__action' }: { item: Item; className?: string }) {
  const actions = useViewerActions();
  const link = actions.actionsFor(item).openInNewTab ? actions.newTabLink(item) : null;
  if (!link) return null;
  return (
    <a className={className} href={link.href} target={link.target} rel={link.rel}>
      <Icon name="external" />
      <span className="lb-viewer__action-label">{m.openInNewTab()}</span>
    </a>
  );
}
