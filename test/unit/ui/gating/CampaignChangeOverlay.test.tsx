import { act, cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { muteFrameLoadingReports } from '../viewer/viewer-harness.tsx';
import { renderGatedBoard } from './gating-harness.tsx';

beforeEach(muteFrameLoadingReports);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CampaignChangeOverlay (campaign change)', () => {
  it('renders nothing while the campaign is not changed', async () => {
    const { overlay } = await renderGatedBoard();
    expect(overlay()).toBeNull();
  });

  it("shows the campaign's success message over the tile loader while the campaign is changed", async () => {
    const { overlay, store } = await renderGatedBoard();
    await act(async () => store.markCampaignChanged('Enjoy the guide!'));
    const shown = overlay()!;
    expect(within(shown).getByText('Enjoy the guide!').closest('[part="success-message"]')).not.toBeNull();
    expect(shown.querySelector('[part="tile-loader"]')).not.toBeNull();
    // The board's changed flag is cleared by the refresh, and the overlay goes with it.
    await act(async () => store.refreshCampaign());
    expect(overlay()).toBeNull();
  });

  it("says 'Thank You' when the campaign gives no message", async () => {
    const { overlay, store } = await renderGatedBoard();
    await act(async () => store.markCampaignChanged(null));
    expect(within(overlay()!).getByText('Thank You')).toBeTruthy();
  });
});
