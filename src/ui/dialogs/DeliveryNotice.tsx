/**
 * Where the visitor's sent forms stand, once the form itself is gone (its dialog closed, the page reloaded): a
 * notice at the bottom of the board's visible part (`part="delivery-status"`) that says a submission waits for the
 * network, then that it has been delivered. The form shows the same while it is open (`CtaForm`); this notice
 * covers the time after. It moves nothing: it hangs from a zero-height anchor that sticks to the viewport's bottom.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';

import { sentAfterAll } from '../../i18n/dialog-messages.ts';
import { closeLabel, sendWhenOnline } from '../../i18n/form-messages.ts';
import type { SubmissionStatus } from '../../tracking/types.ts';
import { Icon } from '../shared/Icon.tsx';

/** How long the "delivered" notice stays before it goes by itself (it can be closed sooner). */
export const DELIVERED_NOTICE_MS = 8000;

/** Props of {@link DeliveryNotice}. */
export interface DeliveryNoticeProps {
  status: ReadonlySignal<SubmissionStatus>;
}

/** A cloud, struck through. */
const OFFLINE = 'M3 3l18 18M8.5 6.2A6 6 0 0 1 17.7 10H18a4 4 0 0 1 2.2 7.3M17 19H7a5 5 0 0 1-1.6-9.7';
const CHECK = 'M20 6L9 17l-5-5';

/** The notice; an empty live region while there is nothing to say. */
export function DeliveryNotice({ status }: DeliveryNoticeProps) {
  useSignals();
  const { held, offline, deliveredLate } = status.value;
  // Late deliveries already told (or closed); the notice shows for those beyond.
  const [told, setTold] = useState(0);
  const [offlineClosed, setOfflineClosed] = useState(false);
  // Closing the offline notice holds until the network is back; a new wait shows it again.
  if (!offline && offlineClosed) setOfflineClosed(false);

  const kind = offline && !offlineClosed ? 'offline' : held === 0 && deliveredLate > told ? 'delivered' : null;
  useEffect(() => {
    if (kind !== 'delivered') return;
    const timer = setTimeout(() => setTold(deliveredLate), DELIVERED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [kind, deliveredLate]);

  const close = () => (kind === 'offline' ? setOfflineClosed(true) : setTold(deliveredLate));
  return (
    <div className="lb-delivery-anchor">
      {/* The live region stays in place, so what appears in it is announced. */}
      <div className="lb-delivery-live" role="status">
        {kind && (
          <div className={`lb-delivery lb-delivery--${kind}`} part="delivery-status">
            <Icon path={kind === 'offline' ? OFFLINE : CHECK} className="lb-delivery__icon" />
            <p className="lb-delivery__text">{kind === 'offline' ? sendWhenOnline() : sentAfterAll()}</p>
            <button type="button" className="lb-delivery__close" aria-label={closeLabel()} onClick={close}>
              <Icon name="close" weight={2.5} />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
