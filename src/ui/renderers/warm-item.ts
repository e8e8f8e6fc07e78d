/**
 * What an item needs in the viewer that loads on its own, started ahead of opening it: pdf.js, for a document the
 * viewer draws (a PDF, or an office document's PDF preview). Called on the visitor's intent (`open-intent.ts`) and for
 * the journey's next item while the viewer is open.
 */
import type { Item } from '../../api/schemas/item.ts';
import { drawnPdf } from './DocumentRenderer.tsx';
import { warmPdfEngine } from './pdf/pdf-engine-loader.ts';
import { rendererKind } from './renderer-kind.ts';

/** Starts loading what `item` will need (nothing for most items: their renderer is in the viewer's chunk). */
export function warmItem(item: Item, warmPdf: () => void = warmPdfEngine): void {
  const kind = rendererKind(item);
  if ((kind === 'pdf' || kind === 'office') && drawnPdf(item, kind) !== null) warmPdf();
}
