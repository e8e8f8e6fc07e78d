/**
 * Every part of the board that loads on demand (issue 6), one chunk each: none of them is needed to show the
 * board's first screen. Shared code between them (forms, the dialog shell) lands in shared chunks.
 */
import { lazyPart } from './shared/lazy-part.tsx';

/** The item viewer with its renderers and the gating form. */
export const viewerPart = lazyPart(
  'item viewer',
  () => import('./viewer/viewer-part.ts'),
  (m) => m.ItemViewer,
);

/** CTA dialogs (forms, framed page, share). */
export const ctaFormDialogPart = lazyPart(
  'form dialog',
  () => import('./dialogs/dialogs-part.ts'),
  (m) => m.CtaFormDialog,
);
export const inlinePageDialogPart = lazyPart(
  'page dialog',
  () => import('./dialogs/dialogs-part.ts'),
  (m) => m.InlinePageDialog,
);
export const shareDialogPart = lazyPart(
  'share dialog',
  () => import('./dialogs/dialogs-part.ts'),
  (m) => m.ShareDialog,
);
/** Where sent forms stand once their dialog is gone (waiting for the network, then delivered). */
export const deliveryNoticePart = lazyPart(
  'delivery notice',
  () => import('./dialogs/dialogs-part.ts'),
  (m) => m.DeliveryNotice,
);
/** The confirm step before a link into an admin area. */
export const adminConfirmPart = lazyPart(
  'admin confirm',
  () => import('./dialogs/dialogs-part.ts'),
  (m) => m.AdminConfirmDialog,
);

/** The greeting card (first visit). */
export const greetingPart = lazyPart(
  'greeting',
  () => import('./cards/greeting-part.ts'),
  (m) => m.GreetingCard,
);

/** The seller card of the contact card section (its skeleton stands in, and its data arrives after the tiles). */
export const sellerCardPart = lazyPart(
  'seller card',
  () => import('./cards/seller-card-part.ts'),
  (m) => m.SellerCard,
);

/** Password and email-code locks of a locked board. */
export const lockPart = lazyPart(
  'lock',
  () => import('./locks/lock-part.ts'),
  (m) => m.BoardLock,
);

/** The cookie consent banner. */
export const consentPart = lazyPart(
  'consent banner',
  () => import('./consent/consent-part.ts'),
  (m) => m.ConsentBanner,
);

/** The live event section. */
export const liveEventPart = lazyPart(
  'live event',
  () => import('./live-event/live-event-part.ts'),
  (m) => m.LiveEventSection,
);

/** The success tile loader shown while a changed campaign reloads. */
export const campaignChangePart = lazyPart(
  'campaign change',
  () => import('./gating/campaign-change-part.ts'),
  (m) => m.CampaignChangeOverlay,
);

/** Every part, for tools that need all of them at hand (component tests render them synchronously). */
export const ALL_PARTS = [
  viewerPart,
  ctaFormDialogPart,
  inlinePageDialogPart,
  shareDialogPart,
  adminConfirmPart,
  deliveryNoticePart,
  greetingPart,
  sellerCardPart,
  lockPart,
  consentPart,
  liveEventPart,
  campaignChangePart,
] as const;

/** Parts a visitor is likely to need soon after the first screen: warmed up when the browser is idle. */
export function preloadLikelyParts(): void {
  void viewerPart.preload();
  void ctaFormDialogPart.preload();
}
