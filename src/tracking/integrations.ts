/**
 * Forwards tracked events to the page's own marketing tags when the board has the integration configured
 * (integrations: ga, marketo with munchkin, eloqua, pardot) and consent allows. The board never loads a
 * third-party script: a tag the host page did not install is simply not there, and nothing happens.
 */
import type { BoardIntegrations } from '../api/schemas/board.ts';
import type { TrackedEvent } from './types.ts';

/** The page globals the known tags install. */
interface TagWindow {
  gtag?: (command: 'event', name: string, params: Record<string, unknown>) => void;
  dataLayer?: unknown[];
  Munchkin?: { munchkinFunction?: (name: string, params: Record<string, unknown>) => void };
  _elqQ?: unknown[][];
  piTracker?: (url: string) => void;
}

/** Events worth telling marketing tools about: views and conversions, not the plumbing (identity, pings). */
const FORWARDED = /^(viewed_board|viewed_item|liked|downloaded|cta_|shared_campaign|searched_items|changed_category)/;

/** Sends one tracked event to the configured tags present on the page. Never throws into the board. */
export function forwardToPageTags(
  integrations: BoardIntegrations | null,
  event: TrackedEvent,
  win: Window = window,
): void {
  if (!integrations || !FORWARDED.test(event.name)) return;
  const tags = win as unknown as TagWindow;
  const params = { event_category: 'live-board', event_label: event.request.path };
  try {
    if (integrations.ga) {
      if (typeof tags.gtag === 'function')
        tags.gtag('event', `live_board_${event.name}`, { ...params, send_to: integrations.ga.measurement_id });
      else if (Array.isArray(tags.dataLayer)) tags.dataLayer.push({ event: `live_board_${event.name}`, ...params });
    }
    if (integrations.marketo && typeof tags.Munchkin?.munchkinFunction === 'function') {
      tags.Munchkin.munchkinFunction('visitWebPage', {
        url: win.location.pathname,
        params: `live_board=${event.name}`,
      });
    }
    if (integrations.eloqua && Array.isArray(tags._elqQ)) {
      tags._elqQ.push(['elqTrackPageView', `${win.location.href}#live-board-${event.name}`]);
    }
    if (integrations.pardot && typeof tags.piTracker === 'function') {
      tags.piTracker(`${win.location.href}#live-board-${event.name}`);
    }
  } catch (error) {
    // A host's broken tag must not break the board or the other tags.
    console.warn('[live-board] a page analytics tag failed', error);
  }
}
