// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { describe, expect, it, vi } from 'vitest';

import type { AuthFailureAction } from '../../src/api/auth-failure.ts';
import { fetchBoard, fetchPresenter } from '../../src/api/boards.ts';
import { fetchCampaign } from '../../src/api/campaign.ts';
import { fetchCategories } from '../../src/api/categories.ts';
import { type ApiClientConfig, createApiClient } from '../../src/api/client.ts';
import { ack } from '../../src/api/guards.ts';
import { fetchItems } from '../../src/api/items.ts';
import { fetchLead } from '../../src/api/leads.ts';
import { fetchVendorConsent, recordCookiesConsent } from '../../src/api/privacy.ts';
import { createSession } from '../../src/api/sessions.ts';
import { setUpReferenceServer } from './reference-server.ts';
import { rejection } from './rejection.ts';

const server = setUpReferenceServer();

function client(config: Partial<ApiClientConfig> = {}) {
  const actions: AuthFailureAction[] = [];
  const api = createApiClient({
    apiBase: server.url,
    analyticsBase: `${server.url}/analytics`,
    embedded: true,
    pageOrigin: 'https://host.example.org',
    onAuthFailure: (action) => actions.push(action),
    ...config,
  });
  return { api, actions };
}

describe('API client headers', () => {
  it('sends the XHR marker on every request and no token or CSRF header before it has one', async () => {
    const { api } = client();
    await fetchBoard(api, 'acme-launch');
    const { headers } = await server.lastRequest('/boards/acme-launch/');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-csrf-token']).toBeUndefined();
  });

  it('keeps the CSRF token the server issued and the session guid, and sends both afterwards', async () => {
    const { api } = client();
    const { guid } = await createSession(api);
    api.credentials.sessionGuid = guid;
    expect(api.credentials.issuedCsrfToken).toBeTruthy();
    await recordCookiesConsent(
      api,
      'acme-launch',
      { lead_id: null, consent_origin: 'banner', iso_code: 'DE' },
      { idempotencyKey: 'consent-1' },
    );
    const { headers } = await server.lastRequest('/cookies_consents');
    expect(headers['x-csrf-token']).toBe(api.credentials.issuedCsrfToken);
    expect(headers['x-session-guid']).toBe(guid);
    expect(headers['idempotency-key']).toBe('consent-1');
  });

  it('is refused with a typed 403 when it changes state without an issued CSRF token', async () => {
    const { api } = client();
    const error = await rejection(
      recordCookiesConsent(
        api,
        'acme-launch',
        { lead_id: null, consent_origin: 'banner', iso_code: null },
        { idempotencyKey: 'k-403' },
      ),
    );
    expect(error).toMatchObject({ status: 403, code: 'csrf_invalid' });
  });

  it('sends the page CSRF token it was given instead of the issued one', async () => {
    const { api } = client({ pageCsrfToken: 'page-token', embedded: false, pageOrigin: server.url });
    await fetchBoard(api, 'acme-launch');
    expect((await server.lastRequest('/boards/acme-launch/')).headers['x-csrf-token']).toBe('page-token');
  });

  it('sends the stored token as a bearer token and replaces it from the response', async () => {
    const { api } = client({ credentials: { token: 'lead-token-ann' } });
    const lead = await fetchLead(api, null);
    expect(lead.anon_guest).toBe(false);
    expect((await server.lastRequest('/leads/me')).headers.authorization).toBe('Bearer lead-token-ann');
    const rotated = api.credentials.token;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe('lead-token-ann');
    await fetchLead(api, null);
    expect((await server.lastRequest('/leads/me')).headers.authorization).toBe(`Bearer ${String(rotated)}`);
  });

  it('identifies the lead of a link by its safetoken, and a bearer token wins over it', async () => {
    const { api } = client();
    const lead = await fetchLead(api, 'st-ann-7001');
    expect(lead).toMatchObject({ id: 7001, anon_guest: false });
    expect((await server.lastRequest('/leads/me')).query).toEqual({ safetoken: 'st-ann-7001' });
    // The answer's rotated token identifies Ann from now on, safetoken or not.
    expect(await fetchLead(api, null)).toMatchObject({ id: 7001 });
    const guest = client();
    expect(await fetchLead(guest.api, 'st-unknown')).toMatchObject({ anon_guest: true });
  });
});

