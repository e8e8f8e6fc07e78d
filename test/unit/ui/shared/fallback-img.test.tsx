/** Pictures that fail to load give way to designed stand-ins (issue 12): never the browser's broken-image glyph. */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemThumbnail } from '../../../../src/ui/items/ItemThumbnail.tsx';
import { FallbackImg } from '../../../../src/ui/shared/FallbackImg.tsx';
import { makeItem } from '../fixtures.ts';

afterEach(cleanup);

describe('FallbackImg', () => {
  it('shows the picture, then its stand-in once it fails; a new picture is tried afresh', () => {
    const { container, rerender } = render(<FallbackImg src="https://cdn.example.com/a.png" alt="" fallback={<span className="stand-in" />} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.stand-in')).not.toBeNull();
    rerender(<FallbackImg src="https://cdn.example.com/b.png" alt="" fallback={<span className="stand-in" />} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/b.png');
    expect(container.querySelector('.stand-in')).toBeNull();
  });
});

describe('ItemThumbnail', () => {
  it("gives way to the item type's placeholder when the thumbnail fails", () => {
    const item = makeItem(7, { presented_item_type: 'pdf', thumbnail_url: 'https://cdn.example.com/t.svg' });
    const { container } = render(<ItemThumbnail item={item} />);
    expect(container.querySelector('.lb-thumb-placeholder')).toBeNull();
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.lb-thumb-placeholder svg')).not.toBeNull();
  });
});
