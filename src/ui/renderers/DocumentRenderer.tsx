/**
 * Files (item renderers): a PDF is drawn by the board (pdf.js, a chunk of its own, loaded as the document opens;
 * the API's page pictures show meanwhile); an office document (doc, xls, ppt) is drawn the same way from its PDF
 * preview, or framed through its preview rendition when that is not a PDF. Without a usable URL, the item card with
 * download.
 */
import { useContext, useMemo } from 'react';

import type { Item } from '../../api/schemas/item.ts';
import { itemTypeLabel } from '../../i18n/item-type-labels.ts';
import * as m from '../../i18n/viewer-messages.ts';
import { absoluteHttpUrl } from '../../model/outbound-link.ts';
import { useViewerActions } from '../actions/item-actions.ts';
import { useBoardServices } from '../shared/board-context.ts';
import { FramedContent } from './FramedContent.tsx';
import { ItemCard } from './ItemCard.tsx';
import { readPagePictures } from './pdf/page-pictures.ts';
import { PdfEngineContext } from './pdf/pdf-engine-context.ts';
import { lazyPdfJsEngine } from './pdf/pdf-engine-loader.ts';
import { PdfViewer } from './pdf/PdfViewer.tsx';
import { useLoadedOnce } from './use-loaded-once.ts';

/** Whether a URL names a PDF file (its path ends in `.pdf`). */
const isPdfUrl = (url: string) => /\.pdf$/i.test(new URL(url).pathname);

/** The PDF the viewer draws for `item` shown by `format`'s renderer, or null when it draws none. */
export function drawnPdf(item: Item, format: 'pdf' | 'office'): string | null {
  const src = absoluteHttpUrl(format === 'pdf' ? (item.file_url ?? item.preview_url) : item.preview_url);
  return src !== null && (format === 'pdf' || isPdfUrl(src)) ? src : null;
}

/** `pdf` draws the file (else its preview); `office` draws a PDF preview, or frames another preview. */
export function DocumentRenderer({ item, format }: { item: Item; format: 'pdf' | 'office' }) {
  const actions = useViewerActions();
  const { bus } = useBoardServices();
  const loaded = useLoadedOnce(item.id);
  const src = absoluteHttpUrl(format === 'pdf' ? (item.file_url ?? item.preview_url) : item.preview_url);
  const pdf = drawnPdf(item, format);
  // pdf.js, or the engine a test provides.
  const engine = useContext(PdfEngineContext) ?? lazyPdfJsEngine;
  const pictures = useMemo(() => readPagePictures(item.page_pictures), [item.page_pictures]);
  if (!src) return <ItemCard item={item} kind="file" />;
  const offered = actions.actionsFor(item);
  const fallback = offered.openInNewTab ? actions.newTabLink(item) : null;
  const title = m.frameTitle(item.name, itemTypeLabel(item.presented_item_type));
  if (pdf) {
    return (
      <PdfViewer
        src={pdf}
        title={title}
        engine={engine}
        pictures={pictures}
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
