import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Cta } from '../../../../src/api/schemas/campaign.ts';
import { type BoardEventName, createEventBus } from '../../../../src/model/event-bus.ts';
import { CtaContext, type CtaVisitor } from '../../../../src/ui/forms/cta-context.ts';
import { CtaAction } from '../../../../src/ui/sections/CtaAction.tsx';

const SHARE: Cta = { label: 'Share', destination: 'share', url: null, email: null };

afterEach(() => {
  cleanup();
  // Drop the instance property a test put over happy-dom's own clipboard.
  Reflect.deleteProperty(navigator, 'clipboard');
  history.replaceState(null, '', '/');
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

function renderShare(
  visitor: CtaVisitor = { knownLead: false, prefill: {}, shareUrl: 'https://host.example/launch?lb=%2Facme' },
) {
  const bus = createEventBus();
  const events: { name: BoardEventName; detail: unknown }[] = [];
  bus.onAny((name, detail) => events.push({ name, detail }));
  render(
    <CtaContext value={visitor}>
      <CtaAction cta={SHARE} area="side_by_side1" bus={bus} />
    </CtaContext>,
  );
  const named = (name: BoardEventName) => events.filter((e) => e.name === name).map((e) => e.detail);
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  return { named, dialog: screen.getByRole('dialog', { name: 'Share' }) };
}

describe('share dialog', () => {
  it('reports one cta-click and offers two tabs, "Share page" selected and focused', () => {
    const { named, dialog } = renderShare();
    expect(named('cta-click')).toEqual([{ area: 'side_by_side1', label: 'Share', type: 'share' }]);
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Share page', 'Share by email']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[0]);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Page link').value).toBe(
      'https://host.example/launch?lb=%2Facme',
    );
    expect(within(dialog).getByRole('tabpanel', { name: 'Share page' })).toBeTruthy();
  });

  it('copies the link with the Clipboard API and confirms it visibly', async () => {
    const writeText = stubClipboard(async () => {});
    const { dialog } = renderShare();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://host.example/launch?lb=%2Facme');
    expect(within(dialog).getByRole('status').textContent).toBe('Link copied');
  });

  it('selects the link and says how to copy it when the clipboard refuses', async () => {
    stubClipboard(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    const { dialog } = renderShare();
    const input = within(dialog).getByLabelText<HTMLInputElement>('Page link');
    const select = vi.spyOn(input, 'select');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    });
    expect(select).toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
    expect(within(dialog).getByRole('status').textContent).toContain('press Ctrl+C');
  });

  it('falls back the same way where there is no Clipboard API', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const { dialog } = renderShare();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    });
    expect(within(dialog).getByRole('status').textContent).toContain('press Ctrl+C');
  });

  it('shares the page address without access tokens by default', () => {
    history.replaceState(null, '', '/launch?token=secret&safetoken=s2&lb=%2Facme');
    const { dialog } = renderShare({ knownLead: false, prefill: {} });
    const value = within(dialog).getByLabelText<HTMLInputElement>('Page link').value;
    expect(value).toContain('/launch?lb=%2Facme');
    expect(value).not.toContain('secret');
    expect(value).not.toContain('token');
  });

  it('moves between tabs with the arrow keys', () => {
    const { dialog } = renderShare();
    const [page, email] = within(dialog).getAllByRole('tab');
    fireEvent.keyDown(page!, { key: 'ArrowRight' });
    expect(email!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(within(dialog).getByRole('tabpanel', { name: 'Share by email' })).toBeTruthy();
    fireEvent.keyDown(email!, { key: 'Home' });
    expect(page!.getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs by the key codes old webviews send instead of key names', () => {
    const { dialog } = renderShare();
    const [page, email] = within(dialog).getAllByRole('tab');
    fireEvent.keyDown(page!, { keyCode: 39 });
    expect(email!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(email);
    fireEvent.keyDown(email!, { key: 'Unidentified', keyCode: 36 });
    expect(page!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(page!, { keyCode: 35 });
    expect(email!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(email!, { keyCode: 37 });
    expect(page!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(page);
  });

  it('sends the share-board form once with its fields, then shows the success message', async () => {
    const { named, dialog } = renderShare({
      knownLead: false,
      prefill: { email: 'lead@example.com', first_name: 'Lea' },
      shareUrl: 'https://host.example/launch',
    });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Share by email' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Share by email' });
    expect([...panel.querySelectorAll('legend')].map((l) => l.textContent)).toEqual(['Recipient', 'From you']);
    // The visitor is the sender: their own name does not go into the recipient's fields.
    expect(within(panel).getByLabelText<HTMLInputElement>(/^First name/).value).toBe('');
    expect(within(panel).getByLabelText<HTMLInputElement>(/Your email/).value).toBe('lead@example.com');

    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    });
    expect(within(panel).getByRole('alert').textContent).toBe('Please fill mandatory fields');
    expect(
      within(panel)
        .getByLabelText(/To \(email\)/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(named('cta-submit')).toEqual([]);

    fireEvent.change(within(panel).getByLabelText(/To \(email\)/), { target: { value: 'boss@example.com' } });
    fireEvent.change(within(panel).getByLabelText(/^First name/), { target: { value: 'Bo' } });
    fireEvent.change(within(panel).getByLabelText(/^Last name/), { target: { value: 'Ss' } });
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    });
    expect(named('cta-submit')).toEqual([
      {
        area: 'side_by_side1',
        label: 'Share',
        type: 'share',
        fields: {
          to: 'boss@example.com',
          first_name: 'Bo',
          last_name: 'Ss',
          your_email: 'lead@example.com',
          sender_details: '',
        },
      },
    ]);
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toContain('Thank You');
    expect(named('cta-click')).toHaveLength(1);
  });

  it('shows only the email form when the page has no shareable address', () => {
    const { dialog } = renderShare({ knownLead: false, prefill: {}, shareUrl: null });
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).getByLabelText(/To \(email\)/)).toBeTruthy();
  });
});
