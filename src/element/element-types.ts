/**
 * The element's public type (docs/element.md): attributes as properties, methods, and typed events, so
 * `document.querySelector('live-board')?.addEventListener('item-opened', (e) => e.detail.itemId)` type-checks.
 */
import type { BoardEventMap, BoardEventName, InternalEventName } from '../model/event-bus.ts';
import type { LiveBoardProps } from './LiveBoardElement.tsx';

/** Events of the element: every bus event except the internal ones. */
export type LiveBoardEventName = Exclude<BoardEventName, InternalEventName>;

/** DOM events of `<live-board>`, each a `CustomEvent` with its typed `detail`. */
export type LiveBoardElementEventMap = HTMLElementEventMap & {
  [K in LiveBoardEventName]: CustomEvent<BoardEventMap[K]>;
};

/** `<live-board>` as a program sees it. */
export interface LiveBoardElement extends HTMLElement, Omit<LiveBoardProps, 'container'> {
  /** Version of the live-board package that defined the element. */
  readonly version: string;
  openItem(idOrSlug: number | string): void;
  closeViewer(): void;
  navigate(path: string): void;
  giveConsent(): void;
  rejectCookies(): void;
  stopTracking(): Promise<void>;
  refresh(): Promise<void>;
  addEventListener<K extends keyof LiveBoardElementEventMap>(
    type: K,
    listener: (this: LiveBoardElement, event: LiveBoardElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof LiveBoardElementEventMap>(
    type: K,
    listener: (this: LiveBoardElement, event: LiveBoardElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'live-board': LiveBoardElement;
  }
}
