/** The PDF engine on pdf.js's legacy build (transpiled, with polyfills): for every other browser (`pdf-build.ts`). */
import { getDocument, PDFWorker, TextLayer } from 'pdfjs-dist/legacy/build/pdf.min.mjs';

import { pdfJsEngineOf } from './pdf-engine.ts';

export const pdfJsEngine = pdfJsEngineOf({ getDocument, PDFWorker, TextLayer });
