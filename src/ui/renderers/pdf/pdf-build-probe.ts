/**
 * Runs in a worker of the page (`pdf-build.ts` starts it): reports the built-ins pdf.js's modern build calls that a
 * worker's own global lacks. A page's polyfills never reach a worker, and pdf.js's worker runs in one like it.
 */
import { missingForModernPdfJs } from './pdf-build.ts';

postMessage(missingForModernPdfJs());
