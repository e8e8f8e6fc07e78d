/// <reference types="mocha" />
import { expect } from 'chai';

import { SESSION_GUID_STORAGE_KEY } from '../../src/base/constants.ts';
import { defineLiveBoard } from '../../src/element/LiveBoardElement.tsx';
import { type StoredEvent, waitFor } from './helpers.ts';

defineLiveBoard();

/**
 * Mounts a board on acme-launch pinging every second, then waits for `count` of its pings to reach the server. The
 * board gets a session of its own, and only pings of that session count: a beacon an earlier board sent just
 * before it went may still land after the log was cleared.
 */
async function pingsOf(attributes: Record<string, string>, count: number, what: string) {
  sessionStorage.removeItem(SESSION_GUID_STORAGE_KEY);
  await fetch('/__events', { method: 'DELETE' });
  const element = document.createElement('live-board');
  const all = { 'board-slug': 'acme-launch', routing: 'memory', 'ping-interval': '1000', ...attributes };
  for (const [name, value] of Object.entries(all)) element.setAttribute(name, value);
  document.body.append(element);
  return waitFor(async () => {
    const session = sessionStorage.getItem(SESSION_GUID_STORAGE_KEY);
    const stored = (await fetch('/__events').then((r) => r.json())) as StoredEvent[];
    const found = stored.filter(
      (e) => e.path === '/analytics/live_board/v1/pings' && session && e.body.session_guid === session,
    );
    return found.length >= count ? found : null;
  }, what);
}

describe('pings', function () {
  this.timeout(120_000);
  afterEach(() => document.querySelectorAll('live-board').forEach((el) => el.remove()));

  it('beacons lead, board, session and client ids while a known lead has an active session', async () => {
    const pings = await pingsOf({ token: 'lead-token-ann' }, 2, 'two pings');
    expect(pings[0]!.body).to.include({ lead_id: 7001, board_id: 101, item_id: null, content_item_id: null });
    expect(pings[0]!.body.session_guid).to.be.a('string').and.not.equal('');
    expect(pings[0]!.body.client_guid).to.be.a('string').and.not.equal('');
  });

  it('pings an anonymous visitor too: the reference server gives each guest an id, as a real backend does', async () => {
    const pings = await pingsOf({}, 1, 'a ping of the anonymous visitor');
    expect(pings[0]!.body.lead_id).to.be.a('number');
    expect(pings[0]!.body.lead_id).to.not.equal(7001);
    expect(pings[0]!.body).to.include({ board_id: 101 });
  });
});
