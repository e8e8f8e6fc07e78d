import { describe, expect, it } from 'vitest';

import type { CampaignWire } from '../../../src/api/schemas/campaign.ts';
import { deriveCampaign } from '../../../src/model/campaign.ts';
import { orderSections } from '../../../src/ui/board/section-order.ts';
import { type DeepPartial, makeCampaign } from './fixtures.ts';

const promo = (key: string, position: 0 | 1 | 2 | 3, show = true) => ({
  key,
  show,
  position,
  columns: 1 as const,
  alignment: 0 as const,
  title: null,
  blocks: [],
});

/** Section keys in render order; `promotion.items` replaces the fixture's promotions instead of merging. */
const order = ({ promotion, ...patch }: DeepPartial<CampaignWire> & { promotion?: CampaignWire['promotion'] }) => {
  const wire = makeCampaign(patch);
  const campaign = deriveCampaign(promotion ? { ...wire, promotion } : wire);
  return orderSections(campaign).map((entry) => ('key' in entry ? entry.key : entry.kind));
};

describe('orderSections', () => {
  it.each([
    [0, ['header', 'banner', 'promotion1', 'items', 'contact_card']],
    [1, ['header', 'banner', 'promotion1', 'items', 'contact_card']],
    [2, ['header', 'banner', 'items', 'promotion1', 'contact_card']],
    [3, ['header', 'banner', 'items', 'contact_card', 'promotion1']],
  ] as const)('places a promotion at position %i wherever sections list it', (position, expected) => {
    expect(
      order({
        sections: ['promotion1', 'header', 'banner', 'items', 'contact_card'],
        promotion: { items: { promotion1: promo('promotion1', position) } },
      }),
    ).toEqual(expected);
  });

  it('keeps the owner order of the other sections', () => {
    expect(order({ sections: ['items', 'contact_card', 'banner', 'header'], promotion: { items: {} } })).toEqual([
      'items',
      'contact_card',
      'banner',
      'header',
    ]);
  });

  it('puts below-banner promotions after the header when sections have no banner', () => {
    expect(
      order({
        sections: ['header', 'items', 'promotion2'],
        promotion: { items: { promotion2: promo('promotion2', 0) } },
      }),
    ).toEqual(['header', 'promotion2', 'items']);
  });

  it('puts item-anchored promotions above the footer when sections have no items', () => {
    expect(
      order({
        sections: ['promotion1', 'header', 'promotion3'],
        promotion: { items: { promotion1: promo('promotion1', 1), promotion3: promo('promotion3', 2) } },
      }),
    ).toEqual(['header', 'promotion1', 'promotion3']);
  });

  it('drops hidden promotions, promotions without data and keys listed twice', () => {
    expect(
      order({
        sections: ['items', 'items', 'promotion1', 'promotion2'],
        promotion: { items: { promotion1: promo('promotion1', 2, false) } },
      }),
    ).toEqual(['items']);
  });
});
