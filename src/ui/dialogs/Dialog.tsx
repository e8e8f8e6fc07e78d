/**
 * The dialog shell every board dialog uses: a native `<dialog>` opened with `showModal()` inside the shadow root,
 * so it sits in the top layer, makes the rest of the page inert and closes on Esc. Labelled by its heading; focus
 * moves in on open and goes back to the opener on close.
 */
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';

import { CloseButton } from '../shared/CloseButton.tsx';
import { isKey } from '../shared/keys.ts';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  /** Called once when the visitor closes the dialog (close button, Esc). The parent then unmounts it. */
  onClose: () => void;
  children: ReactNode;
  /** Where focus returns on close; by default the element that had focus when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** False: no close button and Esc does nothing (a mandatory form). */
  dismissible?: boolean;
  /** `alertdialog` for confirmations that interrupt the visitor. */
  role?: 'dialog' | 'alertdialog';
  /** `wide` for framed pages. */
  size?: 'default' | 'wide';
  /** Id of the element describing the dialog (a confirmation's explanation). */
  describedBy?: string;
  /** Shadow part name, for hosts that style the board's dialogs. */
  part?: string;
  className?: string;
}

const FOCUSABLE = 'input, select, textarea, button, a[href], iframe, [tabindex]:not([tabindex="-1"])';

/** `[data-autofocus]` first, then the first usable control of the body, then the close button, then the dialog. */
function initialFocus(dialog: HTMLDialogElement): HTMLElement {
  const marked = dialog.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  const body = dialog.querySelector('.lb-dialog__body');
  const candidates = body ? [...body.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  const usable = candidates.find((el) => !el.closest('[hidden]') && !(el as HTMLButtonElement).disabled);
  return usable ?? dialog.querySelector<HTMLElement>('.lb-dialog__close') ?? dialog;
}

/**
 * A modal dialog. Render it only while open (`{open && <Dialog …/>}`): mounting opens it, unmounting closes it
 * and returns focus. Where `showModal` is missing (old engines, some test DOMs) it falls back to the `open`
 * attribute and handles Esc itself.
 */
export function Dialog({
  title,
  onClose,
  children,
  returnFocus,
  dismissible = true,
  role = 'dialog',
  size = 'default',
  describedBy,
  part = 'dialog',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const closed = useRef(false);
  const modal = useRef(false);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  const finish = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    onCloseRef.current();
  }, []);

  const requestClose = useCallback(() => {
    const dialog = ref.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    finish();
  }, [finish]);

  const returnFocusRef = useRef(returnFocus);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const opener = returnFocusRef.current?.current ?? (root.activeElement as HTMLElement | null);
    closed.current = false;
    if (!dialog.open) {
      try {
        if (typeof dialog.showModal !== 'function') throw new Error('no showModal');
        dialog.showModal();
        modal.current = true;
      } catch {
        dialog.setAttribute('open', '');
        modal.current = false;
      }
    }
    initialFocus(dialog).focus();
    return () => {
      // Unmounting: leave the top layer first, or the opener would still be inert and refuse focus.
      closed.current = true;
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Esc raises `cancel`; the dialog decides, so a mandatory dialog stays and every close goes through onClose.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dismissible) requestClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (isKey(event, 'esc') && !modal.current) {
      event.preventDefault();
      if (dismissible) requestClose();
    }
  };

  return (
    <dialog
      ref={ref}
      part={part}
      className={`lb-dialog lb-dialog--${size}${className ? ` ${className}` : ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={headingId}
      aria-describedby={describedBy}
      onCancel={onCancel}
      onClose={finish}
      onKeyDown={onKeyDown}
    >
      <div className="lb-dialog__header">
        <h2 id={headingId} className="lb-dialog__title">
          {title}
        </h2>
        {dismissible && <CloseButton onClick={requestClose} />}
      </div>
      <div className="lb-dialog__body">{children}</div>
    </dialog>
  );
}
