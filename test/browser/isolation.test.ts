/// <reference types="mocha" />
/**
 * The test runner gives each file a browser context and a reference-server state of its own (launcher.mjs,
 * scoped-server.ts): whatever files ran before this one on its shard, it starts with nothing of theirs. Every other
 * file leaves stored events, storage and cached pictures behind, so this fails wherever that isolation breaks.
 */
import { expect } from 'chai';

import { apiGet, copyable, holdRequests, releaseHeld, requestsHeld, storedEvents } from './helpers.ts';

describe('a browser test file', () => {
  it('starts with no stored events, no fault rules, no sent mail and no logged requests on its server', async () => {
    expect(await storedEvents(true)).to.deep.equal([]);
    expect(await (await fetch('/__faults')).json()).to.deep.equal([]);
    expect(await (await fetch('/__mail')).json()).to.deep.equal([]);
    expect(await (await fetch('/__requests')).json()).to.deep.equal([]);
  });

  it('starts with empty storage and no cookie its pages can see', () => {
    expect(localStorage.length).to.equal(0);
    expect(sessionStorage.length).to.equal(0);
    expect(document.cookie).to.equal('');
  });

  it('starts with a cold HTTP cache: a picture every board shows (cached a day) comes from the server', async () => {
    const campaign = await apiGet<{ banner: { image_url: string } }>('/live_board/v2/boards/acme-launch/campaign');
    const url = new URL(campaign.banner.image_url);
    // Held on the server: a picture from the cache would never be.
    await holdRequests(url.pathname);
    const picture = new Image();
    picture.src = url.href;
    const decoded = picture.decode();
    await requestsHeld(1);
    expect(await releaseHeld()).to.equal(1);
    await decoded;
  });

  it('keeps what it does to itself (the next file starts without this)', async () => {
    localStorage.setItem('isolation-test', 'left behind');
    const response = await fetch('/__faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: '/never-requested', status: 500, times: 1 }),
    });
    expect(response.status).to.equal(201);
    expect(await (await fetch('/__faults')).json()).to.have.length(1);
    await (await fetch('/live_board/v2/boards/acme-launch/campaign')).text();
  });
});

describe('a failed assertion on DOM objects', () => {
  it('reaches the runner: what it compared becomes something structuredClone can copy', () => {
    const heading = document.createElement('h2');
    heading.id = 'title';
    heading.className = 'lb-lock__heading';
    heading.textContent = ' Request access ';
    expect(() => structuredClone(heading)).to.throw();
    const copied = structuredClone(copyable([heading, { focus: heading, count: 2 }, 'text']));
    expect(copied).to.deep.equal([
      '<h2#title.lb-lock__heading> "Request access"',
      { focus: '<h2#title.lb-lock__heading> "Request access"', count: 2 },
      'text',
    ]);
    expect(copyable(document.body)).to.match(/^<body>/);
    expect(copyable(window)).to.equal('[object Window]');
  });
});
