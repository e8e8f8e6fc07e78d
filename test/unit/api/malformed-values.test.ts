// @vitest-environment node
/**
 * Values the board can do without (docs/decisions.md, "Malformed values"): a board, campaign, categories or items
 * answer with one bad value of such a field still parses, that value falls back (default, safe side, clamp, hidden
 * part, entry left out), everything else is kept, and the console gets one warning for the answer. Values the board
 * cannot guess still refuse the answer, without a warning.
 */
import { beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { Catalog } from '../../../demo/server/catalog.ts';
import { campaignFor } from '../../../demo/server/fixtures/campaigns.ts';
import { buildItem } from '../../../demo/server/fixtures/items.ts';
import { boardWire, categoryWire } from '../../../demo/server/wire.ts';
import type { Guard } from '../../../src/api/guards.ts';
import { DEFAULT_THEME_HEX } from '../../../src/base/constants.ts';

// The guards remember which warnings they printed (once per page); test files share their worker, so this file
// takes fresh copies rather than the ones another file may have used.
let guards: typeof import('../../../src/api/guards.ts');
let wire: typeof import('../../../src/api/schemas/board.ts') &
  typeof import('../../../src/api/schemas/campaign.ts') &
  typeof import('../../../src/api/schemas/category.ts') &
  typeof import('../../../src/api/schemas/item.ts');
beforeAll(async () => {
  vi.resetModules();
  guards = await import('../../../src/api/guards.ts');
  wire = {
    ...(await import('../../../src/api/schemas/board.ts')),
    ...(await import('../../../src/api/schemas/campaign.ts')),
    ...(await import('../../../src/api/schemas/category.ts')),
    ...(await import('../../../src/api/schemas/item.ts')),
  };
});

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

type Json = Record<string, unknown>;
type Path = (string | number)[];
const REMOVE = Symbol('remove');

/** A copy of `data` with the value at `path` replaced (or removed). */
function set<T>(data: T, path: Path, value: unknown): T {
  const copy = structuredClone(data);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value !== REMOVE) parent[last] = value;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- removing the entry is the point
  else delete parent[last];
  return copy;
}

const get = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], data);

const catalog = new Catalog();
const launch = catalog.board('acme-launch')!;
/** acme-launch: no privacy warning, Google Analytics and Marketo on, page parameters appended to links. */
const launchBoard = boardWire(launch, false) as unknown as Json;
/** acme-consent: a privacy warning in regulated countries only, with its own message, link and message element. */
const consentBoard = boardWire(catalog.board('acme-consent')!, false) as unknown as Json;
const campaign = campaignFor(launch, 'http://test') as unknown as Json;
const items = Array.from({ length: 3 }, (_, index) =>
  buildItem(catalog.place(launch, index), { origin: 'http://test', likedItemIds: new Set() }),
);
const item = items[0] as unknown as Json;
const itemList = {
  data: Object.fromEntries(items.map((each) => [String(each.id), each])),
  promoted_item_id: items[0]!.id,
  item_ids: items.map((each) => each.id),
  total_pages: 1,
  current_page: 1,
  items_count: 3,
  most_viewed_item_id: items[1]!.id,
};
const journey = { items, items_count: 3, journey_index: 1, next_item_index: 2, prev_item_index: 0 };
const categories = {
  data: Object.fromEntries(
    launch.categories.map((each) => [String(each.id), categoryWire(catalog, launch, each)] as const),
  ),
  categories_ids: launch.categories.map((each) => each.id),
  promoted_category_id: launch.promotedCategoryId,
};
/** The subcategory the list leaves out (212, reached only by a link), as `GET /live_board/v2/categories/212` sends. */
const hiddenSubcategory = categoryWire(catalog, launch, launch.categoryById.get(212)!) as unknown as Json;

