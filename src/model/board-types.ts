/**
 * The types the board store and its parts share: the API port they call, the items request, and the states and
 * keys they hold. Kept apart so each part (items paging, category lookups, seller card and lead) imports only these,
 * not the store that composes them; board-store.ts re-exports every one.
 */
import type { Board } from '../api/schemas/board.ts';
import type { CampaignWire } from '../api/schemas/campaign.ts';
import type { Categories, Category } from '../api/schemas/category.ts';
import type { Item, ItemList } from '../api/schemas/item.ts';
import type { Lead, Presenter } from '../api/schemas/lead.ts';
import type { SEARCH_CATEGORY_ID } from '../base/constants.ts';
import type { CategoryKey, CategoryLookup } from './category-selection.ts';

/** What the store needs from the API. Each call may reject with an ApiError. */
export interface BoardPort {
  board(signal: AbortSignal): Promise<Board>;
  /** `force` asks the server for a fresh campaign (after a change with pending_personalization). */
  campaign(signal: AbortSignal, options?: { force?: boolean }): Promise<CampaignWire>;
  categories(signal: AbortSignal): Promise<Categories>;
  /** One category by id or slug: one the route names and the list lacks (a 404 says it does not exist). */
  category(lookup: CategoryLookup, signal: AbortSignal): Promise<Category>;
  items(query: ItemsRequest, signal: AbortSignal): Promise<ItemList>;
  /** The seller's card; the board shows without it when it fails. */
  presenter(signal: AbortSignal): Promise<Presenter>;
  /** Whether the board has items besides its leading item (items_presence). */
  itemsPresence(leadingItemId: number, signal: AbortSignal): Promise<{ has_items: boolean }>;
  /** One item by id (the leading item when no loaded page holds it). */
  item(id: number, signal: AbortSignal): Promise<Item>;
  /** The visitor as the server knows them (leads/me). */
  lead(signal: AbortSignal): Promise<Lead>;
}

/** One items page: a category id (null for home and search) and the search text. */
export interface ItemsRequest {
  category: number | null;
  page: number;
  search?: string;
}

/** Where the board is in loading. `locked`: the board exists but this visitor has not passed its lock yet. */
export type BoardStatus = 'loading' | 'ready' | 'locked' | 'error';

/** What the items area shows: a category, home, or the search results (category id 'search'). */
export type ViewKey = CategoryKey | typeof SEARCH_CATEGORY_ID;

/** What a visitor asked for on arrival (from the route), so the first items page can load in the first round. */
export interface InitialRequest {
  /** A category slug or id, `home`, `search`, or null for the board's default. */
  category: string | null;
  query: string;
  /** Whether `category` is a slug (slug routes) or an id (legacy routes); a slug when not said. */
  bySlug?: boolean;
  /** The route's board segment (id or slug): a route of another board looks nothing up on this one. */
  board?: string | null;
}

/**
 * How a lookup of a category the list lacks ended: `found` (it is now in `categories`), `absent` (404: the route
 * falls back as for any unknown category), `failed` (the board shows its failure), `cancelled` (a newer location or
 * load took over; nothing changed).
 */
export type CategoryLookupOutcome = 'found' | 'absent' | 'failed' | 'cancelled';

/** Where the seller's card is: loading beside the board, loaded, or unavailable (the board shows without it). */
export type PresenterStatus = 'loading' | 'ready' | 'unavailable';
