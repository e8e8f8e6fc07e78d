/**
 * The live event section, loaded on demand (`live-event-part.ts`).
 * A slot renders the part once its chunk has loaded (`shared/lazy-part.tsx`); `ui/parts.ts` lists every part.
 */
import { lazyPart } from '../shared/lazy-part.tsx';

/** The live event section. */
export const liveEventPart = lazyPart(
  'live event',
  () => import('./live-event-part.ts'),
  (m) => m.LiveEventSection,
);