const promotion1 = ['promotion', 'items', 'promotion1'];
const blocksOfPromotion1 = (get(campaign, [...promotion1, 'blocks']) as unknown[]).length;
const hiddenBanner = {
  show: false,
  height: 'basic',
  text_color: 'dark',
  title: null,
  subtitle: null,
  image_url: null,
};
const hiddenHeader = {
  show: false,
  title: null,
  logo_url: null,
  background: { show: false, image_url: null },
  ctas: [],
};

/**
 * One bad value: where it goes, what it is, and what the answer then holds instead — the same path with `expected`
 * (REMOVE: the entry is left out), or another path when a whole part gives way.
 */
interface Case {
  what: string;
  path: Path;
  bad: unknown;
  expected: unknown;
  expectedAt?: Path;
  /** Other spots the repair changes (a category left out takes its id out of the lists), applied in this order. */
  alsoExpected?: [Path, unknown][];
}

const campaignCases: Case[] = [
  { what: 'a promotion of 7 columns gets 4', path: [...promotion1, 'columns'], bad: 7, expected: 4 },
  { what: 'a promotion of 0 columns gets 1', path: [...promotion1, 'columns'], bad: 0, expected: 1 },
  { what: 'a promotion of -3 columns gets 1', path: [...promotion1, 'columns'], bad: -3, expected: 1 },
  { what: 'a promotion of 2.5 columns gets 3', path: [...promotion1, 'columns'], bad: 2.5, expected: 3 },
  {
    what: 'a promotion whose columns are not a number gets one per block, at most 4',
    path: [...promotion1, 'columns'],
    bad: '3',
    expected: Math.min(4, Math.max(1, blocksOfPromotion1)),
  },
  {
    what: 'a promotion without columns gets one per block, at most 4',
    path: [...promotion1, 'columns'],
    bad: REMOVE,
    expected: Math.min(4, Math.max(1, blocksOfPromotion1)),
    expectedAt: [...promotion1, 'columns'],
  },
  { what: 'an unknown promotion position is above the footer', path: [...promotion1, 'position'], bad: 9, expected: 3 },
  { what: 'an unknown promotion alignment is centred', path: [...promotion1, 'alignment'], bad: 'left', expected: 0 },
  {
    what: 'a promotion block’s call to action of an unknown destination is none',
    path: [...promotion1, 'blocks', 0, 'cta', 'destination'],
    bad: 'calendar',
    expected: null,
    expectedAt: [...promotion1, 'blocks', 0, 'cta'],
  },
  {
    what: 'an unreadable promotion block is left out',
    path: [...promotion1, 'blocks', 0, 'title'],
    bad: 5,
    expected: REMOVE,
    expectedAt: [...promotion1, 'blocks', 0],
  },
  {
    what: 'an unreadable promotion is left out',
    path: [...promotion1, 'show'],
    bad: 'yes',
    expected: REMOVE,
    expectedAt: promotion1,
  },
  { what: 'unreadable promotions are none', path: ['promotion'], bad: 'none', expected: { items: {} } },
  {
    what: 'an unknown side-by-side column size is small',
    path: ['side_by_side', 'items', 'side_by_side1', 'column_size'],
    bad: 'medium',
    expected: 'small',
  },
  {
    what: 'a side-by-side call to action that cannot be read is none',
    path: ['side_by_side', 'items', 'side_by_side1', 'cta'],
    bad: { label: 'Go' },
    expected: null,
  },
  {
    what: 'an unreadable side-by-side is left out',
    path: ['side_by_side', 'items', 'side_by_side1', 'title'],
    bad: null,
    expected: REMOVE,
    expectedAt: ['side_by_side', 'items', 'side_by_side1'],
  },
  { what: 'unreadable side-by-sides are none', path: ['side_by_side'], bad: [], expected: { items: {} } },
  {
    what: 'an unknown theme colour is the default',
    path: ['general', 'theme_color'],
    bad: 'purple',
    expected: DEFAULT_THEME_HEX,
  },
  {
    what: 'a theme colour that is no text is the default',
    path: ['general', 'theme_color'],
    bad: 42,
    expected: DEFAULT_THEME_HEX,
  },
  {
    what: 'an unreadable greeting is hidden',
    path: ['general', 'greetings', 'show'],
    bad: 'yes',
    expected: { show: false, title: null, message: null },
    expectedAt: ['general', 'greetings'],
  },
  {
    what: 'an unknown category display mode is classic',
    path: ['general', 'category_display_mode'],
    bad: 'grid',
    expected: 'classic',
  },
  {
    what: 'an unknown category theme is classic',
    path: ['general', 'category_theme'],
    bad: 'dark',
    expected: 'classic',
  },
  { what: 'owner texts that are no map are none', path: ['general', 'texts'], bad: 'hello', expected: {} },
  { what: 'an unknown banner height is basic', path: ['banner', 'height'], bad: 'huge', expected: 'basic' },
  { what: 'an unknown banner text colour is dark', path: ['banner', 'text_color'], bad: 'blue', expected: 'dark' },
  {
    what: 'an otherwise unreadable banner is hidden',
    path: ['banner', 'title'],
    bad: 5,
    expected: hiddenBanner,
    expectedAt: ['banner'],
  },
  {
    what: 'a header call to action of an unknown destination is left out',
    path: ['header', 'ctas', 0, 'destination'],
    bad: 'calendar',
    expected: REMOVE,
    expectedAt: ['header', 'ctas', 0],
  },
  { what: 'header calls to action that are no list are none', path: ['header', 'ctas'], bad: 'x', expected: [] },
  {
    what: 'an unreadable header background is not shown',
    path: ['header', 'background'],
    bad: null,
    expected: { show: false, image_url: null },
  },
  {
    what: 'an otherwise unreadable header is hidden',
    path: ['header', 'logo_url'],
    bad: 5,
    expected: hiddenHeader,
    expectedAt: ['header'],
  },
  {
    what: 'the contact card’s call to action of an unknown destination is none',
    path: ['contact_card', 'cta', 'destination'],
    bad: 'fax',
    expected: null,
    expectedAt: ['contact_card', 'cta'],
  },
  {
    what: 'an unreadable contact card is hidden',
    path: ['contact_card', 'show'],
    bad: 1,
    expected: { show: false, title: null, cta: null },
    expectedAt: ['contact_card'],
  },
  {
    what: 'an unknown section key is left out',
    path: ['sections', (campaign.sections as unknown[]).length],
    bad: 'video',
    expected: REMOVE,
  },
  { what: 'an unreadable items flag shows the items', path: ['items', 'show'], bad: 'yes', expected: true },
  {
    what: 'an unreadable leading item is none',
    path: ['items', 'leading_item', 'id'],
    bad: 'abc',
    expected: { id: null },
    expectedAt: ['items', 'leading_item'],
  },
  {
    what: 'an unreadable block_download blocks downloads',
    path: ['items', 'block_download'],
    bad: 'no',
    expected: true,
  },
  { what: 'an unreadable show_likes hides likes', path: ['items', 'show_likes'], bad: null, expected: false },
  { what: 'an unreadable show_home keeps home', path: ['items', 'show_home'], bad: 1, expected: true },
  {
    what: 'an unreadable viewer theme flag is the classic theme',
    path: ['items', 'item_viewer_config', 'is_classic_theme'],
    bad: 'lightbox',
    expected: true,
  },
  {
    what: 'an unreadable viewer config is the classic viewer with navigation',
    path: ['items', 'item_viewer_config'],
    bad: null,
    expected: { has_navigation: true, is_classic_theme: true },
  },
  {
    what: 'image options that are no object are none',
    path: ['items', 'image_transformation'],
    bad: 'q=80',
    expected: null,
  },
  {
    what: 'an invalid image option is left out, the others kept',
    path: ['items', 'image_transformation'],
    bad: { gravity: 'top', quality: 80 },
    expected: { quality: 80 },
  },
  {
    what: 'an unreadable gating field is left out',
    path: ['items', 'gating', 'metadata', 'form', 'fields', 0, 'state'],
    bad: 'mandatory',
    expected: REMOVE,
    expectedAt: ['items', 'gating', 'metadata', 'form', 'fields', 0],
  },
  {
    what: 'a gating form title that is no text is none (the default title shows)',
    path: ['items', 'gating', 'metadata', 'form', 'form_title'],
    bad: 5,
    expected: null,
  },
  {
    what: 'a gating submit label that is no text is none (the default label shows)',
    path: ['items', 'gating', 'metadata', 'form', 'submit_label'],
    bad: {},
    expected: null,
  },
  {
    what: 'an unreadable pending_personalization is off',
    path: ['pending_personalization'],
    bad: 'no',
    expected: false,
  },
];

