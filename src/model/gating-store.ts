/**
 * The gating form of one board instance, from the campaign's gating config: whether an item
 * is behind the form, the form's opened flag, and the submission — validation, the `cta-submit` and
 * `gate-submitted` events, the submitted flag in state and browser storage, then the campaign change: tile
 * loader, a refresh after 3000 ms, and the visitor back on the item they asked for.
 */
import { computed, effect, type ReadonlySignal, signal } from '@preact/signals-core';

import { isApiError, isRefusal } from '../api/errors.ts';
import type { Item } from '../api/schemas/item.ts';
import type { BoardNavigation } from './board-navigation.ts';
import type { BoardStore } from './board-store.ts';
import type { BoardEventMap, EventBus } from './event-bus.ts';
import {
  CAMPAIGN_REFRESH_DELAY_MS,
  GATING_AREA,
  type GatingForm,
  gatingForm,
  isItemGated,
  isSubmitted,
  type KeyValueStorage,
  leadKind,
  readSubmittedBoards,
  writeSubmittedBoard,
} from './gating.ts';
import {
  type FormValidation,
  type FormValues,
  normalizeValues,
  serverValidation,
  VALID_FORM,
  validateForm,
} from './validation.ts';
import type { ViewerStore } from './viewer-store.ts';

/**
 * How long a visitor waits for the server to take the form before the board goes on anyway (the tracking queue
 * keeps delivering it, e.g. once consent is given or the network is back). Our own bound, so that a slow or
 * offline network never leaves the visitor in front of a busy button.
 */
export const GATING_ANSWER_WAIT_MS = 10_000;

/** The `cta-submit` detail of a gating submission (docs/element.md). */
export type GatingSubmission = BoardEventMap['cta-submit'];

/** Timers the store uses; the browser's by default (the tracking layer's `Clock` fits). */
export interface GatingClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: GatingClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What the gating store is built from. */
export interface GatingStoreOptions {
  store: BoardStore;
  bus: EventBus;
  viewer: ViewerStore;
  navigation: Pick<BoardNavigation, 'itemLocation' | 'toLocation' | 'closeViewer'>;
  /** Where the submitted map lives (localStorage), or null where storage is blocked. */
  storage: KeyValueStorage | null;
  /** Whether browser storage may be written now (consent, docs/decisions.md). Default: always. */
  canStore?: () => boolean;
  clock?: GatingClock;
  /**
   * The server's answer to the `cta-submit` the store has just emitted on the bus: the tracking layer turns that
   * event into the identity PUT and `campaign/form` (one request per event), and this resolves when they were
   * taken — or as soon as they are held for later (no session yet, consent pending). It rejects with the
   * server's refusal (an `ApiError`; a 422 carries field errors). It must not send anything itself.
   */
  submit: (detail: GatingSubmission) => Promise<void>;
  /** The `redirect_on_campaign_change` route, when the URL sets one (see `redirectRoute`). */
  redirectRoute?: () => string | null;
  /** The success message when the campaign has none: the translated 'thank you' (`thankYou` of i18n). */
  defaultSuccessMessage: () => string;
}

/** What a submission came to: `validation.ok`, or the messages to show and the error behind them. */
export interface GatingOutcome {
  readonly validation: FormValidation;
  /** The server's refusal (an `ApiError`), or null. */
  readonly error: unknown;
}

