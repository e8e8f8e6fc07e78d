/**
 * The cards loaded on demand: the greeting (`greeting-part.ts`) and the seller card (`seller-card-part.ts`).
 * A slot renders the part once its chunk has loaded (`shared/lazy-part.tsx`); `ui/parts.ts` lists every part.
 */
import { lazyPart } from '../shared/lazy-part.tsx';

/** The greeting card (first visit). */
export const greetingPart = lazyPart(
  'greeting',
  () => import('./greeting-part.ts'),
  (m) => m.GreetingCard,
);

/** The seller card of the contact card section (its skeleton stands in, and its data arrives after the tiles). */
export const sellerCardPart = lazyPart(
  'seller card',
  () => import('./seller-card-part.ts'),
  (m) => m.SellerCard,
);