describe('API client answers', () => {
  it('validates a real board, campaign, categories and items page', async () => {
    const { api } = client();
    const [board, campaign, categories, page] = await Promise.all([
      fetchBoard(api, 'acme-launch'),
      fetchCampaign(api, 'acme-launch'),
      fetchCategories(api, 'acme-launch'),
      fetchItems(api, 'acme-launch', { category: null, page: 1 }),
    ]);
    expect(board.slug).toBe('acme-launch');
    expect(campaign.board_id).toBe(board.id);
    expect(categories.categories_ids.length).toBeGreaterThanOrEqual(6);
    expect(page.item_ids.length).toBeGreaterThanOrEqual(12);
  });

  it('retries a 206 after 2000 ms with the returned guid', async () => {
    const { api } = client();
    await server.fault({ match: '/acme-launch/campaign', status: 206, body: { guid: 'partial-1' }, times: 1 });
    const started = performance.now();
    const campaign = await fetchCampaign(api, 'acme-launch');
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
    expect(campaign.campaign_type).toBe(0);
    const calls = (await server.requests()).filter((r) => r.path.endsWith('/acme-launch/campaign'));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query.guid).toBe('partial-1');
  });

  it("retries the presenter's 206 after 2000 ms with the returned guid, keeping its token", async () => {
    const { api } = client();
    await server.fault({ match: '/acme-launch/presenter', status: 206, body: { guid: 'card-1' }, times: 1 });
    const started = performance.now();
    const presenter = await fetchPresenter(api, 'acme-launch', 'presenter-token-maya');
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
    // The card of the presenter the token names, not a partial answer.
    expect(presenter.email).toMatch(/^maya\./);
    const calls = (await server.requests()).filter((r) => r.path.endsWith('/acme-launch/presenter'));
    expect(calls.map((r) => r.query)).toEqual([
      { token: 'presenter-token-maya' },
      { token: 'presenter-token-maya', guid: 'card-1' },
    ]);
  });

  it("polls the presenter's 206 with each answer's guid until the card is ready", async () => {
    const { api } = client({ partialContentRetryMs: 5 });
    await server.fault({ match: '/acme-launch/presenter', status: 206, body: { guid: 'card-1' }, times: 1 });
    await server.fault({ match: '/acme-launch/presenter', status: 206, body: { guid: 'card-2' }, times: 1 });
    const presenter = await fetchPresenter(api, 'acme-launch', null);
    expect(presenter.email).toContain('@');
    const calls = (await server.requests()).filter((r) => r.path.endsWith('/acme-launch/presenter'));
    expect(calls.map((r) => r.query.guid)).toEqual([undefined, 'card-1', 'card-2']);
  });

  it("gives up on a presenter's 206 that never ends, after a bounded number of attempts", async () => {
    const { api } = client({ partialContentRetryMs: 5 });
    await server.fault({ match: '/acme-launch/presenter', status: 206, body: { guid: 'g' }, times: 100 });
    const error = await rejection(fetchPresenter(api, 'acme-launch', null));
    expect(error.code).toBe('partial_content_timeout');
    expect((await server.requests()).filter((r) => r.path.endsWith('/presenter'))).toHaveLength(15);
  });

  it('gives up on a 206 that never ends, after a bounded number of attempts', async () => {
    const { api } = client({ partialContentRetryMs: 5 });
    await server.fault({ match: '/acme-launch/categories', status: 206, body: { guid: 'g' }, times: 100 });
    const error = await rejection(fetchCategories(api, 'acme-launch'));
    expect(error.code).toBe('partial_content_timeout');
    expect((await server.requests()).filter((r) => r.path.endsWith('/categories'))).toHaveLength(15);
  });

  it('stops waiting on a 206 at once when the caller aborts', async () => {
    const { api } = client();
    await server.fault({ match: '/acme-launch/campaign', status: 206, body: { guid: 'g' }, times: 5 });
    const controller = new AbortController();
    const pending = fetchCampaign(api, 'acme-launch', { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const started = performance.now();
    const error = await rejection(pending);
    expect(error.isAborted).toBe(true);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('on a standalone page follows a same-origin 401 redirect_url', async () => {
    const { api, actions } = client({ embedded: false, pageOrigin: server.url });
    await server.fault({
      match: '/live_board/v1/boards/acme-launch/',
      exact: true,
      status: 401,
      body: { redirect_url: '/sso?from=board' },
    });
    const error = await rejection(fetchBoard(api, 'acme-launch'));
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(actions).toEqual([{ kind: 'navigate', url: `${server.url}/sso?from=board` }]);
  });

  it('on a standalone page sends a foreign 401 redirect_url to /signin instead', async () => {
    const { api, actions } = client({ embedded: false, pageOrigin: server.url });
    await server.fault({
      match: '/live_board/v1/boards/acme-launch/',
      exact: true,
      status: 401,
      body: { redirect_url: 'https://evil.example/login' },
    });
    await rejection(fetchBoard(api, 'acme-launch'));
    expect(actions).toEqual([{ kind: 'navigate', url: '/signin' }]);
  });

  it('embedded, a 401 asks to show a sign-in link on the API origin and never navigates', async () => {
    const { api, actions } = client();
    await server.fault({
      match: '/live_board/v1/boards/acme-launch/',
      exact: true,
      status: 401,
      body: { redirect_url: 'https://evil.example/login' },
    });
    const error = await rejection(fetchBoard(api, 'acme-launch'));
    expect(actions).toEqual([{ kind: 'show-sign-in', url: `${server.url}/signin` }]);
    expect(error.redirectUrl).toBe(`${server.url}/signin`);
  });

  it('a 410 reloads a standalone page and re-mounts an embedded board', async () => {
    const standalone = client({ embedded: false, pageOrigin: server.url });
    await server.fault({
      match: '/live_board/v1/boards/acme-launch/',
      exact: true,
      status: 410,
      body: { code: 'gone', message: 'Gone' },
    });
    expect(await rejection(fetchBoard(standalone.api, 'acme-launch'))).toMatchObject({ status: 410, code: 'gone' });
    expect(standalone.actions).toEqual([{ kind: 'reload', url: null }]);

    const embedded = client();
    await server.fault({ match: '/live_board/v1/boards/acme-launch/', exact: true, status: 410 });
    await rejection(fetchBoard(embedded.api, 'acme-launch'));
    expect(embedded.actions).toEqual([{ kind: 'remount', url: null }]);
  });

  it('turns malformed JSON into an invalid_response ApiError', async () => {
    const { api } = client();
    await server.fault({ match: '/live_board/v1/boards/acme-launch/', exact: true, status: 200, body: '{"broken":' });
    expect(await rejection(fetchBoard(api, 'acme-launch'))).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('turns a response of the wrong shape into an invalid_response ApiError naming the field', async () => {
    const { api } = client();
    await server.fault({
      match: '/live_board/v1/boards/acme-launch/',
      exact: true,
      status: 200,
      body: { id: 'seven' },
    });
    const error = await rejection(fetchBoard(api, 'acme-launch'));
    expect(error.code).toBe('invalid_response');
    expect(error.message).toContain('id');
  });

  it('rethrows a 500 as a typed ApiError with the server code', async () => {
    const { api } = client();
    await server.fault({
      match: '/live_board/v1/boards/acme-launch/',
      exact: true,
      status: 500,
      body: { code: 'server_error', message: 'Boom' },
    });
    expect(await rejection(fetchBoard(api, 'acme-launch'))).toMatchObject({
      status: 500,
      code: 'server_error',
      message: 'Boom',
    });
  });

  it('maps a 500 with a non-JSON body to http_error', async () => {
    const { api } = client();
    await server.fault({
      match: '/live_board/v1/boards/acme-launch/',
      exact: true,
      status: 500,
      body: '<html>oops</html>',
    });
    expect(await rejection(fetchBoard(api, 'acme-launch'))).toMatchObject({ status: 500, code: 'http_error' });
  });

  it('carries a 429 Retry-After as milliseconds', async () => {
    const { api } = client();
    await server.fault({
      match: '/live_board/v1/boards/acme-launch/',
      exact: true,
      status: 429,
      headers: { 'Retry-After': '3' },
    });
    expect(await rejection(fetchBoard(api, 'acme-launch'))).toMatchObject({ status: 429, retryAfterMs: 3000 });
  });

  it('answers an unknown board with a 404 ApiError', async () => {
    const { api } = client();
    expect(await rejection(fetchBoard(api, 'no-such-board'))).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('carries 422 field errors', async () => {
    const { api } = client();
    await createSession(api);
    const error = await rejection(
      api.request('/live_board/v1/boards/acme-launch/cookies_consents', ack, {
        method: 'POST',
        body: { lead_id: 'x' },
        idempotencyKey: 'bad-1',
      }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors)).toContain('consent_origin');
  });

  it('reports a server that cannot be reached as a network error', async () => {
    const api = createApiClient({
      apiBase: 'http://127.0.0.1:9',
      analyticsBase: 'http://127.0.0.1:9',
      embedded: true,
      pageOrigin: 'https://h.example',
    });
    expect(await rejection(fetchBoard(api, 'acme-launch'))).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('times out a request that takes too long', async () => {
    const { api } = client({ timeoutMs: 200 });
    await server.fault({ match: '/live_board/v1/boards/acme-launch/', exact: true, delayMs: 1000 });
    const onError = vi.fn();
    await fetchBoard(api, 'acme-launch').catch(onError);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('the vendor consent service (not our API)', () => {
  it('is asked with its query and no credentials of ours, and its answer is validated', async () => {
    // A stand-in service of its own, to see exactly what reaches it.
    const seen: { url: string; headers: Record<string, unknown> }[] = [];
    const service = createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          CookieName: 'c',
          IsConsentRequired: true,
          MinimumConsentDate: null,
          Markup: null,
          Js: null,
          Css: null,
        }),
      );
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = service.address() as AddressInfo;
      const consent = await fetchVendorConsent(`http://127.0.0.1:${port}/consent`, {
        sitename: 'Acme',
        domain: 'host.example.org',
        country: 'DE',
      });
      expect(consent.IsConsentRequired).toBe(true);
      expect(seen).toHaveLength(1);
      expect(new URL(seen[0]!.url, 'http://x').searchParams.toString()).toBe(
        'sitename=Acme&domain=host.example.org&country=DE',
      );
      expect(seen[0]!.headers['x-requested-with']).toBeUndefined();
      expect(seen[0]!.headers.authorization).toBeUndefined();
      expect(seen[0]!.headers['x-csrf-token']).toBeUndefined();
    } finally {
      service.close();
    }
  });

  it('maps its 401 to a plain HTTP error, never to a sign-in of ours', async () => {
    await server.fault({ match: '/vendor-consent', status: 401, body: { redirect_url: '/elsewhere' } });
    const error = await rejection(
      fetchVendorConsent(`${server.url}/vendor-consent`, { sitename: 'Acme', domain: 'h', country: null }),
    );
    expect(error).toMatchObject({ status: 401, code: 'http_error', redirectUrl: null });
  });

  it('rejects an answer of the wrong shape as an invalid response', async () => {
    await server.fault({ match: '/vendor-consent', status: 200, body: { CookieName: 42 } });
    const error = await rejection(
      fetchVendorConsent(`${server.url}/vendor-consent`, { sitename: 'Acme', domain: 'h', country: null }),
    );
    expect(error.code).toBe('invalid_response');
  });
});
