import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Cta } from '../../../../src/api/schemas/campaign.ts';
import { type BoardEventName, createEventBus } from '../../../../src/model/event-bus.ts';
import { CtaContext, type CtaVisitor } from '../../../../src/ui/forms/cta-context.ts';
import { CtaAction } from '../../../../src/ui/sections/CtaAction.tsx';

// happy-dom would follow links (and open tabs): stop at the default action, after every listener ran.
const preventNavigation = (event: Event) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};
beforeEach(() => document.addEventListener('click', preventNavigation));
afterEach(() => {
  document.removeEventListener('click', preventNavigation);
  cleanup();
  vi.restoreAllMocks();
});

const cta = (patch: Partial<Cta>): Cta => ({ label: 'Go', destination: 'new_tab', url: null, email: null, ...patch });

/** Renders one CTA over a real bus and records every event. */
function renderCta(input: Cta, visitor?: CtaVisitor, wrap: (node: ReactNode) => ReactNode = (node) => node) {
  const bus = createEventBus();
  const events: { name: BoardEventName; detail: unknown }[] = [];
  bus.onAny((name, detail) => events.push({ name, detail }));
  const node = <CtaAction cta={input} area="header" bus={bus} />;
  const view = render(<>{wrap(visitor ? <CtaContext value={visitor}>{node}</CtaContext> : node)}</>);
  const named = (name: BoardEventName) => events.filter((e) => e.name === name).map((e) => e.detail);
  return { ...view, bus, events, named };
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Clicks Send and lets the async submit settle. */
async function send(name = 'Send') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('CTA destinations that are links', () => {
  it.each(['new_tab', 'registration'] as const)(
    '%s opens its URL in a new tab and reports link-cta-click once',
    (destination) => {
      const { named, events } = renderCta(
        cta({ label: 'Register', destination, url: 'https://acme.example.com/register' }),
      );
      const link = screen.getByRole('link', { name: /Register/ });
      expect(link.getAttribute('href')).toBe('https://acme.example.com/register');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
      expect(link.textContent).toContain('(opens in a new tab)');
      fireEvent.click(link);
      expect(named('link-cta-click')).toEqual([
        { area: 'header', label: 'Register', type: destination, href: 'https://acme.example.com/register' },
      ]);
      expect(events).toHaveLength(1);
    },
  );

  it('gives a URL without a scheme https://', () => {
    renderCta(cta({ label: 'Site', url: 'acme.example.com/about' }));
    expect(screen.getByRole('link', { name: /Site/ }).getAttribute('href')).toBe('https://acme.example.com/about');
  });

  it('makes an unsafe URL a button that only reports the click', () => {
    const { named, container } = renderCta(cta({ label: 'Bad', url: 'javascript:alert(1)' }));
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bad' }));
    expect(named('cta-click')).toEqual([{ area: 'header', label: 'Bad', type: 'new_tab' }]);
    expect(container.querySelector('dialog')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('makes email a mailto link reporting cta-click once', () => {
    const { named, events } = renderCta(
      cta({ label: 'Email us', destination: 'email', email: 'sales@acme.example.com' }),
    );
    const link = screen.getByRole('link', { name: 'Email us' });
    expect(link.getAttribute('href')).toBe('mailto:sales@acme.example.com');
    fireEvent.click(link);
    expect(named('cta-click')).toEqual([{ area: 'header', label: 'Email us', type: 'email' }]);
    expect(events).toHaveLength(1);
  });

  it('refuses an address that smuggles a query into mailto', () => {
    renderCta(cta({ label: 'Email us', destination: 'email', email: 'a@b.example?bcc=x@y.example' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Email us' })).toBeTruthy();
  });
});

describe('inline CTA', () => {
  it('reports cta-click once, then frames the page in a dialog with a new-tab fallback', () => {
    // happy-dom does not load frames and prints a NotSupportedError for this one: the test DOM, not the board.
    const { named, bus } = renderCta(
      cta({ label: 'Watch the demo', destination: 'inline', url: 'https://video.example.com/demo' }),
    );
    const dialogsAtClick: number[] = [];
    bus.on('cta-click', () => dialogsAtClick.push(document.querySelectorAll('dialog').length));
    const button = screen.getByRole('button', { name: 'Watch the demo' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    expect(named('cta-click')).toEqual([
      { area: 'header', label: 'Watch the demo', type: 'inline', href: 'https://video.example.com/demo' },
    ]);
    expect(dialogsAtClick).toEqual([0]);

    const dialog = screen.getByRole('dialog', { name: 'Watch the demo' });
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://video.example.com/demo');
    expect(frame.getAttribute('title')).toBe('Watch the demo');
    const fallback = within(dialog).getByRole('link', { name: /Open in a new tab/ });
    expect(fallback.getAttribute('href')).toBe('https://video.example.com/demo');
    expect(fallback.getAttribute('target')).toBe('_blank');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(named('cta-click')).toHaveLength(1);
  });
});

describe('message CTA (send-message form)', () => {
  const message = cta({ label: 'Send us a message', destination: 'message' });

  it('opens the form after one cta-click, with visible labels for every field', () => {
    const { named } = renderCta(message);
    fireEvent.click(screen.getByRole('button', { name: 'Send us a message' }));
    expect(named('cta-click')).toEqual([{ area: 'header', label: 'Send us a message', type: 'message' }]);
    const dialog = screen.getByRole('dialog', { name: 'Send us a message' });
    const labels = [...dialog.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['First name *', 'Last name *', 'Email *', 'Message *']);
    expect(screen.getByLabelText(/Message/).tagName).toBe('TEXTAREA');
    expect(document.activeElement).toBe(screen.getByLabelText(/First name/));
  });

  it('shows the summary, per-field errors and aria-invalid, and sends nothing, when fields are missing', async () => {
    const { named } = renderCta(message);
    fireEvent.click(screen.getByRole('button', { name: 'Send us a message' }));
    fill(/Email/, 'maya@');
    await send();

    expect(screen.getByRole('alert').textContent).toBe('Please fill mandatory fields');
    const first = screen.getByLabelText(/First name/);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const firstError = document.getElementById(first.getAttribute('aria-describedby')!)!;
    expect(firstError.textContent).toBe('The First name field is required.');
    const email = screen.getByLabelText(/Email/);
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please check the email format',
    );
    expect(document.activeElement).toBe(first);
    expect(named('cta-submit')).toEqual([]);
  });

  it('clears an error as soon as the field is fixed', async () => {
    renderCta(message);
    fireEvent.click(screen.getByRole('button', { name: 'Send us a message' }));
    await send();
    fill(/First name/, 'Maya');
    const first = screen.getByLabelText(/First name/);
    expect(first.hasAttribute('aria-invalid')).toBe(false);
    expect(first.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByLabelText(/Last name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('emits cta-submit once with the fields, then shows Thank You and returns focus on close', async () => {
    const { named } = renderCta(message);
    const trigger = screen.getByRole('button', { name: 'Send us a message' });
    fireEvent.click(trigger);
    fill(/First name/, ' Maya ');
    fill(/Last name/, 'Fischer');
    fill(/Email/, 'maya@example.com');
    fill(/Message/, 'Call me');
    await send();

    expect(named('cta-submit')).toEqual([
      {
        area: 'header',
        label: 'Send us a message',
        type: 'message',
        fields: { first_name: 'Maya', last_name: 'Fischer', email: 'maya@example.com', note: 'Call me' },
      },
    ]);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Thank You');
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();

    const closeButtons = within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons[closeButtons.length - 1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(named('cta-submit')).toHaveLength(1);
    expect(named('cta-click')).toHaveLength(1);
  });

  it('submits once even when Send is pressed twice', async () => {
    const { named } = renderCta(message, {
      knownLead: false,
      prefill: { first_name: 'Maya', last_name: 'Fischer', email: 'maya@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send us a message' }));
    fill(/Message/, 'Hello');
    await act(async () => {
      const sendButton = screen.getByRole('button', { name: 'Send' });
      fireEvent.click(sendButton);
      fireEvent.click(sendButton);
    });
    expect(named('cta-submit')).toHaveLength(1);
  });

  it("uses the owner's success message when the board gives one", async () => {
    renderCta(message, {
      knownLead: true,
      prefill: { first_name: 'Maya', last_name: 'Fischer', email: 'maya@example.com' },
      successMessage: 'We will be in touch',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send us a message' }));
    await send();
    expect(screen.getByRole('status').textContent).toContain('We will be in touch');
  });
});

describe('form CTA (known-lead send form)', () => {
  const form = cta({ label: 'Request a quote', destination: 'form' });

  it('asks an anonymous visitor every form field, prefilled where known', () => {
    renderCta(form, { knownLead: false, prefill: { email: 'lead@example.com', company: 'Initech' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a quote' });
    const labels = [...dialog.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['First name *', 'Last name *', 'Email *', 'Job title', 'Company', 'Phone', 'Message *']);
    expect(screen.getByLabelText<HTMLInputElement>(/Email/).value).toBe('lead@example.com');
    expect(screen.getByLabelText<HTMLInputElement>(/Company/).value).toBe('Initech');
    expect(screen.getByLabelText(/Email/).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/Phone/).getAttribute('type')).toBe('tel');
  });

  it('leaves a known lead only Send and submits what we know', async () => {
    const { named } = renderCta(form, {
      knownLead: true,
      prefill: { first_name: 'Lea', last_name: 'Ng', email: 'lea@example.com', company: 'Initech' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a quote' });
    // Everything required is known and a known lead's message is optional: Send is all there is.
    expect([...dialog.querySelectorAll('label')]).toEqual([]);
    await send();
    expect(named('cta-submit')).toEqual([
      {
        area: 'header',
        label: 'Request a quote',
        type: 'form',
        fields: {
          first_name: 'Lea',
          last_name: 'Ng',
          email: 'lea@example.com',
          headline: '',
          company: 'Initech',
          phone: '',
          note: '',
        },
      },
    ]);
  });

  it('shows a known value again when it fails the checks', async () => {
    const { named } = renderCta(form, {
      knownLead: true,
      prefill: { first_name: 'Lea', last_name: 'Ng', email: 'lea@example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(screen.queryByLabelText(/Email/)).toBeNull();
    await send();
    const email = screen.getByLabelText(/Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(named('cta-submit')).toEqual([]);
  });
});
