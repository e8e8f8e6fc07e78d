/**
 * Names and numbers the whole board relies on: the element's tag, attributes and events, header and storage-key
 * names, the API's codes, and the board's limits and defaults. Each is named once: here, or —
 * when only one module of a later chunk uses it — in that module (session-lifecycle, pings, view-milestones,
 * item-actions, gating, page-state), so the first screen does not carry it.
 */

/** Tag of the custom element. */
export const TAG_NAME = 'live-board';

/** Attributes of `<live-board>` (docs/element.md). */
export const ATTR = {
  boardSlug: 'board-slug',
  boardId: 'board-id',
  token: 'token',
  apiBase: 'api-base',
  analyticsBase: 'analytics-base',
  locale: 'locale',
  routing: 'routing',
  routeParam: 'route-param',
  base: 'base',
  consent: 'consent',
  /** Ping interval in ms; overrides the default ping interval. */
  pingInterval: 'ping-interval',
  /** `light` (default), `dark`, or `auto` (the page's color-scheme, else the visitor's): src/element/color-scheme.ts. */
  theme: 'theme',
} as const;

/** `type` of the message a framed board posts to its parent page (docs/element.md). */
export const FRAME_RESIZE_MESSAGE = 'live-board:resize';

/**
 * Attribute the element reflects its state in (`loading`, `ready`, `locked`, `error`), from its first render on.
 * Hosts may style by it; the CDN loader reserves a screen's height for a board that has not rendered yet.
 */
export const STATE_ATTR = 'data-lb-state';

/** Stable code of a chunk that failed to load or timed out (carried by `board-error`). */
export const CHUNK_LOAD_ERROR_CODE = 'chunk_load_error';
/** A chunk that has not loaded after this long has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The server-rendered first screen (docs/server.md `first_screen`): once the board's code has run, the loader waits
 * this long more for it, then the board asks for the first round's answers itself and nothing is painted (a slow
 * renderer costs the board at most this; before its code is there, nothing else could show sooner).
 */
export const FIRST_SCREEN_TIMEOUT_MS = 2_000;
/**
 * A React host's server asks the board's first round before it renders the page (`loadFirstScreen`, docs/element.md
 * §7): after this long, the page renders without the first screen rather than wait (the board then loads as it
 * always does). The page's own first byte waits for it, so it is short.
 */
export const FIRST_ROUND_SERVER_TIMEOUT_MS = 1_500;
/**
 * The Trusted Types policy the loader writes the server-rendered first screen with (docs/element.md). A page that
 * enforces Trusted Types lists it beside `live-board` and `dompurify`; a page that does not list it gets no painted
 * first screen, only the board as it always loads.
 */
export const FIRST_SCREEN_POLICY_NAME = 'live-board-first-screen';

/** Search parameter that holds the board route in `query` routing (docs/element.md). */
export const DEFAULT_ROUTE_PARAM = 'lb';

/** DOM events dispatched on the element (docs/element.md). Never `resize` or `error`: those would reach host handlers. */
export const EVENT = {
  ready: 'ready',
  pageview: 'pageview',
  itemOpened: 'item-opened',
  itemClosed: 'item-closed',
  itemViewerLoaded: 'item-viewer-loaded',
  categoryChange: 'category-change',
  search: 'search',
  like: 'like',
  download: 'download',
  ctaClick: 'cta-click',
  ctaSubmit: 'cta-submit',
  linkCtaClick: 'link-cta-click',
  consent: 'consent',
  stopTracking: 'stop-tracking',
  gateSubmitted: 'gate-submitted',
  navigate: 'navigate',
  boardResize: 'board-resize',
  boardError: 'board-error',
} as const;

/** Request and response headers (docs/server.md). */
export const HEADER = {
  requestedWith: 'X-Requested-With',
  csrfToken: 'X-CSRF-Token',
  sessionGuid: 'X-Session-Guid',
  authorization: 'Authorization',
  idempotencyKey: 'Idempotency-Key',
  retryAfter: 'Retry-After',
} as const;

/** Value of the XHR marker header every API request carries. */
export const XHR_MARKER = 'XMLHttpRequest';

/** Name of the page's CSRF meta tag, read only when the page is same-origin with the API (docs/server.md, docs/decisions.md). */
export const CSRF_META_NAME = 'csrf-token';

