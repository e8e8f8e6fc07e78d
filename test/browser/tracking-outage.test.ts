/// <reference types="mocha" />
/**
 * A whole-visit run: a visit made through an outage of the analytics service, then offline time, ending with the
 * tab closed while events still wait. Reopened, the board delivers what the closed tab held, and the server stores
 * every event of the visit exactly once. The outage and the offline time last until the test ends them (fault rules
 * without an end of their own), not a number of seconds: on a slow machine the visit takes longer, and still meets
 * them everywhere it should.
 */
import { expect } from 'chai';

import { SESSION_GUID_STORAGE_KEY } from '../../src/base/constants.ts';
import {
  boardRoot,
  buttonNamed,
  clickCategory,
  eventKind,
  injectFault,
  openPage,
  setOnline,
  type StoredEvent,
  storedEvents as events,
  typeInto,
  waitFor,
} from './helpers.ts';

/** `times` of a fault rule that lasts until `DELETE /__faults`: more attempts than this visit makes. */
const UNTIL_CLEARED = 1_000_000;

/** One event the page keeps unsent in its outbox (localStorage), with the failed attempts it has had. */
interface OutboxRecord {
  event: { name: string; request: { body: { event?: { data?: { category_slug?: string } } } } };
  attempts: number;
}

/** The outbox of this origin's pages: what they hold unsent, as they last wrote it. */
function outbox(): OutboxRecord[] {
  const stored = localStorage.getItem(`live-board:outbox:${location.origin}`);
  return stored ? (JSON.parse(stored) as { events: OutboxRecord[] }).events : [];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a whole visit through an analytics outage, offline time and a closed tab', function () {
  this.timeout(240_000);

  afterEach(async () => {
    await fetch('/__faults', { method: 'DELETE' });
    sessionStorage.removeItem(SESSION_GUID_STORAGE_KEY);
  });

  it('stores every event of the visit exactly once', async () => {
    // Likes are remembered per session: this visit gets a session of its own.
    sessionStorage.removeItem(SESSION_GUID_STORAGE_KEY);
    await fetch('/__events', { method: 'DELETE' });
    await fetch('/__faults', { method: 'DELETE' });
    // The analytics service is down until the test says otherwise.
    await injectFault({ match: '/analytics/', status: 503, times: UNTIL_CLEARED });

    let page = await openPage('/demo/cms.html', { listenFor: 'download' });
    let root = await boardRoot(page);

    // During the outage: a category, a PDF with a like and a download, a message.
    clickCategory(root, 'Product Tours');
    clickCategory(root, 'Home');
    const pdf = await waitFor(
      () =>
        Array.from(root.querySelectorAll<HTMLAnchorElement>('[part~="tile"]')).find((t) => /PDF/.test(t.textContent)),
      'a PDF tile',
    );
    pdf.click();
    const viewer = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[part~="viewer"][open]'),
      'the viewer',
    );
    const like = await waitFor(
      () => viewer.querySelector<HTMLButtonElement>('button[aria-pressed="false"]'),
      'the like button',
    );
    like.click();
    buttonNamed(viewer, /download/i)!.click();
    // The download is tracked once its file's address came back; closing the viewer before would cancel it.
    await waitFor(() => page.events.length > 0, 'the download');
    buttonNamed(viewer, /close/i)!.click();
    await waitFor(() => !root.querySelector('dialog[part~="viewer"][open]'), 'the viewer to close');
    buttonNamed(root.querySelector('[part="header"]')!, /message/i)!.click();
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('dialog[open] form'), 'the message form');
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=hidden]), textarea',
    )) {
      typeInto(field, field.type === 'email' ? 'ann@example.com' : 'Ann');
    }
    form.requestSubmit();
    // The like stays shown once the service refused it (it waits in the outbox with a failed attempt), and the
    // message waits: the analytics service is still down. Its first attempt may wait for the board's backoff:
    // the refusals before it pause the whole queue.
    await waitFor(
      () => outbox().some((r) => r.event.name === 'liked' && r.attempts >= 1),
      'the like refused by the service',
      120_000,
    );
    expect(like.getAttribute('aria-pressed')).to.equal('true');
    const duringOutage = await events();
    expect(
      duringOutage.filter((e) => e.path.startsWith('/analytics/')).map(eventKind),
      'nothing of the analytics service stored yet',
    ).to.deep.equal([]);

    // Then offline too (the main API's connections cut; the outage goes on), and the tab is closed while its
    // events wait — the last category change among them.
    setOnline(page, false);
    await injectFault({ match: '/live_board/', drop: true, times: UNTIL_CLEARED });
    buttonNamed(root.querySelector('dialog[open]')!, /close/i)!.click();
    clickCategory(root, 'Customer Stories');
    await waitFor(
      () => outbox().some((r) => r.event.request.body.event?.data?.category_slug === 'customer-stories'),
      'the last category change kept in the outbox',
    );
    page.frame.remove();

    // Back online, the service up again: a new page takes over what the closed tab kept, and sends it with the
    // same keys.
    await fetch('/__faults', { method: 'DELETE' });
    page = await openPage('/demo/cms.html');
    root = await boardRoot(page);
    const expected: Record<string, number> = {
      board_view: 2,
      'tracking:changed_category': 3,
      item_view: 1,
      'POST /live_board/v:id/content_items/:id/likes': 1,
      'lead_event:like': 1,
      'POST /live_board/v:id/content_items/:id/downloads': 1,
      'lead_event:download': 1,
      'PUT /live_board/v:id/leads/identity': 1,
      'POST /live_board/v:id/boards/:id/campaign/message': 1,
    };
    const count = (stored: StoredEvent[], k: string) => stored.filter((e) => eventKind(e) === k).length;
    await waitFor(
      async () => {
        const stored = await events();
        return Object.entries(expected).every(([k, n]) => count(stored, k) >= n) ? stored : null;
      },
      'every event of the visit',
      120_000,
    );
    // A window, not a wait for something: a late duplicate stored twice would show within it. A slow machine may
    // only make it catch less, never fail the test.
    await sleep(5000);
    const final = await events();
    const keys = final.map((e) => e.key);
    expect(new Set(keys).size, 'no key stored twice').to.equal(keys.length);
    for (const [k, n] of Object.entries(expected)) expect(count(final, k), k).to.equal(n);
    expect(
      final.filter((e) => eventKind(e) === 'tracking:changed_category').map((e) => e.body.event!.data!.category_slug),
    ).to.have.members(['product-tours', 'home', 'customer-stories']);
    // The outage and the cut connections were real: the server saw more attempts than it stored.
    expect((await events(true)).length).to.be.greaterThan(final.length);
  });
});
