/**
 * The PDF viewer's toolbar: the page in view ("3 / 12") with previous and next page, zoom out, fit to width and zoom
 * in, and print where the item may be downloaded, with its progress. Apart from the viewer as its controls alone.
 */
import * as m from '../../../i18n/viewer-messages.ts';
import { Icon } from '../../shared/Icon.tsx';
import { ToolbarButton } from './ToolbarButton.tsx';
import type { Printing } from './use-pdf-print.ts';
import type { Zoom } from './use-zoom.ts';

/** Zoom out and in: a magnifier with a minus, and with a plus. */
const ZOOM_OUT_ICON = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.9-4.9M7.5 10.5h6';
const ZOOM_IN_ICON = `${ZOOM_OUT_ICON}M10.5 7.5v6`;
/** Fit to width: arrows out to both sides. */
const FIT_WIDTH_ICON = 'M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4';
/** Print: a printer with its sheet. */
const PRINT_ICON = 'M7 9V4h10v5M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v6H7z';

/** Props of {@link PdfToolbar}. */
export interface PdfToolbarProps {
  /** The page in view (from 1), or null: none is. */
  current: number | null;
  /** The document's pages (0 while there are none to show). */
  pageCount: number;
  /** Goes to a page (kept within the document). */
  goTo: (page: number) => void;
  zoom: Zoom;
  /** Offers printing. */
  printable: boolean;
  /** The document is open: it may be printed. */
  ready: boolean;
  printing: Printing;
  onPrint: () => void;
}

/** The toolbar. */
export function PdfToolbar({ current, pageCount, goTo, zoom, printable, ready, printing, onPrint }: PdfToolbarProps) {
  return (
    <div className="lb-pdf__toolbar" role="toolbar" aria-label={m.documentControls()}>
      <ToolbarButton
        label={m.previousPage()}
        disabled={!current || current <= 1}
        onClick={() => goTo((current ?? 1) - 1)}
      >
        <Icon name="previous" />
      </ToolbarButton>
      <span className="lb-pdf__page-number" aria-live="polite" aria-atomic="true">
        {pageCount > 0 && (
          <>
            <span aria-hidden="true">{`${current ?? 1} / ${pageCount}`}</span>
            <span className="lb-sr-only">{m.pageOf(String(current ?? 1), String(pageCount))}</span>
          </>
        )}
      </span>
      <ToolbarButton
        label={m.nextPage()}
        disabled={!current || current >= pageCount}
        onClick={() => goTo((current ?? 1) + 1)}
      >
        <Icon name="next" />
      </ToolbarButton>
      <span className="lb-pdf__spacer" />
      <ToolbarButton label={m.zoomOut()} disabled={!zoom.canZoomOut} onClick={zoom.zoomOut}>
        <Icon path={ZOOM_OUT_ICON} />
      </ToolbarButton>
      <ToolbarButton label={m.fitToWidth()} pressed={zoom.scale === 1} onClick={zoom.fitToWidth}>
        <Icon path={FIT_WIDTH_ICON} />
      </ToolbarButton>
      <ToolbarButton label={m.zoomIn()} disabled={!zoom.canZoomIn} onClick={zoom.zoomIn}>
        <Icon path={ZOOM_IN_ICON} />
      </ToolbarButton>
      {printable && (
        <ToolbarButton
          label={m.printDocument()}
          disabled={!ready}
          // Not `disabled` while the pages are drawn: the button keeps the focus it has.
          busy={printing.state === 'preparing'}
          onClick={onPrint}
        >
          <Icon path={PRINT_ICON} />
        </ToolbarButton>
      )}
      {printing.state === 'preparing' && (
        <progress
          className="lb-pdf__print-progress"
          max={pageCount}
          value={printing.drawn}
          aria-label={m.preparingPrint()}
        />
      )}
    </div>
  );
}
