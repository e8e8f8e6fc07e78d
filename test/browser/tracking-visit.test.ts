/// <reference types="mocha" />
import { expect } from 'chai';

import {
  boardShown,
  buttonNamed,
  eventKind,
  type OpenedPage,
  openPage,
  type StoredEvent,
  storedEvents as events,
  waitFor,
} from './helpers.ts';

async function waitForKinds(expected: string[], what: string) {
  return waitFor(async () => {
    const stored = await events();
    const kinds = stored.map(eventKind);
    return expected.every((k) => kinds.includes(k)) ? stored : null;
  }, what);
}

/** Sets a React-controlled field's value the way typing would, then fires input. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  // The field lives in the page's frame: use that realm's prototype (React tracks the value through it).
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function fillForm(form: HTMLFormElement) {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=hidden]), textarea',
  )) {
    if (field.type === 'email') type(field, field.name === 'to' ? 'bob@example.com' : 'ann@example.com');
    else if (field.type === 'tel') type(field, '+1 555 0100');
    else type(field, 'Ann');
  }
}

/** Pretends the frame's tab was hidden and shown again (its document's visibility). */
function setHidden(page: OpenedPage, hidden: boolean) {
  Object.defineProperty(page.document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(page.document, 'hidden', { configurable: true, get: () => hidden });
  page.document.dispatchEvent(new Event('visibilitychange'));
}

describe('tracking a scripted visit of acme-launch', function () {
  this.timeout(120_000);

  it('stores exactly the expected events, each once, with the documented payloads', async () => {
    await fetch('/__events', { method: 'DELETE' });
    const page = await openPage('/demo/cms.html');
    const board = await waitFor(
      () => page.document.querySelector('live-board') as (HTMLElement & { openItem(r: string): void }) | null,
      'board',
    );
    const root = await boardShown(board);
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'tiles');
    await waitForKinds(['board_view'], 'the board view');

    // Change category.
    const category = Array.from(root.querySelectorAll<HTMLAnchorElement>('nav a')).find(
      (a) => a.textContent.trim() === 'Product Tours',
    )!;
    category.click();
    await waitForKinds(['tracking:changed_category'], 'the category change');

    // Search.
    const search = root.querySelector<HTMLFormElement>('form[role="search"]')!;
    type(search.querySelector('input')!, 'forge');
    search.requestSubmit();
    await waitForKinds(['tracking:searched_items'], 'the search');

    // Open an item (a PDF: likes and downloads are allowed), step next, like, download.
    const pdf = await waitFor(
      () =>
        Array.from(root.querySelectorAll<HTMLAnchorElement>('[part~="tile"]')).find((t) => /PDF/.test(t.textContent)),
      'a PDF tile',
    );
    pdf.click();
    const dialog = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[part="viewer"][open]'),
      'the viewer',
    );
    await waitForKinds(['item_view'], 'the item view');
    buttonNamed(dialog, /next item/i)!.click();
    await waitForKinds(['tracking:next_item'], 'the next click');
    await waitFor(
      async () => (await events()).filter((e) => eventKind(e) === 'item_view').length === 2,
      'the second item view',
    );
    // Back to a PDF for like and download.
    buttonNamed(dialog, /previous item/i)!.click();
    await waitFor(
      async () => (await events()).filter((e) => eventKind(e) === 'item_view').length === 3,
      'the third item view',
    );
    const like = await waitFor(() => buttonNamed(dialog, /^like$/i) ?? buttonNamed(dialog, /like/i), 'the like button');
    like.click();
    await waitForKinds(['POST /live_board/v:id/content_items/:id/likes', 'lead_event:like'], 'the like');
    buttonNamed(dialog, /download/i)!.click();
    await waitForKinds(['POST /live_board/v:id/content_items/:id/downloads', 'lead_event:download'], 'the download');

    // Stay on the item past the 5 s and 10 s milestones, then hide and show the tab (< 120 s: same session).
    await waitForKinds(['lead_event:item_view_5_sec', 'lead_event:item_view_10_sec'], 'the view-duration milestones');
    setHidden(page, true);
    setHidden(page, false);
    board.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    buttonNamed(dialog, /close/i)?.click();
    await waitFor(() => !root.querySelector('dialog[part="viewer"][open]'), 'the viewer to close');

    // A call to action: the message form.
    buttonNamed(root.querySelector('[part="header"]')!, /message/i)!.click();
    let form = await waitFor(() => root.querySelector<HTMLFormElement>('dialog[open] form'), 'the message form');
    fillForm(form);
    form.requestSubmit();
    await waitForKinds(
      ['PUT /live_board/v:id/leads/identity', 'POST /live_board/v:id/boards/:id/campaign/message'],
      'the message CTA',
    );
    buttonNamed(root.querySelector('dialog[open]')!, /close/i)!.click();

    // Share by email.
    buttonNamed(root.querySelector('[part="header"]')!, /share/i)!.click();
    const shareDialog = await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'the share dialog');
    const emailTab = Array.from(shareDialog.querySelectorAll<HTMLButtonElement>('[role="tab"]')).find((t) =>
      /email/i.test(t.textContent),
    )!;
    emailTab.click();
    form = await waitFor(() => shareDialog.querySelector<HTMLFormElement>('form'), 'the share form');
    fillForm(form);
    form.requestSubmit();
    const stored = await waitForKinds(
      [
        'POST /live_board/v:id/boards/:id/campaign/share',
        'POST /live_board/v:id/boards/:id/shares',
        'tracking:share_click',
      ],
      'the share',
    );

    // Exactly once each: no key stored twice, and the counts the visit implies.
    const keys = stored.map((e) => e.key);
    expect(new Set(keys).size, 'no event stored twice').to.equal(keys.length);
    const count = (k: string) => stored.filter((e) => eventKind(e) === k).length;
    expect(count('board_view')).to.equal(1);
    expect(count('tracking:changed_category')).to.equal(1);
    expect(count('tracking:searched_items')).to.equal(1);
    expect(count('item_view')).to.equal(3);
    expect(count('tracking:next_item')).to.equal(1);
    expect(count('tracking:previous_item')).to.equal(1);
    expect(count('POST /live_board/v:id/content_items/:id/likes')).to.equal(1);
    expect(count('lead_event:like')).to.equal(1);
    expect(count('POST /live_board/v:id/content_items/:id/downloads')).to.equal(1);
    expect(count('lead_event:download')).to.equal(1);
    expect(count('lead_event:item_view_5_sec')).to.be.at.least(1);
    expect(count('lead_event:item_view_10_sec')).to.be.at.least(1);
    expect(count('PUT /live_board/v:id/leads/identity')).to.equal(2);
    expect(count('POST /live_board/v:id/boards/:id/campaign/message')).to.equal(1);
    expect(count('POST /live_board/v:id/boards/:id/campaign/share')).to.equal(1);
    expect(count('POST /live_board/v:id/boards/:id/shares')).to.equal(1);

    // Payloads.
    const itemView = stored.find((e) => eventKind(e) === 'item_view')!;
    expect(itemView.body).to.have.keys(['guid', 'item_id', 'source_type']);
    const likeCall = stored.find((e) => eventKind(e) === 'POST /live_board/v:id/content_items/:id/likes')!;
    expect(likeCall.body).to.deep.equal({ item_id: likeCall.body.item_id, source_type: 'item' });
    const milestone = stored.find((e) => eventKind(e) === 'lead_event:item_view_5_sec')!;
    expect(milestone.body).to.have.keys(['content_item_id', 'timestamp', 'event_name']);
    const message = stored.find((e) => eventKind(e) === 'POST /live_board/v:id/boards/:id/campaign/message')!;
    expect(message.body.cta).to.deep.equal({ area: 'header', label: 'Message Sam' });
    const identityIndex = stored.findIndex((e) => eventKind(e) === 'PUT /live_board/v:id/leads/identity');
    expect(identityIndex, 'the identity PUT arrives before its CTA').to.be.lessThan(stored.indexOf(message));
    const tracking = stored.find((e) => eventKind(e) === 'tracking:searched_items')!;
    expect(tracking.body.event).to.include.keys(['id', 'data', 'platform']);
    expect(tracking.body.event!.platform).to.equal('embedded');
    expect(tracking.body.event!.data).to.include({ query: 'forge' });
  });
});