/** The gating store of one board instance. */
export interface GatingStore {
  /** The gating form of the campaign with defaults; null on a campaign that is not a gating one. */
  readonly form: ReadonlySignal<GatingForm | null>;
  /** This board's form was submitted (false without a board). */
  readonly submitted: ReadonlySignal<boolean>;
  /** The form is up. */
  readonly opened: ReadonlySignal<boolean>;
  /** A submission is waiting for the server. */
  readonly sending: ReadonlySignal<boolean>;
  /** Is `item` behind the form for this visitor now? */
  isGated(item: Pick<Item, 'is_gated'>): boolean;
  /**
   * Brings the form up for a gated item (the viewer shows it in place of the item) and saves the item's
   * location, to be restored after the campaign change. False, and nothing changes, for an item not gated.
   */
  open(item: Item): boolean;
  /**
   * Dismisses the form: back to the board, the item unseen. A mandatory form (`is_mandatory`) cannot be
   * dismissed: false then. True when the form is closed.
   */
  close(): boolean;
  /**
   * Submits the form: validates `values`; emits `cta-submit` and waits for the server; on success
   * emits `gate-submitted`, marks the board submitted (state, and storage when allowed), flags the campaign
   * changed with its success message, and after `CAMPAIGN_REFRESH_DELAY_MS` refreshes the campaign and restores
   * the pending location — or goes to the `redirect_on_campaign_change` route. A second call while one is in
   * flight gets the same outcome.
   */
  submit(values: FormValues): Promise<GatingOutcome>;
  /** Stores the submitted flags that waited for consent; call when storing becomes allowed (docs/decisions.md). */
  saveWaiting(): void;
  /** Cancels the pending campaign refresh and lets go of the viewer. */
  dispose(): void;
}

const FAILED: FormValidation = Object.freeze({ ok: false, summary: 'failed', fieldErrors: {}, serverMessages: {} });

