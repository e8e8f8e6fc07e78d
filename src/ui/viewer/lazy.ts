/**
 * The item viewer, loaded on demand: with its renderers and the gating form, one chunk (`viewer-part.ts`).
 * A slot renders the part once its chunk has loaded (`shared/lazy-part.tsx`); `ui/parts.ts` lists every part.
 */
import { lazyPart } from '../shared/lazy-part.tsx';

/** The item viewer with its renderers and the gating form. */
export const viewerPart = lazyPart(
  'item viewer',
  () => import('./viewer-part.ts'),
  (m) => m.ItemViewer,
);
