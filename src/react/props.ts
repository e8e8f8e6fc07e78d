/**
 * Props of `<LiveBoard>`: one per attribute of `<live-board>` (camelCased) and one callback per element event
 * (`item-opened` → `onItemOpened`), each with the event's typed `detail` (docs/element.md). These JSDoc comments are
 * also the descriptions of the Custom Elements Manifest (scripts/custom-elements-manifest.mjs reads them).
 */
import { ATTR, EVENT } from '../base/constants.ts';
import type { LiveBoardElementEventMap, LiveBoardEventName } from '../element/element-types.ts';
import type { Locale } from '../i18n/locale-match.ts';

/** The element's attributes as props. Values are written as attributes, so they work before the element upgrades. */
export interface LiveBoardAttributeProps {
  /** Board to show, by slug (slug route scheme). One of `boardSlug` / `boardId` is required. */
  boardSlug?: string;
  /** Numeric board id (legacy route scheme). One of `boardSlug` / `boardId` is required. */
  boardId?: number | string;
  /** Access token, sent as `Authorization: Bearer …` and refreshed from responses. Removing it clears it. */
  token?: string;
  /**
   * Base URL of the main API.
   * @default origin of the loader script, else the page origin
   */
  apiBase?: string;
  /**
   * Base URL of the analytics service.
   * @default `api-base` + `/analytics`
   */
  analyticsBase?: string;
  /**
   * UI language, one of the board's 22 locales (`en-US`, `de-DE`, …); a close tag (`de-AT`) picks its nearest.
   * @default best match of `navigator.languages`, else `en-US`
   */
  locale?: Locale | (string & {});
  /**
   * Where the board route lives: `query` (one search parameter of the host page), `path` (under `base`) or
   * `memory` (the URL never changes).
   * @default 'query'
   */
  routing?: 'query' | 'path' | 'memory';
  /**
   * Search parameter that holds the board route in `query` routing.
   * @default 'lb'
   */
  routeParam?: string;
  /**
   * Base path of `path` routing.
   * @default '/'
   */
  base?: string;
  /** Cookie consent decided by the host page: `granted` or `denied`. Unset: the board decides (and may ask). */
  consent?: 'granted' | 'denied';
  /**
   * Ping interval in milliseconds (at least 1000).
   * @default 5000
   */
  pingInterval?: number;
  /**
   * Colour theme: `light`, `dark`, or `auto` (the color-scheme the page sets on the element or above it, else the
   * visitor's `prefers-color-scheme`). Changing it restyles the board in place.
   * @default 'light'
   */
  theme?: 'light' | 'dark' | 'auto';
}

/** A callback prop for the element event `K`. */
export type LiveBoardCallback<K extends keyof LiveBoardElementEventMap> = (event: LiveBoardElementEventMap[K]) => void;

/** One callback per event of `<live-board>`; each receives the DOM `CustomEvent` with its typed `detail`. */
export interface LiveBoardCallbackProps {
  /** The board's data rendered. */
  onReady?: LiveBoardCallback<'ready'>;
  /** The board or a category was shown. */
  onPageview?: LiveBoardCallback<'pageview'>;
  /** An item opened in the viewer (`detail.target` is `'new-tab'` when it opened in a new window instead). */
  onItemOpened?: LiveBoardCallback<'item-opened'>;
  /** The viewer closed an item. */
  onItemClosed?: LiveBoardCallback<'item-closed'>;
  /** The content of the item in the viewer finished loading. */
  onItemViewerLoaded?: LiveBoardCallback<'item-viewer-loaded'>;
  /** The visitor selected a category. */
  onCategoryChange?: LiveBoardCallback<'category-change'>;
  /** A search ran. */
  onSearch?: LiveBoardCallback<'search'>;
  /** The visitor liked an item. */
  onLike?: LiveBoardCallback<'like'>;
  /** The visitor downloaded an item. */
  onDownload?: LiveBoardCallback<'download'>;
  /** A call to action was clicked. */
  onCtaClick?: LiveBoardCallback<'cta-click'>;
  /** A call-to-action form was submitted (`detail.fields` holds its values). */
  onCtaSubmit?: LiveBoardCallback<'cta-submit'>;
  /** A link call to action was followed. */
  onLinkCtaClick?: LiveBoardCallback<'link-cta-click'>;
  /** Cookie consent was given, rejected or is needed. */
  onConsent?: LiveBoardCallback<'consent'>;
  /** The visitor chose "Do not track me". */
  onStopTracking?: LiveBoardCallback<'stop-tracking'>;
  /** The gating form was accepted. */
  onGateSubmitted?: LiveBoardCallback<'gate-submitted'>;
  /**
   * The board route changes. Cancelable: a host router that calls `event.preventDefault()` keeps the URL and takes
   * over the history entry.
   */
  onNavigate?: LiveBoardCallback<'navigate'>;
  /** The board's rendered size changed. */
  onBoardResize?: LiveBoardCallback<'board-resize'>;
  /** A failure the visitor sees (`detail.code` is stable for programs, `detail.message` is for people). */
  onBoardError?: LiveBoardCallback<'board-error'>;
}

/** `[prop, attribute]` for every attribute, from the one list of names in constants.ts. */
export const ATTRIBUTE_PROPS = Object.entries(ATTR) as [keyof typeof ATTR, (typeof ATTR)[keyof typeof ATTR]][];

/** `[callback prop, event]` for every event: `itemOpened: 'item-opened'` → `['onItemOpened', 'item-opened']`. */
export const CALLBACK_PROPS = Object.entries(EVENT).map(
  ([key, event]) =>
    [`on${key.charAt(0).toUpperCase()}${key.slice(1)}`, event] as [keyof LiveBoardCallbackProps, LiveBoardEventNameOf],
);

type LiveBoardEventNameOf = (typeof EVENT)[keyof typeof EVENT];

// Compile-time guards: the documented interfaces above must cover exactly the names of constants.ts, with the
// detail types of the event map. Adding an attribute or event there without a prop here fails `tsc`.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type ExpectedCallbacks = {
  [K in keyof typeof EVENT as `on${Capitalize<K>}`]?: LiveBoardCallback<(typeof EVENT)[K]>;
};
type _CallbacksMatchEvents = Assert<Same<Required<LiveBoardCallbackProps>, Required<ExpectedCallbacks>>>;
type _PropsMatchAttributes = Assert<Same<keyof LiveBoardAttributeProps, keyof typeof ATTR>>;
// EVENT (constants.ts) names exactly the events the element dispatches: the bus events but the internal ones.
type _EventNamesMatchBus = Assert<Same<(typeof EVENT)[keyof typeof EVENT], LiveBoardEventName>>;
