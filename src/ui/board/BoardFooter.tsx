/** The footer (spec §2): 'Created by' and the board's name. */
import { createdBy } from '../../i18n/messages.ts';

/** A quiet credit line at the end of the board. */
export function BoardFooter({ boardName }: { boardName: string }) {
  return (
    <footer part="footer" className="lb-footer">
      <span>{createdBy()}</span> <strong className="lb-footer__name">{boardName}</strong>
    </footer>
  );
}
