import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { makeCampaign } from './fixtures.ts';
import { renderBoard } from './harness.tsx';

afterEach(cleanup);

/** The board's top-level blocks as short names, in DOM order. */
/** The board's sections in document order (the item viewer's dialog is not a section). */
function blocks(container: HTMLElement): string[] {
  const board = container.querySelector('.lb-board')!;
  return [...board.children]
    .filter((el) => el.getAttribute('part') !== 'viewer')
    .map((el) => {
      const part = el.getAttribute('part');
      if (part === 'promotion' || part === 'side-by-side') return el.getAttribute('data-key')!;
      if (el.classList.contains('lb-items')) return 'items';
      return part ?? el.tagName.toLowerCase();
    });
}

describe('Board sections', () => {
  it('renders shown sections in campaign order, with promotions placed by their position', async () => {
    const { container } = await renderBoard();
    // promotion1 (below_items) is listed before items; promotion2 (below_banner) after it; promotion3 is hidden.
    expect(blocks(container)).toEqual([
      'header',
      'banner',
      'promotion2',
      'items',
      'promotion1',
      'side_by_side1',
      'contact-card',
      'footer',
    ]);
  });

  it('leaves out a hidden banner and a hidden header', async () => {
    const { container } = await renderBoard({
      campaign: makeCampaign({ banner: { show: false }, header: { show: false } }),
    });
    expect(container.querySelector('[part="banner"]')).toBeNull();
    expect(container.querySelector('[part="header"]')).toBeNull();
    expect(screen.queryByText('Launch week')).toBeNull();
    // The promotion anchored below the hidden banner keeps its place.
    expect(blocks(container).slice(0, 2)).toEqual(['promotion2', 'items']);
  });

  it('leaves out the items section, the contact card and side by side when their flags are off', async () => {
    const { container } = await renderBoard({
      campaign: makeCampaign({
        items: { show: false },
        contact_card: { show: false },
        side_by_side: { items: { side_by_side1: { show: false } } },
      }),
    });
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    expect(container.querySelector('[part="grid"]')).toBeNull();
    expect(blocks(container)).toEqual(['header', 'banner', 'promotion2', 'promotion1', 'footer']);
  });

  it('renders the banner height as a class, its text colour and title over the image', async () => {
    const { container } = await renderBoard();
    const banner = container.querySelector<HTMLElement>('[part="banner"]')!;
    expect(banner.classList.contains('lb-banner--medium')).toBe(true);
    expect(banner.style.color).toMatch(/#ffffff|rgb\(255, 255, 255\)/);
    expect(banner.style.backgroundImage).toContain('https://cdn.example.com/banner.jpg');
    expect(within(banner).getByRole('heading', { level: 2 }).textContent).toBe('Launch week');
    expect(banner.textContent).toContain('Everything in one place');
  });

  it('renders header CTAs as links only for safe URLs and as buttons otherwise', async () => {
    const { container } = await renderBoard();
    const header = container.querySelector<HTMLElement>('[part="header"]')!;
    expect(header.classList.contains('lb-header--themed')).toBe(true);
    expect(within(header).getByRole('heading', { level: 2 }).textContent).toBe('Acme');
    expect(header.querySelector('img')!.getAttribute('alt')).toBe('');

    const visit = within(header).getByRole('link', { name: /Visit site/ });
    expect(visit.getAttribute('href')).toBe('https://acme.example.com/');
    expect(visit.getAttribute('rel')).toBe('noopener');
    expect(within(header).getByRole('link', { name: 'Email us' }).getAttribute('href')).toBe(
      'mailto:sales@acme.example.com',
    );
    expect(within(header).getByRole('button', { name: 'Bad link' })).toBeTruthy();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('reports a click on a CTA that is not a link as cta-click', async () => {
    const { events } = await renderBoard();
    screen.getByRole('button', { name: 'Message' }).click();
    expect(events.filter((e) => e.name === 'cta-click')).toEqual([
      { name: 'cta-click', detail: { area: 'header', label: 'Message', type: 'message' } },
    ]);
  });

  it('renders promotion columns, alignment and blocks', async () => {
    const { container } = await renderBoard();
    const promo = container.querySelector<HTMLElement>('[data-key="promotion1"]')!;
    expect(promo.className).toContain('lb-promo--cols-3');
    expect(promo.className).toContain('lb-promo--align-left');
    expect(within(promo).getByRole('heading', { level: 2 }).textContent).toBe('Below the items');
    expect(
      within(promo)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Block A', 'Block B', 'Block C']);
    expect(within(promo).getByRole('link', { name: /More/ }).getAttribute('href')).toBe(
      'https://acme.example.com/more',
    );
    const centered = container.querySelector('[data-key="promotion2"]')!;
    expect(centered.className).toContain('lb-promo--align-center');
  });

  it('renders side by side with its column size and the contact card with its CTA', async () => {
    const { container } = await renderBoard();
    const sbs = container.querySelector('[data-key="side_by_side1"]')!;
    expect(sbs.className).toContain('lb-sbs--large');
    expect(within(sbs as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe('Side story');
    const card = container.querySelector<HTMLElement>('[part="contact-card"]')!;
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Talk to us');
    expect(
      within(card)
        .getByRole('link', { name: /Book a call/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });
});
