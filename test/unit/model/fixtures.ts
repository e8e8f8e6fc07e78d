/**
 * Small valid wire objects for model tests, checked against the schemas so they cannot drift (the category builder
 * of the rules' tables is checked by its type instead), and a fake `BoardPort` serving them.
 */
import { vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import { boardGuard } from '../../../src/api/schemas/board.ts';
import { campaignGuard } from '../../../src/api/schemas/campaign.ts';
import { categoriesGuard, categoryGuard } from '../../../src/api/schemas/category.ts';
import { type Category } from '../../../src/api/schemas/index.ts';
import { itemGuard, itemListGuard } from '../../../src/api/schemas/item.ts';
import { presenterGuard } from '../../../src/api/schemas/lead.ts';
import type { BoardPort } from '../../../src/model/board-store.ts';
import { parseAnswer } from '../../answers.ts';

export const board = parseAnswer(boardGuard, {
  id: 11,
  slug: 'acme',
  name: 'Acme',
  organization_id: 3,
  status: 1,
  is_ssl: true,
  allow_embedding: true,
  has_items_to_display: true,
  privacy: {
    cookie_management: 'internal',
    privacy_warning_check: false,
    regulated_countries_only: false,
    is_top: false,
    can_close: true,
  },
  integrations: { allow_append_params: false },
});

export const campaign = (showHome = true) =>
  parseAnswer(campaignGuard, {
    id: 5,
    board_id: 11,
    campaign_type: 0,
    sections: ['header', 'banner', 'items'],
    general: { theme_color: 'blue', greetings: { show: false } },
    banner: { show: true, height: 'short', text_color: 'light' },
    header: { show: true, background: { show: true } },
    items: {
      show: true,
      leading_item: { id: null },
      gating: { show: false, is_mandatory: false, known_lead: false, type: 'form', metadata: { form: { fields: [] } } },
      block_download: false,
      show_likes: true,
      show_home: showHome,
      item_viewer_config: { has_navigation: true, is_classic_theme: true },
    },
    contact_card: { show: false },
    promotion: { items: {} },
    side_by_side: { items: {} },
    pending_personalization: false,
  });

export const categories = parseAnswer(categoriesGuard, {
  data: {
    '21': { id: 21, slug: 'decks', name: 'Decks', category_type: 1 },
    '22': { id: 22, slug: 'videos', name: 'Videos', category_type: 1 },
  },
  categories_ids: [21, 22],
  promoted_category_id: 22,
});

/** A category the list above lacks but the one-category endpoint answers (id 23, slug `partner-deals`). */
export const hiddenCategory = parseAnswer(categoryGuard, {
  id: 23,
  slug: 'partner-deals',
  name: 'Partner deals',
  category_type: 1,
});

/**
 * A category of `type` for the tables of the category rules, typed but not parsed so each field is exactly as given
 * (slug `c<id>`, no parent, no subcategories, no link; `extra` sets any of them).
 */
export const category = (id: number, type: 1 | 2 | 3 | 4, extra: Partial<Category> = {}): Category => ({
  id,
  slug: `c${id}`,
  name: `Category ${id}`,
  category_type: type,
  parent_id: null,
  subcategories_ids: [],
  link_url: null,
  items_count: 1,
  ...extra,
});

/** The one-category endpoint over these fixtures: the hidden category by id or slug, else a 404 ApiError. */
export async function categoryAlone(lookup: number | string): Promise<Category> {
  if (lookup === hiddenCategory.id || lookup === hiddenCategory.slug) return hiddenCategory;
  throw new ApiError(404, 'not_found', `Category ${lookup}`);
}

export const item = (id: number, categoryId = 21) =>
  parseAnswer(itemGuard, {
    id,
    slug: `item-${id}`,
    name: `Item ${id}`,
    category_id: categoryId,
    category_slug: categoryId === 21 ? 'decks' : 'videos',
    content_item_id: id + 1000,
    item_type: 'file',
    item_source: 2,
    presented_item_type: 'pdf',
    open_in_new_tab: false,
    status: 1,
    is_gated: false,
    liked_by_user: false,
    journey_index: id,
  });

export const itemsPage = (ids: number[], page = 1, totalPages = 2, promoted: number | null = null, categoryId = 21) =>
  parseAnswer(itemListGuard, {
    data: Object.fromEntries(ids.map((id) => [String(id), item(id, categoryId)])),
    promoted_item_id: promoted,
    item_ids: ids,
    total_pages: totalPages,
    current_page: page,
    items_count: ids.length * totalPages,
    most_viewed_item_id: ids[0] ?? null,
  });

export const presenter = parseAnswer(presenterGuard, {
  email: 'maya@acme.example',
  first_name: 'Maya',
  last_name: 'Fischer',
});

/** A known lead as `leads/me` answers for Ann, fresh each call. */
export const knownLead = () => ({
  id: 7,
  email: 'ann@example.com',
  anon_guest: false,
  first_name: 'Ann',
  last_name: 'Lee',
  headline: null,
  company: null,
  phone: null,
});

/**
 * A `BoardPort` of spies answering from these fixtures (home: items 1–3, page 1 of 2; a category: items 7 and 8 on
 * one page, 8 promoted; the hidden category alone), each endpoint replaceable through `overrides`.
 */
export function fakeBoardPort(overrides: Partial<BoardPort> = {}): BoardPort {
  return {
    board: vi.fn().mockResolvedValue(board),
    campaign: vi.fn().mockResolvedValue(campaign(true)),
    categories: vi.fn().mockResolvedValue(categories),
    category: vi.fn(categoryAlone),
    items: vi.fn<BoardPort['items']>(async ({ category, page }) =>
      category === null ? itemsPage([1, 2, 3], page) : itemsPage([7, 8], page, 1, 8, category),
    ),
    presenter: vi.fn().mockResolvedValue(presenter),
    itemsPresence: vi.fn().mockResolvedValue({ has_items: true }),
    item: vi.fn(async (id: number) => item(id)),
    lead: vi.fn().mockResolvedValue(knownLead()),
    ...overrides,
  };
}
