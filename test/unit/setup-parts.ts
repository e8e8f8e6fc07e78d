/**
 * Loads every on-demand part before each test file, so component tests see parts render at once, as they do in a
 * browser once a chunk has arrived. The loading path itself (fallback, failure, retry) has its own tests.
 */
import { beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { ALL_PARTS } = await import('../../src/ui/parts.ts');
  // The PDF viewer is a part of the viewer's chunk, not of the board's.
  const { pdfViewerPart } = await import('../../src/ui/renderers/DocumentRenderer.tsx');
  await Promise.all([...ALL_PARTS, pdfViewerPart].map((part) => part.preload()));
});