const privacy = (key: string): Path => ['privacy', key];
const integrations = (key: string): Path => ['integrations', key];

const boardCases: Case[] = [
  {
    what: 'a Google Analytics id that is no text turns that integration off',
    path: [...integrations('ga'), 'measurement_id'],
    bad: 123,
    expected: null,
    expectedAt: integrations('ga'),
  },
  { what: 'a Marketo integration that is no object is off', path: integrations('marketo'), bad: 'on', expected: null },
  {
    what: 'integrations that are no object are all off',
    path: ['integrations'],
    bad: 'all',
    expected: { ga: null, marketo: null, eloqua: null, pardot: null, allow_append_params: false },
  },
  {
    what: 'appending page parameters to links as text is not allowed (a permission is not guessed)',
    path: integrations('allow_append_params'),
    bad: 'true',
    expected: false,
  },
  {
    what: 'an unknown cookie management is the board’s own consent rule',
    path: privacy('cookie_management'),
    bad: 'onetrust',
    expected: 'internal',
  },
  {
    what: 'an unknown privacy policy is none, never implicit',
    path: privacy('privacy_policy'),
    bad: 'opt-in',
    expected: 'none',
  },
  {
    what: 'a privacy warning switched off as text stays on (consent is never turned off by a bad value)',
    path: privacy('privacy_warning_check'),
    bad: 'false',
    expected: true,
  },
  { what: 'a privacy warning flag of 0 is on', path: privacy('privacy_warning_check'), bad: 0, expected: true },
  { what: 'a missing privacy warning flag is on', path: privacy('privacy_warning_check'), bad: REMOVE, expected: true },
  { what: 'a provider that is no text is none', path: privacy('privacy_warning_provider'), bad: 7, expected: null },
  { what: 'a banner position of "true" is the top', path: privacy('is_top'), bad: 'true', expected: true },
  { what: 'a banner position of " TRUE " is the top', path: privacy('is_top'), bad: ' TRUE ', expected: true },
  { what: 'a closing flag of "false" cannot be closed', path: privacy('can_close'), bad: 'false', expected: false },
  {
    what: 'privacy settings that are no object ask for consent everywhere, with the default banner',
    path: ['privacy'],
    bad: null,
    expected: {
      cookie_management: 'internal',
      privacy_policy: 'none',
      privacy_warning_check: true,
      regulated_countries_only: false,
      privacy_warning_provider: null,
      element_id: null,
      message: null,
      link: null,
      is_top: false,
      can_close: true,
    },
  },
  { what: 'an unreadable SSL flag is on', path: ['is_ssl'], bad: null, expected: true },
  { what: 'an SSL flag of "false" is off', path: ['is_ssl'], bad: 'false', expected: false },
  { what: 'an items flag of "false" shows no items', path: ['has_items_to_display'], bad: 'false', expected: false },
  { what: 'an unreadable items flag shows the items', path: ['has_items_to_display'], bad: 1, expected: true },
  {
    what: 'an embedding permission as text is not granted',
    path: ['allow_embedding'],
    bad: 'true',
    expected: false,
  },
  { what: 'an unreadable status is online', path: ['status'], bad: 'online', expected: 1 },
  { what: 'a name that is no text is the board’s slug', path: ['name'], bad: 42, expected: 'acme-launch' },
];

