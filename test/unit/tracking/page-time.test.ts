import { describe, expect, it } from 'vitest';

import { createPageTime, type PageTimeRecord } from '../../../src/tracking/page-time.ts';
import { createManualClock } from './manual-clock.ts';

const ITEM = { itemId: 7, contentItemId: 1007 };

function setup() {
  const clock = createManualClock();
  const records: PageTimeRecord[] = [];
  const counter = createPageTime({ clock, onRecord: (record) => records.push(record) });
  return { clock, records, counter };
}

describe('page time', () => {
  it('hands over a page’s whole seconds when another page comes into view, and on close', () => {
    const { clock, records, counter } = setup();
    counter.setPage({ ...ITEM, page: 1 });
    clock.advance(4_400);
    counter.setPage({ ...ITEM, page: 2 });
    clock.advance(2_600);
    counter.close();
    expect(records).toEqual([
      { ...ITEM, page: 1, seconds: 4 },
      { ...ITEM, page: 2, seconds: 3 },
    ]);
    counter.close();
    expect(records).toHaveLength(2);
  });

  it('ignores the same page reported again, and makes no record of less than half a second', () => {
    const { clock, records, counter } = setup();
    counter.setPage({ ...ITEM, page: 1 });
    clock.advance(1_000);
    counter.setPage({ ...ITEM, page: 1 });
    clock.advance(1_000);
    counter.setPage({ ...ITEM, page: 2 });
    clock.advance(400);
    counter.setPage({ ...ITEM, page: 3 });
    counter.setPage(null);
    expect(records).toEqual([{ ...ITEM, page: 1, seconds: 2 }]);
  });

  it('counts no time while the tab is hidden or the visitor idle, also across pages', () => {
    const { clock, records, counter } = setup();
    counter.setPage({ ...ITEM, page: 1 });
    clock.advance(3_000);
    counter.setCounting(false);
    clock.advance(60_000);
    counter.setCounting(true);
    clock.advance(2_000);
    counter.setCounting(false);
    counter.setPage({ ...ITEM, page: 2 });
    clock.advance(30_000);
    counter.setCounting(true);
    clock.advance(5_000);
    counter.close();
    expect(records).toEqual([
      { ...ITEM, page: 1, seconds: 5 },
      { ...ITEM, page: 2, seconds: 5 },
    ]);
  });

  it('tells the same page of another item apart, and forgets without a record', () => {
    const { clock, records, counter } = setup();
    counter.setPage({ ...ITEM, page: 1 });
    clock.advance(2_000);
    counter.setPage({ itemId: 8, contentItemId: 1008, page: 1 });
    clock.advance(9_000);
    counter.forget();
    counter.close();
    expect(records).toEqual([{ ...ITEM, page: 1, seconds: 2 }]);
  });
});
