/**
 * The footer: 'Created by' and who made the board — the presenter, else the board's organization
 * (docs/decisions.md) — and the visitor's "Do not track me".
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';

import type { Presenter } from '../../api/schemas/lead.ts';
import { createdBy, doNotTrackMe, trackingStopped } from '../../i18n/messages.ts';
import { type BoardServices, useBoardServices } from '../shared/board-context.ts';

/** The presenter's full name; null when the answer has none. */
export function presenterName(presenter: Pick<Presenter, 'first_name' | 'last_name'> | null): string | null {
  if (!presenter) return null;
  return `${presenter.first_name.trim()} ${presenter.last_name.trim()}`.trim() || null;
}

/**
 * Who the footer credits: the presenter's name once the presenter has answered; the organization's name (asked for
 * only then) when the presenter is unavailable or nameless; null while neither is known, or when neither has a name.
 */
function useCreator({ store, organizationName }: BoardServices): string | null {
  const status = store.presenterStatus.value;
  const fromPresenter = status === 'ready' ? presenterName(store.presenter.value) : null;
  const askOrganization = status !== 'loading' && fromPresenter === null && organizationName !== undefined;
  const [organization, setOrganization] = useState<string | null>(null);
  useEffect(() => {
    if (!askOrganization) return;
    const controller = new AbortController();
    organizationName(controller.signal).then(
      (name) => setOrganization(name.trim() || null),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('[live-board] the organization’s name is unavailable', error);
      },
    );
    return () => controller.abort();
  }, [askOrganization, organizationName]);
  return fromPresenter ?? (askOrganization ? organization : null);
}

/** A quiet credit line at the end of the board, with the stop-tracking action while the visitor is tracked. */
export function BoardFooter() {
  useSignals();
  const services = useBoardServices();
  const { store, stopTracking } = services;
  const creator = useCreator(services);
  const [busy, setBusy] = useState(false);
  const tracked = store.lead.value?.trackCurrentLead !== false;
  const onStop = () => {
    if (!stopTracking) return;
    setBusy(true);
    void stopTracking().finally(() => setBusy(false));
  };
  return (
    <footer part="footer" className="lb-footer">
      {creator !== null && (
        <span className="lb-footer__credit">
          {createdBy()} <strong className="lb-footer__name">{creator}</strong>
        </span>
      )}
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
