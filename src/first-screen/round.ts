/**
 * The board's first round as a server asks it for a first screen: the answers an anonymous visitor at the board's
 * home gets first, in two rounds of requests (the board, campaign, categories, live event and first items page, then
 * the seller and the leading item's presence). Shared by every server that renders the screen — a React host's
 * (load.ts) and the edge worker (edge/) — and, for the answers' paths, by the reference API. No React, no DOM.
 */
import {
  boardPath,
  campaignPath,
  categoriesPath,
  itemsBody,
  itemsPath,
  itemsPresencePath,
  liveEventPath,
  presenterPath,
} from '../api/first-round.ts';
import { FIRST_PAGE, HEADER, XHR_MARKER } from '../base/constants.ts';
import type { FirstRoundAnswers } from './render.tsx';

/** Why a board has no first screen that is the same for everyone. */
export type NoScreenReason = 'locked' | 'live_event';

/** A board's first round: its answers, or why there is no screen to render from them. */
export type FirstRound =
  | { readonly screen: true; readonly answers: FirstRoundAnswers }
  | { readonly screen: false; readonly reason: NoScreenReason };

/** Options of {@link askFirstRound}. */
export interface AskFirstRoundOptions {
  /** The board's API, absolute, without a trailing slash. */
  readonly apiBase: string;
  /** The board as the request names it (slug or id). */
  readonly board: string;
  /** Extra options of each request (a framework's cache settings, a gateway's headers). */
  readonly init?: RequestInit & Record<string, unknown>;
  readonly fetch?: typeof fetch;
  readonly signal?: AbortSignal;
}

/** Whether a live event answer holds an event (the first screen then depends on the moment: none is rendered). */
export const hasLiveEvent = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'event' in answer && answer.event != null;

/** The campaign's leading item, if it names one. */
export function leadingItem(campaign: unknown): number | string | null {
  const id = (campaign as { items?: { leading_item?: { id?: unknown } } } | null)?.items?.leading_item?.id;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/** The path of the leading item's presence answer, as the board's client asks it. */
const presencePath = (board: string, leading: number | string) =>
  `${itemsPresencePath(board)}?leading_item_id=${String(leading)}`;

/** A refusal: the board is locked for an anonymous visitor. */
class Refused extends Error {}

/** An answer of the round that failed: its status (404: no such board) and text. */
export class AnswerFailed extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly text: string,
  ) {
    super(`${path} answered ${status}`);
  }
}

/** Asks the API for the board's first round. Rejects when an answer the screen needs fails. */
export async function askFirstRound(options: AskFirstRoundOptions): Promise<FirstRound> {
  const { apiBase, board, init } = options;
  const fetchImpl = options.fetch ?? fetch;
  const ask = async (path: string, body: unknown = null, required = true): Promise<unknown> => {
    const headers = new Headers(init?.headers);
    headers.set(HEADER.requestedWith, XHR_MARKER);
    if (body !== null) headers.set('Content-Type', 'application/json');
    const response = await fetchImpl(apiBase + path, {
      ...init,
      method: body === null ? 'GET' : 'POST',
      headers,
      body: body === null ? null : JSON.stringify(body),
      signal: options.signal ?? init?.signal ?? null,
    });
    // A locked board answers its requests with a refusal.
    if (response.status === 401 || response.status === 403) throw new Refused();
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      if (!required) return undefined;
      throw new AnswerFailed(path, response.status, text);
    }
    return response.json();
  };
  try {
    const [boardAnswer, campaign, categories, items, liveEvent] = await Promise.all([
      ask(boardPath(board)),
      ask(campaignPath(board)),
      ask(categoriesPath(board)),
      ask(itemsPath(board), itemsBody(null, FIRST_PAGE)),
      ask(liveEventPath(board)),
    ]);
    if (hasLiveEvent(liveEvent)) return { screen: false, reason: 'live_event' };
    const leading = leadingItem(campaign);
    // The seller card shows without its seller when that answer fails, as in the browser.
    const [presenter, itemsPresence] = await Promise.all([
      ask(presenterPath(board), null, false).catch(() => undefined),
      leading === null ? null : ask(presencePath(board, leading)),
    ]);
    return {
      screen: true,
      answers: { board: boardAnswer, campaign, categories, items, liveEvent, presenter, itemsPresence },
    };
  } catch (error) {
    if (error instanceof Refused) return { screen: false, reason: 'locked' };
    throw error;
  }
}

/**
 * A round's answers under the paths the board's client asks them by when it names the board `board`: what a first
 * screen carries for the client (`data` of the endpoint's answer, of `FirstScreenData`). An answer the round lacks
 * (a seller that failed, the presence of no leading item) is left out, and the client asks for it.
 */
export function roundData(board: string, answers: FirstRoundAnswers): Record<string, unknown> {
  const data: Record<string, unknown> = {
    [boardPath(board)]: answers.board,
    [campaignPath(board)]: answers.campaign,
    [categoriesPath(board)]: answers.categories,
    [itemsPath(board)]: answers.items,
    [liveEventPath(board)]: answers.liveEvent,
  };
  if (answers.presenter !== undefined) data[presenterPath(board)] = answers.presenter;
  const leading = leadingItem(answers.campaign);
  if (leading !== null && answers.itemsPresence != null) data[presencePath(board, leading)] = answers.itemsPresence;
  return data;
}

/** The answers of a round's data filed for a board named `board` (the inverse of {@link roundData}). */
export function roundAnswers(board: string, data: Readonly<Record<string, unknown>>): FirstRoundAnswers {
  const campaign = data[campaignPath(board)];
  const leading = leadingItem(campaign);
  return {
    board: data[boardPath(board)],
    campaign,
    categories: data[categoriesPath(board)],
    items: data[itemsPath(board)],
    liveEvent: data[liveEventPath(board)],
    presenter: data[presenterPath(board)] ?? null,
    itemsPresence: leading === null ? null : (data[presencePath(board, leading)] ?? null),
  };
}