const consentBoardCases: Case[] = [
  {
    what: 'a message that is no text is none (the message element or the organization’s text shows)',
    path: privacy('message'),
    bad: 5,
    expected: null,
  },
  { what: 'a link that is no text is none', path: privacy('link'), bad: { href: 'x' }, expected: null },
  { what: 'an unreadable message element is none', path: privacy('element_id'), bad: '9001', expected: null },
  {
    what: 'regulated countries only, as text, asks in every country',
    path: privacy('regulated_countries_only'),
    bad: 'true',
    expected: false,
  },
  { what: 'a banner position of "yes" is the bottom', path: privacy('is_top'), bad: 'yes', expected: false },
  { what: 'a missing closing flag can be closed', path: privacy('can_close'), bad: REMOVE, expected: true },
];

const itemCases: Case[] = [
  {
    what: 'an unknown presented item type is a plain link',
    path: ['presented_item_type'],
    bad: 'spotify',
    expected: 'link',
  },
  { what: 'an unreadable open_in_new_tab opens in the viewer', path: ['open_in_new_tab'], bad: 'yes', expected: false },
  { what: 'an unreadable liked_by_user is not liked', path: ['liked_by_user'], bad: null, expected: false },
  { what: 'a description that is no text is none', path: ['description'], bad: 5, expected: null },
  { what: 'a thumbnail that is no text is none', path: ['thumbnail_url'], bad: {}, expected: null },
  { what: 'a negative views count is 0', path: ['views_count'], bad: -3, expected: 0 },
  { what: 'image options that are no object are none', path: ['image_transformation'], bad: 7, expected: null },
];

