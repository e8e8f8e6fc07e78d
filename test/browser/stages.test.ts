/**
 * The board's later stages (src/instance/index.ts) load after its first screen: what the visitor or the host does
 * before their code arrives waits for it and is delivered exactly once.
 */
import { expect } from 'chai';

import {
  boardShown,
  clearHttpCache,
  holdRequests,
  openPage,
  releaseHeld,
  requestsHeld,
  type StoredEvent,
  storedEvents,
  typeInto,
  waitFor,
} from './helpers.ts';

const trackingType = (e: StoredEvent) =>
  e.path === '/live_board/v1/tracking' ? (e.body.event?.data?.type as string) : null;
const isIdentity = (e: StoredEvent) => e.method === 'PUT' && e.path === '/live_board/v2/leads/identity';

describe('stages loaded after the first screen', function () {
  this.timeout(120_000);

  afterEach(async () => {
    await fetch('/__faults', { method: 'DELETE' });
    localStorage.removeItem('showGreetingOnce');
  });

  it('deliver once what happened before their code arrived: a category change, the greeting email and the host consent', async () => {
    localStorage.removeItem('showGreetingOnce');
    await fetch('/__events', { method: 'DELETE' });
    // The consent and tracking stages' chunks are held on the server until everything below is done, and come
    // from the server, not from the HTTP cache.
    await clearHttpCache();
    await holdRequests('/chunks/consent-stage-');
    await holdRequests('/chunks/tracking-stage-');

    const page = await openPage('/demo/cms.html', { listenFor: 'consent' });
    const board = await waitFor(
      () => page.document.querySelector<HTMLElement & { giveConsent(): void }>('live-board'),
      'board',
    );
    const root = await boardShown(board);
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'tiles');
    const card = await waitFor(() => root.querySelector<HTMLElement>('[part="greeting"]'), 'the greeting');

    // Before the stages' code has arrived:
    Array.from(root.querySelectorAll<HTMLAnchorElement>('nav a'))
      .find((a) => a.textContent.trim() === 'Product Tours')!
      .click();
    typeInto(card.querySelector<HTMLInputElement>('input[type="email"]')!, 'early@example.com');
    card.querySelector<HTMLFormElement>('form')!.requestSubmit();
    board.giveConsent();
    const arrived = (name: string) =>
      page.window.performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/chunks/${name}-`));
    expect(arrived('tracking-stage'), 'the tracking stage is still on its way').to.equal(false);
    expect(arrived('consent-stage'), 'the consent stage is still on its way').to.equal(false);
    expect(page.events, 'no consent event before its stage').to.deep.equal([]);
    await requestsHeld(2);
    expect(await releaseHeld()).to.equal(2);

    const stored = await waitFor(
      async () => {
        const all = await storedEvents();
        const done =
          all.some((e) => trackingType(e) === 'changed_category') &&
          all.some(isIdentity) &&
          all.some((e) => trackingType(e) === 'cookie_consent');
        return done ? all : null;
      },
      'the early events to be delivered',
      40_000,
    );
    expect(arrived('tracking-stage')).to.equal(true);

    // Each once, also on the wire: nothing was sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const raw = await storedEvents(true);
    for (const [what, match] of [
      ['category change', (e: StoredEvent) => trackingType(e) === 'changed_category'],
      ['greeting identity', isIdentity],
      ['consent decision', (e: StoredEvent) => trackingType(e) === 'cookie_consent'],
    ] as const) {
      expect(stored.filter(match), `${what} stored`).to.have.length(1);
      expect(raw.filter(match), `${what} sent`).to.have.length(1);
    }
    const identity = stored.find(isIdentity)!;
    expect(identity.body.email).to.equal('early@example.com');
    const consent = stored.find((e) => trackingType(e) === 'cookie_consent')!;
    expect(consent.body.event!.data).to.include({ has_consent: true, origin: 'host' });
    expect(page.events.filter((detail) => detail.origin === 'host')).to.deep.equal([
      { hasConsent: true, origin: 'host' },
    ]);
  });
});
