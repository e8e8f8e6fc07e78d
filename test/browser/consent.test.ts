/// <reference types="mocha" />
import { expect } from 'chai';

import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { axeViolations, describeViolations } from './axe.ts';
import { type StoredEvent, storedEvents as events, typeInto, waitFor } from './helpers.ts';

defineLiveBoard();

const CONSENT_BOARD = 'acme-consent';
/** acme-consent's organization (demo/server/fixtures/boards.ts ORG_ACME_EUROPE). */
const CONSENT_ORG = 2;

const isBoardView = (event: StoredEvent) => /\/boards\/\d+\/lead_views$/.test(event.path);
const isConsentRecord = (event: StoredEvent) => /\/boards\/[^/]+\/cookies_consents$/.test(event.path);
/**
 * For windows in which something must NOT happen (nothing sent, no banner): a slow machine may only make such a
 * window catch less, never fail a test. Never to wait for something to have happened.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const OUTBOX_KEY = `live-board:outbox:${location.origin}`;
/** Events a board keeps unsent in this origin's outbox (only with consent: nothing is stored without). */
const outboxLength = () =>
  (JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '{"events":[]}') as { events: unknown[] }).events.length;

async function setCountry(countryCode: string | null) {
  await fetch('/__geo', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ country_code: countryCode }),
  });
}

/**
 * Pings are not what these tests look at, and a beacon leaves no trace in the outbox to wait on: the boards here
 * ping only after 20 minutes, so none from the board of a test before lands in the log a test reads.
 */
const PING_INTERVAL_MS = '600000';

function mount(attributes: Record<string, string> = {}) {
  const element = document.createElement('live-board');
  element.setAttribute('board-slug', CONSENT_BOARD);
  element.setAttribute('routing', 'memory');
  element.setAttribute('ping-interval', PING_INTERVAL_MS);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const consentEvents: { hasConsent: boolean; origin: string }[] = [];
  element.addEventListener('consent', (event) => consentEvents.push(event.detail));
  document.body.append(element);
  return { element, root: element.shadowRoot!, consentEvents };
}

const tilesShown = (root: ShadowRoot) => waitFor(() => root.querySelectorAll('[part~="tile"]').length > 0, 'tiles');
const banner = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part="consent-banner"]');
const button = (scope: ParentNode, name: string) =>
  Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent.trim() === name);

