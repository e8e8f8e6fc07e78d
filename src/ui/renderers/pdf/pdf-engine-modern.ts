/** The PDF engine on pdf.js's modern build: for browsers with every built-in it calls (`pdf-build.ts`). */
import { getDocument, PDFWorker, TextLayer } from 'pdfjs-dist/build/pdf.min.mjs';

import { pdfJsEngineOf } from './pdf-engine.ts';

export const pdfJsEngine = pdfJsEngineOf({ getDocument, PDFWorker, TextLayer });
