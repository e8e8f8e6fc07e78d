/**
 * Every part of the board that loads on demand, one chunk each: none of them is needed to show the board's first
 * screen. Each folder declares its own parts in its `lazy.ts`; shared code between them (forms, the dialog shell)
 * lands in shared chunks.
 */
import { greetingPart, sellerCardPart } from './cards/lazy.ts';
import { consentPart } from './consent/lazy.ts';
import {
  adminConfirmPart,
  ctaFormDialogPart,
  deliveryNoticePart,
  inlinePageDialogPart,
  shareDialogPart,
} from './dialogs/lazy.ts';
import { campaignChangePart } from './gating/lazy.ts';
import { liveEventPart } from './live-event/lazy.ts';
import { lockPart } from './locks/lazy.ts';
import { viewerPart } from './viewer/lazy.ts';

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
