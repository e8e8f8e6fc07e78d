/** The leftMeeting view: the visitor left; they can rejoin. */
import { useId } from 'react';

import { rejoinEvent, youLeftTheEvent } from '../../i18n/live-event-messages.ts';

/** Props of {@link LiveEventLeft}. */
export interface LiveEventLeftProps {
  onRejoin: () => void;
  /** Focus "Rejoin" on mount: the visitor just pressed "Leave", which is gone. */
  takeFocus: boolean;
}

/** The message describes the button, so moving focus to it reads both. */
export function LiveEventLeft({ onRejoin, takeFocus }: LiveEventLeftProps) {
  const messageId = useId();
  return (
    <div className="lb-live__notice">
      <p id={messageId} className="lb-live__notice-title">
        {youLeftTheEvent()}
      </p>
      <button
        type="button"
        className="lb-button lb-button--primary"
        onClick={onRejoin}
        aria-describedby={messageId}
        autoFocus={takeFocus}
      >
        {rejoinEvent()}
      </button>
    </div>
  );
}
