/// <reference types="mocha" />
import { expect } from 'chai';

import { boardShown, type OpenedPage, openPage, storedEvents as events, waitFor } from './helpers.ts';

interface LoggedRequest {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

const requests = async (): Promise<LoggedRequest[]> =>
  (await fetch('/__requests').then((r) => r.json())) as LoggedRequest[];

async function boardIn(page: OpenedPage) {
  const board = await waitFor(() => page.document.querySelector('live-board'), 'board');
  const root = await boardShown(board);
  await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'tiles');
  return { board, root };
}

const buttonNamed = (root: ParentNode, pattern: RegExp) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((b) => pattern.test(b.textContent));

describe('who the visitor is', function () {
  this.timeout(120_000);
  beforeEach(async () => {
    await fetch('/__events', { method: 'DELETE' });
    await fetch('/__requests', { method: 'DELETE' });
  });

  it('takes the token from the link, sends it as a bearer token, and removes it from the visible URL', async () => {
    const page = await openPage('/demo/cms.html?utm_source=mail&token=lead-token-ann');
    await boardIn(page);
    const url = new URL(page.window.location.href);
    expect(url.searchParams.has('token')).to.equal(false);
    expect(url.searchParams.get('utm_source')).to.equal('mail');
    const leadCall = await waitFor(
      async () => (await requests()).find((r) => r.path === '/live_board/v1/leads/me'),
      'leads/me',
    );
    expect(leadCall.headers.authorization).to.equal('Bearer lead-token-ann');
  });

  it('reports the invitation once on load with its own token, never the access token', async () => {
    const page = await openPage('/demo/cms.html?invitation=inv-123&token=lead-token-ann');
    await boardIn(page);
    const invitations = await waitFor(async () => {
      const found = (await events()).filter((e) => e.path.includes('/invitation_wrappers/'));
      return found.length > 0 ? found : null;
    }, 'the invitation PUT');
    expect(invitations.map((e) => `${e.method} ${e.path}`)).to.deep.equal([
      'PUT /live_board/v2/invitation_wrappers/inv-123',
    ]);
  });

  it('prefills forms from the lead-data parameters', async () => {
    const page = await openPage('/demo/cms.html?em=xena%40example.com&fn=Xena');
    const { root } = await boardIn(page);
    buttonNamed(root.querySelector('[part="header"]')!, /message/i)!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('dialog[open] form'), 'the message form');
    const email = form.querySelector<HTMLInputElement>('input[type="email"]')!;
    expect(email.value).to.equal('xena@example.com');
    expect(Array.from(form.querySelectorAll<HTMLInputElement>('input')).some((i) => i.value === 'Xena')).to.equal(true);
  });

  it("recognises the lead of an email link by its safetoken, to our API only, and sends the link's lead data", async () => {
    localStorage.removeItem('showGreetingOnce');
    const page = await openPage(
      '/demo/cms.html?safetoken=st-ann-7001&ind=Retail&loc=Berlin&inby=sam%40acme.example&dom=globex.example',
    );
    const { root } = await boardIn(page);
    await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[part="greeting"]');
      return found && /Ann/.test(found.textContent) ? found : null;
    }, 'the known-lead greeting');
    expect(new URL(page.window.location.href).searchParams.has('safetoken')).to.equal(false);
    // Sent as a value only to leads/me (the page's own URL in a same-origin Referer aside).
    const carrying = (await requests()).filter((r) =>
      JSON.stringify({ ...r, headers: { ...r.headers, referer: '' } }).includes('st-ann-7001'),
    );
    expect(carrying.map((r) => `${r.path} ${JSON.stringify(r.query)}`)).to.deep.equal([
      '/live_board/v1/leads/me {"safetoken":"st-ann-7001"}',
    ]);
    // A known lead only presses Send; the identity that precedes the message carries the link's lead data.
    buttonNamed(root.querySelector('[part="header"]')!, /message/i)!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('dialog[open] form'), 'the message form');
    form.requestSubmit();
    const identity = await waitFor(
      async () => (await events()).find((e) => e.path === '/live_board/v2/leads/identity'),
      'the identity PUT',
    );
    expect((identity.body as { lead_data?: unknown }).lead_data).to.deep.equal({
      industry: 'Retail',
      location: 'Berlin',
      invited_by: 'sam@acme.example',
      domain: 'globex.example',
    });
    // Someone else at the same screen: the link's token no longer speaks for them.
    root.querySelector<HTMLButtonElement>('dialog[open] [part~="close"], dialog[open] .lb-dialog__close')?.click();
    const notAnn = await waitFor(
      () =>
        Array.from(root.querySelectorAll<HTMLButtonElement>('[part="greeting"] button')).find((b) =>
          /^Not /.test(b.textContent),
        ),
      'Not Ann?',
    );
    await fetch('/__requests', { method: 'DELETE' });
    notAnn.click();
    await waitFor(() => root.querySelector('[part="greeting"] input[type="email"]'), 'the unknown-lead email entry');
    const after = (await requests()).filter((r) => r.path === '/live_board/v1/leads/me');
    expect(after.map((r) => r.query)).to.deep.equal([{}]);
    localStorage.removeItem('showGreetingOnce');
  });

  it('"Do not track me" tells the server, emits stop-tracking and sends nothing more', async () => {
    const page = await openPage('/demo/cms.html', { listenFor: 'stop-tracking' });
    const { root } = await boardIn(page);
    await waitFor(
      async () => (await events()).some((e) => /\/boards\/\d+\/lead_views$/.test(e.path)),
      'the board view',
    );
    buttonNamed(root.querySelector('[part="footer"]')!, /do not track me/i)!.click();
    await waitFor(() => page.events.length === 1, 'the stop-tracking event');
    await waitFor(
      async () => (await events()).some((e) => e.method === 'DELETE' && e.path === '/live_board/v2/track_leads'),
      'the DELETE',
    );
    const before = (await events()).length;
    Array.from(root.querySelectorAll<HTMLAnchorElement>('nav a'))
      .find((a) => a.textContent.trim() === 'Product Tours')!
      .click();
    // A window, not a wait for something: a category change still tracked would arrive within it. A slow machine
    // may only make it catch less, never fail the test.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await events()).length, 'no event after stopping').to.equal(before);
    expect(root.querySelector('[part="footer"]')!.textContent).to.contain('no longer tracked');
  });
});

