/** The viewer's journey request failed: say so, offer to try again (re-run the navigation) or close. */
import * as m from '../../i18n/viewer-messages.ts';
import { Icon } from '../shared/Icon.tsx';

/** An alert with Try again and Close. */
export function ViewerError({ code, onRetry, onClose }: { code: string | null; onRetry: () => void; onClose: () => void }) {
  return (
    <div className="lb-render lb-render--error" part="viewer-content">
      <div className="lb-render__card" role="alert" data-code={code ?? undefined}>
        <span className="lb-render__card-icon">
          <Icon name="alert" />
        </span>
        <p className="lb-render__card-reason">{m.itemLoadFailed()}</p>
        <div className="lb-render__card-actions">
          <button type="button" className="lb-button lb-button--primary" onClick={onRetry}>
            {m.retry()}
          </button>
          <button type="button" className="lb-button" onClick={onClose}>
            {m.closeViewer()}
          </button>
        </div>
      </div>
    </div>
  );
}
