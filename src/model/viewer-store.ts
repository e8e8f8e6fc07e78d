/**
 * The item viewer: inactive; fetching a journey item makes it active and fetching; on success it holds
 * the current item id, index, category, count and item map; closing resets. It opens from an open-viewer action
 * or from the URL (the landing flag). An item flagged open_in_new_tab opens its link in a new window instead.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';

import { isAbortError, isApiError, isRetryable } from '../api/errors.ts';
import type { Item, Journey } from '../api/schemas/item.ts';
import type { EventBus, ItemEventDetail } from './event-bus.ts';

/** What the viewer needs from the API. */
export interface ViewerPort {
  journey(item: number | string, scope: ViewerScope, signal: AbortSignal): Promise<Journey>;
}

/** The list an item is viewed in: a category (null for home) and the search text (empty outside search). */
export interface ViewerScope {
  readonly categoryId: number | null;
  readonly search: string;
}

/** Viewer display themes: classic (default) or lightbox. */
export type ViewerMode = 'classic' | 'lightbox';

/** The viewer's state. `status` 'inactive' means closed. */
export interface ViewerState {
  readonly status: 'inactive' | 'fetching' | 'active' | 'error';
  readonly requested: number | string | null;
  readonly scope: ViewerScope | null;
  readonly currentItemId: number | null;
  readonly index: number | null;
  readonly count: number;
  readonly items: Readonly<Record<string, Item>>;
  readonly nextItemId: number | null;
  readonly prevItemId: number | null;
  /** True when the viewer was opened from the URL on arrival rather than by a click. */
  readonly landing: boolean;
  readonly errorCode: string | null;
  /** Whether trying again may help (a network or server fault); false for an item that is gone or refused. */
  readonly retryable: boolean;
}

/** Rules the viewer follows that another part of the board owns. */
export interface ViewerRules {
  /** Whether an item opens behind the lead form (reported with `item-opened`). */
  isGated?: (item: Item) => boolean;
  /** Settles once `isGated` can be trusted (its code may still be loading); awaited beside the journey. */
  settled?: () => Promise<void>;
}

/** The viewer store of one board instance. */
export interface ViewerStore {
  /** Where the viewer is, and what it holds. */
  readonly state: ReadonlySignal<ViewerState>;
  /** The item shown, if any. */
  readonly current: ReadonlySignal<Item | null>;
  /** The display theme: classic or lightbox. */
  readonly mode: ReadonlySignal<ViewerMode>;
  /** Whether the viewer is open (fetching, active or showing an error). */
  readonly isOpen: ReadonlySignal<boolean>;
  /**
   * Shows `item` of the list `scope`. Re-opening the item already shown does nothing; a different item replaces
   * it (next/previous keep the viewer open). `landing` marks an opening from the URL on arrival.
   */
  open(item: number | string, scope: ViewerScope, options?: { landing?: boolean }): Promise<void>;
  /** Closes the viewer and resets it. */
  close(): void;
  /** Sets the view mode ("View modes can be set"). */
  setMode(next: ViewerMode): void;
  /** Cancels a journey request in flight. */
  dispose(): void;
}

/** The viewer with nothing open or asked for. */
export const INACTIVE: ViewerState = {
  status: 'inactive',
  requested: null,
  scope: null,
  currentItemId: null,
  index: null,
  count: 0,
  items: {},
  nextItemId: null,
  prevItemId: null,
  landing: false,
  errorCode: null,
  retryable: false,
};

/** Finds the requested item in a journey answer (by id or slug). */
function findCurrent(journey: Journey, requested: number | string): Item | undefined {
  return journey.items.find(
    (item) => item.id === requested || item.slug === requested || String(item.id) === requested,
  );
}

