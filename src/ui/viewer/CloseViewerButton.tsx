/**
 * The viewer's close control: a thick close icon, or a chevron-left on the mobile classic theme. Both
 * icons are rendered; the stylesheet shows one by theme and board width (the board's container query).
 */
import type { Ref } from 'react';

import * as m from '../../i18n/viewer-messages.ts';
import { Icon } from '../shared/Icon.tsx';

/** A button named "Close". */
export function CloseViewerButton({ onClick, buttonRef }: { onClick: () => void; buttonRef?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="lb-viewer__close"
      aria-label={m.closeViewer()}
      data-autofocus=""
      onClick={onClick}
    >
      <Icon name="close" weight={3} className="lb-viewer__close-icon" />
      <Icon name="back" weight={2.5} className="lb-viewer__back-icon" />
    </button>
  );
}
