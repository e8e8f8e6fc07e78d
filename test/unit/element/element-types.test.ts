import '../../../src/element/LiveBoardElement.tsx';

import { describe, expectTypeOf, it } from 'vitest';

import type { LiveBoardElement } from '../../../src/element/element-types.ts';

describe('the element type (docs/element.md)', () => {
  it('types the tag, its methods and the detail of its events', () => {
    const element = document.createElement('live-board');
    expectTypeOf(element).toEqualTypeOf<LiveBoardElement>();
    expectTypeOf(element.openItem).parameter(0).toEqualTypeOf<number | string>();
    expectTypeOf(element.version).toEqualTypeOf<string>();
    element.addEventListener('item-opened', (event) => {
      expectTypeOf(event.detail.itemId).toEqualTypeOf<number>();
      expectTypeOf(event.detail.itemSlug).toEqualTypeOf<string>();
    });
    element.addEventListener('board-error', (event) => {
      expectTypeOf(event.detail.code).toEqualTypeOf<string>();
    });
    element.addEventListener('search', (event) => {
      expectTypeOf(event.detail.resultsCount).toEqualTypeOf<number>();
    });
    // Every attribute is a writable string property (tsc fails here if one turns read-only).
    element.boardSlug = 'acme-launch';
    element.routing = 'memory';
    expectTypeOf(element.pingInterval).toEqualTypeOf<string | undefined>();
    // @ts-expect-error internal bus events are not element events
    expectTypeOf<Parameters<typeof element.addEventListener<'journey-step'>>>().toBeArray();
  });
});
