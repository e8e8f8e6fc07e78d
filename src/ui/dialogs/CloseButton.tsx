/** The × button of dialogs and cards: a 40 px target named 'Close' (its icon is decorative). */
import { closeLabel } from '../../i18n/form-messages.ts';

/** A button with the accessible name 'Close'. */
export function CloseButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="lb-dialog__close" aria-label={closeLabel()} onClick={onClick}>
      <svg
        className="lb-icon"
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
