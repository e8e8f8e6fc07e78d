/**
 * The board's first screen rendered on a server, from the same components the browser runs (no second set of
 * templates): the board's home as an anonymous visitor sees it — header, banner, leading item, category navigation,
 * the first page of tiles and the sections after them — as HTML, with the CSS it needs, from the answers of the
 * board's first round. It runs wherever React's server renderer runs (Node, edge runtimes): no DOM, no network, no
 * storage; the answers come in, HTML comes out.
 *
 * Only a screen that is the same for everyone is rendered: a locked board or a board with a live event (a countdown
 * and its state depend on the moment) gets `{ rendered: false, reason }`, and the board then loads as it always
 * does. Answers that the board's own checks refuse throw, as they would fail the board in the browser.
 */
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

import type { Guard } from '../api/guards.ts';
import { boardGuard } from '../api/schemas/board.ts';
import { campaignGuard } from '../api/schemas/campaign.ts';
import { categoriesGuard } from '../api/schemas/category.ts';
import type { Item } from '../api/schemas/item.ts';
import { itemListGuard, itemsPresenceGuard } from '../api/schemas/item.ts';
import { leadGuard, presenterGuard } from '../api/schemas/lead.ts';
import type { Locale } from '../i18n/locale-match.ts';
import { createBoardNavigation } from '../model/board-navigation.ts';
import { type BoardPort, createBoardStore } from '../model/board-store.ts';
import { createEventBus } from '../model/event-bus.ts';
import { outboundLink, type OutboundLinkContext } from '../model/outbound-link.ts';
import { createViewerStore } from '../model/viewer-store.ts';
import { createMemoryLocation } from '../router/location-source.ts';
import type { RouteScheme } from '../router/routes.ts';
import { boardRouterHooks } from '../router/use-board-location.ts';
import { sellerCardPart } from '../ui/cards/lazy.ts';
import { LiveBoardView } from '../ui/LiveBoardView.tsx';
import type { BoardServices } from '../ui/shared/board-context.ts';
import { registeredStyles } from '../ui/shared/style-sheets.ts';
import { boardCss } from '../ui/styles.ts';
import { renderInLocale } from './render-locale.ts';
import { hasLiveEvent } from './round.ts';

/** The answers of the board's first round, as the API sent them (JSON-parsed, not yet checked). */
export interface FirstRoundAnswers {
  /** `GET /live_board/v1/boards/{boardId}/` */
  readonly board: unknown;
  /** `GET /live_board/v2/boards/{boardId}/campaign` */
  readonly campaign: unknown;
  /** `GET /live_board/v2/boards/{boardId}/categories` */
  readonly categories: unknown;
  /** `POST /live_board/v2/boards/{boardId}/items`, home's first page. */
  readonly items: unknown;
  /** `GET /live_board/v2/boards/{boardId}/live_event` (`{ event }`, the event null when the board has none). */
  readonly liveEvent?: unknown;
  /** `GET /live_board/v1/boards/{boardId}/presenter` without a token: the seller card. Null: shown without it. */
  readonly presenter?: unknown;
  /** `GET …/items_presence` for the campaign's leading item, when it has one. */
  readonly itemsPresence?: unknown;
}

/** What {@link renderFirstScreen} needs besides the answers. */
export interface RenderFirstScreenOptions {
  readonly answers: FirstRoundAnswers;
  /** The origin of the board's API (`api-base`): outbound links are judged against it, as in the browser. */
  readonly apiOrigin: string;
  /** The interface language (a supported locale tag; default en-US). */
  readonly locale?: Locale;
  /**
   * How the board's links name it and its items: `slug` (default) for a board embedded by `board-slug`, `legacy`
   * (numeric ids) for one embedded by `board-id` — the links must be the ones that board writes.
   */
  readonly scheme?: RouteScheme;
}

/** A rendered first screen: the markup to put in the element's shadow root, the sheet it needs, and its language. */
export interface RenderedFirstScreen {
  readonly rendered: true;
  /**
   * The board's markup (`part="board"` and everything inside). Its inline styles are in `data-lb-style`
   * attributes, for the loader to set through the CSSOM: a strict Content-Security-Policy refuses `style`
   * attributes in markup, not the CSSOM.
   */
  readonly html: string;
  /** The stylesheet the markup needs: the board's base sheet, then the rules of the on-demand parts it shows. */
  readonly css: string;
  /** The language the texts are in. */
  readonly locale: Locale;
  /** The version of this package. */
  readonly version: string;
  /** The build that rendered it (a hash of its sources): a board takes over only a screen of its own build. */
  readonly build: string;
}

/** Why no first screen was rendered: the board loads as it always does. */
export interface SkippedFirstScreen {
  readonly rendered: false;
  readonly reason: 'locked' | 'live_event' | 'incomplete';
}

/** A rendered first screen, or why there is none. */
export type FirstScreenResult = RenderedFirstScreen | SkippedFirstScreen;

/** Raised by the port when the board asks for an answer the first round did not bring. */
class MissingAnswer extends Error {}

/**
 * A board port that answers from the first round's answers (checked by the board's own guards) and nothing else.
 * Every answer it gave is in `given`, so the caller can wait until the store has taken them all.
 */