/** The acme-launch board of the CMS demo page, its board view stored, with the server's event log empty before. */
async function cmsBoard() {
  await fetch('/__events', { method: 'DELETE' });
  const page = await openPage('/demo/cms.html');
  const root = await boardShown(await waitFor(() => page.document.querySelector('live-board'), 'board'));
  await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 12, 'tiles');
  await waitForKinds(['board_view'], 'the board view');
  // A CTA link followed would take the test's frame to a mailto: address or open a window on a host this machine
  // cannot reach. The page stops it at the window, once the board has handled the click as a visitor's.
  page.window.addEventListener('click', (event) => {
    if (event.composedPath().some((node) => (node as Element).localName === 'a')) event.preventDefault();
  });
  return { page, root };
}

/** The CTA labelled `label`: a link (new tab, email) or a button (inline page, forms). */
async function ctaNamed(root: ShadowRoot, label: string): Promise<HTMLElement> {
  return waitFor(
    () =>
      [...root.querySelectorAll<HTMLElement>('a[data-lb-cta], button')].find(
        (element) => element.firstChild?.textContent === label,
      ),
    `the CTA "${label}"`,
  );
}

/** The CTA an event was sent for (its `cta` label), if any. */
const ctaOf = (event: StoredEvent) => (event.body.cta as { label?: unknown } | undefined)?.label;

