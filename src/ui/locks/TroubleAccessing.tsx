/**
 * The way to the board request view. Before anything went wrong it is one quiet line ("No access?
 * Request access"); once a password or an address was refused it is the "trouble accessing" state:
 * 'Sorry you are having trouble accessing this page' / 'Please check with your company representative to gain
 * access', with the request button.
 */
import { noAccessYet, requestAccess } from '../../i18n/lock-messages.ts';
import { checkWithRepresentative, troubleAccessing } from '../../i18n/messages.ts';

/** Props of {@link TroubleAccessing}. */
export interface TroubleAccessingProps {
  /** True once the visitor was refused. */
  troubled: boolean;
  /** Opens the board request view. */
  onRequest: () => void;
}

/** One line, or the trouble panel (`part="gate-trouble"`). */
export function TroubleAccessing({ troubled, onRequest }: TroubleAccessingProps) {
  if (!troubled) {
    return (
      <p className="lb-lock__help">
        {noAccessYet()}{' '}
        <button type="button" className="lb-lock__link" onClick={onRequest}>
          {requestAccess()}
        </button>
      </p>
    );
  }
  return (
    <div className="lb-lock__trouble" part="gate-trouble">
      <p className="lb-lock__trouble-title">{troubleAccessing()}</p>
      <p>{checkWithRepresentative()}</p>
      <button type="button" className="lb-button" onClick={onRequest}>
        {requestAccess()}
      </button>
    </div>
  );
}
