import { signal } from '@preact/signals-core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type Presenter } from '../../../../src/api/schemas/lead.ts';
import { presenterGuard } from '../../../../src/api/schemas/lead.ts';
import { createEventBus } from '../../../../src/model/event-bus.ts';
import { GreetingCard } from '../../../../src/ui/cards/GreetingCard.tsx';
import { SellerCard } from '../../../../src/ui/cards/SellerCard.tsx';
import { TileLoader } from '../../../../src/ui/cards/TileLoader.tsx';
import { SuccessMessage } from '../../../../src/ui/forms/SuccessMessage.tsx';
import { ContactCardSection, type ContactCardStore } from '../../../../src/ui/sections/ContactCardSection.tsx';
import { parseAnswer } from '../../../answers.ts';
import { makeCampaign, makePresenter } from '../fixtures.ts';

afterEach(cleanup);

type PresenterStatus = ContactCardStore['presenterStatus']['value'];

const fullPresenter = (patch: Partial<Presenter> = {}): Presenter =>
  parseAnswer(presenterGuard, {
    ...makePresenter(),
    phone: '+1 (555) 010-2030',
    avatar_url: 'https://cdn.example.com/maya.jpg',
    linkedin_url: 'https://www.linkedin.com/in/maya',
    calendar_url: 'https://cal.example.com/maya',
    ...patch,
  });

describe('SellerCard', () => {
  it('shows who the seller is, closed, with the details behind a disclosure', () => {
    render(<SellerCard presenter={fullPresenter()} />);
    expect(screen.getByRole('img', { name: 'Maya Fischer' }).getAttribute('src')).toBe(
      'https://cdn.example.com/maya.jpg',
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Maya Fischer');
    expect(screen.getByText('Account Executive')).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Contact details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details.hidden).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens and closes its details: email, phone, LinkedIn and calendar', () => {
    const { container } = render(<SellerCard presenter={fullPresenter()} />);
    const toggle = screen.getByRole('button', { name: 'Contact details' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('[part="seller-card"]')!.classList.contains('lb-seller--open')).toBe(true);
    expect(screen.getByRole('link', { name: 'maya.fischer@acme.example' }).getAttribute('href')).toBe(
      'mailto:maya.fischer@acme.example',
    );
    expect(screen.getByRole('link', { name: '+1 (555) 010-2030' }).getAttribute('href')).toBe('tel:+15550102030');
    const linkedin = screen.getByRole('link', { name: /LinkedIn profile/ });
    expect(linkedin.getAttribute('href')).toBe('https://www.linkedin.com/in/maya');
    expect(linkedin.getAttribute('target')).toBe('_blank');
    expect(linkedin.getAttribute('rel')).toBe('noopener');
    const calendar = screen.getByRole('link', { name: /Book a meeting/ });
    expect(calendar.getAttribute('href')).toBe('https://cal.example.com/maya');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leaves out profile links that are not http(s) and shows initials without an avatar', () => {
    const { container } = render(
      <SellerCard
        defaultOpen
        presenter={fullPresenter({
          avatar_url: null,
          linkedin_url: 'javascript:alert(1)',
          calendar_url: '/relative',
          phone: 'n/a',
        })}
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.lb-seller__avatar--initials')!.textContent).toBe('MF');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'mailto:maya.fischer@acme.example',
    ]);
    expect(container.innerHTML).not.toContain('javascript:');
  });
});

describe('ContactCardSection', () => {
  const card = makeCampaign().contact_card;

  function renderCard(presenter: Presenter | null, status: PresenterStatus) {
    const store = { presenter: signal(presenter), presenterStatus: signal<PresenterStatus>(status) };
    const bus = createEventBus();
    const view = render(<ContactCardSection card={card} store={store} bus={bus} />);
    return { ...view, store, section: view.container.querySelector<HTMLElement>('[part="contact-card"]')! };
  }

  it('shows a small skeleton while the presenter loads, then the seller', () => {
    const { section, store } = renderCard(null, 'loading');
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelector('.lb-seller--skeleton')).not.toBeNull();
    expect(within(section).getByText('Loading contact details…')).toBeTruthy();

    act(() => {
      store.presenter.value = fullPresenter();
      store.presenterStatus.value = 'ready';
    });
    expect(section.hasAttribute('aria-busy')).toBe(false);
    expect(section.querySelector('.lb-seller--skeleton')).toBeNull();
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe('Maya Fischer');
  });

  it('keeps only its title and CTA when the presenter never loads', () => {
    const { section } = renderCard(null, 'unavailable');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Talk to us');
    expect(section.querySelector('[part="seller-card"]')).toBeNull();
    expect(
      within(section)
        .getByRole('link', { name: /Book a call/ })
        .getAttribute('href'),
    ).toBe('https://cal.example.com/');
    expect(section.classList.contains('lb-contact--seller')).toBe(false);
  });

  it('puts the seller between the title and the CTA', () => {
    const { section } = renderCard(fullPresenter(), 'ready');
    const parts = [...section.children].map((el) => el.getAttribute('part') ?? el.className);
    expect(parts).toEqual(['lb-section__title', 'seller-card', 'lb-contact__action']);
  });
});

