/**
 * A visitor about to open an item — a pointer or a finger comes down on its tile, a mouse rests on it, the keyboard
 * reaches it — gets the viewer's chunk and what the item needs beyond it (pdf.js for a document without a picture of its first page: `warm-item.ts`)
 * started now, so that it shows sooner once opened. A mouse only passing over a tile starts nothing.
 */
import { type PointerEvent, useContext, useRef } from 'react';

import type { Item } from '../../api/schemas/item.ts';
import { PdfEngineContext } from '../renderers/pdf/pdf-engine-context.ts';

/** How long a mouse rests on a tile before that counts as intent. */
const HOVER_INTENT_MS = 100;

/** Warms what `item` needs, through the viewer's chunk (which it loads, if it has not come yet). */
function warmThroughViewer(item: Item): void {
  import('../viewer/viewer-part.ts').then(
    (part) => part.warmItemToOpen(item),
    () => {
      // The viewer's own loading meets the failure again, and shows it.
    },
  );
}

/** Handlers for an item's tile (or any link that opens it); `warmItem` is replaced in tests. */
export function useOpenIntent(item: Item, warmItem: (item: Item) => void = warmThroughViewer) {
  // (A rest that ends as the tile goes, scrolled out of the grid's window, still counts: it only warms.)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Component tests draw with an engine of their own: nothing to load then.
  const ownEngine = useContext(PdfEngineContext) === null;
  const warm = () => {
    if (ownEngine) warmItem(item);
  };
  return {
    onPointerDown: warm,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(warm, HOVER_INTENT_MS);
    },
    onPointerLeave: () => clearTimeout(timer.current),
    // The keyboard reached it (a click's focus comes after its pointerdown: warming twice starts nothing twice).
    onFocus: warm,
  };
}
