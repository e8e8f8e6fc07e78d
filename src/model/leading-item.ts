/**
 * The campaign's leading item: which item leads the board, and whether the board has anything besides it (the empty
 * state). Its data is secondary and loads after the board is ready, so it is a part of the board store of its own;
 * the store composes it and starts its load.
 */
import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';

import { isAbortError } from '../api/errors.ts';
import type { Board } from '../api/schemas/board.ts';
import type { Item } from '../api/schemas/item.ts';
import { BOARD_STATUS_ONLINE } from '../base/constants.ts';
import type { BoardPort } from './board-types.ts';
import type { Campaign } from './campaign.ts';

/** What the leading item reads from the store that composes it. */
export interface LeadingItemOptions {
  port: Pick<BoardPort, 'itemsPresence' | 'item'>;
  board: ReadonlySignal<Board | null>;
  campaign: ReadonlySignal<Campaign | null>;
  /** Every item loaded, by id; the leading item joins it when no page held it. */
  items: Signal<Readonly<Record<string, Item>>>;
}

/** The leading item of one board. */
export interface LeadingItem {
  /** Empty state: the board's flag, refined by items_presence when a leading item is set. */
  readonly hasItemsToDisplay: ReadonlySignal<boolean>;
  /** The leading item, when the campaign names one and it is online. */
  readonly leadingItem: ReadonlySignal<Item | null>;
  /** Secondary data of the leading item: whether anything else is there, and the item itself if no page had it. */
  loadLeadingItem(id: number | null, abortSignal: AbortSignal): void;
}

/** Creates the leading item of one board; nothing loads until asked. */
export function createLeadingItem(options: LeadingItemOptions): LeadingItem {
  const { port, board, campaign, items } = options;
  /** The items_presence answer for the leading item: null until known (or when there is no leading item). */
  const itemsPresent = signal<boolean | null>(null);

  const hasItemsToDisplay: ReadonlySignal<boolean> = computed(
    () => (board.value?.has_items_to_display ?? true) && itemsPresent.value !== false,
  );

  const leadingItem: ReadonlySignal<Item | null> = computed(() => {
    const id = campaign.value?.items.leading_item.id ?? null;
    const item = id === null ? undefined : items.value[String(id)];
    return item && item.status === BOARD_STATUS_ONLINE ? item : null;
  });

  function loadLeadingItem(id: number | null, abortSignal: AbortSignal): void {
    if (id === null) return;
    const quietly = (error: unknown) => {
      if (!isAbortError(error)) console.warn('[live-board] leading item unavailable', error);
    };
    port.itemsPresence(id, abortSignal).then(({ has_items }) => {
      itemsPresent.value = has_items;
    }, quietly);
    if (!items.value[String(id)]) {
      port.item(id, abortSignal).then((item) => {
        items.value = { ...items.value, [String(item.id)]: item };
      }, quietly);
    }
  }

  return { hasItemsToDisplay, leadingItem, loadLeadingItem };
}
