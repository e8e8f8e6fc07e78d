// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { leadGuard } from '../../src/api/schemas/lead.ts';
import { parseAnswer } from '../answers.ts';
import { type Harness, json, startHarness } from './harness.ts';

interface StoredEvent {
  id: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  at: string;
}

let h: Harness;
let headers: Record<string, string>;
beforeAll(async () => {
  h = await startHarness();
  headers = h.sessionHeaders(await h.session());
});
afterAll(() => h.server.close());
beforeEach(async () => {
  await fetch(h.url('/__events'), { method: 'DELETE' });
});

const events = async (raw = false) => json<StoredEvent[]>(await fetch(h.url(`/__events${raw ? '?raw=1' : ''}`)));

const cta = { cta: { area: 'header', label: 'Book a demo' }, email: 'lead@example.com', type: 'registration' };
const item = { item_id: 10002, source_type: 'item' };

/** One valid request per event endpoint. */
const ENDPOINTS: { method: string; path: string; body?: unknown; status: number }[] = [
  {
    method: 'POST',
    path: '/live_board/v1/tracking',
    body: { event: { id: 'e1', data: { a: 1 }, platform: 'embedded' } },
    status: 201,
  },
  {
    method: 'POST',
    path: '/live_board/v2/sphere/publish_lead_events',
    body: { content_item_id: 510002, timestamp: '2026-01-01T00:00:00Z', event_name: 'item_view_5_sec' },
    status: 201,
  },
  {
    method: 'POST',
    path: '/live_board/v1/boards/acme-launch/cookies_consents',
    body: { lead_id: null, consent_origin: 'banner', iso_code: 'DE' },
    status: 201,
  },
  { method: 'DELETE', path: '/live_board/v2/track_leads', status: 200 },
  { method: 'PUT', path: '/live_board/v2/invitation_wrappers/inv-123', status: 200 },
  { method: 'PUT', path: '/live_board/v2/leads/identity', body: { ...cta, board_id: 'acme-launch' }, status: 200 },
  {
    method: 'POST',
    path: '/analytics/live_board/v1/boards/101/lead_views',
    body: { guid: 'g', lead_id: null },
    status: 201,
  },
  {
    method: 'POST',
    path: '/analytics/live_board/v2/content_items/510002/lead_views',
    body: { guid: 'g', item_id: 10002, source_type: 'item' },
    status: 201,
  },
  { method: 'POST', path: '/analytics/live_board/v2/content_items/510002/likes', body: item, status: 201 },
  { method: 'POST', path: '/analytics/live_board/v2/content_items/510002/downloads', body: item, status: 201 },
  ...['message', 'contact', 'form', 'link', 'share', 'link_click'].map((kind) => ({
    method: 'POST',
    path: `/analytics/live_board/v1/boards/acme-launch/campaign/${kind}`,
    body: cta,
    status: 201,
  })),
  {
    method: 'POST',
    path: '/analytics/live_board/v1/boards/acme-launch/shares',
    body: { email: 'friend@example.com', invitation_id: null },
    status: 201,
  },
];

describe('event endpoints', () => {
  it.each(ENDPOINTS)('stores $method $path', async ({ method, path, body, status }) => {
    const key = `key-${method}-${path}`;
    const response = await h.api(path, { method, body, headers: { ...headers, 'Idempotency-Key': key } });
    expect(response.status).toBe(status);
    const stored = await events();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ key, method, path });
  });

  it('answers stop tracking with an anonymous lead', async () => {
    const response = await h.api('/live_board/v2/track_leads', { method: 'DELETE', headers });
    expect(parseAnswer(leadGuard, await response.json())).toMatchObject({ id: null, anon_guest: true });
  });

  it('rejects invalid bodies with 422 and dotted field paths', async () => {
    const response = await h.api('/analytics/live_board/v1/boards/acme-launch/campaign/message', {
      method: 'POST',
      body: { cta: { area: 'header' }, email: 'not-an-email', type: 'message' },
      headers,
    });
    expect(response.status).toBe(422);
    const body = await json<{ code: string; errors: Record<string, string[]> }>(response);
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors).sort()).toEqual(['cta.label', 'email']);
    expect(await events()).toHaveLength(0);
  });

  it('answers 404 for events about unknown boards or content items', async () => {
    const board = await h.api('/analytics/live_board/v1/boards/nope/lead_views', {
      method: 'POST',
      body: { guid: 'g', lead_id: null },
      headers,
    });
    expect(board.status).toBe(404);
    const content = await h.api('/analytics/live_board/v2/content_items/42/likes', {
      method: 'POST',
      body: item,
      headers,
    });
    expect(content.status).toBe(404);
  });

  it('logs only a safe subset of headers', async () => {
    await h.api('/live_board/v1/tracking', {
      method: 'POST',
      body: { event: { id: 'e2', data: {}, platform: 'web' } },
      headers: { ...headers, Authorization: 'Bearer lead-token-ann', Cookie: 'a=b', 'Idempotency-Key': 'safe-1' },
    });
    const [event] = await events();
    expect(event?.headers['x-session-guid']).toBe(headers['X-Session-Guid']);
    expect(event?.headers['idempotency-key']).toBe('safe-1');
    expect(Object.keys(event?.headers ?? {})).not.toContain('authorization');
    expect(Object.keys(event?.headers ?? {})).not.toContain('cookie');
    expect(Object.keys(event?.headers ?? {})).not.toContain('x-csrf-token');
  });

  it('accepts pings as text/plain and gives each a generated key', async () => {
    const ping = {
      lead_id: 7001,
      board_id: 101,
      item_id: 10002,
      client_guid: 'c',
      session_guid: 's',
      content_item_id: 510002,
    };
    for (let i = 0; i < 2; i++) {
      const response = await fetch(h.url('/analytics/live_board/v1/pings'), {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(ping),
      });
      expect(response.status).toBe(201);
    }
    const stored = await events();
    expect(stored).toHaveLength(2);
    expect(stored[0]?.body).toEqual(ping);
    expect(stored[0]?.key).toMatch(/^ping-/);
    expect(stored[0]?.key).not.toBe(stored[1]?.key);
  });
});

