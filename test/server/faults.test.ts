// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { type Harness, json, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.server.close());
afterEach(async () => {
  await fetch(h.url('/__faults'), { method: 'DELETE' });
});

const fault = (rule: object) => fetch(h.url('/__faults'), { method: 'POST', body: JSON.stringify(rule) });
const presenter = (query = '') => h.api(`/live_board/v1/boards/acme-launch/presenter${query}`);

describe('injected faults', () => {
  it('answers the next matching request with the status, then behaves normally again', async () => {
    expect((await fault({ match: '/presenter', status: 500 })).status).toBe(201);
    expect((await presenter()).status).toBe(500);
    expect((await presenter()).status).toBe(200);
  });

  it('applies a rule `times` times', async () => {
    await fault({ match: '/campaign', status: 503, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await h.api('/live_board/v2/boards/acme-launch/campaign')).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('with forMs, answers every matching request for that long (an outage), then behaves normally again', async () => {
    await fault({ match: '/campaign', status: 503, forMs: 400 });
    const campaign = async () => (await h.api('/live_board/v2/boards/acme-launch/campaign')).status;
    expect([await campaign(), await campaign(), await campaign()]).toEqual([503, 503, 503]);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await campaign()).toBe(200);
  });

  it('holds a matching request until released, then answers it normally', async () => {
    await fault({ match: '/presenter', hold: true });
    let answered = false;
    const held = presenter().then((response) => {
      answered = true;
      return response.status;
    });
    const heldCount = async () => ((await (await fetch(h.url('/__faults/held'))).json()) as { held: number }).held;
    while ((await heldCount()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // Other requests go on meanwhile; the held one waits for the release, however long that takes.
    expect((await h.api('/live_board/v2/boards/acme-launch/campaign')).status).toBe(200);
    expect(answered).toBe(false);
    const released = await fetch(h.url('/__faults/release'), { method: 'POST' });
    expect(await released.json()).toEqual({ released: 1 });
    expect(await held).toBe(200);
    expect(await heldCount()).toBe(0);
  });

  it('lets held requests go when the rules are cleared', async () => {
    await fault({ match: '/presenter', hold: true, status: 503 });
    const held = presenter();
    while (((await (await fetch(h.url('/__faults/held'))).json()) as { held: number }).held === 0)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await fetch(h.url('/__faults'), { method: 'DELETE' });
    expect((await held).status).toBe(503);
  });

  it('drops the connection without an answer when asked to', async () => {
    await fault({ match: '/presenter', drop: true });
    await expect(presenter()).rejects.toThrow();
    expect((await presenter()).status).toBe(200);
  });

  it('with exact, matches the whole path only, not its sub-resources', async () => {
    await fault({ match: '/live_board/v1/boards/acme-launch/', exact: true, status: 500 });
    expect((await presenter()).status).toBe(200);
    expect((await h.api('/live_board/v1/boards/acme-launch/')).status).toBe(500);
    expect((await h.api('/live_board/v1/boards/acme-launch/')).status).toBe(200);
  });

  it('answers 206 with a guid by default; the retry with ?guid= gets the real answer', async () => {
    await fault({ match: '/presenter', status: 206 });
    const partial = await presenter();
    expect(partial.status).toBe(206);
    const { guid } = await json<{ guid: string }>(partial);
    expect(guid).toBeTruthy();
    const retry = await presenter(`?guid=${guid}`);
    expect(retry.status).toBe(200);
    expect(await json(retry)).toMatchObject({ email: 'sam.rivera@acme.example' });
  });

  it('answers 401 with a redirect_url by default, and a given body instead when set', async () => {
    await fault({ match: '/leads/me', status: 401 });
    expect(await json(await h.api('/live_board/v1/leads/me'))).toMatchObject({ redirect_url: '/signin' });
    await fault({ match: '/leads/me', status: 401, body: { redirect_url: 'https://sso.example.com/login' } });
    expect(await json(await h.api('/live_board/v1/leads/me'))).toEqual({
      redirect_url: 'https://sso.example.com/login',
    });
  });

  it('sends a string body as is, so clients can be fed malformed JSON', async () => {
    await fault({ match: '/categories', status: 200, body: '{"broken":' });
    const response = await h.api('/live_board/v2/boards/acme-launch/categories');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe('{"broken":');
  });

  it('sets the given headers', async () => {
    await fault({
      match: '/leads/me',
      status: 200,
      body: { id: null },
      headers: { Authorization: 'Bearer from-fault', 'Retry-After': '1' },
    });
    const response = await h.api('/live_board/v1/leads/me');
    expect(response.headers.get('authorization')).toBe('Bearer from-fault');
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it('only delays the normal answer when no status is given', async () => {
    await fault({ match: '/geo_location', delayMs: 300 });
    const started = performance.now();
    const response = await h.api('/live_board/v1/geo_location');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(response.status).toBe(200);
  });

  it('matches the path as the client sent it, trailing slash included', async () => {
    await fault({ match: '/v1/boards/acme-launch/', status: 500 });
    expect((await h.api('/live_board/v1/boards/acme-launch')).status).toBe(200);
    expect((await h.api('/live_board/v1/boards/acme-launch/')).status).toBe(500);
  });

  it('lists active rules and clears them with DELETE', async () => {
    await fault({ match: '/items', status: 500, times: 5 });
    expect(await json<unknown[]>(await fetch(h.url('/__faults')))).toHaveLength(1);
    await fetch(h.url('/__faults'), { method: 'DELETE' });
    expect(await json<unknown[]>(await fetch(h.url('/__faults')))).toHaveLength(0);
  });

  it('rejects a rule without match with 422', async () => {
    expect((await fault({ status: 500 })).status).toBe(422);
  });

  it('never applies to the debug endpoints themselves', async () => {
    await fault({ match: '/', status: 500 });
    expect((await fetch(h.url('/__faults'))).status).toBe(200);
  });
});

describe('latency and geo', () => {
  it('delays every API response by LATENCY_MS', async () => {
    const slow = await startHarness({ latencyMs: 250 });
    try {
      const started = performance.now();
      await slow.api('/live_board/v1/geo_location');
      expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    } finally {
      await slow.server.close();
    }
  });

  it('answers the country set with POST /__geo, US by default', async () => {
    expect(await json(await h.api('/live_board/v1/geo_location'))).toEqual({ country_code: 'US' });
    await fetch(h.url('/__geo'), { method: 'POST', body: JSON.stringify({ country_code: 'de' }) });
    expect(await json(await h.api('/live_board/v1/geo_location'))).toEqual({ country_code: 'DE' });
    await fetch(h.url('/__geo'), { method: 'POST', body: JSON.stringify({ country_code: null }) });
    expect(await json(await h.api('/live_board/v1/geo_location'))).toEqual({ country_code: null });
    await fetch(h.url('/__geo'), { method: 'POST', body: JSON.stringify({ country_code: 'US' }) });
  });
});
