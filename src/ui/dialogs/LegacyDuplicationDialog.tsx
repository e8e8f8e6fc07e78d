/** The legacy board duplication dialog: duplication is discontinued; the new designer replaces it. */
import { type RefObject, useId } from 'react';

import { legacyDuplicationBody, legacyDuplicationTitle, openNewDesigner } from '../../i18n/dialog-messages.ts';
import { ExternalLink } from '../shared/ExternalLink.tsx';
import { safeLinkHref } from '../shared/safe-url.ts';
import { Dialog } from './Dialog.tsx';

/** Props of {@link LegacyDuplicationDialog}. */
export interface LegacyDuplicationDialogProps {
  /** Where the new designer is; an unsafe URL leaves the link out. */
  designerUrl: string;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** The notice and a link to the new designer, opening in a new tab (the board never navigates its host page). */
export function LegacyDuplicationDialog({ designerUrl, onClose, returnFocus }: LegacyDuplicationDialogProps) {
  const bodyId = useId();
  const href = safeLinkHref(designerUrl);
  return (
    <Dialog
      title={legacyDuplicationTitle()}
      onClose={onClose}
      returnFocus={returnFocus}
      describedBy={bodyId}
      part="dialog legacy-duplication"
    >
      <p id={bodyId} className="lb-dialog__text">
        {legacyDuplicationBody()}
      </p>
      {href && (
        <div className="lb-dialog__actions">
          <ExternalLink className="lb-button lb-button--primary" href={href}>
            {openNewDesigner()}
          </ExternalLink>
        </div>
      )}
    </Dialog>
  );
}
