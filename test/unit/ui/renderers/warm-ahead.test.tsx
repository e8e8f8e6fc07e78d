/**
 * pdf.js loads ahead of a PDF only on the visitor's intent (issue 29): a tile pressed, rested on by a mouse or
 * reached by the keyboard, or the journey's next item — never for an item whose renderer does not draw a PDF, and
 * never where the visitor saves data.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Item } from '../../../../src/api/schemas/item.ts';
import { useOpenIntent } from '../../../../src/ui/items/open-intent.ts';
import { PdfEngineContext } from '../../../../src/ui/renderers/pdf/pdf-engine-context.ts';
import { fakePdfEngine } from '../fake-pdf-engine.ts';
import { makeItem } from '../fixtures.ts';

const loader = vi.hoisted(() => ({ warmPdfEngine: vi.fn() }));
vi.mock('../../../../src/ui/renderers/pdf/pdf-engine-loader.ts', () => ({
  warmPdfEngine: loader.warmPdfEngine,
  lazyPdfJsEngine: { open: () => Promise.reject(new Error('not in this test')) },
}));

const { warmItem } = await import('../../../../src/ui/renderers/warm-item.ts');

beforeEach(() => loader.warmPdfEngine.mockClear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PDF = makeItem(1, { file_url: 'https://cdn.example.com/guide.pdf' });

describe('warmItem', () => {
  it.each<[string, Item, boolean]>([
    ['a PDF file', PDF, true],
    ['a PDF with only its preview', makeItem(2, { preview_url: 'https://cdn.example.com/guide.pdf' }), true],
    [
      'an office document with a PDF preview',
      makeItem(3, { presented_item_type: 'ppt', preview_url: 'https://cdn.example.com/deck.pdf' }),
      true,
    ],
    [
      'an office document with a framed preview',
      makeItem(4, { presented_item_type: 'ppt', preview_url: 'https://view.example.com/deck.html' }),
      false,
    ],
    ['a PDF without any file', makeItem(5), false],
    ['a PDF at an address that is not http(s)', makeItem(6, { file_url: 'javascript:alert(1)' }), false],
    [
      'an image',
      makeItem(7, { item_type: 'image', presented_item_type: 'image', file_url: 'https://cdn.example.com/a.png' }),
      false,
    ],
  ])('%s: %s', (_, item, warms) => {
    warmItem(item);
    expect(loader.warmPdfEngine).toHaveBeenCalledTimes(warms ? 1 : 0);
  });
});

function Tile({ item }: { item: Item }) {
  return (
    <a href="#item" {...useOpenIntent(item)}>
      {item.name}
    </a>
  );
}

/** Waits until the viewer's chunk (imported on intent) has had its turn. */
const imported = () => vi.waitFor(() => expect(loader.warmPdfEngine).toHaveBeenCalled());

describe('a tile on the visitor’s intent', () => {
  it('starts pdf.js when a pointer or a finger comes down on a PDF’s tile', async () => {
    render(<Tile item={PDF} />);
    fireEvent.pointerDown(screen.getByRole('link'), { pointerType: 'touch' });
    await imported();
  });

  it('starts it when the keyboard reaches the tile', async () => {
    render(<Tile item={PDF} />);
    fireEvent.focus(screen.getByRole('link'));
    await imported();
  });

  it('starts it when a mouse rests on the tile, not when it only passes over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Tile item={PDF} />);
    const tile = screen.getByRole('link');
    fireEvent.pointerEnter(tile, { pointerType: 'mouse' });
    vi.advanceTimersByTime(60);
    fireEvent.pointerLeave(tile, { pointerType: 'mouse' });
    vi.advanceTimersByTime(500);
    fireEvent.pointerEnter(tile, { pointerType: 'touch' });
    vi.advanceTimersByTime(500);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader.warmPdfEngine).not.toHaveBeenCalled();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.pointerEnter(tile, { pointerType: 'mouse' });
    vi.advanceTimersByTime(100);
    vi.useRealTimers();
    await imported();
  });

  it('starts nothing for an item that is not drawn as a PDF', async () => {
    render(<Tile item={makeItem(4, { presented_item_type: 'ppt', preview_url: 'https://x.example/deck.html' })} />);
    fireEvent.pointerDown(screen.getByRole('link'), { pointerType: 'mouse' });
    // The viewer's chunk has come in (a PDF's tile, pressed after, warms at once).
    render(<Tile item={PDF} />);
    fireEvent.pointerDown(screen.getAllByRole('link')[1]!, { pointerType: 'mouse' });
    await imported();
    expect(loader.warmPdfEngine).toHaveBeenCalledTimes(1);
  });

  it('starts nothing where the board draws with an engine of its own', async () => {
    render(
      <PdfEngineContext.Provider value={fakePdfEngine()}>
        <Tile item={PDF} />
      </PdfEngineContext.Provider>,
    );
    fireEvent.pointerDown(screen.getByRole('link'), { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader.warmPdfEngine).not.toHaveBeenCalled();
  });
});
