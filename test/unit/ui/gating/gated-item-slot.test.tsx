import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CAMPAIGN_REFRESH_DELAY_MS } from '../../../../src/model/gating.ts';
import { here, muteFrameLoadingReports, settle } from '../viewer/viewer-harness.tsx';
import { GATED, gatingCampaign, renderGatedBoard } from './gating-harness.tsx';

beforeEach(muteFrameLoadingReports);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const GATED_ROUTE = '/acme-launch/home/item-2';
const formIn = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[part="gating-form"]');

async function fillAndSubmit(dialog: HTMLElement) {
  const form = formIn(dialog)!;
  fireEvent.change(within(form).getByLabelText(/Full name/), { target: { value: 'Ann Lee' } });
  fireEvent.change(within(form).getByLabelText(/Work email/), { target: { value: 'ann@example.com' } });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Unlock content' }));
  });
  await settle();
}

describe('ItemViewer gated-item slot', () => {
  it('shows the gating form in place of a gated item, and none of its actions', async () => {
    const { dialog, events } = await renderGatedBoard({ location: GATED_ROUTE });
    expect(dialog().open).toBe(true);
    expect(dialog().dataset.gated).toBe('');
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe('Buyer guide');
    expect(formIn(dialog())).not.toBeNull();
    expect(dialog().querySelector('[part~="viewer-content"]')).toBeNull();
    expect(within(dialog()).queryByRole('group', { name: 'Item actions' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: /Download/ })).toBeNull();
    // The journey stays: the visitor may step on to items that are not gated.
    expect(within(dialog()).getAllByRole('button', { name: 'Next item' })).toHaveLength(2);
    expect(events.some((e) => e.name === 'item-viewer-loaded')).toBe(false);
  });

  it('shows items that are not gated as usual', async () => {
    const { dialog } = await renderGatedBoard({ location: '/acme-launch/home/item-1' });
    expect(dialog().dataset.gated).toBeUndefined();
    expect(formIn(dialog())).toBeNull();
    expect(dialog().querySelector('[part~="viewer-content"]')).not.toBeNull();
  });

  it('shows gated items as usual once the board was submitted in this browser', async () => {
    const storage = { getItem: () => JSON.stringify({ 7: true }), setItem: () => {} };
    const { dialog } = await renderGatedBoard({ location: GATED_ROUTE, storage });
    expect(formIn(dialog())).toBeNull();
    expect(dialog().querySelector('[part~="viewer-content"]')).not.toBeNull();
  });

  it('shows nothing gated on a campaign that does not show the form', async () => {
    const { dialog } = await renderGatedBoard({ location: GATED_ROUTE, campaign: gatingCampaign({ show: false }) });
    expect(formIn(dialog())).toBeNull();
  });

  it('after a submission: success message over the tile loader, then the item the visitor asked for', async () => {
    const { dialog, overlay, advance, location, events, port } = await renderGatedBoard({ location: GATED_ROUTE });
    expect(overlay()).toBeNull();
    await fillAndSubmit(dialog());

    expect(events.filter((e) => e.name === 'cta-submit')).toHaveLength(1);
    expect(events.find((e) => e.name === 'gate-submitted')?.detail).toEqual({
      boardId: 7,
      contentItemId: GATED.content_item_id,
    });
    expect(dialog().open).toBe(false);
    const shown = overlay()!;
    expect(shown).not.toBeNull();
    expect(
      within(shown)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(
      expect.arrayContaining([expect.stringContaining('Thank You'), expect.stringContaining('Updating the board…')]),
    );
    expect(shown.querySelector('[part="tile-loader"]')).not.toBeNull();
    // The message took focus from the submit button that went away with the form.
    expect(shown.ownerDocument.activeElement?.getAttribute('part')).toBe('success-message');

    await advance(CAMPAIGN_REFRESH_DELAY_MS - 1);
    expect(overlay()).not.toBeNull();
    expect(port.campaign).toHaveBeenCalledTimes(1);

    await advance(1);
    expect(port.campaign).toHaveBeenCalledTimes(2);
    expect(overlay()).toBeNull();
    expect(here(location)).toBe(GATED_ROUTE);
    expect(dialog().open).toBe(true);
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe('Buyer guide');
    expect(formIn(dialog())).toBeNull();
    expect(dialog().querySelector('[part~="viewer-content"]')).not.toBeNull();
  });
});
