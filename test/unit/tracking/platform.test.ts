import { describe, expect, it } from 'vitest';

import { detectPlatform } from '../../../src/tracking/platform.ts';
import type { Platform } from '../../../src/tracking/types.ts';

describe('detectPlatform', () => {
  const cases: ReadonlyArray<readonly [pathname: string, embedded: boolean, expected: Platform]> = [
    ['/acme-launch/home', false, 'web'],
    ['/public/prism/12/category/3/item/4', false, 'web'],
    ['/', false, 'web'],
    ['', false, 'web'],
    ['/acme-launch/home', true, 'embedded'],
    ['/blog/our-launch', true, 'embedded'],
    ['/sales-plugin/acme-launch/home', false, 'sales_plugin'],
    ['/sales_plugin/acme-launch', false, 'sales_plugin'],
    ['/app/sales-plugin/', true, 'sales_plugin'],
    ['/Sales-Plugin/acme-launch', false, 'sales_plugin'],
    ['/office-addin/acme-launch', false, 'office_addin'],
    ['/office_addin/acme-launch', false, 'office_addin'],
    ['/outlook-addin/acme-launch/home/item', true, 'office_addin'],
    ['/office%2Daddin/acme-launch', false, 'office_addin'],
    ['/my-sales-plugin-deck/home', false, 'web'],
    ['/office-addins/home', true, 'embedded'],
    ['/acme-launch/home?x=sales-plugin', false, 'web'],
    ['/bad%E0%A4%A/home', false, 'web'],
  ];

  it.each(cases)('treats path %j (embedded: %s) as %s', (pathname, embedded, expected) => {
    expect(detectPlatform(pathname, embedded)).toBe(expected);
  });
});
