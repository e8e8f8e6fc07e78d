/** Journey previous/next (spec §2): steps to the neighbouring item, disabled at either end. */
import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { Icon } from '../shared/Icon.tsx';

/** One of the two journey buttons; `target` is the neighbour, or null at the end of the journey. */
export function JourneyButton({ direction, target, onStep }: { direction: 'previous' | 'next'; target: Item | null; onStep: (item: Item, direction: 'previous' | 'next') => void }) {
  const label = direction === 'previous' ? m.previousItem() : m.nextItem();
  return (
    <button
      type="button"
      className={`lb-viewer__step lb-viewer__step--${direction}`}
      aria-label={label}
      title={label}
      disabled={target === null}
      onClick={() => {
        if (target) onStep(target, direction);
      }}
    >
      <Icon name={direction} weight={2.5} />
    </button>
  );
}