function answeringPort(answers: FirstRoundAnswers): { port: BoardPort; given: Promise<unknown>[] } {
  const given: Promise<unknown>[] = [];
  const noted =
    <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
    (...args: A): Promise<T> => {
      const answer = call(...args);
      given.push(answer);
      return answer;
    };
  // Each answer is checked when the store asks for it, as the client checks it when it arrives: a locked board's
  // other answers (refusals) never reach their checks.
  const check = <T,>(guard: Guard<T>, value: unknown, path: string) =>
    new Promise<T>((resolve) => resolve(guard(value, path)));
  const items = () => check(itemListGuard, answers.items, 'items');
  const missing = (what: string) => Promise.reject(new MissingAnswer(`the first round has no ${what}`));
  const port: BoardPort = {
    board: () => check(boardGuard, answers.board, 'board'),
    campaign: () => check(campaignGuard, answers.campaign, 'campaign'),
    categories: () => check(categoriesGuard, answers.categories, 'categories'),
    category: () => missing('category looked up alone'),
    items: (query) => (query.category === null && query.page === 1 && !query.search ? items() : missing('such page')),
    // Without it, the seller card renders as it does when the presenter's call fails: no card.
    presenter: () =>
      answers.presenter == null ? missing('presenter') : check(presenterGuard, answers.presenter, 'presenter'),
    itemsPresence: () =>
      answers.itemsPresence == null
        ? missing('items presence')
        : check(itemsPresenceGuard, answers.itemsPresence, 'items_presence'),
    item: async (id) => {
      const found: Item | undefined = (await items()).data[String(id)];
      return found ?? missing(`item ${id}`);
    },
    // An anonymous visitor: the screen is the same for everyone.
    lead: () => Promise.resolve(leadGuard({ id: null, email: null, anon_guest: true }, 'lead')),
  };
  const each = Object.fromEntries(
    Object.entries(port).map(([name, call]) => [name, noted(call as (...args: unknown[]) => Promise<unknown>)]),
  );
  return { port: each as unknown as BoardPort, given };
}

/**
 * React's markup made fit for a shadow root on a strict page: without the preload hints React puts before it (the
 * pictures are in the markup itself), and with each `style` attribute as `data-lb-style`. React escapes `"` in
 * text as in attribute values, so ` style="` occurs only as an attribute.
 */
function forShadowRoot(html: string): string {
  return html.replace(/^(?:<link [^>]*>)+/, '').replaceAll(' style="', ' data-lb-style="');
}

/**
 * The markup of `node` once every part of it has rendered, from React's streaming renderer (the one every server
 * runtime has: Node, Deno, edge workers). Read only when all is ready, so it comes whole, as one string would: no
 * part is sent apart (`progressiveChunkSize`), none waits behind a fallback.
 */
async function markupOf(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * Waits until the store has taken every answer it asked for, also those asked for after earlier ones (the leading
 * item after the campaign). The store's own handlers of an answer run before this wait's, which were added later.
 */
async function settled(given: Promise<unknown>[]): Promise<void> {
  let seen = -1;
  while (seen !== given.length) {
    seen = given.length;
    await Promise.allSettled(given);
  }
}

/**
 * Renders the board's home for an anonymous visitor from its first round's answers. Resolves with the markup and
 * sheet, or with why it is not rendered; rejects when an answer is malformed beyond what the board repairs.
 */
export async function renderFirstScreen(options: RenderFirstScreenOptions): Promise<FirstScreenResult> {
  const { answers } = options;
  if (hasLiveEvent(answers.liveEvent)) return { rendered: false, reason: 'live_event' };
  const { port, given } = answeringPort(answers);
  const bus = createEventBus();
  const store = createBoardStore(port, bus);
  const viewer = createViewerStore({ journey: () => Promise.reject(new MissingAnswer('journey')) }, bus);
  const location = createMemoryLocation('');
  const navigation = createBoardNavigation({ store, viewer, source: location, scheme: options.scheme ?? 'slug' });
  // (Secondary answers the first round lacks, such as the presenter, are warned about by the store, as in a browser.)
  await store.load();
  await settled(given);
  if (store.status.peek() === 'locked') return { rendered: false, reason: 'locked' };
  if (store.status.peek() !== 'ready') {
    const failure = store.failure.peek();
    throw new Error(`the board cannot be rendered: ${failure?.message ?? store.status.peek()}`);
  }
  const leadingId = store.campaign.peek()?.items.leading_item.id ?? null;
  if (leadingId !== null && !store.items.peek()[String(leadingId)]) return { rendered: false, reason: 'incomplete' };

  const linkContext = (): OutboundLinkContext => ({
    allowAppendParams: false,
    boardParams: new URLSearchParams(),
    presenterEmail: store.presenter.peek()?.email ?? null,
    apiOrigin: options.apiOrigin,
    pageOrigin: options.apiOrigin,
  });
  const services: BoardServices = {
    store,
    bus,
    viewer,
    navigation,
    linkContext,
    outbound: (raw) => outboundLink(raw, linkContext()),
    // The browser's board always has it: the footer's 'Do not track me' is part of the screen it takes over.
    stopTracking: () => Promise.resolve(),
  };
  // The one part of the first screen whose code loads on demand, loaded first: it renders as itself, not as the
  // skeleton that stands in while its code is on its way.
  await sellerCardPart.preload();
  const { html, locale } = await renderInLocale(options.locale, () =>
    markupOf(
      <LiveBoardView services={services} routerHooks={boardRouterHooks(location)} onRetry={() => {}} serverRendered />,
    ),
  );
  store.dispose();
  // A part that still suspended would leave React's note for the browser to render it: not a screen to send.
  if (html.includes('<template')) return { rendered: false, reason: 'incomplete' };
  return {
    rendered: true,
    html: forShadowRoot(html),
    // The board's base sheet, then the rules of the parts it rendered that load on demand (the seller card).
    css: [...new Set([boardCss, ...registeredStyles()])].join('\n'),
    locale,
    version: __LIVE_BOARD_VERSION__,
    build: __LIVE_BOARD_BUILD__,
  };
}
