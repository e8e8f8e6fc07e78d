/**
 * The board's secondary people: the seller's card (presenter) and the visitor as the server knows them (lead). Both
 * load beside the board and never block or fail it, so they are a part of the board store of their own; the store
 * composes it and starts both loads with its own.
 */
import { batch, type ReadonlySignal, signal } from '@preact/signals-core';

import { isAbortError, isApiError } from '../api/errors.ts';
import type { Lead, Presenter } from '../api/schemas/lead.ts';
import { BOARD_ERROR_CODE } from './board-failure.ts';
import type { BoardPort, PresenterStatus } from './board-types.ts';
import { type LeadState, toLeadState } from './lead.ts';

/** What the presenter and lead read from the store that composes them. */
export interface PresenterAndLeadOptions {
  port: Pick<BoardPort, 'presenter' | 'lead'>;
  /** The signal of the store's current load, read when the lead is asked for again. */
  abortSignal: () => AbortSignal;
}

/** The seller's card and the lead of one board. */
export interface PresenterAndLead {
  /** The seller's card, once loaded; a refetch keeps it until the new one arrives. */
  readonly presenter: ReadonlySignal<Presenter | null>;
  /** Where the seller's card is: loading, ready or unavailable. */
  readonly presenterStatus: ReadonlySignal<PresenterStatus>;
  /** The visitor as the server knows them, with the per-visit tracking flag. */
  readonly lead: ReadonlySignal<LeadState | null>;
  /** Fetches the seller's card beside the board's load; a failure leaves the board as it is. */
  loadPresenter(abortSignal: AbortSignal): void;
  /** Shows a seller's card the server sent. */
  acceptPresenter(value: Presenter): void;
  /** Fetches the lead beside the board's load; a failure leaves the board as it is. */
  loadLead(abortSignal: AbortSignal): void;
  /** Asks the server who the visitor is again (after switching identity: 'Not {leadName}?'). */
  refreshLead(): Promise<void>;
  /** "Do not track me": the server's answer replaces the lead and tracking stops for the visit. */
  stopTrackingLead(replacement: Lead | null): void;
}

/** Creates the seller's card and lead of one board; nothing loads until asked. */
export function createPresenterAndLead(options: PresenterAndLeadOptions): PresenterAndLead {
  const { port } = options;
  const presenter = signal<Presenter | null>(null);
  const lead = signal<LeadState | null>(null);
  const presenterStatus = signal<PresenterStatus>('loading');

  function acceptPresenter(value: Presenter): void {
    batch(() => {
      presenter.value = value;
      presenterStatus.value = 'ready';
    });
  }

  function loadPresenter(abortSignal: AbortSignal): void {
    // The seller card is secondary: it loads beside the rest, may poll (206), and never blocks or fails the board.
    // A refetch keeps the card it has until the new one arrives.
    if (!presenter.value) presenterStatus.value = 'loading';
    port.presenter(abortSignal).then(acceptPresenter, (error: unknown) => {
      if (isAbortError(error)) return;
      // Withheld until the board's lock is passed (load runs again then): nothing to report.
      if (!(isApiError(error) && error.code === BOARD_ERROR_CODE.locked))
        console.warn('[live-board] presenter unavailable', error);
      if (!presenter.value) presenterStatus.value = 'unavailable';
    });
  }

  function loadLead(abortSignal: AbortSignal): void {
    // The lead is secondary too: tracking waits for it, the board does not.
    port.lead(abortSignal).then(
      (value) => {
        lead.value = toLeadState(value, lead.value?.trackCurrentLead ?? true);
      },
      (error: unknown) => {
        if (!isAbortError(error)) console.warn('[live-board] lead unavailable', error);
      },
    );
  }

  return {
    presenter,
    presenterStatus,
    lead,
    loadPresenter,
    acceptPresenter,
    loadLead,
    async refreshLead(): Promise<void> {
      try {
        const next = await port.lead(options.abortSignal());
        lead.value = toLeadState(next, lead.value?.trackCurrentLead ?? true);
      } catch (error) {
        if (!isAbortError(error)) console.warn('[live-board] lead unavailable', error);
      }
    },
    stopTrackingLead(replacement: Lead | null): void {
      const current = replacement ?? lead.value;
      if (current) lead.value = toLeadState(current, false);
    },
  };
}
