/** The locked state: the board exists but this visitor has not passed its password or code lock yet. */
import { boardLocked } from '../../i18n/messages.ts';

/** A clear message in place of the board when the lock's forms cannot show (no board or lock store yet). */
export function BoardLocked() {
  return (
    <div className="lb-state lb-state--locked" part="locked" role="status">
      <p className="lb-state__title">{boardLocked()}</p>
    </div>
  );
}