/** Creates the gating store of one board instance; `dispose()` cancels its timers. */
export function createGatingStore(options: GatingStoreOptions): GatingStore {
  const { store, bus, viewer, navigation, storage, submit } = options;
  const clock = options.clock ?? browserClock;
  const canStore = options.canStore ?? (() => true);

  /** Board ids submitted in this browser: stored ones, plus this visit's (also when storage may not be written). */
  const submittedBoards = signal<ReadonlySet<number>>(readSubmittedBoards(storage));
  const opened = signal(false);
  const sending = signal(false);
  /** The location the visitor asked for when the form came up (pending location). */
  let pendingLocation: string | null = null;
  /** Between an accepted form and the restored location: the viewer closing then is ours, not the visitor's. */
  let changing = false;
  let refreshTimer: unknown = null;
  let inFlight: Promise<GatingOutcome> | null = null;
  /** Boards submitted while storing was not allowed yet: written once consent allows it (`saveWaiting`). */
  const unsaved = new Set<number>();
  const saveWaiting = () => {
    for (const boardId of unsaved) if (writeSubmittedBoard(storage, boardId, canStore)) unsaved.delete(boardId);
  };

  const form: ReadonlySignal<GatingForm | null> = computed(() => gatingForm(store.campaign.value));
  const submitted: ReadonlySignal<boolean> = computed(() =>
    isSubmitted(store.board.value?.id ?? null, submittedBoards.value),
  );

  // The form lives in the viewer: when the visitor leaves the viewer, the form is no longer open.
  const stopFollowingViewer = effect(() => {
    if (viewer.isOpen.value || changing) return;
    opened.value = false;
    pendingLocation = null;
  });

  /** Is `item` behind the form for this visitor now? */
  function isGated(item: Pick<Item, 'is_gated'>): boolean {
    return isItemGated({
      show: form.value?.show ?? false,
      itemGated: item.is_gated,
      lead: leadKind(store.lead.value),
      submitted: submitted.value,
    });
  }

  /**
   * Brings the form up for a gated item (the viewer shows it in place of the item) and saves the item's
   * location, to be restored after the campaign change. False, and nothing changes, for an item not gated.
   */
  function open(item: Item): boolean {
    if (!isGated(item)) return false;
    pendingLocation = navigation.itemLocation(item);
    opened.value = true;
    return true;
  }

  /**
   * Dismisses the form: back to the board, the item unseen. A mandatory form (`is_mandatory`) cannot be
   * dismissed: false then. True when the form is closed.
   */
  function close(): boolean {
    if (!opened.peek()) return true;
    if (form.peek()?.mandatory) return false;
    opened.value = false;
    pendingLocation = null;
    navigation.closeViewer();
    return true;
  }

  /** Waits for the server's answer, at most `GATING_ANSWER_WAIT_MS`. */
  function answer(sent: Promise<void>): Promise<void> {
    let timer: unknown = null;
    const patience = new Promise<void>((resolve) => {
      timer = clock.setTimeout(resolve, GATING_ANSWER_WAIT_MS);
    });
    return Promise.race([sent, patience]).finally(() => clock.clearTimeout(timer));
  }

  /** The campaign is refetched, then the visitor goes where they were headed. */
  async function finishChange(): Promise<void> {
    refreshTimer = null;
    try {
      await store.refreshCampaign();
    } finally {
      const target = options.redirectRoute?.() ?? pendingLocation;
      pendingLocation = null;
      changing = false;
      if (target) navigation.toLocation(target);
    }
  }

  /** The form was taken: events, submitted flag, campaign change. */
  function accept(boardId: number): void {
    // The submitted event carries the content_item_id of the item currently shown in the viewer.
    const shown = viewer.current.peek();
    bus.emit('gate-submitted', { boardId, contentItemId: shown?.content_item_id ?? null });
    submittedBoards.value = new Set([...submittedBoards.peek(), boardId]);
    unsaved.add(boardId);
    saveWaiting();
    changing = true;
    opened.value = false;
    const campaign = store.campaign.peek();
    store.markCampaignChanged(campaign?.successMessage?.trim() || options.defaultSuccessMessage());
    // The tile loader shows over the board; the viewer (a modal above it) makes way and reopens afterwards.
    if (viewer.isOpen.peek()) navigation.closeViewer();
    if (refreshTimer !== null) clock.clearTimeout(refreshTimer);
    refreshTimer = clock.setTimeout(() => void finishChange(), CAMPAIGN_REFRESH_DELAY_MS);
  }

  async function run(values: FormValues): Promise<GatingOutcome> {
    const current = form.peek();
    const board = store.board.peek();
    if (!current || !board) return { validation: FAILED, error: null };
    const checked = validateForm(current.fields, values);
    if (!checked.ok) return { validation: checked, error: null };
    const detail: GatingSubmission = {
      area: GATING_AREA,
      label: current.title,
      type: 'form',
      fields: normalizeValues(current.fields, values),
    };
    sending.value = true;
    try {
      // The one send path: the tracking layer hears this event and sends the identity PUT and campaign/form.
      bus.emit('cta-submit', detail);
      await answer(submit(detail));
    } catch (error) {
      if (isRefusal(error)) {
        const fieldErrors = isApiError(error) && error.status === 422 ? error.fieldErrors : {};
        return { validation: serverValidation(current.fields, values, fieldErrors), error };
      }
      // Not refused, only not confirmed (tracking off for the visit, say): the visitor filled the form.
      console.warn('[live-board] gating form not confirmed by the server', error);
    } finally {
      sending.value = false;
    }
    accept(board.id);
    return { validation: VALID_FORM, error: null };
  }

  /**
   * Submits the form: validates `values`; emits `cta-submit` and waits for the server; on success
   * emits `gate-submitted`, marks the board submitted (state, and storage when allowed), flags the campaign
   * changed with its success message, and after `CAMPAIGN_REFRESH_DELAY_MS` refreshes the campaign and restores
   * the pending location — or goes to the `redirect_on_campaign_change` route. A second call while one is in
   * flight gets the same outcome.
   */
  function submitForm(values: FormValues): Promise<GatingOutcome> {
    inFlight ??= run(values).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    form,
    submitted,
    opened,
    sending,
    isGated,
    open,
    close,
    submit: submitForm,
    saveWaiting,
    dispose(): void {
      stopFollowingViewer();
      if (refreshTimer !== null) clock.clearTimeout(refreshTimer);
      refreshTimer = null;
      changing = false;
    },
  };
}
