/// <reference types="mocha" />
import { expect } from 'chai';

import { SESSION_GUID_STORAGE_KEY } from '../../src/base/constants.ts';
import {
  boardRoot,
  clickCategory,
  holdRequests,
  injectFault,
  openPage,
  releaseHeld,
  requestsHeld,
  type StoredEvent,
  storedEvents as events,
  waitFor,
} from './helpers.ts';

const trackingType = (e: StoredEvent) =>
  e.path === '/live_board/v1/tracking' ? (e.body.event?.data?.type as string) : null;
const isBoardView = (e: StoredEvent) => /\/boards\/\d+\/lead_views$/.test(e.path);

/** One event the pages keep unsent in their outbox (localStorage), with the failed attempts it has had. */
interface OutboxRecord {
  event: { id: string; name: string };
  attempts: number;
}

/** The outbox the pages of this origin share: what they hold unsent, as they last wrote it. */
function outbox(): OutboxRecord[] {
  const stored = localStorage.getItem(`live-board:outbox:${location.origin}`);
  return stored ? (JSON.parse(stored) as { events: OutboxRecord[] }).events : [];
}

/**
 * Resolves once an event named `name`, new since `known` (ids in the outbox before it was made), waits in the
 * outbox after a failed attempt: the page took the failure in and holds the event for its retry.
 */
function waitingAfterFailure(name: string, known: Set<string>, what: string) {
  return waitFor(() => outbox().find((r) => r.event.name === name && !known.has(r.event.id) && r.attempts >= 1), what);
}

const outboxIds = () => new Set(outbox().map((r) => r.event.id));

