/**
 * pdf.js loads ahead of a PDF only on the visitor's intent (docs/decisions.md): a tile pressed, rested on by a
 * mouse or reached by the keyboard, or the journey's next item — never for an item whose renderer does not draw a
 * PDF, and never where the visitor saves data. On intent, not for a PDF whose first page comes as a picture either.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Item } from '../../../../src/api/schemas/item.ts';
import { useOpenIntent } from '../../../../src/ui/items/open-intent.ts';
import { PdfEngineContext } from '../../../../src/ui/renderers/pdf/pdf-engine-context.ts';
import { warmItem, warmItemToOpen } from '../../../../src/ui/renderers/warm-item.ts';
import { fakePdfEngine } from '../fake-pdf-engine.ts';
import { makeItem } from '../fixtures.ts';

// (Files share a worker, so module mocks would not reach modules another file loaded: the warmers are handed in.)
const warmPdf = vi.fn();
beforeEach(() => warmPdf.mockClear());
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
    warmItem(item, warmPdf);
    expect(warmPdf).toHaveBeenCalledTimes(warms ? 1 : 0);
    warmPdf.mockClear();
    warmItemToOpen(item, warmPdf);
    expect(warmPdf, 'on intent, without page pictures').toHaveBeenCalledTimes(warms ? 1 : 0);
  });
});

describe('a document whose first page comes as a picture', () => {
  const pictures = {
    url: 'https://cdn.example.com/guide/{page}-{width}.webp',
    widths: [360, 720],
    pages: [{ width: 612, height: 792, count: 3 }],
  };
  const PICTURED = makeItem(8, { file_url: 'https://cdn.example.com/guide.pdf', page_pictures: pictures });

  it('warms nothing on intent: the picture has the network to itself, and the viewer starts pdf.js after it', () => {
    warmItemToOpen(PICTURED, warmPdf);
    expect(warmPdf).not.toHaveBeenCalled();
  });

  it('warms pdf.js as the journey’s next item, while another item is read', () => {
    warmItem(PICTURED, warmPdf);
    expect(warmPdf).toHaveBeenCalledTimes(1);
  });

  it('warms pdf.js on intent when its pictures cannot be used', () => {
    for (const broken of [
      { ...pictures, url: 'javascript:alert(1)//{page}-{width}' },
      { ...pictures, widths: [] },
      'not pictures',
    ]) {
      warmPdf.mockClear();
      warmItemToOpen(makeItem(9, { file_url: 'https://cdn.example.com/guide.pdf', page_pictures: broken }), warmPdf);
      expect(warmPdf, JSON.stringify(broken)).toHaveBeenCalledTimes(1);
    }
  });
});

const warmed = vi.fn<(item: Item) => void>();
beforeEach(() => warmed.mockClear());

function Tile({ item }: { item: Item }) {
  return (
    <a href="#item" {...useOpenIntent(item, warmed)}>
      {item.name}
    </a>
  );
}

describe('a tile on the visitor’s intent', () => {
  it('warms its item when a pointer or a finger comes down on it', () => {
    render(<Tile item={PDF} />);
    fireEvent.pointerDown(screen.getByRole('link'), { pointerType: 'touch' });
    expect(warmed).toHaveBeenCalledWith(PDF);
  });

  it('warms it when the keyboard reaches the tile', () => {
    render(<Tile item={PDF} />);
    fireEvent.focus(screen.getByRole('link'));
    expect(warmed).toHaveBeenCalledWith(PDF);
  });

  it('warms it when a mouse rests on the tile, not when it only passes over', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Tile item={PDF} />);
    const tile = screen.getByRole('link');
    fireEvent.pointerEnter(tile, { pointerType: 'mouse' });
    vi.advanceTimersByTime(60);
    fireEvent.pointerLeave(tile, { pointerType: 'mouse' });
    vi.advanceTimersByTime(500);
    // A finger's touch comes with its own pointerdown: entering alone is nothing.
    fireEvent.pointerEnter(tile, { pointerType: 'touch' });
    vi.advanceTimersByTime(500);
    expect(warmed).not.toHaveBeenCalled();
    fireEvent.pointerEnter(tile, { pointerType: 'mouse' });
    vi.advanceTimersByTime(99);
    expect(warmed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warmed).toHaveBeenCalledWith(PDF);
  });

  it('warms nothing where the board draws with an engine of its own', () => {
    render(
      <PdfEngineContext.Provider value={fakePdfEngine()}>
        <Tile item={PDF} />
      </PdfEngineContext.Provider>,
    );
    fireEvent.pointerDown(screen.getByRole('link'), { pointerType: 'touch' });
    fireEvent.focus(screen.getByRole('link'));
    expect(warmed).not.toHaveBeenCalled();
  });
});
