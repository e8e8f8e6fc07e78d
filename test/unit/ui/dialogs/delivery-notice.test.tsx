import { signal } from '@preact/signals-core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SubmissionStatus } from '../../../../src/tracking/types.ts';
import { DELIVERED_NOTICE_MS, DeliveryNotice } from '../../../../src/ui/dialogs/DeliveryNotice.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const OFFLINE_TEXT = 'You are offline. It will be sent when you are back online.';
const DELIVERED_TEXT = 'What you sent earlier has now been delivered.';

function setup(initial: SubmissionStatus = { held: 0, offline: false, deliveredLate: 0 }) {
  const status = signal<SubmissionStatus>(initial);
  render(<DeliveryNotice status={status} />);
  const region = screen.getByRole('status');
  const set = (next: SubmissionStatus) =>
    act(() => {
      status.value = next;
    });
  return { status, region, set };
}

describe('DeliveryNotice', () => {
  it('keeps an empty live region while there is nothing to say', () => {
    const { region } = setup();
    expect(region.textContent).toBe('');
    expect(document.querySelector('[part="delivery-status"]')).toBeNull();
  });

  it('says a submission waits for the network, then that it was delivered, then goes by itself', () => {
    vi.useFakeTimers();
    const { region, set } = setup();
    set({ held: 2, offline: true, deliveredLate: 0 });
    expect(region.textContent).toBe(OFFLINE_TEXT);
    expect(region.querySelector('[part="delivery-status"]')).not.toBeNull();
    set({ held: 1, offline: false, deliveredLate: 1 });
    // Not delivered yet: a part is still in flight.
    expect(region.textContent).toBe('');
    set({ held: 0, offline: false, deliveredLate: 2 });
    expect(region.textContent).toBe(DELIVERED_TEXT);
    act(() => void vi.advanceTimersByTime(DELIVERED_NOTICE_MS));
    expect(region.textContent).toBe('');
  });

  it('tells a delivery from an earlier page on mount', () => {
    const { region } = setup({ held: 0, offline: false, deliveredLate: 1 });
    expect(region.textContent).toBe(DELIVERED_TEXT);
  });

  it('closes with its Close button; the offline notice comes back with the next wait for the network', () => {
    const { region, set } = setup({ held: 1, offline: true, deliveredLate: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(region.textContent).toBe('');
    set({ held: 1, offline: false, deliveredLate: 0 });
    set({ held: 1, offline: true, deliveredLate: 0 });
    expect(region.textContent).toBe(OFFLINE_TEXT);
    set({ held: 0, offline: false, deliveredLate: 1 });
    expect(region.textContent).toBe(DELIVERED_TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(region.textContent).toBe('');
  });
});
