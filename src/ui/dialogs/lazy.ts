/**
 * The dialogs, loaded on demand in one chunk (`dialogs-part.ts`): CTA forms, a framed page, share, the delivery
 * notice and the confirm step before an admin link.
 * A slot renders the part once its chunk has loaded (`shared/lazy-part.tsx`); `ui/parts.ts` lists every part.
 */
import { lazyPart } from '../shared/lazy-part.tsx';

/** The one chunk of every dialog (one loader: the bundle lists the chunk's imports once). */
const dialogs = () => import('./dialogs-part.ts');

/** CTA dialogs (forms, framed page, share). */
export const ctaFormDialogPart = lazyPart('form dialog', dialogs, (m) => m.CtaFormDialog);

export const inlinePageDialogPart = lazyPart('page dialog', dialogs, (m) => m.InlinePageDialog);

export const shareDialogPart = lazyPart('share dialog', dialogs, (m) => m.ShareDialog);

/** Where sent forms stand once their dialog is gone (waiting for the network, then delivered). */
export const deliveryNoticePart = lazyPart('delivery notice', dialogs, (m) => m.DeliveryNotice);

/** The confirm step before a link into an admin area. */
export const adminConfirmPart = lazyPart('admin confirm', dialogs, (m) => m.AdminConfirmDialog);
