/**
 * The password and email-code locks of a locked board, loaded on demand (`lock-part.ts`).
 * A slot renders the part once its chunk has loaded (`shared/lazy-part.tsx`); `ui/parts.ts` lists every part.
 */
import { lazyPart } from '../shared/lazy-part.tsx';

/** Password and email-code locks of a locked board. */
export const lockPart = lazyPart(
  'lock',
  () => import('./lock-part.ts'),
  (m) => m.BoardLock,
);
