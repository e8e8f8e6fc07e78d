/// <reference types="mocha" />
import { assert, expect } from 'chai';

import type { ItemList } from '../../src/api/schemas/item.ts';
import { STORAGE_KEY } from '../../src/base/constants.ts';
import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { axeViolations, describeViolations } from './axe.ts';
import { injectFault, releaseHeld, requestsHeld, storedEvents as events, typeInto, waitFor } from './helpers.ts';

defineLiveBoard();

type Board = HTMLElement & { openItem(ref: string | number): void };

/** The acme-gated home page as the board asks for it. */
async function homeItems(): Promise<ItemList> {
  const response = await fetch('/live_board/v2/boards/acme-gated/items', {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: JSON.stringify({ category: null, search: '', page: 1, per_page: 24 }),
  });
  return (await response.json()) as ItemList;
}

/** The first gated item of the home page (every third item of a category is gated, is_gated). */
async function firstGatedItem() {
  const page = await homeItems();
  const gated = page.item_ids
    .map((id) => page.data[String(id)]!)
    .find((item) => item.is_gated && !item.open_in_new_tab);
  assert.exists(gated, 'a gated item on the first page');
  return gated;
}

/** Mounts `<live-board board-slug="acme-gated">` (memory routing) as an anonymous visitor. */
async function mount(submittedEvents: Record<string, unknown>[] = []) {
  document.querySelectorAll('live-board').forEach((el) => el.remove());
  const element = document.createElement('live-board') as Board;
  element.setAttribute('board-slug', 'acme-gated');
  element.setAttribute('routing', 'memory');
  element.addEventListener('gate-submitted', (event) =>
    submittedEvents.push((event as CustomEvent<Record<string, unknown>>).detail),
  );
  document.body.append(element);
  const root = await waitFor(() => element.shadowRoot, 'an open shadow root');
  await waitFor(() => root.querySelectorAll('[part~="tile"]').length >= 6, 'the first tiles');
  const dialog = () => root.querySelector<HTMLDialogElement>('dialog[part~="viewer"]');
  const form = () => dialog()?.querySelector<HTMLElement>('[part="gating-form"]') ?? null;
  // The item's own content (not the skeleton or error that share its part while loading or failed).
  const content = () =>
    dialog()?.dataset.status === 'active'
      ? (dialog()!.querySelector('[part~="viewer-content"]:not(.lb-render--skeleton, .lb-render--error)') ?? null)
      : null;
  return { element, root, dialog, form, content };
}

/** Waits for the finite animations under `element` (an entrance fade, say) to finish. */
async function settleAnimations(element: Element) {
  const finite = element
    .getAnimations({ subtree: true })
    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
}

const field = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const describedBy = (el: HTMLElement) =>
  (el.getRootNode() as ShadowRoot).getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

