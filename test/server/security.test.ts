// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { leadGuard, sessionCreatedGuard, sessionValidatedGuard } from '../../src/api/schemas/lead.ts';
import { HEADER, XHR_MARKER } from '../../src/base/constants.ts';
import { parseAnswer } from '../answers.ts';
import { type Harness, json, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.server.close());

const consent = { lead_id: null, consent_origin: 'banner', iso_code: 'US' };

describe('XHR marker', () => {
  it('rejects API requests without X-Requested-With with 403 xhr_required', async () => {
    const response = await fetch(h.url('/live_board/v1/boards/acme-launch/'));
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: 'xhr_required' });
  });

  it('rejects analytics requests without the marker too', async () => {
    const response = await fetch(h.url('/analytics/live_board/v1/boards/101/lead_views'), { method: 'POST' });
    expect(response.status).toBe(403);
  });

  it('accepts pings without the marker, as sendBeacon cannot set headers', async () => {
    const body = {
      lead_id: null,
      board_id: 101,
      item_id: null,
      client_guid: 'c1',
      session_guid: 's1',
      content_item_id: null,
    };
    const response = await fetch(h.url('/analytics/live_board/v1/pings'), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
  });

  it('does not require the marker on the vendor consent stand-in, which is not our API', async () => {
    const response = await fetch(h.url('/vendor-consent?sitename=acme&domain=example.com&country=DE'));
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ IsConsentRequired: true });
  });
});

describe('sessions and CSRF', () => {
  it('creates a session answering a guid and an X-CSRF-Token header', async () => {
    const response = await h.api('/live_board/v1/sessions', { method: 'POST' });
    expect(response.status).toBe(201);
    parseAnswer(sessionCreatedGuard, await response.json());
    expect(response.headers.get(HEADER.csrfToken)).toMatch(/.{20,}/);
  });

  it('validates a known guid with guid null and the same token, an unknown one with a new guid', async () => {
    const session = await h.session();
    const known = await h.api('/live_board/v1/session_validations', { method: 'POST', body: { guid: session.guid } });
    expect(parseAnswer(sessionValidatedGuard, await known.json())).toEqual({ guid: null });
    expect(known.headers.get(HEADER.csrfToken)).toBe(session.token);

    const unknown = await h.api('/live_board/v1/session_validations', { method: 'POST', body: { guid: 'gone' } });
    const { guid } = parseAnswer(sessionValidatedGuard, await unknown.json());
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(unknown.headers.get(HEADER.csrfToken)).not.toBe(session.token);
  });

  it('rejects a state-changing request without a CSRF token with 403 csrf_invalid', async () => {
    const response = await h.api('/live_board/v1/boards/101/cookies_consents', { method: 'POST', body: consent });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: 'csrf_invalid' });
  });

  it('rejects a token the server did not issue', async () => {
    const response = await h.api('/live_board/v1/boards/101/cookies_consents', {
      method: 'POST',
      body: consent,
      headers: { [HEADER.csrfToken]: 'forged-token' },
    });
    expect(response.status).toBe(403);
  });

  it('accepts a state-changing request with an issued token', async () => {
    const session = await h.session();
    const response = await h.api('/live_board/v1/boards/101/cookies_consents', {
      method: 'POST',
      body: consent,
      headers: h.sessionHeaders(session),
    });
    expect(response.status).toBe(201);
  });

  it('exempts the items list and journeys, which are queries sent as POST', async () => {
    const items = await h.api('/live_board/v2/boards/acme-launch/items', {
      method: 'POST',
      body: { page: 1, per_page: 5 },
    });
    expect(items.status).toBe(200);
    const first = (await json<{ item_ids: number[] }>(items)).item_ids[0];
    const journey = await h.api(`/live_board/v2/journeys/${String(first)}`, {
      method: 'POST',
      body: { board_id: 'acme-launch' },
    });
    expect(journey.status).toBe(200);
  });

  it('accepts the token of a standalone page meta tag', async () => {
    const page = await (await fetch(h.url('/acme-launch'))).text();
    const token = /<meta name="csrf-token" content="([^"]+)">/.exec(page)?.[1];
    expect(token).toBeTruthy();
    const response = await h.api('/live_board/v1/boards/101/session_cookies', {
      method: 'POST',
      headers: { [HEADER.csrfToken]: token ?? '' },
    });
    expect(response.status).toBe(201);
  });
});

