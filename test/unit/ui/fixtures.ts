/**
 * Wire fixtures for the UI tests, each read by the answer's guard (so defaults are applied exactly as the client
 * would), and a fake `BoardPort` serving them.
 */
import { vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import { type Board } from '../../../src/api/schemas/board.ts';
import { boardGuard } from '../../../src/api/schemas/board.ts';
import { type CampaignWire } from '../../../src/api/schemas/campaign.ts';
import { campaignGuard } from '../../../src/api/schemas/campaign.ts';
import { type Categories, type Category } from '../../../src/api/schemas/category.ts';
import { categoriesGuard } from '../../../src/api/schemas/category.ts';
import { type Item, type ItemList, type PresentedItemTypeName } from '../../../src/api/schemas/item.ts';
import { itemGuard, itemListGuard } from '../../../src/api/schemas/item.ts';
import { leadGuard, presenterGuard } from '../../../src/api/schemas/lead.ts';
import { BOARD_STATUS } from '../../../src/base/constants.ts';
import type { BoardPort } from '../../../src/model/board-store.ts';
import { parseAnswer } from '../../answers.ts';
import { board as modelBoard } from '../model/fixtures.ts';

/** Shallow-merges `patch` into a copy of `base`, one level deep for plain objects. */
function merge<T>(base: T, patch: DeepPartial<T>): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    const current = out[key];
    out[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object' &&
      !Array.isArray(current)
        ? merge(current, value)
        : value;
  }
  return out as T;
}

/** Partial at every level of plain objects (arrays are replaced whole). */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** The model tests' board, as the UI tests' board 7 "Acme Launch". */
const boardInput = { ...modelBoard, id: 7, slug: 'acme-launch', name: 'Acme Launch', status: BOARD_STATUS.online };

/** A board, valid per `boardGuard`. */
export function makeBoard(patch: DeepPartial<Board> = {}): Board {
  return parseAnswer(boardGuard, merge(parseAnswer(boardGuard, boardInput), patch));
}

const campaignInput = {
  id: 11,
  board_id: 7,
  campaign_type: 0,
  sections: ['header', 'banner', 'promotion1', 'items', 'side_by_side1', 'promotion2', 'contact_card', 'promotion3'],
  general: {
    theme_color: 'blue',
    greetings: { show: false },
    category_display_mode: 'classic',
    category_theme: 'accent',
  },
  banner: {
    show: true,
    height: 'medium',
    text_color: 'light',
    title: 'Launch week',
    subtitle: 'Everything in one place',
    image_url: 'https://cdn.example.com/banner.jpg',
  },
  header: {
    show: true,
    title: 'Acme',
    logo_url: 'https://cdn.example.com/logo.png',
    background: { show: true, image_url: null },
    ctas: [
      { label: 'Visit site', destination: 'new_tab', url: 'https://acme.example.com' },
      { label: 'Email us', destination: 'email', email: 'sales@acme.example.com' },
      { label: 'Bad link', destination: 'new_tab', url: 'javascript:alert(1)' },
      { label: 'Message', destination: 'message' },
    ],
  },
  items: {
    show: true,
    leading_item: { id: null },
    gating: {
      show: false,
      is_mandatory: false,
      known_lead: false,
      type: 'form',
      metadata: { form: { fields: [] } },
    },
    block_download: false,
    show_likes: true,
    show_home: true,
    item_viewer_config: { has_navigation: true, is_classic_theme: true },
  },
  contact_card: {
    show: true,
    title: 'Talk to us',
    cta: { label: 'Book a call', destination: 'new_tab', url: 'https://cal.example.com' },
  },
  promotion: {
    items: {
      // Listed before items in `sections`, but its position (below_items) wins.
      promotion1: {
        key: 'promotion1',
        show: true,
        position: 2,
        columns: 3,
        alignment: 1,
        title: 'Below the items',
        blocks: [
          { title: 'Block A', text: 'Alpha', image_url: 'https://cdn.example.com/a.png' },
          { title: 'Block B', text: 'Beta' },
          { title: 'Block C', cta: { label: 'More', destination: 'new_tab', url: 'https://acme.example.com/more' } },
        ],
      },
      promotion2: {
        key: 'promotion2',
        show: true,
        position: 0,
        columns: 1,
        alignment: 0,
        title: 'Below the banner',
        blocks: [{ title: 'Hello' }],
      },
      promotion3: {
        key: 'promotion3',
        show: false,
        position: 3,
        columns: 2,
        alignment: 2,
        title: 'Hidden promotion',
        blocks: [],
      },
    },
  },
  side_by_side: {
    items: {
      side_by_side1: {
        key: 'side_by_side1',
        show: true,
        column_size: 'large',
        title: 'Side story',
        text: 'Told side by side',
        image_url: 'https://cdn.example.com/s.png',
      },
    },
  },
  pending_personalization: false,
};

/** A campaign, valid per `campaignGuard`. */
export function makeCampaign(patch: DeepPartial<CampaignWire> = {}): CampaignWire {
  return parseAnswer(campaignGuard, merge(parseAnswer(campaignGuard, campaignInput), patch));
}

/** Category ids of the fixture menu. */
export const CAT = { guides: 10, products: 20, hardware: 21, software: 22, website: 30 } as const;

const categoriesInput = {
  data: {
    '10': { id: 10, slug: 'guides', name: 'Guides', category_type: 1 },
    '20': { id: 20, slug: 'products', name: 'Products', category_type: 2, subcategories_ids: [21, 22] },
    '21': { id: 21, slug: 'hardware', name: 'Hardware', category_type: 3, parent_id: 20 },
    '22': { id: 22, slug: 'software', name: 'Software', category_type: 3, parent_id: 20 },
    '30': { id: 30, slug: 'website', name: 'Website', category_type: 4, link_url: 'https://acme.example.com/' },
  },
  categories_ids: [10, 20, 30],
  promoted_category_id: null,
};

