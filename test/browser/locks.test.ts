/// <reference types="mocha" />
import { assert, expect } from 'chai';

import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { axeViolations, describeViolations } from './axe.ts';
import { injectFault, openPage, releaseHeld, requestsHeld, type StoredEvent, waitFor } from './helpers.ts';

defineLiveBoard();

/** One code the reference server "sent" (`GET /__mail`). */
interface Mail {
  to: string;
  code: string;
  board_slug: string;
}

const uncaught: unknown[] = [];
window.addEventListener('error', (event) => uncaught.push(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => uncaught.push(event.reason));

async function mount(slug: string): Promise<{ element: HTMLElement; root: ShadowRoot }> {
  document.querySelectorAll('live-board').forEach((el) => el.remove());
  const element = document.createElement('live-board');
  element.setAttribute('board-slug', slug);
  element.setAttribute('routing', 'memory');
  document.body.append(element);
  const root = await waitFor(() => element.shadowRoot, 'an open shadow root');
  await waitFor(() => root.querySelector('[part~="gate"]'), `the lock of ${slug}`);
  return { element, root };
}

/** Sets a React-controlled field's value the way typing (or a password manager) would. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const field = (root: ParentNode, name: string) =>
  waitFor(
    () => root.querySelector<HTMLInputElement>(`input[name="${name}"], textarea[name="${name}"]`),
    `the ${name} field`,
  );

const button = (root: ParentNode, pattern: RegExp) =>
  waitFor(
    () => Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((b) => pattern.test(b.textContent)),
    `a button ${String(pattern)}`,
  );

/** The text of the alert the field points at (its `aria-describedby`). */
const describedBy = (root: ShadowRoot, input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ');

async function waitForAlert(root: ShadowRoot, input: HTMLElement, text: string) {
  await waitFor(() => describedBy(root, input).includes(text), `"${text}" by the field`);
  expect(input.getAttribute('aria-invalid')).to.equal('true');
  const alert = root.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;
  expect(alert.getAttribute('role')).to.equal('alert');
}

async function lastCode(slug: string, to: string): Promise<string> {
  const mail = (await fetch('/__mail').then((r) => r.json())) as Mail[];
  const found = mail.filter((m) => m.board_slug === slug && m.to === to).at(-1);
  if (!found) throw new Error(`no code mailed to ${to} for ${slug}`);
  return found.code;
}

/** The password checks the server received (`GET /__requests`), oldest first. */
async function passwordTries(): Promise<{ path: string; headers: Record<string, string> }[]> {
  const requests = (await fetch('/__requests').then((r) => r.json())) as {
    path: string;
    headers: Record<string, string>;
  }[];
  return requests.filter((r) => r.path.endsWith('/password_validations'));
}

/** The lock shows the board's header: its name, the organization's logo (loaded), on the theme colour. */
async function expectBrandedHeader(root: ShadowRoot, boardName: string) {
  const header = root.querySelector<HTMLElement>('[part~="gate"] [part~="header"]');
  assert.exists(header, "the lock's header");
  expect(header.textContent).to.contain(boardName);
  const logo = await waitFor(
    () => header.querySelector<HTMLImageElement>('img.lb-header__logo'),
    'the organization logo',
  );
  await waitFor(() => logo.complete && logo.naturalWidth > 0, 'the logo to load');
  expect(logo.alt).to.equal('Acme Corporation');
  expect(getComputedStyle(header).backgroundColor).to.equal('rgb(26, 130, 143)');
  // One background around the card, the header above it.
  const lock = root.querySelector<HTMLElement>('[part~="gate"]')!;
  expect(header.getBoundingClientRect().bottom).to.be.at.most(
    lock.querySelector('.lb-lock__card, [part~="gate-request"]')!.getBoundingClientRect().top,
  );
}

async function expectNoViolations(context: Element) {
  const violations = await axeViolations(context);
  expect(violations, describeViolations(violations)).to.have.length(0);
}

describe('password and email-code locks against the reference server', function () {
  this.timeout(120_000);

  beforeEach(() => {
    // A fresh session for each board: the server unlocks per session.
    sessionStorage.clear();
    uncaught.length = 0;
  });
  after(() => document.querySelectorAll('live-board').forEach((el) => el.remove()));

  it('acme-password: empty and wrong passwords are refused, the right one shows the board and focuses its heading', async () => {
    const { root } = await mount('acme-password');
    const password = await field(root, 'password');
    expect(password.type).to.equal('password');
    expect(password.autocomplete).to.equal('current-password');
    expect(root.querySelector('[part~="tile"]')).to.equal(null);
    await expectBrandedHeader(root, 'Acme Vault — Confidential Roadmap Preview');
    await expectNoViolations(root.querySelector('[part~="gate"]')!);

    (await button(root, /^View board$/)).click();
    await waitForAlert(root, password, 'Please enter password');

    type(password, 'let-me-in');
    (await button(root, /^View board$/)).click();
    // An embedded board's lock is a part of the host's page: the full sentence (a standalone page says 'Wrong password').
    await waitForAlert(root, password, 'The password is incorrect. Please try again');
    expect(root.textContent).to.contain('Sorry you are having trouble accessing this page');
    await expectNoViolations(root.querySelector('[part~="gate"]')!);

    type(password, 'open-sesame');
    (await button(root, /^View board$/)).click();
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 6, 'the board’s tiles');
    expect(root.querySelector('[part~="gate"]')).to.equal(null);
    await waitFor(() => root.activeElement?.matches('h1, h2, h3, .lb-board'), 'focus on the board heading');
    expect(uncaught).to.deep.equal([]);
  });

  it('acme-password on its standalone page: a wrong password reads "Wrong password"', async () => {
    const page = await openPage('/acme-password');
    const board = await waitFor(() => page.document.querySelector('live-board'), 'the board');
    const root = await waitFor(() => board.shadowRoot, 'the shadow root');
    const password = await field(root, 'password');
    type(password, 'let-me-in');
    (await button(root, /^View board$/)).click();
    await waitForAlert(root, password, 'Wrong password');
    expect(describedBy(root, password)).not.to.contain('The password is incorrect');
    page.frame.remove();
  });

  it('acme-password: submitted before the session exists, the password waits for the session and is sent again', async () => {
    // The session call is held on its way: the first try has no session (and no CSRF token) yet.
    await injectFault({ match: '/live_board/v1/sessions', exact: true, hold: true, times: 1 });
    await fetch('/__requests', { method: 'DELETE' });
    try {
      const { root } = await mount('acme-password');
      await requestsHeld(1);
      type(await field(root, 'password'), 'open-sesame');
      (await button(root, /^View board$/)).click();
      await waitFor(async () => (await passwordTries()).length > 0, 'the first try to reach the server');
      await releaseHeld();
      await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 6, 'the board’s tiles');
      const tries = await passwordTries();
      expect(tries, 'a first try without a session, then one more').to.have.length(2);
      expect(tries[0]!.headers['x-session-guid']).to.equal(undefined);
      expect(tries[1]!.headers['x-session-guid']).to.be.a('string').and.not.equal('');
      expect(uncaught).to.deep.equal([]);
    } finally {
      await fetch('/__faults', { method: 'DELETE' });
    }
  });

  it('acme-verify: an unauthorized email is refused; lead@example.com gets a code; a wrong code is refused, the right one shows the board', async () => {
    const { root } = await mount('acme-verify');
    const email = await field(root, 'email');
    expect(email.autocomplete).to.equal('email');

    type(email, 'stranger@example.com');
    (await button(root, /^Send code$/)).click();
    await waitForAlert(root, email, 'This email address is not authorized to view this page');

    type(email, 'lead@example.com');
    (await button(root, /^Send code$/)).click();
    const code = await field(root, 'code');
    // The attribute: Firefox reflects only the autofill tokens it knows in the property, and one-time-code is not one.
    expect(code.getAttribute('autocomplete')).to.equal('one-time-code');
    expect(code.inputMode).to.equal('numeric');
    const notice = root.querySelector('[part~="gate-notice"]')!;
    expect(notice.textContent).to.contain('The confirmation code has been sent to you. Please check for an email from');
    expect(notice.textContent).to.contain('spam folder');
    await expectNoViolations(root.querySelector('[part~="gate"]')!);

    const right = await lastCode('acme-verify', 'lead@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    type(code, wrong);
    (await button(root, /^Verify$/)).click();
    await waitForAlert(root, code, 'Incorrect code');

    type(code, right);
    (await button(root, /^Verify$/)).click();
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 6, 'the board’s tiles');
    expect(root.querySelector('[part~="gate"]')).to.equal(null);
    expect(uncaught).to.deep.equal([]);
  });

  it('acme-verify: a refused visitor asks the owner for access from the lazily loaded request view', async () => {
    const { root } = await mount('acme-verify');
    type(await field(root, 'email'), 'stranger@example.com');
    (await button(root, /^Send code$/)).click();
    (await button(root, /^Request access$/)).click();

    const heading = await waitFor(
      () => Array.from(root.querySelectorAll('h2')).find((h) => h.textContent === 'Request access'),
      'the board request view',
    );
    expect(root.activeElement).to.equal(heading);
    const form = heading.closest('[part~="gate-request"]')!.querySelector('form')!;
    expect((await field(form, 'email')).value).to.equal('stranger@example.com');
    (await button(form, /^Send request$/)).click();
    await waitFor(() => form.textContent.includes('Please fill mandatory fields'), 'the mandatory-fields message');

    type(await field(form, 'first_name'), 'Sam');
    type(await field(form, 'last_name'), 'Stone');
    (await button(form, /^Send request$/)).click();
    await waitFor(
      () => root.textContent.includes('Your request has been sent to the board owner.'),
      'the confirmation',
    );
    await expectBrandedHeader(root, 'Acme Relay — Partner Pricing Portal');
    await expectNoViolations(root.querySelector('[part~="gate"]')!);

    const sent = await waitFor(async () => {
      const events = (await fetch('/__events').then((r) => r.json())) as StoredEvent[];
      return events.find((e) => /\/campaign\/message$/.test(e.path) && e.body.email === 'stranger@example.com');
    }, 'the message CTA stored by the server');
    expect(sent.body.cta).to.deep.equal({ area: 'board_request', label: 'Request access' });
    expect(sent.body.form_fields).to.include({ first_name: 'Sam', last_name: 'Stone' });

    (await button(root, /^Back$/)).click();
    await waitFor(() => root.querySelector('input[name="email"]'), 'the email page again');
    expect(uncaught).to.deep.equal([]);
  });
});
