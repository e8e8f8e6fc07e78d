import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ConsentBannerContent } from '../../../../src/model/consent.ts';
import { type ConsentPort, createConsentStore } from '../../../../src/model/consent-store.ts';
import { createEventBus } from '../../../../src/model/event-bus.ts';
import { BoardConsent } from '../../../../src/ui/consent/BoardConsent.tsx';
import { CONSENT_SLIDE_MS, ConsentBanner } from '../../../../src/ui/consent/ConsentBanner.tsx';
import { vendorStyleSheet } from '../../../../src/ui/consent/vendor-stylesheet.ts';

const CONTENT: ConsentBannerContent = {
  message: 'Acme Europe uses cookies with your consent.',
  link: 'https://acme.example/eu/privacy',
  isTop: false,
  canClose: true,
  vendor: null,
};

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function show(content: Partial<ConsentBannerContent> = {}, open = true) {
  const handlers = { onAccept: vi.fn(), onReject: vi.fn(), onClose: vi.fn() };
  const view = render(<ConsentBanner open={open} content={{ ...CONTENT, ...content }} {...handlers} />);
  const rerender = (next: boolean) =>
    view.rerender(<ConsentBanner open={next} content={{ ...CONTENT, ...content }} {...handlers} />);
  return {
    ...view,
    ...handlers,
    rerender,
    region: () => within(view.container).queryByRole('region', { name: 'Cookie consent' }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ConsentBanner', () => {
  it('is a named region with the message, fixed to the bottom edge by default', () => {
    reducedMotion(false);
    const { region } = show();
    const banner = region()!;
    expect(banner.getAttribute('part')).toBe('consent-banner');
    expect(banner.className).toContain('lb-consent--bottom');
    expect(banner.textContent).toContain('Acme Europe uses cookies with your consent.');
  });

  it('sits at the top when is_top is set', () => {
    reducedMotion(false);
    expect(show({ isTop: true }).region()!.className).toContain('lb-consent--top');
  });

  it('shows the default message when the owner gave none', () => {
    reducedMotion(false);
    expect(show({ message: null }).region()!.textContent).toContain('This board uses cookies');
  });

  it('offers Learn More in a new tab without access to the board’s window, and only with a link', () => {
    reducedMotion(false);
    const link = within(show().region()!).getByRole('link', { name: /Learn More/ });
    expect(link.getAttribute('href')).toBe('https://acme.example/eu/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
    const { container } = show({ link: null });
    expect(within(container).queryByRole('link')).toBeNull();
  });

  it('has Accept and Reject buttons of equal weight', () => {
    reducedMotion(false);
    const { region, onAccept, onReject } = show();
    const accept = within(region()!).getByRole('button', { name: 'Accept' });
    const reject = within(region()!).getByRole('button', { name: 'Reject' });
    expect(accept.className).toBe(reject.className);
    fireEvent.click(accept);
    fireEvent.click(reject);
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onReject).toHaveBeenCalledTimes(1);
  });

  it('offers a close button and Escape only when closing is allowed', () => {
    reducedMotion(false);
    const closable = show();
    fireEvent.click(within(closable.region()!).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(within(closable.region()!).getByRole('button', { name: 'Accept' }), { key: 'Escape' });
    expect(closable.onClose).toHaveBeenCalledTimes(2);
    closable.unmount();

    const fixed = show({ canClose: false });
    expect(within(fixed.region()!).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(fixed.region()!, { key: 'Escape' });
    expect(fixed.onClose).not.toHaveBeenCalled();
  });

  it('closes on Esc sent by key code alone, as old webviews send it', () => {
    reducedMotion(false);
    const closable = show();
    fireEvent.keyDown(within(closable.region()!).getByRole('button', { name: 'Accept' }), { keyCode: 27 });
    fireEvent.keyDown(closable.region()!, { key: 'Unidentified', keyCode: 27 });
    expect(closable.onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves Esc to an input method while it composes text', () => {
    reducedMotion(false);
    const closable = show();
    fireEvent.keyDown(closable.region()!, { key: 'Escape', isComposing: true });
    fireEvent.keyDown(closable.region()!, { key: 'Escape', keyCode: 229 });
    expect(closable.onClose).not.toHaveBeenCalled();
  });

  it('slides out for 300 ms before it disappears', () => {
    reducedMotion(false);
    vi.useFakeTimers();
    const view = show();
    expect(view.region()!.className).not.toContain('lb-consent--reduced-motion');
    view.rerender(false);
    const leaving = view.container.querySelector('[part="consent-banner"]')!;
    expect(leaving.className).toContain('lb-consent--leaving');
    expect(leaving.hasAttribute('inert')).toBe(true);
    act(() => void vi.advanceTimersByTime(CONSENT_SLIDE_MS - 1));
    expect(view.container.querySelector('[part="consent-banner"]')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(view.container.querySelector('[part="consent-banner"]')).toBeNull();
  });

  it('does not move under prefers-reduced-motion: marked, and gone at once when closed', () => {
    reducedMotion(true);
    const view = show();
    expect(view.region()!.className).toContain('lb-consent--reduced-motion');
    view.rerender(false);
    expect(view.container.querySelector('[part="consent-banner"]')).toBeNull();
  });

  it('shows the vendor markup sanitized in its own shadow root, never running its script', async () => {
    reducedMotion(false);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const markup =
      '<p>Vendor text</p><script>window.__vendorPwned = 1</script><img src="x" onerror="window.__vendorPwned = 1">';
    const { container } = show({ message: null, vendor: { markup, css: '.x{color:red}' } });
    const box = container.querySelector('[part="consent-vendor"]')!;
    await vi.waitFor(() => expect(box.shadowRoot?.textContent).toContain('Vendor text'));
    expect(box.shadowRoot!.querySelector('script, [onerror]')).toBeNull();
    expect((window as { __vendorPwned?: number }).__vendorPwned).toBeUndefined();
    expect(container.textContent).not.toContain('This board uses cookies');
  });
});

describe('vendorStyleSheet', () => {
  it('keeps plain rules and drops any that would fetch', () => {
    const sheet = vendorStyleSheet('.a{color:red} .b{background:url(https://tracker.example/p.gif)} .c{padding:4px}');
    const texts = Array.from(sheet?.cssRules ?? []).map((rule) => rule.cssText);
    expect(texts.join(' ')).not.toContain('tracker.example');
    expect(texts.some((text) => text.includes('.a'))).toBe(true);
  });
});

describe('BoardConsent', () => {
  it('renders the store’s banner and passes the visitor’s choice to it', async () => {
    reducedMotion(true);
    const port: ConsentPort = {
      countryCode: async () => 'DE',
      sessionCookies: async () => {},
      recordConsent: async () => {},
      organizationSettings: async () => null,
      campaignElement: async () => null,
      vendorConsent: async () => {
        throw new Error('not used');
      },
    };
    const consent = createConsentStore({
      port,
      bus: createEventBus(),
      storage: null,
      organizationId: 2,
      privacy: {
        cookie_management: 'internal',
        privacy_policy: 'explicit',
        privacy_warning_check: true,
        regulated_countries_only: true,
        privacy_warning_provider: null,
        element_id: null,
        message: 'Board message',
        link: null,
        is_top: true,
        can_close: true,
      },
    });
    const { container } = render(<BoardConsent consent={consent} />);
    expect(container.querySelector('[part="consent-banner"]')).toBeNull();
    await act(() => consent.check());
    const region = within(container).getByRole('region', { name: 'Cookie consent' });
    expect(region.textContent).toContain('Board message');
    act(() => {
      fireEvent.click(within(region).getByRole('button', { name: 'Accept' }));
    });
    expect(consent.state.value).toBe('granted');
    expect(container.querySelector('[part="consent-banner"]')).toBeNull();
  });
});
