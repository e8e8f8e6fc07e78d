// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Harness, json, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.server.close());

const LOCKED_READS = (slug: string) => [
  `/live_board/v2/boards/${slug}/campaign`,
  `/live_board/v2/boards/${slug}/categories`,
  `/live_board/v1/boards/${slug}/presenter`,
  `/live_board/v2/boards/${slug}/live_event`,
  `/live_board/v2/boards/${slug}/items_presence`,
];

describe.each([
  ['acme-password', 'password'],
  ['acme-verify', 'email_code'],
])('gated board %s', (slug, access) => {
  it('answers the board with locked: true and withholds its data with 403 board_locked', async () => {
    const headers = h.sessionHeaders(await h.session());
    expect(await json(await h.api(`/live_board/v1/boards/${slug}/`, { headers }))).toMatchObject({
      access,
      locked: true,
    });
    for (const path of LOCKED_READS(slug)) {
      const response = await h.api(path, { headers });
      expect(response.status, path).toBe(403);
      expect(await json(response)).toMatchObject({ code: 'board_locked' });
    }
    const items = await h.api(`/live_board/v2/boards/${slug}/items`, {
      method: 'POST',
      body: { page: 1, per_page: 5 },
      headers,
    });
    expect(items.status).toBe(403);
  });
});

describe('password lock', () => {
  const validate = (headers: Record<string, string>, password: string) =>
    h.api('/live_board/v1/boards/acme-password/password_validations', { method: 'POST', body: { password }, headers });

  it('rejects a wrong password with 422 wrong_password', async () => {
    const response = await validate(h.sessionHeaders(await h.session()), 'let-me-in');
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ code: 'wrong_password' });
  });

  it('unlocks the board for this session only', async () => {
    const mine = h.sessionHeaders(await h.session());
    const other = h.sessionHeaders(await h.session());
    expect((await validate(mine, 'open-sesame')).status).toBe(200);
    expect(await json(await h.api('/live_board/v1/boards/acme-password/', { headers: mine }))).toMatchObject({
      locked: false,
    });
    expect((await h.api('/live_board/v2/boards/acme-password/campaign', { headers: mine })).status).toBe(200);
    expect((await h.api('/live_board/v2/boards/acme-password/campaign', { headers: other })).status).toBe(403);
  });

  it('needs the CSRF token and a session guid', async () => {
    expect(
      (
        await h.api('/live_board/v1/boards/acme-password/password_validations', {
          method: 'POST',
          body: { password: 'open-sesame' },
        })
      ).status,
    ).toBe(403);
    const { token } = await h.session();
    const response = await h.api('/live_board/v1/boards/acme-password/password_validations', {
      method: 'POST',
      body: { password: 'open-sesame' },
      headers: { 'X-CSRF-Token': token },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'session_required' });
  });
});

describe('email code lock', () => {
  const path = '/live_board/v1/boards/acme-verify/email_verifications';

  it('refuses an email that is not authorized with 403 email_not_authorized', async () => {
    const response = await h.api(path, {
      method: 'POST',
      body: { email: 'stranger@example.com' },
      headers: h.sessionHeaders(await h.session()),
    });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: 'email_not_authorized' });
  });

  it('sends a 6-digit code to /__mail; a wrong code is 422 incorrect_code, the right one unlocks', async () => {
    const headers = h.sessionHeaders(await h.session());
    expect((await h.api(path, { method: 'POST', body: { email: 'Lead@Example.com' }, headers })).status).toBe(201);
    const mail = await json<{ to: string; code: string; board_slug: string }[]>(await fetch(h.url('/__mail')));
    const code = mail.at(-1)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.at(-1)).toMatchObject({ to: 'Lead@Example.com', board_slug: 'acme-verify' });

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await h.api(`${path}/confirm`, {
      method: 'POST',
      body: { email: 'lead@example.com', code: wrongCode },
      headers,
    });
    expect(wrong.status).toBe(422);
    expect(await json(wrong)).toMatchObject({ code: 'incorrect_code' });

    const right = await h.api(`${path}/confirm`, {
      method: 'POST',
      body: { email: 'lead@example.com', code },
      headers,
    });
    expect(right.status).toBe(200);
    expect((await h.api('/live_board/v2/boards/acme-verify/categories', { headers })).status).toBe(200);
  });

  it('validates the email format with 422 field errors', async () => {
    const response = await h.api(path, {
      method: 'POST',
      body: { email: 'nope' },
      headers: h.sessionHeaders(await h.session()),
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({
      code: 'validation_failed',
      errors: { email: expect.any(Array) as unknown },
    });
  });
});
