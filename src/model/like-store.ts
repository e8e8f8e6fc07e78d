/**
 * Likes of one board instance ("Like"): the item is marked liked at once; then the like goes to the
 * server through the tracking queue (with its tracked lead event), retried on network faults and 5xx like every
 * event. Once delivered — or kept for a later visit after many failed tries — the like counts (the `like` bus event,
 * which the element turns into the DOM event). Only the server's refusal (a 4xx), or tracking being off, rolls the
 * mark back and leaves a failure the UI shows.
 *
 * The API has no "unlike" call, so liking is one way: toggling a liked item changes nothing (docs/decisions.md
 * "Likes").
 */
import { type ReadonlySignal, signal } from '@preact/signals-core';

import { isAbortError, isRetryable } from '../api/errors.ts';
import type { Item } from '../api/schemas/item.ts';
import type { EventBus } from './event-bus.ts';

/** The item fields the like store reads. */
export type LikeSubject = Pick<Item, 'id' | 'content_item_id' | 'liked_by_user'>;

/** The server call behind a like ("like item with itemId, contentItemId, sourceType 'item'"). */
export interface LikePort {
  like(item: LikeSubject): Promise<void>;
}

/** Where a like of one item stands, beyond what the item's own `liked_by_user` says. */
export type LikeStatus = 'pending' | 'liked' | 'failed';

/** The like store of one board instance. */
export interface LikeStore {
  /** Every item's like status (for components that render many items). */
  readonly statuses: ReadonlySignal<Readonly<Record<string, LikeStatus>>>;
  /**
   * Whether the item shows as liked: the optimistic mark, else the server's `liked_by_user` (an item, or an id
   * with that flag). Reading it inside a component subscribes to changes.
   */
  liked(item: LikeSubject | number, likedByUser?: boolean): boolean;
  /**
   * Likes the item: marked at once, then the server call; once delivered (or kept for a later visit) `like` is
   * emitted; refused, the mark is rolled back and `failed(itemId)` turns true. A liked item, or one whose like is on
   * its way, is left alone.
   */
  toggle(item: LikeSubject): Promise<void>;
  /** True while the server call of this item's like is in flight. */
  pending(itemId: number): boolean;
  /** True after this item's like failed and was rolled back, until dismissed or tried again. */
  failed(itemId: number): boolean;
  /** Forgets a failure (the visitor dismissed its message). */
  dismissFailure(itemId: number): void;
}

/** Creates the like store of one board instance. */
export function createLikeStore(port: LikePort, bus: EventBus): LikeStore {
  const statuses = signal<Readonly<Record<string, LikeStatus>>>({});

  const set = (itemId: number, status: LikeStatus | null) => {
    const key = String(itemId);
    const { [key]: _previous, ...others } = statuses.value;
    statuses.value = status === null ? others : { ...others, [key]: status };
  };

  const statusOf = (itemId: number): LikeStatus | undefined => statuses.value[String(itemId)];

  function liked(item: LikeSubject | number, likedByUser = false): boolean {
    const id = typeof item === 'number' ? item : item.id;
    const initial = typeof item === 'number' ? likedByUser : item.liked_by_user;
    const status = statusOf(id);
    if (status === 'pending' || status === 'liked') return true;
    return initial;
  }

  async function toggle(item: LikeSubject): Promise<void> {
    if (liked(item)) return;
    set(item.id, 'pending');
    try {
      await port.like(item);
    } catch (error) {
      if (isAbortError(error)) {
        console.info('[live-board] like request cancelled');
        set(item.id, null);
        return;
      }
      if (!isRetryable(error)) {
        console.warn('[live-board] like failed', error);
        set(item.id, 'failed');
        return;
      }
      // Not refused, only not delivered yet: the queue keeps it for the next visit.
      console.info('[live-board] like kept for a later visit', error);
    }
    set(item.id, 'liked');
    bus.emit('like', { itemId: item.id, contentItemId: item.content_item_id });
  }

  return {
    statuses,
    liked,
    toggle,
    pending: (itemId: number) => statusOf(itemId) === 'pending',
    failed: (itemId: number) => statusOf(itemId) === 'failed',
    dismissFailure(itemId: number): void {
      if (statusOf(itemId) === 'failed') set(itemId, null);
    },
  };
}