/** Applies a journey answer (pure): neighbours are the items before and after the current one. */
export function acceptJourney(state: ViewerState, journey: Journey, requested: number | string): ViewerState {
  const current = findCurrent(journey, requested);
  if (!current) return { ...state, status: 'error', errorCode: 'not_in_journey', retryable: false };
  const at = journey.items.indexOf(current);
  const prev = journey.prev_item_index === null ? undefined : journey.items[at - 1];
  const next = journey.next_item_index === null ? undefined : journey.items[at + 1];
  return {
    ...state,
    status: 'active',
    currentItemId: current.id,
    index: journey.journey_index,
    count: journey.items_count,
    items: { ...state.items, ...Object.fromEntries(journey.items.map((item) => [String(item.id), item])) },
    prevItemId: prev?.id ?? null,
    nextItemId: next?.id ?? null,
    errorCode: null,
  };
}

/** The detail of item events for an item. */
export function itemEventDetail(item: Item, categoryId: number | null): ItemEventDetail {
  return {
    itemId: item.id,
    itemSlug: item.slug,
    contentItemId: item.content_item_id,
    categoryId,
    itemType: item.presented_item_type,
  };
}

/** Creates the viewer store of one board instance. */
export function createViewerStore(port: ViewerPort, bus: EventBus, rules: ViewerRules = {}): ViewerStore {
  const state = signal<ViewerState>(INACTIVE);
  const mode = signal<ViewerMode>('classic');
  let controller: AbortController | null = null;

  const current: ReadonlySignal<Item | null> = computed(() => {
    const { currentItemId, items } = state.value;
    return currentItemId === null ? null : (items[String(currentItemId)] ?? null);
  });

  async function open(item: number | string, scope: ViewerScope, options: { landing?: boolean } = {}): Promise<void> {
    const shown = current.value;
    const s = state.value;
    const sameScope = s.scope?.categoryId === scope.categoryId && s.scope.search === scope.search;
    if (shown && sameScope && (shown.id === item || shown.slug === item || String(shown.id) === item)) return;
    controller?.abort();
    controller = new AbortController();
    const { signal: abortSignal } = controller;
    const wasOpen = s.status !== 'inactive';
    state.value = {
      ...(wasOpen ? s : INACTIVE),
      status: 'fetching',
      requested: item,
      scope,
      landing: wasOpen ? s.landing : Boolean(options.landing),
      errorCode: null,
    };
    try {
      const [journey] = await Promise.all([port.journey(item, scope, abortSignal), rules.settled?.()]);
      if (abortSignal.aborted) return;
      const previous = current.value;
      const next = acceptJourney(state.value, journey, item);
      batch(() => {
        state.value = next;
      });
      const shownNow = current.value;
      if (next.status !== 'active' || !shownNow) return;
      if (previous && previous.id !== shownNow.id) bus.emit('item-closed', itemEventDetail(previous, scope.categoryId));
      const gated = rules.isGated?.(shownNow) ?? false;
      bus.emit('item-opened', { ...itemEventDetail(shownNow, scope.categoryId), ...(gated ? { gated } : {}) });
    } catch (error) {
      if (isAbortError(error)) {
        console.info('[live-board] item request cancelled');
        return;
      }
      state.value = {
        ...state.value,
        status: 'error',
        errorCode: isApiError(error) ? error.code : 'load_failed',
        retryable: isRetryable(error),
      };
      bus.emit('board-error', {
        code: 'item_load_failed',
        message: error instanceof Error ? error.message : String(error),
        ...(isApiError(error) && error.status ? { status: error.status } : {}),
      });
    }
  }

  function close(): void {
    controller?.abort();
    controller = null;
    const shown = current.value;
    const scope = state.value.scope;
    if (state.value.status === 'inactive') return;
    state.value = INACTIVE;
    if (shown) bus.emit('item-closed', itemEventDetail(shown, scope?.categoryId ?? null));
  }

  return {
    state,
    current,
    mode,
    isOpen: computed(() => state.value.status !== 'inactive'),
    open,
    close,
    setMode: (next: ViewerMode) => {
      mode.value = next;
    },
    dispose: () => controller?.abort(),
  };
}
