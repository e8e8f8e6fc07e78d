/// <reference types="mocha" />
/**
 * A message sent while offline shows a pending state, turns into the confirmation only once the server has taken
 * it, survives a reload, and is delivered once. "Offline" here is what the board sees of it: `navigator.onLine`
 * false in the page, and every request of the message cut by the server.
 */
import { expect } from 'chai';

import { axeViolations, describeViolations } from './axe.ts';
import {
  boardRoot,
  buttonNamed,
  injectFault,
  openPage,
  setOnline,
  storedEvents,
  typeInto,
  waitFor,
} from './helpers.ts';

const OFFLINE_TEXT = 'You are offline. It will be sent when you are back online.';
const DELIVERED_TEXT = 'What you sent earlier has now been delivered.';
const MESSAGE = 'Sent while the train was in a tunnel';

/** Events the page keeps unsent in this origin's outbox (localStorage): their requests' paths. */
const outboxPaths = () =>
  (
    JSON.parse(localStorage.getItem(`live-board:outbox:${location.origin}`) ?? '{"events":[]}') as {
      events: { event: { request: { path: string } } }[];
    }
  ).events.map((record) => record.event.request.path);

const messagesStored = async () =>
  (await storedEvents()).filter(
    (e) => /\/boards\/\d+\/campaign\/message$/.test(e.path) && e.body.form_fields?.note === MESSAGE,
  );

describe('a message sent while offline', function () {
  this.timeout(120_000);

  afterEach(async () => {
    await fetch('/__faults', { method: 'DELETE' });
  });

  it('waits with a pending state, survives a reload, and is delivered once', async () => {
    await fetch('/__events', { method: 'DELETE' });
    await fetch('/__faults', { method: 'DELETE' });
    let page = await openPage('/demo/cms.html');
    let root = await boardRoot(page);
    // The tracking stage is there (its board view arrived): the form's delivery can be followed.
    await waitFor(
      async () => (await storedEvents()).some((e) => /\/boards\/\d+\/lead_views$/.test(e.path)),
      'the board view',
    );

    setOnline(page, false);
    await injectFault({ match: '/leads/identity', drop: true, times: 1000 });
    await injectFault({ match: '/campaign/message', drop: true, times: 1000 });

    buttonNamed(root.querySelector('[part="header"]')!, /message/i)!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('dialog[open] form'), 'the message form');
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      typeInto(field, field.type === 'email' ? 'ann@example.com' : field.name === 'note' ? MESSAGE : 'Ann');
    }
    // Offline means nothing gets through: a tracking event delivered meanwhile would say the network is back
    // (rightly: the notice then goes), which a busy machine's timing could make happen mid-test.
    await injectFault({ match: '/live_board/', drop: true, times: 1000 });
    form.requestSubmit();

    // The form says it waits for the network; no confirmation while nothing reached the server.
    const pending = form.querySelector('.lb-form__pending')!;
    expect(pending.getAttribute('role')).to.equal('status');
    await waitFor(() => pending.textContent === OFFLINE_TEXT, 'the pending note in the form');
    expect(root.querySelector('[part="success-message"]')).to.equal(null);

    // Closed, the dialog leaves the notice at the bottom of the board.
    buttonNamed(root.querySelector('dialog[open]')!, /^close$/i)!.click();
    const notice = await waitFor(() => root.querySelector('[part="delivery-status"]'), 'the delivery notice');
    expect(notice.textContent).to.equal(OFFLINE_TEXT);
    const violations = await axeViolations(root.querySelector<HTMLElement>('[part="board"]')!);
    expect(violations, describeViolations(violations)).to.have.length(0);
    // Measured once laid out: the notice enters with an animation, and a busy machine may not have laid it out yet.
    const box = await waitFor(() => {
      const shown = root.querySelector('[part="delivery-status"]')?.getBoundingClientRect();
      return shown && shown.height > 0 ? shown : null;
    }, 'the notice laid out');
    expect(box.bottom).to.be.at.most(page.window.innerHeight);
    expect(box.top).to.be.greaterThan(0);
    expect(await messagesStored()).to.have.length(0);

    // Reload while still offline: the message waits in storage; then the network comes back and the page loads.
    page.frame.remove();
    expect(
      outboxPaths().some((path) => path.endsWith('/campaign/message')),
      'the message kept for the next page',
    ).to.equal(true);
    await fetch('/__faults', { method: 'DELETE' });
    page = await openPage('/demo/cms.html');
    root = await boardRoot(page);
    const delivered = await waitFor(() => {
      const status = root.querySelector('[part="delivery-status"]');
      return status?.textContent === DELIVERED_TEXT ? status : null;
    }, 'the delivered notice after the reload');
    expect(delivered.closest('[role="status"]')).to.not.equal(null);
    const stored = await waitFor(
      async () => ((await messagesStored()).length > 0 ? messagesStored() : null),
      'the stored message',
    );
    expect(stored).to.have.length(1);
    const raw = (await storedEvents(true)).filter((e) => e.key === stored[0]!.key);
    // However often it was tried, every attempt carried the one key: the server keeps it once.
    expect(raw.length).to.be.at.least(1);
  });

  it('shows the confirmation only once the server has taken the message', async () => {
    // The board view awaited below must be this page's.
    await fetch('/__events', { method: 'DELETE' });
    await fetch('/__faults', { method: 'DELETE' });
    const page = await openPage('/demo/cms.html');
    const root = await boardRoot(page);
    await waitFor(
      async () => (await storedEvents()).some((e) => /\/boards\/\d+\/lead_views$/.test(e.path)),
      'the board view',
    );
    setOnline(page, false);
    await injectFault({ match: '/campaign/message', drop: true, times: 1000 });

    buttonNamed(root.querySelector('[part="header"]')!, /message/i)!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('dialog[open] form'), 'the message form');
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      typeInto(field, field.type === 'email' ? 'ann@example.com' : 'Ann');
    }
    form.requestSubmit();
    await waitFor(() => form.querySelector('.lb-form__pending')?.textContent === OFFLINE_TEXT, 'the pending note');

    await fetch('/__faults', { method: 'DELETE' });
    setOnline(page, true);
    const success = await waitFor(
      () => root.querySelector('dialog[open] [part="success-message"]'),
      'the confirmation',
    );
    expect(success.textContent).to.contain('Thank You');
  });
});