const firstItemKey = String(items[0]!.id);
const itemListCases: Case[] = [
  {
    what: 'an item of an unknown type is left out of the page',
    path: ['data', firstItemKey, 'item_type'],
    bad: 'audio',
    expected: REMOVE,
    expectedAt: ['data', firstItemKey],
  },
  {
    what: 'an item without an id is left out of the page',
    path: ['data', firstItemKey, 'id'],
    bad: REMOVE,
    expected: REMOVE,
    expectedAt: ['data', firstItemKey],
  },
  {
    what: 'an item’s unknown presented type is a plain link, and the item stays',
    path: ['data', firstItemKey, 'presented_item_type'],
    bad: 'spotify',
    expected: 'link',
  },
  { what: 'an unreadable promoted item id is none', path: ['promoted_item_id'], bad: 'x', expected: null },
  { what: 'an unreadable most-viewed item id is none', path: ['most_viewed_item_id'], bad: -1, expected: null },
  { what: 'an unreadable id in the page order is left out', path: ['item_ids', 1], bad: 'x', expected: REMOVE },
];

/** Where a category of acme-launch sits in the menu order, and where a subcategory sits in its parent's list. */
const menuIndex = (id: number) => categories.categories_ids.indexOf(id);
const FEATURED = 201;
const SOLUTIONS = 203;
const MANUFACTURING = 204;
const LOGISTICS = 205;
const COMMUNITY = 211;
const subcategoryIndex = (id: number) => categories.data[String(SOLUTIONS)]!.subcategories_ids.indexOf(id);
const leftOut = (id: number): Pick<Case, 'expected' | 'expectedAt' | 'alsoExpected'> => ({
  expected: REMOVE,
  expectedAt: ['data', String(id)],
  alsoExpected: [
    [['categories_ids', menuIndex(id)], REMOVE],
    ...(subcategoryIndex(id) >= 0
      ? [[['data', String(SOLUTIONS), 'subcategories_ids', subcategoryIndex(id)], REMOVE] as [Path, unknown]]
      : []),
  ],
});

