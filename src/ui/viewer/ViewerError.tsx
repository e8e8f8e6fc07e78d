/**
 * The viewer's journey request failed: say so, and offer what can help — Try again (re-run the navigation) after a
 * network or server fault, only Close for an item that is gone or refused (asking again would fail the same way).
 */
import * as m from '../../i18n/viewer-messages.ts';
import { Icon } from '../shared/Icon.tsx';

/** An alert with Try again and Close. */
export function ViewerError({
  code,
  retryable,
  onRetry,
  onClose,
}: {
  code: string | null;
  retryable: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <div className="lb-render lb-render--error" part="viewer-content">
      <div className="lb-render__card" role="alert" data-code={code ?? undefined}>
        <span className="lb-render__card-icon">
          <Icon name="alert" />
        </span>
        <p className="lb-render__card-reason">{m.itemLoadFailed()}</p>
        <div className="lb-render__card-actions">
          {retryable && (
            <button type="button" className="lb-button lb-button--primary" onClick={onRetry}>
              {m.retry()}
            </button>
          )}
          <button type="button" className={retryable ? 'lb-button' : 'lb-button lb-button--primary'} onClick={onClose}>
            {m.closeViewer()}
          </button>
        </div>
      </div>
    </div>
  );
}