describe('GreetingCard', () => {
  const greetings = { show: true, title: 'Welcome to Acme', message: 'Everything for the launch is here.' };

  it('greets a known lead by name with a switch option and a close button', () => {
    const onClose = vi.fn();
    const onSwitchLead = vi.fn();
    render(
      <GreetingCard
        greetings={greetings}
        leadName="Maya"
        onClose={onClose}
        onSwitchLead={onSwitchLead}
        onSubmitEmail={() => {}}
      />,
    );
    const card = screen.getByRole('region', { name: 'Welcome to Acme' });
    expect(within(card).getByText('Hi Maya')).toBeTruthy();
    expect(within(card).getByText('Everything for the launch is here.')).toBeTruthy();
    expect(within(card).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Not Maya?' }));
    expect(onSwitchLead).toHaveBeenCalledTimes(1);
    fireEvent.click(within(card).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks an unknown lead for an email, checking its format', async () => {
    const onSubmitEmail = vi.fn();
    render(
      <GreetingCard
        greetings={{ show: true, title: null, message: null }}
        leadName={null}
        onClose={() => {}}
        onSwitchLead={() => {}}
        onSubmitEmail={onSubmitEmail}
      />,
    );
    const card = screen.getByRole('region', { name: 'Welcome' });
    expect(within(card).queryByText(/^Hi /)).toBeNull();
    const email = within(card).getByLabelText(/Your email/);
    fireEvent.change(email, { target: { value: 'maya@' } });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmitEmail).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: ' maya@example.com ' } });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    });
    expect(onSubmitEmail).toHaveBeenCalledWith('maya@example.com');
  });

  function greetUnknownLead() {
    const onClose = vi.fn();
    render(
      <GreetingCard
        greetings={greetings}
        leadName={null}
        onClose={onClose}
        onSwitchLead={() => {}}
        onSubmitEmail={() => {}}
      />,
    );
    const card = screen.getByRole('region', { name: 'Welcome to Acme' });
    return { onClose, card, email: within(card).getByLabelText(/Your email/) };
  }

  it('closes on Esc, also sent by key code alone as old webviews send it', () => {
    const { onClose, card, email } = greetUnknownLead();
    fireEvent.keyDown(card, { key: 'Escape' });
    fireEvent.keyDown(email, { keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('leaves Esc to an input method while it composes the email', () => {
    const { onClose, email } = greetUnknownLead();
    fireEvent.keyDown(email, { key: 'Escape', isComposing: true });
    fireEvent.keyDown(email, { key: 'Escape', keyCode: 229 });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('TileLoader and SuccessMessage', () => {
  it('announces the board update politely, with decorative tiles', () => {
    const { container } = render(<TileLoader message="Thank You" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('part')).toBe('tile-loader');
    expect(status.textContent).toContain('Thank You');
    expect(status.textContent).toContain('Updating the board…');
    expect(status.hasAttribute('aria-busy')).toBe(false);
    const tiles = container.querySelector('.lb-tile-loader__tiles')!;
    expect(tiles.getAttribute('aria-hidden')).toBe('true');
    expect(tiles.querySelectorAll('.lb-shimmer')).toHaveLength(6);
  });

  it('says Thank You by default, takes focus, and closes when asked', () => {
    const onClose = vi.fn();
    render(<SuccessMessage message="  " onClose={onClose} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Thank You');
    expect(document.activeElement).toBe(status);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