/** Path prefix of the analytics service, appended to `api-base` when `analytics-base` is not given (docs/element.md). */
export const ANALYTICS_PATH = '/analytics';

/** Sign-in fallback path. */
export const SIGNIN_PATH = '/signin';

/** Session guid per board, so a reload validates instead of creating (named alone: the CDN loader reads it). */
export const SESSION_GUID_STORAGE_KEY = 'live-board:session-guid';

/** Browser storage keys. */
export const STORAGE_KEY = {
  /** Map board id → true of boards whose gating form was submitted. */
  gatingSubmitted: 'live-board:gating-submitted',
  /** Per-board flag map: the greeting was dismissed. */
  greetingOnce: 'showGreetingOnce',
  sessionGuid: SESSION_GUID_STORAGE_KEY,
  /** This browser's client id, sent with pings; stored only with consent. */
  clientGuid: 'live-board:client-guid',
  /** Tracked events not yet delivered, per API origin (`:` + origin is appended). */
  outbox: 'live-board:outbox',
} as const;

/** Partial-content (206) retry delay in ms. */
export const PARTIAL_CONTENT_RETRY_MS = 2000;
/** How many times a 206 answer is retried before the request fails: our own bound, so a stuck poll ends. */
export const PARTIAL_CONTENT_MAX_ATTEMPTS = 15;

/** Campaign types. */
export const CAMPAIGN_TYPE = { default: 0, gating: 1 } as const;

/** Category types. */
export const CATEGORY_TYPE = { category: 1, parentCategory: 2, subcategory: 3, linkCategory: 4 } as const;

/** Item sources. */
export const ITEM_SOURCE = { link: 1, file: 2, box: 3, article: 4 } as const;

/** Board status online. */
export const BOARD_STATUS_ONLINE = 1;

/** Board statuses by name. The API names only the online value; the others are ours, numbered after it. */
export const BOARD_STATUS = { online: BOARD_STATUS_ONLINE, offline: 2, draft: 3, archived: 4 } as const;

/** First page of paged lists. */
export const FIRST_PAGE = 1;

/**
 * Items per page the board asks for (the API leaves it to the board). 48 fills 2, 3, 4 and 6 column grids, and a
 * visitor who scrolls a long board waits for half as many round trips as with 24 (the grid is windowed, so a
 * bigger page adds no DOM; the first screen still renders only its first rows).
 */
export const ITEMS_PER_PAGE = 48;

/** Infinite scroll loads more within this many px of the container bottom. */
export const INFINITE_SCROLL_MARGIN_PX = 20;

/**
 * Key codes, read where an event names no key (`ui/shared/keys.ts`): the browsers' codes of the keys the board
 * answers to (docs/decisions.md "Keys by name, and by code for old webviews").
 */
export const KEY_CODE = {
  tab: 9,
  enter: 13,
  esc: 27,
  space: 32,
  pageUp: 33,
  pageDown: 34,
  end: 35,
  home: 36,
  left: 37,
  up: 38,
  right: 39,
  down: 40,
} as const;

/** Promotion positions. */
export const PROMOTION_POSITION = { below_banner: 0, above_items: 1, below_items: 2, above_footer: 3 } as const;

/** Promotion alignment. */
export const PROMO_ALIGNMENT = { center: 0, left: 1, right: 2 } as const;

/** Promotion columns per row. */
export const PROMOTION_COLUMNS = { min: 1, max: 4 } as const;

/** The special category slug for the board's home. */
export const HOME_CATEGORY_SLUG = 'home';

/** The category id of the search results view. */
export const SEARCH_CATEGORY_ID = 'search';

/** Default theme colour. */
export const DEFAULT_THEME_HEX = '#1a828f';

/** Named themes and their hex. */
export const THEME_HEX = {
  turquoise: '#37b6b7',
  blue: '#418bba',
  navy_blue: '#2F5162',
  black: '#000000',
  green: '#87b75f',
  orange: '#fa8027',
  red: '#ee3f3f',
  fuchsia: '#db519b',
} as const;

/** Theme tints in percent. */
export const THEME_TINTS = [25, 50, 75] as const;

/** URL parameter carrying the inviter (presenter) email on outbound links. */
export const INVITER_PARAM = 'inby';