/**
 * Waits for the server to store an event of the CTA `label` whose path ends with `suffix`, and returns the events
 * of that CTA then. Only this CTA's: what the previous test's page sent may still arrive after the log was emptied
 * (an event whose acknowledgement it did not hear goes again, on page exit or from the outbox), and it is not this
 * test's.
 */
async function storedWith(label: string, suffix: string): Promise<{ stored: StoredEvent[]; found: StoredEvent[] }> {
  const stored = await waitFor(async () => {
    const mine = (await events()).filter((event) => ctaOf(event) === label);
    return mine.some((event) => event.path.endsWith(suffix)) ? mine : null;
  }, `an event of "${label}" at …${suffix}`);
  return { stored, found: stored.filter((event) => event.path.endsWith(suffix)) };
}

const identities = (stored: StoredEvent[]) =>
  stored.filter((event) => event.method === 'PUT' && event.path === '/live_board/v2/leads/identity');

describe('a click on a call to action reaches the server as its campaign event', function () {
  this.timeout(120_000);

  // docs/decisions.md ("Which CTA goes where"): email → contact, inline → link, each after the lead identity PUT.
  const identified = [
    ['an email CTA', 'Email support', 'promotion2', 'email', '/campaign/contact'],
    ['an inline CTA', 'See the overview', 'promotion1', 'inline', '/campaign/link'],
  ] as const;
  for (const [what, label, area, type, suffix] of identified) {
    it(`stores ${what} at …${suffix}, after the lead identity with the same payload`, async () => {
      const { root } = await cmsBoard();
      (await ctaNamed(root, label)).click();
      const { stored, found } = await storedWith(label, suffix);
      expect(found.map((event) => event.path)).to.deep.equal([`/analytics/live_board/v1/boards/101${suffix}`]);
      expect(found[0]!.method).to.equal('POST');
      expect(found[0]!.body).to.deep.include({ cta: { area, label }, type, link: null });
      const identity = identities(stored);
      expect(identity, 'one identity PUT').to.have.length(1);
      expect(identity[0]!.body).to.deep.include({ cta: { area, label }, type, board_id: 101 });
      expect(stored.indexOf(identity[0]!), 'the identity first').to.be.lessThan(stored.indexOf(found[0]!));
      expect(stored.filter((event) => event.path.includes('/campaign/')).map((event) => event.path)).to.deep.equal([
        found[0]!.path,
      ]);
    });
  }

  // A new-tab or registration CTA is a link click with the link it opened, and no identity PUT.
  const links = [
    ['a new-tab CTA', 'Join', 'promotion3', 'new_tab', 'https://community.acme.example/'],
    ['a registration CTA', 'Book a demo', 'header', 'registration', 'https://www.acme.example/demo'],
  ] as const;
  for (const [what, label, area, type, url] of links) {
    it(`stores ${what} at …/campaign/link_click with its link, without the lead identity`, async () => {
      const { root } = await cmsBoard();
      const link = (await ctaNamed(root, label)) as HTMLAnchorElement;
      expect(link.target).to.equal('_blank');
      link.click();
      const { stored, found } = await storedWith(label, '/campaign/link_click');
      expect(found.map((event) => event.path)).to.deep.equal([
        '/analytics/live_board/v1/boards/101/campaign/link_click',
      ]);
      expect(found[0]!.body).to.deep.include({ cta: { area, label }, type, link: link.href });
      expect(new URL(link.href).origin + new URL(link.href).pathname).to.equal(url);
      expect(identities(stored)).to.deep.equal([]);
      expect(stored.filter((event) => event.path.includes('/campaign/')).map((event) => event.path)).to.deep.equal([
        found[0]!.path,
      ]);
    });
  }
});
