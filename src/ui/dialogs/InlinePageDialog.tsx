/** Destination `inline`: the CTA's page framed in a dialog, with a new-tab link for sites that refuse framing. */
import type { RefObject } from 'react';

import { framedPageHint, openInNewTab } from '../../i18n/dialog-messages.ts';
import { Icon } from '../shared/Icon.tsx';
import { Dialog } from './Dialog.tsx';

/** Props of {@link InlinePageDialog}. */
export interface InlinePageDialogProps {
  /** Dialog heading and the frame's title. */
  title: string;
  /** A checked http(s) URL. */
  url: string;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A wide dialog around an `<iframe>`. A page that forbids framing shows blank and tells us nothing, so the
 * new-tab link is always there, above the frame.
 */
export function InlinePageDialog({ title, url, onClose, returnFocus }: InlinePageDialogProps) {
  return (
    <Dialog title={title} onClose={onClose} returnFocus={returnFocus} size="wide" part="dialog inline-dialog">
      <p className="lb-inline__hint">
        {framedPageHint()}{' '}
        <a className="lb-inline__link" href={url} target="_blank" rel="noopener">
          {openInNewTab()}
          <Icon name="external" className="lb-icon--trailing" />
        </a>
      </p>
      <iframe
        className="lb-inline__frame"
        src={url}
        title={title}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        allow="fullscreen"
      />
    </Dialog>
  );
}
