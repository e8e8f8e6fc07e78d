/// <reference types="mocha" />
/**
 * Issue 13's whole-visit run: a visit made through a 20 s outage of the analytics service, then 10 s offline,
 * ending with the tab closed while events still wait. Reopened, the board delivers what the closed tab held,
 * and the server stores every event of the visit exactly once.
 */
import { expect } from 'chai';

import { SESSION_GUID_STORAGE_KEY } from '../../src/constants.ts';
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

const OUTAGE_MS = 20_000;
const OFFLINE_MS = 10_000;

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
    await injectFault({ match: '/analytics/', status: 503, forMs: OUTAGE_MS });
    const outageEnds = Date.now() + OUTAGE_MS;

    let page = await openPage('/demo/cms.html');
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
    await sleep(1000);
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
    // The like stays shown and the message waits: the analytics service is still down.
    await sleep(1500);
    expect(like.getAttribute('aria-pressed')).to.equal('true');
    const duringOutage = await events();
    expect(
      duringOutage.filter((e) => e.path.startsWith('/analytics/')).map(eventKind),
      'nothing of the analytics service stored yet',
    ).to.deep.equal([]);

    // Then 10 s offline, and the tab is closed while its events wait.
    await sleep(Math.max(0, outageEnds - Date.now() - 2000));
    setOnline(page, false);
    await injectFault({ match: '/live_board/', drop: true, forMs: OFFLINE_MS });
    const offlineEnds = Date.now() + OFFLINE_MS;
    buttonNamed(root.querySelector('dialog[open]')!, /close/i)!.click();
    clickCategory(root, 'Customer Stories');
    await sleep(2000);
    page.frame.remove();

    // Back: a new page takes over what the closed tab kept, and sends it with the same keys.
    await sleep(Math.max(0, offlineEnds - Date.now()));
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
    // Let any late duplicate arrive before counting.
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
