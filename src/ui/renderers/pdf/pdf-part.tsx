/** Entry of the PDF viewer's chunk: pdf.js and its worker load only when a PDF opens. */
import { useContext } from 'react';

import { registerStyles } from '../../style-sheets.ts';
import pdfCss from '../../styles/pdf.css?raw';
import { pdfJsEngine } from './pdf-engine.ts';
import { PdfEngineContext } from './pdf-engine-context.ts';
import { PdfViewer, type PdfViewerProps } from './PdfViewer.tsx';

registerStyles(pdfCss);

/** The viewer drawing with pdf.js, or with the engine a test provides. */
export function PdfJsViewer(props: Omit<PdfViewerProps, 'engine'>) {
  return <PdfViewer {...props} engine={useContext(PdfEngineContext) ?? pdfJsEngine} />;
}
