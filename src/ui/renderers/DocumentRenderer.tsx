/**
 * Files (item renderers): a PDF is drawn by the board (pdf.js, a chunk of its own); an office document (doc, xls,
 * ppt) is drawn the same way from its PDF preview, or framed through its preview rendition when that is not a PDF.
 * Without a usable URL, the item card with download.
 */
import { useContext, useEffect } from 'react';

import type { Item } from '../../api/schemas/item.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { itemType } from '../../model/item-types.ts';
import { absoluteHttpUrl } from '../../model/outbound-link.ts';
import { useBoardServices } from '../board-context.ts';
import { lazyPart } from '../shared/lazy-part.tsx';
import { LazyPartLoading } from '../shared/LazyPartLoading.tsx';
import { useViewerActions } from '../viewer/viewer-actions.ts';
import { FramedContent } from './FramedContent.tsx';
import { ItemCard } from './ItemCard.tsx';
import { PdfEngineContext } from './pdf/pdf-engine-context.ts';
import { warmPdfWorker } from './pdf/pdf-worker.ts';
import { useLoadedOnce } from './use-loaded-once.ts';

/** The PDF viewer with pdf.js: loaded when the first PDF opens. */
export const pdfViewerPart = lazyPart(
  'PDF viewer',
  () => import('./pdf/pdf-part.tsx'),
  (module) => module.PdfJsViewer,
);

/** Whether a URL names a PDF file (its path ends in `.pdf`). */
const isPdfUrl = (url: string) => /\.pdf$/i.test(new URL(url).pathname);

/** `pdf` draws the file (else its preview); `office` draws a PDF preview, or frames another preview. */
export function DocumentRenderer({ item, format }: { item: Item; format: 'pdf' | 'office' }) {
  const actions = useViewerActions();
  const { bus } = useBoardServices();
  const loaded = useLoadedOnce(item.id);
  const src = absoluteHttpUrl(format === 'pdf' ? (item.file_url ?? item.preview_url) : item.preview_url);
  const drawsPdf = src !== null && (format === 'pdf' || isPdfUrl(src));
  // pdf.js's worker file downloads and starts while pdf.js's chunk does (not for an engine a test provides).
  const otherEngine = useContext(PdfEngineContext) !== null;
  useEffect(() => {
    if (drawsPdf && !otherEngine) warmPdfWorker();
  }, [drawsPdf, otherEngine]);
  if (!src) return <ItemCard item={item} kind="file" />;
  const offered = actions.actionsFor(item);
  const fallback = offered.openInNewTab ? actions.newTabLink(item) : null;
  const title = m.frameTitle(item.name, itemType(item.presented_item_type).label());
  if (drawsPdf) {
    return (
      <pdfViewerPart.Slot
        src={src}
        title={title}
        onLoad={loaded}
        // Printing follows downloading: an item whose file may not be taken may not be printed either.
        printable={offered.download}
        onPageChange={(page) =>
          bus.emit('document-page', { itemId: item.id, contentItemId: item.content_item_id, page })
        }
        failureLink={
          fallback && (
            <a className="lb-render__fallback-link" href={fallback.href} target={fallback.target} rel={fallback.rel}>
              {m.openInNewTab()}
            </a>
          )
        }
        fallback={<LazyPartLoading />}
      />
    );
  }
  return (
    <FramedContent
      src={src}
      title={title}
      variant="document"
      // The browser's document viewer does not run inside a sandboxed frame.
      sandbox={null}
      fallback={fallback}
      onLoad={loaded}
    />
  );
}
