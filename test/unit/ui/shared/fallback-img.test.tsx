/** Pictures that fail to load give way to designed stand-ins: never the browser's broken-image glyph. */
import { signal } from '@preact/signals-core';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import type { ImageTransformation } from '../../../../src/api/schemas/image.ts';
import { ItemThumbnail } from '../../../../src/ui/items/ItemThumbnail.tsx';
import { type BoardServices, BoardServicesContext } from '../../../../src/ui/shared/board-context.ts';
import { FallbackImg } from '../../../../src/ui/shared/FallbackImg.tsx';
import { makeItem } from '../fixtures.ts';

afterEach(cleanup);

describe('FallbackImg', () => {
  it('shows the picture, then its stand-in once it fails; a new picture is tried afresh', () => {
    const { container, rerender } = render(
      <FallbackImg src="https://cdn.example.com/a.png" alt="" fallback={<span className="stand-in" />} />,
    );
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

/** Renders inside a board whose campaign has `image` options. */
function onBoard(children: ReactNode, image: ImageTransformation | null = null) {
  const store = { campaign: signal({ items: { image_transformation: image } }) };
  return render(
    <BoardServicesContext.Provider value={{ store } as unknown as BoardServices}>
      {children}
    </BoardServicesContext.Provider>,
  );
}

describe('ItemThumbnail', () => {
  it("applies the campaign's image transformation options, each overridden by the item's own", () => {
    const item = makeItem(7, {
      thumbnail_url: 'https://cdn.example.com/t.svg',
      image_transformation: { crop: { width: 400, height: 250 } },
    });
    const { container } = onBoard(<ItemThumbnail item={item} />, { quality: 75, crop: { width: 10, height: 10 } });
    expect(container.querySelector('img')!.getAttribute('src')).toBe(
      'https://cdn.example.com/t.svg?w=400&h=250&crop=fill&q=75',
    );
  });

  it("gives way to the item type's placeholder when the thumbnail fails", () => {
    const item = makeItem(7, { presented_item_type: 'pdf', thumbnail_url: 'https://cdn.example.com/t.svg' });
    const { container } = onBoard(<ItemThumbnail item={item} />);
    expect(container.querySelector('.lb-thumb-placeholder')).toBeNull();
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.lb-thumb-placeholder svg')).not.toBeNull();
  });
});
