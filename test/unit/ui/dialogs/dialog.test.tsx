import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminConfirmDialog } from '../../../../src/ui/dialogs/AdminConfirmDialog.tsx';
import { Dialog } from '../../../../src/ui/dialogs/Dialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A button that opens a dialog with one field, the way CTAs use it. */
function Opener({ onClose = () => {}, dismissible = true }: { onClose?: () => void; dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={trigger} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {open && (
        <Dialog
          title="Contact us"
          returnFocus={trigger}
          dismissible={dismissible}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <label htmlFor="f">Name</label>
          <input id="f" />
        </Dialog>
      )}
    </>
  );
}

const dialogEl = () => document.querySelector('dialog')!;

describe('Dialog', () => {
  it('opens modally, is labelled by its heading and moves focus to the first field', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Contact us' });
    expect(dialog.hasAttribute('open')).toBe(true);
    const heading = screen.getByRole('heading', { name: 'Contact us' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('closes with its named close button and returns focus to the opener', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const open = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(open);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('closes on Esc (the cancel event) exactly once', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialogEl().dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('stays open on Esc and has no close button when it is not dismissible', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} dismissible={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => {
      dialogEl().dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(dialogEl().open).toBe(true);
  });

  /** Runs `test` in an engine without the modal API, where the dialog handles Esc on keydown. */
  function withoutShowModal(test: () => void) {
    const original = HTMLDialogElement.prototype.showModal;
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
      value: undefined,
      configurable: true,
      writable: true,
    });
    try {
      test();
    } finally {
      Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
        value: original,
        configurable: true,
        writable: true,
      });
    }
  }

  it('falls back to the open attribute and handles Esc itself where showModal is missing', () => {
    withoutShowModal(() => {
      const onClose = vi.fn();
      render(<Opener onClose={onClose} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(dialogEl().hasAttribute('open')).toBe(true);
      fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
    });
  });

  it('closes on Esc sent by key code alone, as old webviews send it', () => {
    withoutShowModal(() => {
      const onClose = vi.fn();
      render(<Opener onClose={onClose} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      fireEvent.keyDown(screen.getByLabelText('Name'), { keyCode: 27 });
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(document.querySelector('dialog')).toBeNull();
    });
  });

  it('leaves Esc to an input method composing text in a field', () => {
    withoutShowModal(() => {
      const onClose = vi.fn();
      render(<Opener onClose={onClose} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape', isComposing: true });
      fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape', keyCode: 229 });
      expect(onClose).not.toHaveBeenCalled();
      expect(dialogEl().open).toBe(true);
    });
  });

  it('returns focus to whatever had it when no opener is given', () => {
    function Plain() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Show
          </button>
          {open && (
            <Dialog title="Plain" onClose={() => setOpen(false)}>
              <p>Nothing to fill in</p>
            </Dialog>
          )}
        </>
      );
    }
    render(<Plain />);
    const show = screen.getByRole('button', { name: 'Show' });
    show.focus();
    fireEvent.click(show);
    // No control in the body: focus goes to the close button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(show);
  });
});

describe('AdminConfirmDialog', () => {
  it('asks the admin question, explains the impact and focuses Cancel first', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<AdminConfirmDialog onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure that you want to perform this admin action?',
    });
    const impact = screen.getByText('This action may have an impact on the entire company instance and live boards.');
    expect(dialog.getAttribute('aria-describedby')).toBe(impact.id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('treats Esc and the close button as Cancel', () => {
    const onCancel = vi.fn();
    render(<AdminConfirmDialog onConfirm={() => {}} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
