/**
 * The banner's four heights and the promotions' one to four columns, rendered by the board from its campaign: each
 * value gets its own class, and the board's stylesheet turns that class into the layout (a minimum height; a column
 * count in `--lb-cols`, which the blocks' grid repeats). The sheet is put in the document as the board adopts it;
 * happy-dom applies its top-level rules (a wide board) and leaves container queries out, so these are the layouts
 * of a wide board (the narrow board's container queries are not checked here).
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { CampaignWire } from '../../../src/api/schemas/campaign.ts';
import { boardCss } from '../../../src/ui/styles.ts';
import { makeCampaign } from './fixtures.ts';
import { renderBoard } from './harness.tsx';

const HEIGHTS = ['basic', 'short', 'medium', 'tall'] as const;
const COLUMNS = [1, 2, 3, 4] as const;

let sheet: HTMLStyleElement;

beforeAll(() => {
  sheet = document.createElement('style');
  sheet.textContent = boardCss;
  document.head.append(sheet);
});

afterAll(() => sheet.remove());

afterEach(cleanup);

/** The board's banner for a campaign whose banner has `height`. */
async function bannerOfHeight(height: CampaignWire['banner']['height']) {
  const { container } = await renderBoard({ campaign: makeCampaign({ banner: { height } }) });
  return container.querySelector<HTMLElement>('[part="banner"]')!;
}

/** The board's one shown promotion, with `columns` columns and as many blocks. */
async function promotionOfColumns(columns: (typeof COLUMNS)[number]) {
  const blocks = Array.from({ length: columns }, (_, i) => ({
    title: `Block ${i + 1}`,
    text: null,
    image_url: null,
    cta: null,
  }));
  const campaign = makeCampaign({
    promotion: {
      items: {
        promotion1: { key: 'promotion1', show: true, position: 2, columns, alignment: 0, title: 'Promo', blocks },
        promotion2: { show: false },
        promotion3: { show: false },
      },
    },
  });
  const { container } = await renderBoard({ campaign });
  const promotions = container.querySelectorAll<HTMLElement>('[part="promotion"]');
  expect(promotions).toHaveLength(1);
  return promotions[0]!;
}

const minHeight = (element: HTMLElement) => parseFloat(getComputedStyle(element).minHeight);

describe('banner heights', () => {
  it.each(HEIGHTS)('a %s banner has its own height class and nothing of the other heights', async (height) => {
    const banner = await bannerOfHeight(height);
    expect(banner.classList.contains('lb-banner')).toBe(true);
    expect(banner.classList.contains(`lb-banner--${height}`)).toBe(true);
    for (const other of HEIGHTS.filter((h) => h !== height)) {
      expect(banner.classList.contains(`lb-banner--${other}`)).toBe(false);
    }
    expect(minHeight(banner)).toBeGreaterThan(0);
  });

  it('the four heights grow from basic to short, medium and tall', async () => {
    const heights: number[] = [];
    for (const height of HEIGHTS) {
      heights.push(minHeight(await bannerOfHeight(height)));
      cleanup();
    }
    expect(heights.every((value) => value > 0)).toBe(true);
    expect([...heights].sort((a, b) => a - b)).toEqual(heights);
    expect(new Set(heights).size).toBe(4);
  });
});

describe('promotion columns', () => {
  it.each(COLUMNS)('a promotion of %i column(s) lays its blocks out in that many columns', async (columns) => {
    const promotion = await promotionOfColumns(columns);
    expect(promotion.classList.contains(`lb-promo--cols-${columns}`)).toBe(true);
    for (const other of COLUMNS.filter((c) => c !== columns)) {
      expect(promotion.classList.contains(`lb-promo--cols-${other}`)).toBe(false);
    }
    expect(getComputedStyle(promotion).getPropertyValue('--lb-cols').trim()).toBe(String(columns));
    // The blocks' grid: that many equal columns.
    const grid = promotion.querySelector<HTMLElement>('.lb-promo__blocks')!;
    expect(getComputedStyle(grid).gridTemplateColumns.replace(/\s+/g, ' ')).toBe(`repeat(${columns}, minmax(0, 1fr))`);
    expect(grid.querySelectorAll('.lb-promo__block')).toHaveLength(columns);
  });
});
