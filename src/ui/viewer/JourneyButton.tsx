/** Journey previous/next: steps to the neighbouring item, disabled at either end. */
import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { Icon } from '../shared/Icon.tsx';

/** Props of {@link JourneyButton}. */
export interface JourneyButtonProps {
  direction: 'previous' | 'next';
  /** The neighbour, or null at that end of the journey. */
  target: Item | null;
  onStep: (item: Item, direction: 'previous' | 'next') => void;
  /** In the narrow viewer's bottom bar: the label written out beside the chevron. */
  inBar?: boolean;
}

/**
 * One of the two journey buttons: a round chevron beside the content on wide boards, a labelled button in the bottom
 * bar on narrow ones (viewer-controls.css shows one pair or the other), so neither ever covers the content.
 */
export function JourneyButton({ direction, target, onStep, inBar = false }: JourneyButtonProps) {
  const label = direction === 'previous' ? m.previousItem() : m.nextItem();
  return (
    <button
      type="button"
      className={`lb-viewer__step lb-viewer__step--${direction}${inBar ? ' lb-viewer__step--bar' : ''}`}
      aria-label={inBar ? undefined : label}
      title={inBar ? undefined : label}
      disabled={target === null}
      onClick={() => {
        if (target) onStep(target, direction);
      }}
    >
      <Icon name={direction} weight={2.5} />
      {inBar && <span className="lb-viewer__step-label">{label}</span>}
    </button>
  );
}