describe('tracking through failures', function () {
  this.timeout(120_000);

  afterEach(async () => {
    await fetch('/__faults', { method: 'DELETE' });
    // A later page starts a session of its own, without this test's likes.
    sessionStorage.removeItem(SESSION_GUID_STORAGE_KEY);
  });

  it('retries 500s and a dropped connection, survives a page closed mid-queue, and stores every event once', async () => {
    await fetch('/__events', { method: 'DELETE' });
    await fetch('/__faults', { method: 'DELETE' });
    // The first board view loses its connection; the first two tracking calls fail with 500.
    await injectFault({ match: '/lead_views', drop: true, times: 1 });
    await injectFault({ match: '/live_board/v1/tracking', status: 500, times: 2 });

    let page = await openPage('/demo/cms.html');
    const root = await boardRoot(page);
    clickCategory(root, 'Product Tours');
    await waitFor(
      async () => (await events()).some((e) => trackingType(e) === 'changed_category'),
      'the category change after two 500s',
    );
    await waitFor(async () => (await events()).some(isBoardView), 'the board view after the drop');

    // Hold the next two tracking calls (the two category changes) on the server, and close the page while both
    // are on their way: held, they stay so until released, however long the page takes to close.
    await holdRequests('/live_board/v1/tracking', 2);
    clickCategory(root, 'Customer Stories');
    clickCategory(root, 'Documentation');
    await requestsHeld(2);
    page.frame.remove();

    // Reopen: the outbox is taken over and re-sent with the same ids; the server keeps each id once.
    page = await openPage('/demo/cms.html');
    await boardRoot(page);
    const stored = await waitFor(
      async () => {
        const all = await events();
        const changes = all.filter((e) => trackingType(e) === 'changed_category');
        return changes.length >= 3 && all.filter(isBoardView).length >= 2 ? all : null;
      },
      'every event after reopening',
      60_000,
    );
    // The closed page's own attempts arrive now, after their re-sent copies were stored: late duplicates.
    expect(await releaseHeld(), 'both calls were still on their way when the page closed').to.equal(2);
    // A window, not a wait for something: a duplicate stored twice would show within it. A slow machine may
    // only make it catch less, never fail the test.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const final = await events();
    const keys = final.map((e) => e.key);
    expect(new Set(keys).size, 'no id stored twice').to.equal(keys.length);
    expect(
      final.filter((e) => trackingType(e) === 'changed_category').map((e) => e.body.event!.data!.category_slug),
    ).to.have.members(['product-tours', 'customer-stories', 'documentation']);
    expect(final.filter(isBoardView), 'one board view per page load').to.have.length(2);
    expect(stored.length).to.be.greaterThan(0);

    // The failed and re-sent attempts reached the server too: more raw requests than stored events.
    const raw = await events(true);
    expect(raw.filter((e) => trackingType(e) !== null).length).to.be.greaterThan(
      final.filter((e) => trackingType(e) !== null).length,
    );
  });

  it('keeps a like through a 503 and stores it and its lead event once, under one key each', async () => {
    // Likes are remembered per session: a session of its own (afterEach leaves none behind for later tests).
    sessionStorage.removeItem(SESSION_GUID_STORAGE_KEY);
    await fetch('/__events', { method: 'DELETE' });
    await fetch('/__faults', { method: 'DELETE' });
    const page = await openPage('/demo/cms.html');
    const root = await boardRoot(page);
    const pdf = await waitFor(
      () =>
        Array.from(root.querySelectorAll<HTMLAnchorElement>('[part~="tile"]')).find((t) => /PDF/.test(t.textContent)),
      'a PDF tile',
    );
    pdf.click();
    const dialog = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[part~="viewer"][open]'),
      'the viewer',
    );
    await waitFor(
      async () => (await events()).some((e) => /\/content_items\/\d+\/lead_views$/.test(e.path)),
      'the item view',
    );
    await injectFault({ match: '/likes', status: 503, times: 1 });
    const like = await waitFor(
      () => dialog.querySelector<HTMLButtonElement>('button[aria-pressed]'),
      'the like button',
    );
    expect(like.getAttribute('aria-pressed')).to.equal('false');
    const known = outboxIds();
    like.click();
    // The board took the 503 in and the like waits for its retry: it stays shown meanwhile. Checked before the
    // retry can answer: the retry waits at least half a second, far longer than waitFor's next look.
    await waitingAfterFailure('liked', known, 'the like refused once and waiting for its retry');
    expect(like.getAttribute('aria-pressed')).to.equal('true');
    const isLike = (e: StoredEvent) => /\/content_items\/\d+\/likes$/.test(e.path);
    const isLeadLike = (e: StoredEvent) =>
      e.path === '/live_board/v2/sphere/publish_lead_events' && e.body.event_name === 'like';
    const stored = await waitFor(async () => {
      const all = await events();
      return all.some(isLike) && all.some(isLeadLike) ? all : null;
    }, 'the like and its lead event after the retry');
    expect(stored.filter(isLike)).to.have.length(1);
    expect(stored.filter(isLeadLike)).to.have.length(1);
    expect(like.getAttribute('aria-pressed')).to.equal('true');
    const raw = await events(true);
    const likeKey = stored.find(isLike)!.key;
    // Every attempt that reached the server carried the one Idempotency-Key.
    expect(raw.filter(isLike).every((e) => e.key === likeKey)).to.equal(true);
  });

  it('sends what waits as the tab is hidden, not only on a later visit', async () => {
    await fetch('/__events', { method: 'DELETE' });
    const page = await openPage('/demo/cms.html');
    const root = await boardRoot(page);
    await waitFor(async () => (await events()).some(isBoardView), 'the board view');
    // The category change is refused with a 503 asking to wait ten minutes (the longest wait the board honours)...
    await injectFault({
      match: '/live_board/v1/tracking',
      status: 503,
      times: 1,
      headers: { 'Retry-After': '600' },
    });
    const known = outboxIds();
    clickCategory(root, 'Product Tours');
    // ...and the board took the answer in: the change waits in the outbox for that retry.
    await waitingAfterFailure('changed_category', known, 'the refused category change waiting for its retry');
    // Then the visitor leaves the tab (the session goes inactive): the page-exit flush sends it at once.
    Object.defineProperty(page.document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(page.document, 'hidden', { configurable: true, get: () => true });
    page.document.dispatchEvent(new Event('visibilitychange'));
    // Nothing else sends it within this test: its retry is ten minutes away.
    const stored = await waitFor(async () => {
      const changes = (await events()).filter((e) => trackingType(e) === 'changed_category');
      return changes.length > 0 ? changes : null;
    }, 'the category change sent while hidden');
    expect(stored).to.have.length(1);
  });
});
