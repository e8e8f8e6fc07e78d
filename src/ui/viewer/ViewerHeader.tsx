/**
 * The viewer's header: close, the item's name (the dialog's label), type and position, and its actions
 * — new tab, download, like. On a narrow board the actions shrink to icon buttons: the mobile items header.
 */
import type { Ref } from 'react';

import type { Item } from '../../api/schemas/item.ts';
import { itemTypeLabel } from '../../i18n/item-type-labels.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { itemType } from '../../model/item-types.ts';
import type { LikeStore } from '../../model/like-store.ts';
import type { ViewerState } from '../../model/viewer-store.ts';
import { DownloadAction } from '../actions/DownloadAction.tsx';
import { useViewerActions } from '../actions/item-actions.ts';
import { LikeAction } from '../actions/LikeAction.tsx';
import { NewTabAction } from '../actions/NewTabAction.tsx';
import { Icon } from '../shared/Icon.tsx';
import { CloseViewerButton } from './CloseViewerButton.tsx';

/** Props of {@link ViewerHeader}. */
export interface ViewerHeaderProps {
  headingId: string;
  /** The item shown, or null while it loads or after it failed. */
  item: Item | null;
  status: ViewerState['status'];
  counter: { text: string; label: string } | null;
  /** The like store; null where likes are not available (the action is then not offered). */
  likes: LikeStore | null;
  onClose: () => void;
  closeRef?: Ref<HTMLButtonElement>;
}

/** The header bar. */
export function ViewerHeader({ headingId, item, status, counter, likes, onClose, closeRef }: ViewerHeaderProps) {
  const actions = useViewerActions();
  const type = item ? itemType(item.presented_item_type) : null;
  const offered = item ? actions.actionsFor(item) : null;
  return (
    <header className="lb-viewer__header" part="viewer-header">
      <CloseViewerButton onClick={onClose} buttonRef={closeRef} />
      <div className="lb-viewer__heading">
        <h2 id={headingId} className="lb-viewer__name">
          {item ? (
            item.name
          ) : status === 'error' ? (
            m.itemLoadFailed()
          ) : (
            <>
              <span className="lb-skeleton-line lb-skeleton-line--title lb-shimmer" aria-hidden="true" />
              <span className="lb-sr-only">{m.loadingItem()}</span>
            </>
          )}
        </h2>
        {item && type && (
          <p className="lb-viewer__meta">
            <span className="lb-viewer__type">
              <Icon name={type.icon} />
              {itemTypeLabel(item.presented_item_type)}
            </span>
            {counter && (
              <span className="lb-viewer__counter">
                <span aria-hidden="true">{counter.text}</span>
                <span className="lb-sr-only">{counter.label}</span>
              </span>
            )}
          </p>
        )}
      </div>
      {item && offered && (offered.openInNewTab || offered.download || offered.like) && (
        <div className="lb-viewer__actions" role="group" aria-label={m.itemActionsLabel()} part="viewer-actions">
          <NewTabAction item={item} />
          <DownloadAction item={item} />
          {offered.like && likes && <LikeAction item={item} likes={likes} />}
        </div>
      )}
    </header>
  );
}