const categoriesCases: Case[] = [
  {
    what: 'a category of an unknown type is left out, and its id from the menu',
    path: ['data', String(FEATURED), 'category_type'],
    bad: 7,
    ...leftOut(FEATURED),
  },
  {
    what: 'a subcategory of an unknown type is left out, and its id from the menu and from its parent',
    path: ['data', String(MANUFACTURING), 'category_type'],
    bad: 'sub',
    ...leftOut(MANUFACTURING),
  },
  {
    what: 'a category whose name is no text is left out, and its id from the menu',
    path: ['data', String(FEATURED), 'name'],
    bad: null,
    ...leftOut(FEATURED),
  },
  {
    what: 'a subcategory whose slug is no text is left out, and its id from the menu and from its parent',
    path: ['data', String(LOGISTICS), 'slug'],
    bad: 205,
    ...leftOut(LOGISTICS),
  },
  {
    what: 'a category without an id is left out, and its id from the menu',
    path: ['data', String(COMMUNITY), 'id'],
    bad: REMOVE,
    ...leftOut(COMMUNITY),
  },
  {
    what: 'a negative items count is 0',
    path: ['data', String(FEATURED), 'items_count'],
    bad: -4,
    expected: 0,
  },
  {
    what: 'an items count that is no integer is 0',
    path: ['data', String(SOLUTIONS), 'items_count'],
    bad: 2.5,
    expected: 0,
  },
  {
    what: 'an unreadable parent id is none (the parent’s list still places the subcategory)',
    path: ['data', String(LOGISTICS), 'parent_id'],
    bad: String(SOLUTIONS),
    expected: null,
  },
  {
    what: 'an unreadable subcategory id is left out of its parent’s list',
    path: ['data', String(SOLUTIONS), 'subcategories_ids', 1],
    bad: -205,
    expected: REMOVE,
  },
  {
    what: 'subcategory ids that are no list are none',
    path: ['data', String(SOLUTIONS), 'subcategories_ids'],
    bad: '204,205,206',
    expected: [],
  },
  {
    what: 'a link that is no text is none (the link category then shows no entry)',
    path: ['data', String(COMMUNITY), 'link_url'],
    bad: { href: 'https://community.acme.example/' },
    expected: null,
  },
  {
    what: 'an unreadable id in the menu order is left out',
    path: ['categories_ids', menuIndex(SOLUTIONS)],
    bad: '203',
    expected: REMOVE,
  },
  { what: 'an unreadable promoted category id is none', path: ['promoted_category_id'], bad: 0, expected: null },
];

const categoryCases: Case[] = [
  { what: 'a negative items count is 0', path: ['items_count'], bad: -12, expected: 0 },
  { what: 'an items count that is no integer is 0', path: ['items_count'], bad: '12', expected: 0 },
  { what: 'an unreadable parent id is none', path: ['parent_id'], bad: 0, expected: null },
  { what: 'subcategory ids that are no list are none', path: ['subcategories_ids'], bad: {}, expected: [] },
  { what: 'an unreadable subcategory id is left out', path: ['subcategories_ids', 0], bad: 1.5, expected: REMOVE },
  { what: 'a link that is no text is none', path: ['link_url'], bad: 42, expected: null },
];

const journeyCases: Case[] = [
  {
    what: 'a neighbour of an unknown source is left out of the journey',
    path: ['items', 2, 'item_source'],
    bad: 9,
    expected: REMOVE,
    expectedAt: ['items', 2],
  },
];

