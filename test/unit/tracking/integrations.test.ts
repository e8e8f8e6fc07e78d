import { describe, expect, it, vi } from 'vitest';

import type { BoardIntegrations } from '../../../src/api/schemas/board.ts';
import { forwardToPageTags } from '../../../src/tracking/integrations.ts';
import type { TrackedEvent } from '../../../src/tracking/types.ts';

const event = (name: string): TrackedEvent => ({
  id: 'e1',
  name,
  createdAt: 0,
  request: { method: 'POST', path: '/live_board/v1/boards/1/lead_views', body: {}, analytics: true },
});

const none: BoardIntegrations = { ga: null, marketo: null, eloqua: null, pardot: null, allow_append_params: false };

function fakeWindow(extra: Record<string, unknown>): Window {
  return { location: { pathname: '/p', href: 'https://host.example/p' }, ...extra } as unknown as Window;
}

describe('forwardToPageTags', () => {
  it('calls the page gtag for a configured GA integration', () => {
    const gtag = vi.fn();
    forwardToPageTags({ ...none, ga: { measurement_id: 'G-1' } }, event('viewed_board'), fakeWindow({ gtag }));
    expect(gtag).toHaveBeenCalledWith('event', 'live_board_viewed_board', expect.objectContaining({ send_to: 'G-1' }));
  });

  it('falls back to dataLayer when there is no gtag', () => {
    const dataLayer: unknown[] = [];
    forwardToPageTags({ ...none, ga: { measurement_id: 'G-1' } }, event('liked'), fakeWindow({ dataLayer }));
    expect(dataLayer).toEqual([expect.objectContaining({ event: 'live_board_liked' })]);
  });

  it('does nothing for an integration the board does not have, or a tag the page does not have', () => {
    const gtag = vi.fn();
    forwardToPageTags(none, event('viewed_board'), fakeWindow({ gtag }));
    expect(gtag).not.toHaveBeenCalled();
    expect(() =>
      forwardToPageTags({ ...none, marketo: { munchkin_id: 'M' } }, event('viewed_board'), fakeWindow({})),
    ).not.toThrow();
  });

  it('forwards views and conversions, not plumbing such as the identity PUT', () => {
    const gtag = vi.fn();
    forwardToPageTags({ ...none, ga: { measurement_id: 'G' } }, event('lead_identity'), fakeWindow({ gtag }));
    expect(gtag).not.toHaveBeenCalled();
  });

  it('tells Munchkin, Eloqua and Pardot when their tags are on the page', () => {
    const munchkinFunction = vi.fn();
    const elq: unknown[][] = [];
    const piTracker = vi.fn();
    const all = {
      ...none,
      marketo: { munchkin_id: 'M' },
      eloqua: { site_id: 'E' },
      pardot: { account_id: 'A', campaign_id: 'C' },
    };
    forwardToPageTags(all, event('downloaded'), fakeWindow({ Munchkin: { munchkinFunction }, _elqQ: elq, piTracker }));
    expect(munchkinFunction).toHaveBeenCalledWith(
      'visitWebPage',
      expect.objectContaining({ params: 'live_board=downloaded' }),
    );
    expect(elq).toHaveLength(1);
    expect(piTracker).toHaveBeenCalledOnce();
  });

  it('survives a broken page tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const gtag = () => {
      throw new Error('broken tag');
    };
    expect(() =>
      forwardToPageTags({ ...none, ga: { measurement_id: 'G' } }, event('viewed_item'), fakeWindow({ gtag })),
    ).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