/** The categories, valid per `categoriesGuard`. */
export function makeCategories(): Categories {
  return parseAnswer(categoriesGuard, categoriesInput);
}

/** One item, valid per `itemGuard`. */
export function makeItem(id: number, patch: Partial<Item> = {}): Item {
  const type: PresentedItemTypeName = patch.presented_item_type ?? 'pdf';
  return parseAnswer(itemGuard, {
    id,
    slug: `item-${id}`,
    name: `Item ${id}`,
    category_id: CAT.guides,
    category_slug: 'guides',
    content_item_id: 1000 + id,
    item_type: 'file',
    item_source: 2,
    presented_item_type: type,
    open_in_new_tab: false,
    status: BOARD_STATUS.online,
    is_gated: false,
    liked_by_user: false,
    journey_index: id,
    thumbnail_url: `https://cdn.example.com/thumb-${id}.png`,
    ...patch,
  });
}

/** A page of items, valid per `itemListGuard`. */
export function makeItemList(
  items: readonly Item[],
  page = 1,
  totalPages = 1,
  extra: Partial<ItemList> = {},
): ItemList {
  return parseAnswer(itemListGuard, {
    data: Object.fromEntries(items.map((item) => [String(item.id), item])),
    promoted_item_id: null,
    item_ids: items.map((item) => item.id),
    total_pages: totalPages,
    current_page: page,
    items_count: items.length,
    most_viewed_item_id: null,
    ...extra,
  });
}

/** Home page items: a mix of types, one liked, one without thumbnail, item 2 the most viewed. */
export const HOME_ITEMS = [
  makeItem(1, { name: 'Launch deck', presented_item_type: 'ppt', liked_by_user: true }),
  makeItem(2, { name: 'Price list', presented_item_type: 'xls' }),
  makeItem(3, {
    name: 'Product video',
    presented_item_type: 'youtube',
    item_type: 'video',
    item_source: 1,
    thumbnail_url: null,
  }),
];

/** Items of the Guides category. */
export const GUIDE_ITEMS = [
  makeItem(101, { name: 'Setup guide', category_id: CAT.guides }),
  makeItem(102, { name: 'FAQ', category_id: CAT.guides, presented_item_type: 'article' }),
];

/** What a fake port answers; each may be a value, an error to reject with, or a function of the query. */
export interface FakePortData {
  board?: Board | Error | (() => Promise<Board>);
  campaign?: CampaignWire | Error;
  categories?: Categories | Error;
  items?: (query: { category: number | null; page: number }) => ItemList | Error | Promise<ItemList>;
  /** items_presence's answer for the leading item. */
  hasItems?: boolean;
  /** Items the single-item endpoint knows (default: every fixture item). */
  itemById?: (id: number) => Item | Error;
  /** What the one-category endpoint answers for an id or a slug (default: 404, no category the list lacks). */
  categoryAlone?: (lookup: number | string) => Category | Error;
}

const answer = async <T>(value: T | Error): Promise<T> => {
  if (value instanceof Error) throw value;
  return value;
};

/** An anonymous guest. */
export function makeLead() {
  return parseAnswer(leadGuard, { id: null, email: null, anon_guest: true });
}

/** The seller's card. */
export function makePresenter() {
  return parseAnswer(presenterGuard, {
    email: 'maya.fischer@acme.example',
    first_name: 'Maya',
    last_name: 'Fischer',
    title: 'Account Executive',
    company: 'Acme',
  });
}

/** A `BoardPort` with spies, answering from fixtures (home: HOME_ITEMS; Guides: GUIDE_ITEMS; others empty). */
export function createFakePort(data: FakePortData = {}) {
  const items =
    data.items ??
    ((query: { category: number | null; page: number }) =>
      query.category === null
        ? makeItemList(HOME_ITEMS)
        : query.category === CAT.guides
          ? makeItemList(GUIDE_ITEMS)
          : makeItemList([]));
  return {
    board: vi.fn((_signal: AbortSignal) =>
      typeof data.board === 'function' ? data.board() : answer(data.board ?? makeBoard()),
    ),
    campaign: vi.fn((_signal: AbortSignal) => answer(data.campaign ?? makeCampaign())),
    categories: vi.fn((_signal: AbortSignal) => answer(data.categories ?? makeCategories())),
    category: vi.fn((lookup: number | string, _signal: AbortSignal) =>
      answer<Category>(data.categoryAlone?.(lookup) ?? new ApiError(404, 'not_found', `No category ${lookup}`)),
    ),
    items: vi.fn(async (query: { category: number | null; page: number }, _signal: AbortSignal) =>
      answer(await items(query)),
    ),
    presenter: vi.fn((_signal: AbortSignal) => answer(makePresenter())),
    lead: vi.fn((_signal: AbortSignal) => answer(makeLead())),
    itemsPresence: vi.fn((_id: number, _signal: AbortSignal) => answer({ has_items: data.hasItems ?? true })),
    item: vi.fn((id: number, _signal: AbortSignal) =>
      answer<Item>(
        data.itemById?.(id) ??
          [...HOME_ITEMS, ...GUIDE_ITEMS].find((item) => item.id === id) ??
          new ApiError(404, 'not_found', `No item ${id}`),
      ),
    ),
  } satisfies BoardPort;
}
