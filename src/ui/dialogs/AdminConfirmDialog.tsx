/** The admin confirm dialog guarding admin actions. */
import { type RefObject, useId } from 'react';

import { adminConfirmImpact, adminConfirmQuestion, cancelLabel, confirmLabel } from '../../i18n/dialog-messages.ts';
import { Dialog } from './Dialog.tsx';

/** Props of {@link AdminConfirmDialog}. */
export interface AdminConfirmDialogProps {
  onConfirm: () => void;
  /** Cancel, Esc and the close button. */
  onCancel: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** An alert dialog asking for confirmation; Cancel, the safe choice, has focus first. */
export function AdminConfirmDialog({ onConfirm, onCancel, returnFocus }: AdminConfirmDialogProps) {
  const impactId = useId();
  return (
    <Dialog
      title={adminConfirmQuestion()}
      onClose={onCancel}
      returnFocus={returnFocus}
      role="alertdialog"
      describedBy={impactId}
      part="dialog admin-confirm"
    >
      <p id={impactId} className="lb-dialog__text">
        {adminConfirmImpact()}
      </p>
      <div className="lb-dialog__actions">
        <button type="button" className="lb-button" onClick={onCancel} data-autofocus>
          {cancelLabel()}
        </button>
        <button type="button" className="lb-button lb-button--primary" onClick={onConfirm}>
          {confirmLabel()}
        </button>
      </div>
    </Dialog>
  );
}
