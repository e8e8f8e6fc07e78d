/// <reference types="mocha" />
import { assert, expect } from 'chai';

import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import type { BoardErrorDetail } from '../../src/model/event-bus.ts';
import { apiGet, clearHttpCache, waitFor } from './helpers.ts';

defineLiveBoard();

const uncaught: unknown[] = [];
window.addEventListener('error', (event) => uncaught.push(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => uncaught.push(event.reason));

async function fault(body: Record<string, unknown>) {
  await fetch('/__faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function mount(attributes: Record<string, string>) {
  const element = document.createElement('live-board');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const errors: BoardErrorDetail[] = [];
  element.addEventListener('board-error', (event) => errors.push(event.detail));
  document.body.append(element);
  return { element, errors, root: element.shadowRoot! };
}

describe('<live-board> failure states', () => {
  beforeEach(async () => {
    document.querySelectorAll('live-board').forEach((el) => el.remove());
    await fetch('/__faults', { method: 'DELETE' });
    uncaught.length = 0;
  });

  it('shows designed stand-ins, never a broken-image glyph, when every picture fails to load', async () => {
    // Pictures an earlier test fetched would come from the cache (a day's max-age) and never meet the fault.
    await clearHttpCache();
    await fault({ match: '/media/', status: 404, times: 100_000 });
    try {
      const { root } = mount({ 'board-slug': 'acme-launch', routing: 'memory' });
      await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'tiles');
      // A picture in view that has not (yet) drawn: still loading, or failed with the browser's glyph.
      const undrawn = () =>
        [...root.querySelectorAll('img')].filter((img) => {
          const box = img.getBoundingClientRect();
          const visible =
            box.width > 0 &&
            box.bottom > 0 &&
            box.top < window.innerHeight &&
            getComputedStyle(img).visibility !== 'hidden';
          return visible && img.naturalWidth === 0;
        });
      for (const selector of [
        '[part~="header"]',
        '[part~="promotion"]',
        '[part~="tile"]',
        '[part~="seller-card"]',
        '[part~="side-by-side"]',
      ]) {
        const target = await waitFor(() => root.querySelector(selector), selector);
        target.scrollIntoView();
        await waitFor(() => undrawn().length === 0, `no broken picture around ${selector}`);
        // (The grid is windowed: its tiles are looked at while in view.)
        if (selector === '[part~="tile"]') {
          expect(
            root.querySelectorAll('[part~="tile"] .lb-thumb-placeholder').length,
            'tiles show their type placeholder',
          ).to.be.greaterThan(0);
        }
      }
      // Each stand-in is waited for: a picture's 404 can come after the checks above passed (the seller card, for
      // one, may still have been its skeleton, with no picture, when it was scrolled to).
      await waitFor(
        () => root.querySelector('.lb-image-placeholder'),
        'promotion pictures giving way to a placeholder',
      );
      await waitFor(
        () => root.querySelector('.lb-seller__avatar--initials'),
        'the seller photo giving way to initials',
      );
      await waitFor(() => root.querySelector('.lb-header__logo--missing'), 'the logo keeping its slot');
      expect(uncaught).to.deep.equal([]);
    } finally {
      await fetch('/__faults', { method: 'DELETE' });
      window.scrollTo(0, 0);
    }
  });

  it('shows an accessible error and emits board-error for an unknown board, with no uncaught exception', async () => {
    const { root, errors } = mount({ 'board-slug': 'no-such-board' });
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), 'an alert');
    expect(alert.textContent).to.contain('Sorry you are having trouble accessing this page');
    expect(alert.textContent).to.contain('Please check with your company representative to gain access');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ code: 'board_not_found', status: 404 });
    expect(uncaught).to.deep.equal([]);
  });

  it('says what is missing when neither board-slug nor board-id is given', async () => {
    const { root, errors } = mount({});
    await waitFor(() => root.querySelector('[role="alert"]'), 'an alert');
    expect(errors[0]).to.include({ code: 'missing_board' });
    expect(errors[0]!.message).to.contain('board-slug');
    expect(uncaught).to.deep.equal([]);
  });

  it('offers a retry after a server error and recovers', async () => {
    await fault({
      match: '/live_board/v1/boards/acme-launch/',
      exact: true,
      status: 500,
      times: 1,
      body: { code: 'server_error', message: 'Boom' },
    });
    const { root, errors } = mount({ 'board-slug': 'acme-launch' });
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), 'an alert');
    expect(alert.textContent).to.contain('An Error Occurred');
    expect(errors[0]).to.include({ code: 'load_failed', status: 500 });
    const retry = Array.from(alert.querySelectorAll('button')).find((b) => /try again/i.test(b.textContent));
    assert.exists(retry, 'a Try again button');
    retry.click();
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'tiles after retry');
    expect(uncaught).to.deep.equal([]);
  });

  it('shows the board, asking for consent as it would, when the board answer has malformed values', async () => {
    const board = await apiGet<Record<string, Record<string, unknown>>>('/live_board/v1/boards/acme-launch/');
    const malformed = {
      ...board,
      is_ssl: null,
      privacy: {
        ...board.privacy,
        cookie_management: 'onetrust',
        message: 5,
        is_top: 'true',
        // Sent as text: a bad value must never turn consent off, so the warning is on.
        privacy_warning_check: 'false',
      },
      integrations: { ...board.integrations, ga: { measurement_id: 123 } },
    };
    await fault({ match: '/live_board/v1/boards/acme-launch/', exact: true, status: 200, times: 1, body: malformed });
    const { element, root, errors } = mount({ 'board-slug': 'acme-launch', routing: 'memory' });
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'tiles');
    const banner = await waitFor(() => root.querySelector<HTMLElement>('[part="consent-banner"]'), 'consent banner');
    expect(banner.className, 'is_top "true" puts the banner at the top').to.contain('lb-consent--top');
    // A message that is not text is none: the organization's privacy text shows instead.
    expect(banner.textContent).to.contain('Acme uses cookies to measure which content is useful to you.');
    expect(element.getAttribute('data-lb-state'), 'the board, not its error screen').to.equal('ready');
    expect(errors).to.deep.equal([]);
    expect(uncaught).to.deep.equal([]);
  });

  it('embedded, a 401 shows a sign-in link that opens in a new tab and leaves the host page where it is', async () => {
    await fault({
      match: '/live_board/v1/boards/acme-launch/',
      exact: true,
      status: 401,
      times: 1,
      body: { redirect_url: 'https://evil.example/login' },
    });
    const before = location.href;
    const { root, errors } = mount({ 'board-slug': 'acme-launch' });
    const link = await waitFor(
      () => root.querySelector<HTMLAnchorElement>('a[target="_blank"][href*="/signin"]'),
      'a sign-in link',
    );
    expect(link.rel).to.contain('noopener');
    expect(new URL(link.href).origin).to.equal(location.origin);
    expect(errors[0]).to.include({ code: 'unauthorized' });
    expect(location.href).to.equal(before);
  });

  it('exposes its package version', () => {
    const { element } = mount({ 'board-slug': 'acme-launch' });
    expect((element as HTMLElement & { version: string }).version)
      .to.be.a('string')
      .and.not.equal('');
  });
});
