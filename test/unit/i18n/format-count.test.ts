import { describe, expect, it } from 'vitest';

import { formatCount, itemsCount } from '../../../src/i18n/messages.ts';

describe('formatCount', () => {
  it('writes English counts under 1,000 exactly as Intl does', () => {
    for (const locale of ['en-US', 'en-GB', 'en-IN', 'en']) {
      for (const count of [0, 1, 2, 12, 999])
        expect(formatCount(count, locale)).toBe(new Intl.NumberFormat(locale).format(count));
    }
  });

  it('leaves larger counts and other languages to Intl', () => {
    expect(formatCount(1234, 'en-US')).toBe('1,234');
    expect(formatCount(1234567, 'en-IN')).toBe(new Intl.NumberFormat('en-IN').format(1234567));
    expect(formatCount(1234, 'de-DE')).toBe(new Intl.NumberFormat('de-DE').format(1234));
    expect(formatCount(1.5, 'en-US')).toBe('1.5');
  });
});

describe('itemsCount', () => {
  it('says "item" for one and "items" otherwise', () => {
    expect(itemsCount(1, 'en-US')).toBe('1 item');
    expect(itemsCount(0, 'en-US')).toBe('0 items');
    expect(itemsCount(252, 'en-GB')).toBe('252 items');
    expect(itemsCount(10000, 'en-US')).toBe('10,000 items');
  });
});