describe('the greeting card', function () {
  this.timeout(120_000);

  it('shows once per board: closing it stores the flag, and the next visit has no greeting', async () => {
    localStorage.removeItem('showGreetingOnce');
    let page = await openPage('/demo/cms.html');
    let { root } = await boardIn(page);
    expect(root.querySelector('.lb-greeting-anchor'), 'a place kept for the greeting with the tiles').not.to.equal(
      null,
    );
    const card = await waitFor(() => root.querySelector<HTMLElement>('[part="greeting"]'), 'the greeting');
    expect(card.querySelector('h2')?.textContent).to.be.a('string').and.not.equal('');
    const close = Array.from(card.querySelectorAll('button')).find((b) =>
      /close/i.test(b.getAttribute('aria-label') ?? b.textContent),
    )!;
    close.click();
    await waitFor(() => !root.querySelector('[part="greeting"]'), 'the greeting to close');
    // Stored once consent allows storing (here: as soon as the board's consent check finds it not required).
    await waitFor(() => localStorage.getItem('showGreetingOnce'), 'the flag to be stored');
    expect(JSON.parse(localStorage.getItem('showGreetingOnce') ?? '{}')).to.deep.equal({ '101': true });
    page = await openPage('/demo/cms.html');
    ({ root } = await boardIn(page));
    // Whether the greeting opens is decided as the board content renders (its anchor is there or not, in the same
    // commit as the tiles); the card itself comes later, with its chunk. So no anchor now means no greeting ever.
    expect(root.querySelector('.lb-greeting-anchor'), 'no place kept for a greeting').to.equal(null);
    expect(root.querySelector('[part="greeting"]')).to.equal(null);
    localStorage.removeItem('showGreetingOnce');
  });

  for (const width of [1280, 375]) {
    it(`floats over the board at ${width} px: header, banner and tiles stay where they are, Escape closes it`, async () => {
      localStorage.removeItem('showGreetingOnce');
      const page = await openPage('/acme-launch', { width });
      const { root } = await boardIn(page);
      const card = await waitFor(() => root.querySelector<HTMLElement>('[part="greeting"]'), 'the greeting');
      // Measured once its entrance (a short slide) has finished: mid-slide it is not where it rests.
      await Promise.all(card.getAnimations().map((animation) => animation.finished));
      const box = (element: Element | null) => {
        const rect = element!.getBoundingClientRect();
        return [rect.left, rect.top, rect.width, rect.height].map(Math.round);
      };
      const header = root.querySelector('[part~="header"]');
      const banner = root.querySelector('.lb-banner');
      const tile = root.querySelector('[part~="tile"]');
      const open = { header: box(header), banner: box(banner), tile: box(tile) };
      const cardBox = card.getBoundingClientRect();
      // Under the header (which stays in view), over the banner, inside the board's width.
      expect(cardBox.top).to.be.at.least(header!.getBoundingClientRect().bottom);
      expect(cardBox.top).to.be.below(banner!.getBoundingClientRect().bottom);
      expect(cardBox.left).to.be.at.least(0);
      expect(cardBox.right).to.be.at.most(width);
      expect(getComputedStyle(card).position).to.equal('absolute');
      // Escape from inside the card closes it; focus moves to the board, not to the page's body.
      card.querySelector<HTMLInputElement>('input[type="email"]')!.focus();
      card
        .querySelector('input')!
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      await waitFor(() => !root.querySelector('[part="greeting"]'), 'the greeting to close');
      expect(root.activeElement?.classList.contains('lb-board')).to.equal(true);
      expect({ header: box(header), banner: box(banner), tile: box(tile) }).to.deep.equal(open);
      localStorage.removeItem('showGreetingOnce');
    });
  }

  it('greets a known lead by name with a way to say it is someone else', async () => {
    localStorage.removeItem('showGreetingOnce');
    const page = await openPage('/demo/cms.html?token=lead-token-ann');
    const { root } = await boardIn(page);
    const card = await waitFor(() => {
      const found = root.querySelector<HTMLElement>('[part="greeting"]');
      return found && /Ann/.test(found.textContent) ? found : null;
    }, 'the known-lead greeting');
    const notAnn = Array.from(card.querySelectorAll('button')).find((b) => /^Not /.test(b.textContent))!;
    expect(notAnn.textContent).to.match(/Not Ann/);
    notAnn.click();
    await waitFor(() => root.querySelector('[part="greeting"] input[type="email"]'), 'the unknown-lead email entry');
  });
});