describe('idempotency', () => {
  const send = (key: string) =>
    h.api('/live_board/v1/tracking', {
      method: 'POST',
      body: { event: { id: key, data: {}, platform: 'web' } },
      headers: { ...headers, 'Idempotency-Key': key },
    });

  it('stores an event once per key, answering duplicates 200 with the same ack', async () => {
    const first = await send('dup-1');
    const second = await send('dup-1');
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(await events()).toHaveLength(1);
  });

  it('lists every request received with ?raw=1, duplicates and rejected attempts included', async () => {
    await fetch(h.url('/__faults'), { method: 'POST', body: JSON.stringify({ match: '/v1/tracking', status: 500 }) });
    expect((await send('dup-2')).status).toBe(500);
    await send('dup-2');
    await send('dup-2');
    expect((await events()).map((e) => e.key)).toEqual(['dup-2']);
    expect((await events(true)).map((e) => e.key)).toEqual(['dup-2', 'dup-2', 'dup-2']);
  });

  it('keeps events in arrival order', async () => {
    for (const key of ['order-a', 'order-b', 'order-c']) await send(key);
    expect((await events()).map((e) => e.key)).toEqual(['order-a', 'order-b', 'order-c']);
  });

  it('clears stored and raw events and the file with DELETE /__events', async () => {
    await send('clear-1');
    await fetch(h.url('/__events'), { method: 'DELETE' });
    expect(await events()).toEqual([]);
    expect(await events(true)).toEqual([]);
    expect(readFileSync(join(h.dataDir, 'events.jsonl'), 'utf8')).toBe('');
  });

  it('keeps the keys it took after DELETE /__events: an event sent again is not stored twice', async () => {
    await send('clear-2');
    await fetch(h.url('/__events'), { method: 'DELETE' });
    await send('clear-2');
    await send('clear-3');
    expect((await events()).map((e) => e.key)).toEqual(['clear-3']);
    expect((await events(true)).map((e) => e.key)).toEqual(['clear-2', 'clear-3']);
  });
});

describe('event log persistence', () => {
  it('survives a restart with the same data folder, still deduplicating by key', async () => {
    const first = await startHarness();
    const session = first.sessionHeaders(await first.session());
    const body = { event: { id: 'persist', data: { n: 1 }, platform: 'web' } };
    await first.api('/live_board/v1/tracking', {
      method: 'POST',
      body,
      headers: { ...session, 'Idempotency-Key': 'persist-1' },
    });
    await first.server.close();

    const second = await startHarness({ dataDir: first.dataDir });
    try {
      const stored = await json<StoredEvent[]>(await fetch(second.url('/__events')));
      expect(stored.map((e) => e.key)).toEqual(['persist-1']);
      expect(stored[0]?.body).toEqual(body);

      const again = await second.api('/live_board/v1/tracking', {
        method: 'POST',
        body,
        headers: { ...second.sessionHeaders(await second.session()), 'Idempotency-Key': 'persist-1' },
      });
      expect(again.status).toBe(200);
      expect(await json<StoredEvent[]>(await fetch(second.url('/__events')))).toHaveLength(1);
    } finally {
      await second.server.close();
    }
  });
});