/** Runs a table of cases against one guard. */
function checkCases(answerName: string, answer: Json, guard: () => Guard<unknown>, cases: Case[]) {
  it(`takes the unbroken ${answerName} answer without a warning`, () => {
    expect(guards.withRepairs(guard(), answer).repairs).toEqual([]);
    guard()(answer, '');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(cases)(`${answerName}: $what, keeps the rest, and warns once`, (each) => {
    const { path, bad, expected, expectedAt, alsoExpected = [] } = each;
    const broken = set(answer, path, bad);
    const kept = guard()(answer, '');
    const wanted = alsoExpected.reduce(
      (result, [other, value]) => set(result, other, value),
      set(kept, expectedAt ?? path, expected),
    );

    expect(guard()(broken, '')).toEqual(wanted);
    expect(warn).toHaveBeenCalledTimes(1);
    const text = String(warn.mock.calls[0]![0]);
    expect(text).toMatch(new RegExp(`^\\[live-board\\] the ${answerName} answer had a value the board cannot use`));
    expect(text).toContain((expectedAt ?? path).join('.'));
  });
}

describe('a board answer with one value the board can do without', () => {
  checkCases('board', launchBoard, () => wire.boardGuard, boardCases);
});

describe('the board answer of a board with a privacy warning, with one value the board can do without', () => {
  checkCases('board', consentBoard, () => wire.boardGuard, consentBoardCases);
});

describe('a campaign answer with one value the board can do without', () => {
  checkCases('campaign', campaign, () => wire.campaignGuard, campaignCases);
});

describe('a categories answer with one value the board can do without', () => {
  checkCases('categories', categories, () => wire.categoriesGuard, categoriesCases);
});

describe('one category asked for alone with one value the board can do without', () => {
  checkCases('category', hiddenSubcategory, () => wire.categoryGuard, categoryCases);
});

describe('an item answer with one value the board can do without', () => {
  checkCases('item', item, () => wire.itemGuard, itemCases);
});

describe('an items page with one value the board can do without', () => {
  checkCases('items', itemList, () => wire.itemListGuard, itemListCases);
});

describe('a journey with one value the board can do without', () => {
  checkCases('journey', journey, () => wire.journeyGuard, journeyCases);
});

describe('a category left out of the list', () => {
  it('takes its id only out of the lists that held it, and keeps the id of a category the server did not send', () => {
    // 212 is not in the list (the board asks for it alone when a link names it): naming it is not a fault.
    let sent = set(categories, ['data', String(SOLUTIONS), 'subcategories_ids'], [MANUFACTURING, LOGISTICS, 206, 212]);
    sent = set(sent, ['data', String(MANUFACTURING), 'category_type'], true);
    const { data, categories_ids: menu } = wire.categoriesGuard(sent, '');
    expect(data[String(MANUFACTURING)]).toBeUndefined();
    expect(data[String(SOLUTIONS)]!.subcategories_ids).toEqual([LOGISTICS, 206, 212]);
    expect(menu).toEqual(categories.categories_ids.filter((id) => id !== MANUFACTURING));
  });

  it('is named in the warning with what was wrong with it', () => {
    wire.categoriesGuard(set(categories, ['data', String(MANUFACTURING), 'category_type'], 9), '');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(
      'data.204 left out, and its id from every list of ids (data.204.category_type: expected one of 1, 2, 3, 4 but ' +
        'received number)',
    );
  });
});

describe('values the board cannot guess', () => {
  it.each<[string, () => Guard<unknown>, Json, Path, unknown]>([
    ['board id', () => wire.boardGuard, launchBoard, ['id'], '101'],
    ['board slug', () => wire.boardGuard, launchBoard, ['slug'], null],
    ['board organization', () => wire.boardGuard, launchBoard, ['organization_id'], 0],
    ['board access', () => wire.boardGuard, launchBoard, ['access'], 'sso'],
    ['board lock', () => wire.boardGuard, launchBoard, ['locked'], 'false'],
    ['campaign id', () => wire.campaignGuard, campaign, ['id'], 'x'],
    ['campaign board id', () => wire.campaignGuard, campaign, ['board_id'], null],
    ['campaign type', () => wire.campaignGuard, campaign, ['campaign_type'], 2],
    ['section list', () => wire.campaignGuard, campaign, ['sections'], 'header'],
    ['general settings', () => wire.campaignGuard, campaign, ['general'], null],
    ['gating flag', () => wire.campaignGuard, campaign, ['items', 'gating', 'show'], 'yes'],
    ['gating type', () => wire.campaignGuard, campaign, ['items', 'gating', 'type'], 'video'],
    ['gating field list', () => wire.campaignGuard, campaign, ['items', 'gating', 'metadata', 'form', 'fields'], {}],
    ['item id', () => wire.itemGuard, item, ['id'], 'x'],
    ['item type', () => wire.itemGuard, item, ['item_type'], 'audio'],
    ['item gated flag', () => wire.itemGuard, item, ['is_gated'], 'no'],
    ['item link', () => wire.itemGuard, item, ['link_url'], 5],
    ['page count', () => wire.itemListGuard, itemList, ['total_pages'], -1],
    ['page order', () => wire.itemListGuard, itemList, ['item_ids'], null],
    ['journey index', () => wire.journeyGuard, journey, ['journey_index'], 'x'],
    ['categories by id', () => wire.categoriesGuard, categories, ['data'], 'featured'],
    ['menu order', () => wire.categoriesGuard, categories, ['categories_ids'], { 0: FEATURED }],
    ['category id', () => wire.categoryGuard, hiddenSubcategory, ['id'], '212'],
    ['category slug', () => wire.categoryGuard, hiddenSubcategory, ['slug'], null],
    ['category name', () => wire.categoryGuard, hiddenSubcategory, ['name'], ['Energy']],
    ['category type', () => wire.categoryGuard, hiddenSubcategory, ['category_type'], 5],
  ])('still refuse the answer over its %s, with no warning', (_, guard, answer, path, bad) => {
    // Not even about a value the board could do without next to it: the refused answer's error says what is wrong.
    const repairable = new Map<unknown, Path>([
      [campaign, ['banner', 'height']],
      [launchBoard, ['privacy', 'is_top']],
      [categories, ['promoted_category_id']],
      [hiddenSubcategory, ['items_count']],
    ]).get(answer);
    const withRepairable = repairable ? set(answer, repairable, 'enormous') : answer;
    expect(() => guard()(set(withRepairable, path, bad), '')).toThrow(guards.WireError);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the warning', () => {
  it('is one for the answer, listing every value it fell back from', () => {
    let broken = set(campaign, [...promotion1, 'columns'], 12);
    broken = set(broken, ['banner', 'height'], 'giant');
    broken = set(broken, ['general', 'theme_color'], 'mauve');
    wire.campaignGuard(broken, '');
    expect(warn).toHaveBeenCalledTimes(1);
    const text = String(warn.mock.calls[0]![0]);
    expect(text).toContain('the campaign answer had 3 values the board cannot use as sent');
    expect(text).toContain('promotion.items.promotion1.columns brought to 4 (12 is not 1–4)');
    expect(text).toContain('banner.height set to its default');
    expect(text).toContain('general.theme_color set to its default');
  });

  it('is one for a page, however many of its items are left out', () => {
    let broken: Json = itemList;
    for (const each of items) broken = set(broken, ['data', String(each.id), 'item_source'], 42);
    expect(wire.itemListGuard(broken, '')).toMatchObject({ data: {} });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('the items answer had 3 values');
  });

  it('is not repeated for an answer that comes again with the same faults (a campaign refresh)', () => {
    const broken = set(campaign, [...promotion1, 'columns'], 99);
    wire.campaignGuard(broken, '');
    wire.campaignGuard(structuredClone(broken), '');
    expect(warn).toHaveBeenCalledTimes(1);
    wire.campaignGuard(set(campaign, [...promotion1, 'columns'], 98), '');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('covers the image options of an item, which were dropped silently before', () => {
    wire.itemGuard(set(item, ['image_transformation'], { flipX: 'yes', quality: 50 }), '');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('image_transformation.flipX left out (not a valid image option)');
  });
});
