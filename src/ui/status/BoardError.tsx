/** The error state of the whole board: a message chosen by the failure's code. */
import {
  anErrorOccurred,
  boardExpired,
  boardNotFound,
  checkWithRepresentative,
  opensNewTab,
  signInToView,
  troubleAccessing,
  tryAgain,
} from '../../i18n/messages.ts';
import { BOARD_ERROR_CODE } from '../../model/board-store.ts';
import type { BoardErrorDetail } from '../../model/event-bus.ts';
import { safeLinkHref } from '../shared/safe-url.ts';

/** Props of {@link BoardError}. */
export interface BoardErrorProps {
  failure: BoardErrorDetail | null;
  signInUrl?: string | null | undefined;
  onRetry: () => void;
}

function Body({ failure, signInUrl, onRetry }: BoardErrorProps) {
  switch (failure?.code) {
    case BOARD_ERROR_CODE.notFound:
    case BOARD_ERROR_CODE.missingBoard:
      return (
        <>
          <p className="lb-state__title">{troubleAccessing()}</p>
          <p>{checkWithRepresentative()}</p>
          <p className="lb-state__detail">{boardNotFound()}</p>
        </>
      );
    case BOARD_ERROR_CODE.unauthorized: {
      const href = safeLinkHref(signInUrl);
      return (
        <>
          <p className="lb-state__title">{troubleAccessing()}</p>
          {href ? (
            <p>
              <a className="lb-button lb-button--primary" href={href} target="_blank" rel="noopener">
                {signInToView()} <span className="lb-hint">{opensNewTab()}</span>
              </a>
            </p>
          ) : (
            <p>{checkWithRepresentative()}</p>
          )}
        </>
      );
    }
    case BOARD_ERROR_CODE.gone:
      return <p className="lb-state__title">{boardExpired()}</p>;
    default:
      return (
        <>
          <p className="lb-state__title">{anErrorOccurred()}</p>
          <p>
            <button type="button" className="lb-button lb-button--primary" onClick={onRetry}>
              {tryAgain()}
            </button>
          </p>
        </>
      );
  }
}

/** An alert region: not found, sign in (new tab), expired, or a general failure with "Try again". */
export function BoardError(props: BoardErrorProps) {
  return (
    <div className="lb-state lb-state--error" part="error" role="alert" data-code={props.failure?.code}>
      <Body {...props} />
    </div>
  );
}
