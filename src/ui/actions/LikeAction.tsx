/** The like action: a toggle button, pressed once liked; optimistic, rolled back on failure. */
import { useSignals } from '@preact/signals-react/runtime';

import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { dependOn } from '../../model/depend-on.ts';
import type { LikeStore } from '../../model/like-store.ts';
import { Icon } from '../shared/Icon.tsx';

/**
 * A toggle named "Like", pressed (filled heart) once liked. Its name stays the same in both states, as toggle
 * buttons should; there is no unlike call (docs/decisions.md "Likes"), so a pressed button does nothing more.
 */
export function LikeAction({
  item,
  likes,
  className = 'lb-viewer__action',
}: {
  item: Item;
  likes: LikeStore;
  className?: string;
}) {
  useSignals();
  // Reading the statuses signal subscribes this component to every like change.
  dependOn(likes.statuses.value);
  const isLiked = likes.liked(item);
  return (
    <button
      type="button"
      className={`${className} lb-viewer__like`}
      aria-pressed={isLiked}
      aria-busy={likes.pending(item.id) || undefined}
      data-liked={isLiked || undefined}
      onClick={() => void likes.toggle(item)}
    >
      <Icon name="heart" filled={isLiked} />
      <span className="lb-viewer__action-label">{m.like()}</span>
    </button>
  );
}
