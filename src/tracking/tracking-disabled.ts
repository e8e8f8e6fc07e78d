/** The rejection of a tracked event that was not sent on purpose (docs/decisions.md, "Do not track me"). */

/** Why the delivery queue refused or discarded an event. */
export type TrackingDisabledReason = 'consent-denied' | 'tracking-stopped' | 'disposed';

const MESSAGE: Record<TrackingDisabledReason, string> = {
  'consent-denied': 'cookie consent was rejected',
  'tracking-stopped': 'the visitor chose "Do not track me"',
  disposed: 'the board was removed from the page',
};

/** An event tracking being off kept from being sent. Nothing failed: callers may ignore it. */
export class TrackingDisabledError extends Error {
  override readonly name = 'TrackingDisabled';
  constructor(readonly reason: TrackingDisabledReason) {
    super(`[live-board] tracking event not sent: ${MESSAGE[reason]}`);
  }
}

/** True for the rejection of an event that tracking being off kept from being sent. */
export function isTrackingDisabled(error: unknown): error is TrackingDisabledError {
  return error instanceof TrackingDisabledError;
}
