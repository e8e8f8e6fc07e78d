/// <reference types="mocha" />
import { assert, expect } from 'chai';

import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { openPage, waitFor } from './helpers.ts';

defineLiveBoard();

const buttonNamed = (root: ParentNode, pattern: RegExp) =>
  Array.from(root.querySelectorAll('button')).find((button) => pattern.test(button.textContent));

describe('acme-live', () => {
  afterEach(async () => {
    document.querySelectorAll('live-board, iframe[data-test-page]').forEach((el) => el.remove());
    await fetch('/__faults', { method: 'DELETE' });
  });

  it('shows its live event: title, schedule, the meeting framed, leave and rejoin', async () => {
    const element = document.createElement('live-board');
    element.setAttribute('board-slug', 'acme-live');
    element.setAttribute('routing', 'memory');
    document.body.append(element);
    const root = element.shadowRoot!;
    const section = await waitFor(
      () => root.querySelector<HTMLElement>('[part~="live-event"]'),
      'the live event section',
    );
    expect(section.getAttribute('aria-label')).to.be.a('string').and.not.equal('');
    expect(section.querySelector('h2')?.textContent).to.equal('Acme Spring Launch Keynote');

    // The fixture event started at the top of this hour, so it is on air: the meeting view.
    const frame = await waitFor(() => section.querySelector<HTMLIFrameElement>('iframe'), 'the meeting frame');
    expect(new URL(frame.src).pathname).to.equal('/live/meeting');
    expect(frame.title).to.be.a('string').and.not.equal('');

    buttonNamed(section, /leave/i)!.click();
    await waitFor(() => /you left the event/i.test(section.textContent), 'the left-meeting view');
    expect(section.querySelector('iframe')).to.equal(null);

    buttonNamed(section, /rejoin/i)!.click();
    await waitFor(() => section.querySelector('iframe'), 'the meeting again');
  });

  it('is part of the first screen: the tiles never move down for it, and its answer is asked for once', async () => {
    await fetch('/__requests', { method: 'DELETE' });
    const page = await openPage('/acme-live', { width: 1280 });
    const root = await waitFor(() => page.document.querySelector('live-board')?.shadowRoot, 'the shadow root');
    // The first committed tile already has the live event section above it.
    const tile = await waitFor(() => root.querySelector<HTMLElement>('[part~="tile"]'), 'a tile');
    assert.exists(root.querySelector('[part~="live-event"]'), 'the section with the first tile');
    const top = tile.getBoundingClientRect().top;
    // What comes after the first screen above the tile is in — the fonts, the pictures — and a frame is painted with
    // it. (The meeting's page cannot size its frame: the stage keeps a 16:9 box.)
    await page.document.fonts.ready;
    const above = [...root.querySelectorAll('img')].filter((img) => img.getBoundingClientRect().top < top);
    // A lazy picture far below the view may never load (WebKit loads them only near the view, and this frame reaches
    // below the test page's window): it holds its box from the start, so it moves nothing either way.
    const lazy = above.filter((img) => img.loading === 'lazy');
    for (const img of lazy) expect(img.getBoundingClientRect().height, `${img.src}'s box`).to.be.greaterThan(0);
    await waitFor(() => above.every((img) => img.complete || lazy.includes(img)), 'the pictures above the tiles');
    await new Promise((resolve) => page.window.requestAnimationFrame(() => page.window.requestAnimationFrame(resolve)));
    expect(tile.getBoundingClientRect().top).to.equal(top);
    // The section shows once its stage has the event, taken from the first round's answer: nothing asks again.
    const requests = (await fetch('/__requests').then((r) => r.json())) as { path: string }[];
    expect(requests.filter((r) => r.path === '/live_board/v2/boards/acme-live/live_event')).to.have.length(1);
  });

  it('still shows the event when the first round could not ask for it: its stage asks again', async () => {
    await fetch('/__faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: '/live_board/v2/boards/acme-live/live_event', status: 503, times: 1 }),
    });
    const element = document.createElement('live-board');
    element.setAttribute('board-slug', 'acme-live');
    element.setAttribute('routing', 'memory');
    document.body.append(element);
    const section = await waitFor(
      () => element.shadowRoot!.querySelector<HTMLElement>('[part~="live-event"]'),
      'the live event section',
    );
    expect(section.querySelector('h2')?.textContent).to.equal('Acme Spring Launch Keynote');
  });

  it('shows no live event section on a board without one', async () => {
    const element = document.createElement('live-board');
    element.setAttribute('board-slug', 'acme-launch');
    element.setAttribute('routing', 'memory');
    document.body.append(element);
    const root = element.shadowRoot!;
    await waitFor(() => root.querySelectorAll('[part~="tile"]').length > 0, 'tiles');
    // The first screen waits for the first round to say whether there is a live event, so the answer is in; a
    // negative window besides, for a section that would come later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(root.querySelector('[part~="live-event"]')).to.equal(null);
  });
});
