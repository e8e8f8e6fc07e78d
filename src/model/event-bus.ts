/**
 * The one typed event bus of a board instance (docs/element.md). The code that changes state emits once; the element
 * turns bus events into DOM events and the tracking layer subscribes for what it sends.
 */

/** What each board event carries. Names are the DOM event names of docs/element.md. */
export interface BoardEventMap {
  ready: { boardId: number; boardSlug: string };
  pageview: { boardId: number; categoryId: number | string | null; path: string };
  'item-opened': ItemEventDetail;
  'item-closed': ItemEventDetail;
  'item-viewer-loaded': { itemId: number };
  'category-change': { categoryId: number | string; categorySlug: string };
  search: { query: string; resultsCount: number };
  like: { itemId: number; contentItemId: number };
  download: { itemId: number; contentItemId: number };
  'cta-click': CtaEventDetail;
  'cta-submit': CtaEventDetail & { fields: Record<string, string> };
  'link-cta-click': CtaEventDetail;
  consent: { hasConsent: boolean; origin: string };
  'stop-tracking': Record<string, never>;
  'gate-submitted': { boardId: number; contentItemId: number | null };
  navigate: { path: string; url: string };
  'board-resize': { width: number; height: number };
  'board-error': BoardErrorDetail;
  /** Internal (not a DOM event): the visitor stepped through the journey with next/previous. */
  'journey-step': { direction: 'next' | 'previous'; fromItemId: number | null; toItemId: number };
  /** Internal: the visitor followed a link that leaves the board (other than a CTA, which reports itself). */
  'outbound-link': { href: string; label: string; area: string };
  /** Internal: the page of a document in view changed (from 1), or null when none is or the document closed. */
  'document-page': { itemId: number; contentItemId: number; page: number | null };
  /** Internal: a video the board plays reached a progress milestone (25, 50, 75 or 100 %), once per opening. */
  'video-progress': { itemId: number; contentItemId: number; percent: number };
}

const INTERNAL_EVENT_NAMES = [
  'journey-step',
  'outbound-link',
  'document-page',
  'video-progress',
] as const satisfies readonly BoardEventName[];

/** Bus events the board keeps to itself: the element does not dispatch them. */
export type InternalEventName = (typeof INTERNAL_EVENT_NAMES)[number];

/** Bus events the tracking layer needs that are not part of the element's public events (docs/element.md). */
export const INTERNAL_EVENTS: ReadonlySet<BoardEventName> = new Set<BoardEventName>(INTERNAL_EVENT_NAMES);

export interface ItemEventDetail {
  itemId: number;
  itemSlug: string;
  contentItemId: number;
  categoryId: number | null;
  itemType: string;
  /** 'new-tab' when an item flagged open_in_new_tab opened its link in a new window (no item-closed follows). */
  target?: 'viewer' | 'new-tab';
  /** True when the item opened behind the gating form: the visitor sees the form, not the item. */
  gated?: boolean;
}

export interface CtaEventDetail {
  area: string;
  label: string;
  type: string;
  /** Where a link CTA (new tab, registration, inline page) goes: the URL as opened, with appended parameters. */
  href?: string;
}

/** A failure the visitor sees. `code` is stable for programs; `message` is for people. */
export interface BoardErrorDetail {
  code: string;
  message: string;
  status?: number;
}

export type BoardEventName = keyof BoardEventMap;
type Listener<K extends BoardEventName> = (detail: BoardEventMap[K]) => void;

/** A small synchronous emitter. A throwing listener is reported and never stops the others. */
export interface EventBus {
  on<K extends BoardEventName>(name: K, listener: Listener<K>): () => void;
  /** Listens to every event; used by the element to forward them all to the DOM. */
  /** A catch-all listener may return false to cancel a cancelable event (the element's `navigate`). */
  onAny(listener: <K extends BoardEventName>(name: K, detail: BoardEventMap[K]) => unknown): () => void;
  /** Returns false when a listener cancelled the event (only `navigate` is cancelable, docs/element.md). */
  emit<K extends BoardEventName>(name: K, detail: BoardEventMap[K]): boolean;
}

/** Creates the bus of one board instance. */
export function createEventBus(): EventBus {
  const listeners = new Map<BoardEventName, Set<Listener<BoardEventName>>>();
  const anyListeners = new Set<(name: BoardEventName, detail: unknown) => unknown>();
  const safely = (run: () => unknown): boolean => {
    try {
      return run() !== false;
    } catch (error) {
      // A listener's bug must not break the board or the other listeners.
      console.error('[live-board] event listener failed', error);
      return true;
    }
  };
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as Listener<BoardEventName>);
      return () => set.delete(listener as Listener<BoardEventName>);
    },
    onAny(listener) {
      const wrapped = listener as (name: BoardEventName, detail: unknown) => unknown;
      anyListeners.add(wrapped);
      return () => anyListeners.delete(wrapped);
    },
    emit(name, detail) {
      let allowed = true;
      for (const listener of anyListeners) allowed = safely(() => listener(name, detail)) && allowed;
      for (const listener of listeners.get(name) ?? []) safely(() => listener(detail));
      return allowed;
    },
  };
}
