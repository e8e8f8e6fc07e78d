/** The submit row of a lock form: the button, and a polite status that says the board is working on it. */
import { pleaseWait } from '../../i18n/form-messages.ts';

/** `aria-disabled` rather than `disabled` while pending, so focus stays on the button. */
export function LockSubmit({ label, pending }: { label: string; pending: boolean }) {
  return (
    <div className="lb-lock__actions">
      <button type="submit" className="lb-button lb-button--primary" aria-disabled={pending || undefined}>
        {label}
      </button>
      <span className="lb-lock__pending" role="status">
        {pending ? pleaseWait() : ''}
      </span>
    </div>
  );
}
