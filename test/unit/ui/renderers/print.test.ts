import { describe, expect, it } from 'vitest';

import { printDpi } from '../../../../src/ui/renderers/pdf/print.ts';

const pages = (count: number, width: number, height: number) =>
  Array.from({ length: count }, () => ({ width, height }));

describe('printDpi', () => {
  it('prints at 150 dpi while the pages fit the pixel budget', () => {
    expect(printDpi(pages(20, 612, 792))).toBe(150);
    expect(printDpi([])).toBe(150);
  });

  it('draws longer documents coarser, down to 72 dpi', () => {
    // 100 A4 pages at 150 dpi would take 217 M pixels; at 101 dpi they take 99 M.
    expect(printDpi(pages(100, 595, 842))).toBe(101);
    expect(printDpi(pages(1_000, 595, 842))).toBe(72);
  });
});
