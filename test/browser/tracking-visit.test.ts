/// <reference types="mocha" />
import { expect } from 'chai';

import {
  boardShown,
  buttonNamed,
  eventKind,
  type OpenedPage,
  openPage,
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

  it('stores exactly the expected events, each once, with the spec payloads', async () => {
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
