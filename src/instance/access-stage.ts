/**
 * Stage 6 of a board instance, access: the password / email-code locks of a locked board and the
 * lead form of a gating campaign. Loaded right after the first paint, when the board turns out locked, or when an
 * item opens; it fills the view stage's gated-item slot. The form is sent through the tracking stage.
 */
import { computed, effect } from '@preact/signals-core';

import { confirmEmailCode, requestEmailCode, submitBoardPassword } from '../api/locks.ts';
import { fetchOrganizationSettings } from '../api/privacy.ts';
import { browserStorage } from '../base/browser-storage.ts';
import { thankYou } from '../i18n/dialog-messages.ts';
import { redirectRoute } from '../model/gating.ts';
import { createGatingStore, type GatingStore } from '../model/gating-store.ts';
import { createLockStore, type LockStore, untilSignal } from '../model/lock-store.ts';
import type { ApiStage } from './api.ts';
import type { Arrival } from './config.ts';
import type { TrackingStage } from './tracking-stage.ts';
import type { InstanceConfig } from './types.ts';
import type { ViewStage } from './view-stage.ts';

/** The access stage of one board instance. */
export interface AccessStage {
  /** The password / email-code locks of a locked board. */
  readonly lock: LockStore;
  /** The lead form of a gating campaign, and which items it hides. */
  readonly gating: GatingStore;
  /** Stops remembering gating forms and disposes of the gating store. */
  dispose(): void;
}

/** Builds the access stage; `reload` loads the board again once a lock opened. */
export function createAccessStage(deps: {
  config: InstanceConfig;
  arrival: Arrival;
  api: ApiStage;
  view: ViewStage;
  tracking: TrackingStage;
  reload: () => Promise<void>;
}): AccessStage {
  const { api, view } = deps;
  const { client } = api;
  const { store, bus, viewer, session, navigation, location } = view;
  const { tracking } = deps.tracking;
  const board = deps.config.board ?? '';
  // Nothing is written to browser storage before consent (docs/decisions.md).
  const canStore = () => view.storingAllowed.peek();
  const lock = createLockStore({
    port: {
      submitPassword: (password) => submitBoardPassword(client, board, password),
      requestCode: (email) => requestEmailCode(client, board, email),
      confirmCode: (email, code) => confirmEmailCode(client, board, { email, code }),
      // One send path: the tracker turns the request into the identity PUT + campaign/message; the confirmation
      // waits for the server (while offline the form says it will be sent when the visitor is back online).
      requestAccess: (request) => {
        bus.emit('cta-submit', request);
        return tracking.submission(request);
      },
      // Active means the session call answered, so its CSRF token is stored (a stored guid alone is not enough).
      whenSessionReady: () =>
        untilSignal(
          computed(() => session.isActive.value === true && session.guid.value !== null),
          Boolean,
        ),
      brand: async () => {
        const settings = await fetchOrganizationSettings(client, board);
        return { organizationName: settings.name, logoUrl: settings.logo_url };
      },
    },
    onUnlocked: deps.reload,
    sender: () => {
      const presenter = store.presenter.peek();
      return presenter ? `${presenter.first_name} ${presenter.last_name}`.trim() || null : null;
    },
    initialEmail: deps.arrival.prefill.email ?? null,
  });
  const gating = createGatingStore({
    store,
    bus,
    viewer,
    navigation,
    storage: browserStorage('localStorage'),
    canStore,
    // The tracking layer sends the form (identity PUT + campaign/form) when it hears `cta-submit`; this waits for it.
    submit: (detail) => tracking.submission(detail),
    redirectRoute: () =>
      redirectRoute(new URLSearchParams(window.location.search), new URLSearchParams(location.read().search)),
    defaultSuccessMessage: thankYou,
  });
  view.gatedRule.value = (item) => gating.isGated(item);
  // A gating form sent before consent is remembered once consent is given.
  const stopSavingWaiting = effect(() => {
    if (view.storingAllowed.value) gating.saveWaiting();
  });
  return {
    lock,
    gating,
    dispose(): void {
      stopSavingWaiting();
      gating.dispose();
    },
  };
}
