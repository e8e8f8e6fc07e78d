/**
 * The cookie consent banner, loaded on demand (`consent-part.ts`).
 * A slot renders the part once its chunk has loaded (`shared/lazy-part.tsx`); `ui/parts.ts` lists every part.
 */
import { lazyPart } from '../shared/lazy-part.tsx';

/** The cookie consent banner. */
export const consentPart = lazyPart(
  'consent banner',
  () => import('./consent-part.ts'),
  (m) => m.ConsentBanner,
);
