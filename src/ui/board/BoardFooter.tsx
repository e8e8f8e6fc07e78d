/** The footer: 'Created by' and the board's name, and the visitor's "Do not track me". */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';

import { createdBy, doNotTrackMe, trackingStopped } from '../../i18n/messages.ts';
import { useBoardServices } from '../board-context.ts';

/** A quiet credit line at the end of the board, with the stop-tracking action while the visitor is tracked. */
export function BoardFooter({ boardName }: { boardName: string }) {
  useSignals();
  const { store, stopTracking } = useBoardServices();
  const [busy, setBusy] = useState(false);
  const tracked = store.lead.value?.trackCurrentLead !== false;
  const onStop = () => {
    if (!stopTracking) return;
    setBusy(true);
    void stopTracking().finally(() => setBusy(false));
  };
  return (
    <footer part="footer" className="lb-footer">
      <span>{createdBy()}</span> <strong className="lb-footer__name">{boardName}</strong>
      {stopTracking && (
        <span className="lb-footer__tracking" role="status">
          {tracked ? (
            <button type="button" className="lb-link-button" onClick={onStop} disabled={busy}>
              {doNotTrackMe()}
            </button>
          ) : (
            trackingStopped()
          )}
        </span>
      )}
    </footer>
  );
}
