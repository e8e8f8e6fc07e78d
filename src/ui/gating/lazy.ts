/**
 * The overlay shown while a changed campaign reloads, loaded on demand (`campaign-change-part.ts`).
 * A slot renders the part once its chunk has loaded (`shared/lazy-part.tsx`); `ui/parts.ts` lists every part.
 */
import { lazyPart } from '../shared/lazy-part.tsx';

/** The success tile loader shown while a changed campaign reloads. */
export const campaignChangePart = lazyPart(
  'campaign change',
  () => import('./campaign-change-part.ts'),
  (m) => m.CampaignChangeOverlay,
);