describe('cookie consent on acme-consent (docs/decisions.md)', function () {
  this.timeout(120_000);

  beforeEach(async () => {
    document.querySelectorAll('live-board').forEach((element) => element.remove());
    // A removed board is released in a task of its own (instance-slots.ts: a timer of 0 ms, which runs before
    // this one), sending what it still holds. Those events stay in the outbox until the server has answered
    // them: once it is empty, they have all landed, and the log can be cleared.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await waitFor(() => outboxLength() === 0, 'the events of the removed board to land');
    await fetch('/__events', { method: 'DELETE' });
    localStorage.clear();
  });

  after(async () => {
    document.querySelectorAll('live-board').forEach((element) => element.remove());
    await setCountry('US');
    localStorage.clear();
  });

  it('shows the banner to a visitor from a regulated country; Accept records the consent and tracking starts', async () => {
    await setCountry('DE');
    const { root, consentEvents } = mount();
    const region = await waitFor(() => banner(root), 'the consent banner');
    expect(region.getAttribute('role')).to.equal('region');
    expect(region.getAttribute('aria-label')).to.equal('Cookie consent');
    expect(region.textContent).to.contain('Acme Europe GmbH uses cookies');
    const link = region.querySelector<HTMLAnchorElement>('a')!;
    expect(link.href).to.equal('https://www.acme.example/eu/privacy');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
    // Fixed to the bottom edge of the viewport, once it has slid in (mid-slide it is lower, and its colours are
    // blended for the check below).
    await Promise.all(region.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const box = region.getBoundingClientRect();
    expect(getComputedStyle(region).position).to.equal('fixed');
    expect(Math.round(box.bottom)).to.equal(window.innerHeight);
    expect(describeViolations(await axeViolations(region))).to.equal('');

    // Nothing is sent or stored while the visitor has not decided (a window: see `sleep`).
    await tilesShown(root);
    await sleep(1000);
    expect((await events()).filter(isBoardView)).to.have.length(0);
    expect(localStorage.length).to.equal(0);

    button(region, 'Accept')!.click();
    const stored = await waitFor(async () => {
      const all = await events();
      return all.some(isConsentRecord) && all.some(isBoardView) ? all : null;
    }, 'the consent record and the board view');
    const record = stored.find(isConsentRecord)!;
    expect(record.method).to.equal('POST');
    expect(record.body).to.include({ consent_origin: 'banner', iso_code: 'DE' });
    expect(record.body).to.have.keys(['lead_id', 'consent_origin', 'iso_code']);
    await waitFor(() => !banner(root), 'the banner to slide away');
    expect(consentEvents).to.deep.include({ hasConsent: true, origin: 'banner' });
    expect(localStorage.getItem(`live-board:consent:${CONSENT_ORG}`)).to.contain('"hasConsent":true');
  });

  it('remembers the consent per organization: the next visit shows no banner', async () => {
    await setCountry('DE');
    localStorage.setItem(
      `live-board:consent:${CONSENT_ORG}`,
      JSON.stringify({ hasConsent: true, givenAt: new Date().toISOString() }),
    );
    const { root, consentEvents } = mount();
    await tilesShown(root);
    await waitFor(() => consentEvents.length > 0, 'the consent event');
    expect(consentEvents[0]).to.deep.equal({ hasConsent: true, origin: 'stored' });
    expect(banner(root)).to.equal(null);
  });

  it('shows no banner to a visitor from elsewhere, and tracks', async () => {
    await setCountry('US');
    const { root, consentEvents } = mount();
    await tilesShown(root);
    await waitFor(async () => (await events()).some(isBoardView), 'the board view');
    expect(banner(root)).to.equal(null);
    expect(consentEvents).to.deep.include({ hasConsent: true, origin: 'not_required' });
    expect((await events()).some(isConsentRecord)).to.equal(false);
  });

  it('with consent="granted" shows no banner, even in a regulated country, and events flow', async () => {
    await setCountry('DE');
    const { root, consentEvents } = mount({ consent: 'granted' });
    await tilesShown(root);
    await waitFor(async () => (await events()).some(isBoardView), 'the board view');
    // The host's decision is reported when the board checks consent, which may come after the first events.
    await waitFor(() => consentEvents.some((e) => e.hasConsent && e.origin === 'host'), 'the host consent event');
    expect(banner(root)).to.equal(null);
  });

  it('with consent="denied" sends no tracking event and writes nothing to localStorage or sessionStorage', async () => {
    sessionStorage.clear();
    await setCountry('DE');
    const { root, consentEvents } = mount({ consent: 'denied' });
    await tilesShown(root);
    // Interactions that would be tracked: open an item, then close it.
    root.querySelector<HTMLAnchorElement>('[part~="tile"]')!.click();
    await waitFor(() => root.querySelector('dialog[part="viewer"][open]'), 'the viewer');
    await sleep(3000);
    expect(banner(root)).to.equal(null);
    expect(await events(true)).to.deep.equal([]);
    expect(localStorage.length).to.equal(0);
    expect(sessionStorage.length, 'not even the session guid').to.equal(0);
    expect(consentEvents).to.deep.include({ hasConsent: false, origin: 'host' });
  });

  it('rejectCookies() after the banner showed: nothing stored, nothing sent', async () => {
    await setCountry('FR');
    const { element, root } = mount();
    await waitFor(() => banner(root), 'the consent banner');
    (element as HTMLElement & { rejectCookies(): void }).rejectCookies();
    await waitFor(() => !banner(root), 'the banner to go');
    await sleep(2000);
    expect(await events(true)).to.deep.equal([]);
    expect(localStorage.length).to.equal(0);
  });

  it('rejectCookies() in the task that inserted the board holds from the start: no banner, nothing sent', async () => {
    await setCountry('DE');
    const { element, root, consentEvents } = mount();
    (element as HTMLElement & { rejectCookies(): void }).rejectCookies();
    await tilesShown(root);
    await waitFor(() => consentEvents.some((e) => !e.hasConsent && e.origin === 'host'), 'the host refusal');
    await sleep(2000);
    expect(banner(root)).to.equal(null);
    expect(await events(true)).to.deep.equal([]);
  });

  it('a decision given by a method outlives a rebuild; a later consent attribute takes over', async () => {
    await setCountry('FR');
    const { element, root, consentEvents } = mount();
    await waitFor(() => banner(root), 'the consent banner');
    (element as HTMLElement & { rejectCookies(): void }).rejectCookies();
    await waitFor(() => !banner(root), 'the banner to go');
    // Another attribute's change builds a new board for the element (new tiles replace the old ones once it has
    // loaded): the host's refusal still holds. (A value the board takes: one it ignores changes nothing.)
    const oldTile = await waitFor(() => root.querySelector('[part~="tile"]'), 'a tile of the first board');
    const before = consentEvents.length;
    element.setAttribute('ping-interval', String(Number(PING_INTERVAL_MS) + 1000));
    await waitFor(() => !oldTile.isConnected && root.querySelector('[part~="tile"]'), 'the rebuilt board');
    // The new board checks consent again: it has decided once it reports a decision or shows the banner.
    await waitFor(() => consentEvents.length > before || banner(root), 'the rebuilt board to check consent');
    expect(consentEvents[before], "the rebuilt board's decision").to.deep.equal({ hasConsent: false, origin: 'host' });
    // Nothing follows (a window: see `sleep`).
    await sleep(2000);
    expect(banner(root), 'no banner after the rebuild').to.equal(null);
    expect(await events(true)).to.deep.equal([]);
    // The attribute, set after the method, is the host's newest word.
    element.setAttribute('consent', 'granted');
    await waitFor(() => consentEvents.at(-1)?.hasConsent === true, 'the host consent');
    expect(consentEvents.at(-1)).to.deep.equal({ hasConsent: true, origin: 'host' });
    // And tracking runs: opening an item is recorded.
    root.querySelector<HTMLAnchorElement>('[part~="tile"]')!.click();
    await waitFor(async () => (await events()).length > 0, 'an event once granted');
  });

  it('still delivers a message the visitor sends with cookies declined, once, storing nothing in the browser', async () => {
    const { root } = mount({ 'board-slug': 'acme-launch', consent: 'denied' });
    await tilesShown(root);
    button(root.querySelector('[part="header"]')!, 'Message Sam')!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('dialog[open] form'), 'the message form');
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=hidden]), textarea',
    )) {
      typeInto(field, field.type === 'email' ? 'ann@example.com' : 'Sent with cookies declined');
    }
    form.requestSubmit();
    await waitFor(() => /thank you/i.test(root.querySelector('dialog[open]')?.textContent ?? ''), 'the confirmation');
    await sleep(1500);
    const stored = await events(true);
    // The visitor's own message and the identity it needs; no tracking (no board view, no other event).
    expect(stored.map((e) => `${e.method} ${e.path.replace(/\d+/g, ':id')}`)).to.have.members([
      'PUT /live_board/v:id/leads/identity',
      'POST /analytics/live_board/v:id/boards/:id/campaign/message',
    ]);
    expect(localStorage.length).to.equal(0);
  });

  it('clears what an earlier visit left in the outbox when the board starts with consent denied', async () => {
    const key = `live-board:outbox:${location.origin}`;
    const record = {
      event: {
        id: 'earlier-visit',
        name: 'viewed_board',
        createdAt: Date.now(),
        request: { method: 'POST', path: '/x', body: {} },
      },
      attempts: 0,
      owner: 'old',
      leaseUntil: 0,
    };
    localStorage.setItem(key, JSON.stringify({ v: 1, events: [record] }));
    const { root } = mount({ 'board-slug': 'acme-launch', consent: 'denied' });
    await tilesShown(root);
    await waitFor(() => localStorage.getItem(key) === null, 'the outbox to be cleared');
    expect(localStorage.length).to.equal(0);
  });
});
