/**
 * What an item needs in the viewer that loads on its own, started ahead of opening it: pdf.js, for a document the
 * viewer draws (a PDF, or an office document's PDF preview). Started for the journey's next item while the viewer is
 * open (`warmItem`), and on the visitor's intent to open one now (`warmItemToOpen`, from `open-intent.ts`).
 */
import type { Item } from '../../api/schemas/item.ts';
import { drawnPdf } from './DocumentRenderer.tsx';
import { hasFirstPagePicture } from './pdf/page-pictures.ts';
import { warmPdfEngine } from './pdf/pdf-engine-loader.ts';
import { rendererKind } from './renderer-kind.ts';

/** The PDF format `item` is drawn in, or null when the viewer draws no PDF for it. */
function drawnFormat(item: Item): 'pdf' | 'office' | null {
  const kind = rendererKind(item);
  return (kind === 'pdf' || kind === 'office') && drawnPdf(item, kind) !== null ? kind : null;
}

/**
 * Starts loading what `item` will need while the visitor reads another item (nothing for most items: their renderer
 * is in the viewer's chunk).
 */
export function warmItem(item: Item, warmPdf: () => void = warmPdfEngine): void {
  if (drawnFormat(item) !== null) warmPdf();
}

/**
 * Starts loading what `item` will need when the visitor is about to open it. A PDF whose first page comes as a
 * picture warms nothing: the picture is what the visitor reads first, and pdf.js (500 KB) would take a phone's slow
 * network from it (a tap on the CMS demo's admin guide: readable 1.3 → 2.7 s); the viewer starts pdf.js once that
 * picture is in. The viewer's own chunk is loaded by the caller either way.
 */
export function warmItemToOpen(item: Item, warmPdf: () => void = warmPdfEngine): void {
  if (drawnFormat(item) !== null && !hasFirstPagePicture(item.page_pictures)) warmPdf();
}
