/** Which engine draws PDFs: pdf.js (`pdf-engine.ts`) unless a test provides another. No pdf.js here. */
import { createContext } from 'react';

import type { PdfEngine } from './pdf-engine.ts';

export const PdfEngineContext = createContext<PdfEngine | null>(null);
