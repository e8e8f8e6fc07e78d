/** The download action: shown only where the item permits it and downloads are not blocked. */
import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { Icon } from '../shared/Icon.tsx';
import { useViewerActions } from './item-actions.ts';

/** A button that requests the download URL; busy (not disabled, so focus stays) while the request runs. */
export function DownloadAction({ item, className = 'lb-viewer__action' }: { item: Item; className?: string }) {
  const actions = useViewerActions();
  if (!actions.actionsFor(item).download) return null;
  const busy = actions.downloadingItemId === item.id;
  return (
    <button
      type="button"
      className={className}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) actions.download(item);
      }}
    >
      <Icon name="download" />
      <span className="lb-viewer__action-label">{busy ? m.downloading() : m.download()}</span>
    </button>
  );
}