describe('CORS', () => {
  it('answers preflights reflecting the origin, with credentials and the allowed headers', async () => {
    const response = await fetch(h.url('/live_board/v2/boards/acme-launch/items'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://cms.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-requested-with,x-csrf-token,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://cms.example.com');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['x-requested-with', 'x-csrf-token', 'x-session-guid', 'authorization', 'idempotency-key']) {
      expect(allowed).toContain(header);
    }
  });

  it('exposes Authorization and X-CSRF-Token on answers, errors included', async () => {
    const ok = await h.api('/live_board/v1/sessions', {
      method: 'POST',
      headers: { Origin: 'https://cms.example.com' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://cms.example.com');
    expect(ok.headers.get('access-control-expose-headers')).toContain('X-CSRF-Token');
    expect(ok.headers.get('access-control-expose-headers')).toContain('Authorization');

    const denied = await fetch(h.url('/live_board/v1/boards/acme-launch/'), {
      headers: { Origin: 'https://cms.example.com' },
    });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBe('https://cms.example.com');
  });
});

describe('bearer tokens', () => {
  it('answers a new anonymous guest with an id and a token of its own without a token, the same one with it', async () => {
    const first = await h.api('/live_board/v1/leads/me');
    const guest = parseAnswer(leadGuard, await first.json());
    expect(guest).toMatchObject({ anon_guest: true, email: null, first_name: null });
    expect(guest.id).toBeTypeOf('number');
    const token = first.headers.get('authorization');
    expect(token).toMatch(/^Bearer \S+$/);
    const again = parseAnswer(
      leadGuard,
      await (await h.api('/live_board/v1/leads/me', { headers: { Authorization: token ?? '' } })).json(),
    );
    expect(again.id).toBe(guest.id);
    const other = parseAnswer(leadGuard, await (await h.api('/live_board/v1/leads/me')).json());
    expect(other.id).not.toBe(guest.id);
  });

  it('answers the known lead for the fixture token and rotates the token, the new one working too', async () => {
    const first = await h.api('/live_board/v1/leads/me', { headers: { Authorization: 'Bearer lead-token-ann' } });
    const lead = parseAnswer(leadGuard, await first.json());
    expect(lead).toMatchObject({ first_name: 'Ann', anon_guest: false });
    const rotated = first.headers.get('authorization');
    expect(rotated).toMatch(/^Bearer \S+$/);
    expect(rotated).not.toBe('Bearer lead-token-ann');

    const second = await h.api('/live_board/v1/leads/me', { headers: { Authorization: rotated ?? '' } });
    expect(parseAnswer(leadGuard, await second.json()).id).toBe(lead.id);
  });

  it('records request headers in /__requests so clients can check what they sent', async () => {
    await fetch(h.url('/__requests'), { method: 'DELETE' });
    await h.api('/live_board/v1/leads/me/?probe=1', { headers: { Authorization: 'Bearer lead-token-ann' } });
    const records = await json<{ path: string; query: Record<string, string>; headers: Record<string, string> }[]>(
      await fetch(h.url('/__requests')),
    );
    const record = records.find((r) => r.query.probe === '1');
    expect(record?.path).toBe('/live_board/v1/leads/me/');
    expect(record?.headers['x-requested-with']).toBe(XHR_MARKER);
    expect(record?.headers.authorization).toBe('Bearer lead-token-ann');
  });
});