describe('gating on acme-gated (campaign_type 1) for an anonymous visitor', function () {
  this.timeout(120_000);

  // Each test starts as a visitor who never sent the form, whichever test ran before it.
  beforeEach(async () => {
    document.querySelectorAll('live-board').forEach((el) => el.remove());
    localStorage.removeItem(STORAGE_KEY.gatingSubmitted);
    await fetch('/__events', { method: 'DELETE' });
  });

  // Lets go of a request still held should a test fail half-way.
  afterEach(async () => {
    await fetch('/__faults', { method: 'DELETE' });
  });

  after(() => {
    document.querySelectorAll('live-board').forEach((el) => el.remove());
    localStorage.removeItem(STORAGE_KEY.gatingSubmitted);
  });

  it('closes a form that is not mandatory back to the board, the item unseen', async () => {
    const gated = await firstGatedItem();
    const board = await mount();
    (
      await waitFor(
        () => board.root.querySelector<HTMLElement>(`[part~="tile"][data-item-id="${gated.id}"]`),
        'the tile',
      )
    ).click();
    const form = await waitFor(() => board.form(), 'the gating form');
    form.querySelector<HTMLButtonElement>('button[aria-label="Close form"]')!.click();
    await waitFor(() => !board.dialog()?.open, 'the viewer to close');
    expect(localStorage.getItem(STORAGE_KEY.gatingSubmitted)).to.equal(null);
  });

  it('puts the form in front of a gated item, validates it, unlocks it after the tile loader, and keeps it unlocked', async () => {
    const gated = await firstGatedItem();
    const submittedEvents: Record<string, unknown>[] = [];
    const board = await mount(submittedEvents);
    const tile = await waitFor(
      () => board.root.querySelector<HTMLElement>(`[part~="tile"][data-item-id="${gated.id}"]`),
      'the gated item’s tile',
    );
    tile.click();

    // The viewer opens on the item, with the form in place of its content.
    const form = await waitFor(() => board.form(), 'the gating form');
    expect(board.dialog()!.open).to.equal(true);
    expect(board.content(), 'no item content behind the form').to.equal(null);
    expect(form.querySelector('h3')!.textContent).to.equal('Get the complete Buyer’s Guide');
    expect(
      board.dialog()!.querySelector('[part="viewer-actions"]'),
      'no new tab or download for a gated item',
    ).to.equal(null);
    // Colours are measured once the viewer's entrance animation has finished (mid-fade they blend).
    await settleAnimations(board.dialog()!);
    const violations = await axeViolations(form);
    expect(violations, describeViolations(violations)).to.have.length(0);

    // Submitting it empty: messages, next to the fields and in the alert.
    const submit = Array.from(form.querySelectorAll('button')).find((b) => b.textContent === 'Unlock content')!;
    submit.click();
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent, 'the validation summary');
    expect(form.querySelector('[role="alert"]')!.textContent).to.equal('Please fill mandatory fields');
    expect(field(form, 'name').getAttribute('aria-invalid')).to.equal('true');
    expect(describedBy(field(form, 'name'))).to.equal('The Full name field is required.');
    expect(describedBy(field(form, 'email'))).to.equal('The Work email field is required.');
    expect(submittedEvents).to.have.length(0);

    // Filled in: the tile loader shows over the board until the refreshed campaign comes, then the item opens.
    // The refresh is held on the server until the loader was seen: shown for a few seconds only, it could
    // otherwise come and go before a busy machine has loaded its chunk.
    await injectFault({ match: '/live_board/v2/boards/acme-gated/campaign', exact: true, hold: true });
    typeInto(field(form, 'name'), 'Ann Lee');
    typeInto(field(form, 'email'), 'ann.lee@globex.example');
    typeInto(field(form, 'company'), 'Globex');
    submit.click();
    const overlay = await waitFor(() => board.root.querySelector('[part="campaign-change"]'), 'the tile loader');
    assert.exists(overlay.querySelector('[part="tile-loader"]'));
    expect(overlay.textContent).to.contain('Thank You');
    // The board asks for the campaign again once its pause after the form is over: that request is the one held.
    await requestsHeld(1);
    await releaseHeld();
    await waitFor(() => !board.root.querySelector('[part="campaign-change"]'), 'the refreshed campaign');
    await waitFor(() => board.dialog()?.open && board.content(), 'the item the visitor asked for');
    expect(board.dialog()!.dataset.itemId).to.equal(String(gated.id));
    expect(board.form()).to.equal(null);
    expect(submittedEvents).to.deep.equal([{ boardId: 102, contentItemId: gated.content_item_id }]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY.gatingSubmitted) ?? '{}')).to.deep.equal({ '102': true });

    // The server holds the form fill and the form CTA, its identity PUT first, each once.
    const stored = await waitFor(async () => {
      const all = await events();
      const ready =
        all.some(
          (e) => e.path === '/live_board/v2/sphere/publish_lead_events' && e.body.event_name === 'gating_form_fill',
        ) && all.some((e) => e.path.endsWith('/boards/102/campaign/form'));
      return ready ? all : null;
    }, 'the form fill and the form CTA');
    const fill = stored.filter(
      (e) => e.path === '/live_board/v2/sphere/publish_lead_events' && e.body.event_name === 'gating_form_fill',
    );
    expect(fill).to.have.length(1);
    expect(fill[0]!.body.content_item_id).to.equal(gated.content_item_id);
    const cta = stored.filter((e) => e.path.endsWith('/boards/102/campaign/form'));
    expect(cta).to.have.length(1);
    expect(cta[0]!.body).to.deep.include({
      cta: { area: 'gating', label: 'Get the complete Buyer’s Guide' },
      email: 'ann.lee@globex.example',
      type: 'form',
    });
    expect(cta[0]!.body.form_fields).to.include({
      name: 'Ann Lee',
      email: 'ann.lee@globex.example',
      company: 'Globex',
    });
    const identities = stored.filter((e) => e.method === 'PUT' && e.path === '/live_board/v2/leads/identity');
    expect(identities).to.have.length(1);
    expect(identities[0]!.body.board_id).to.equal(102);
    expect(stored.indexOf(identities[0]!)).to.be.lessThan(stored.indexOf(cta[0]!));

    // Reload (a new element, a new instance): the board stays unlocked from browser storage.
    const again = await mount();
    again.element.openItem(gated.id);
    await waitFor(() => again.dialog()?.open && again.content(), 'the item, straight away');
    expect(again.form()).to.equal(null);
  });
});
