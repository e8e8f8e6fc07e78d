import { signal } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import {
  BOARD_REQUEST_CTA,
  createGateStore,
  extractCode,
  type GatePort,
  type GateStoreOptions,
  needsSession,
  normalizeCode,
  senderOf,
  untilSignal,
} from '../../../src/model/gate-store.ts';

afterEach(() => vi.useRealTimers());

const wrongPassword = () => new ApiError(422, 'wrong_password', 'The password is incorrect. Please try again');
const notAuthorized = () =>
  new ApiError(403, 'email_not_authorized', 'This email address is not authorized to view this page');
const incorrectCode = () => new ApiError(422, 'incorrect_code', 'Incorrect code');
const sessionRequired = () => new ApiError(400, 'session_required', 'Send X-Session-Guid');
const serverError = () => new ApiError(500, 'internal_error', 'Boom');

/** A port whose calls succeed unless a test says otherwise; every call is a spy. */
function setup(patch: Partial<GatePort> = {}, options: Partial<GateStoreOptions> = {}) {
  const port = {
    submitPassword: vi.fn<GatePort['submitPassword']>(async () => ({ unlocked: true })),
    requestCode: vi.fn<GatePort['requestCode']>(async (email) => ({ sent: true, email })),
    confirmCode: vi.fn<GatePort['confirmCode']>(async () => ({ unlocked: true })),
    requestAccess: vi.fn<GatePort['requestAccess']>(async () => undefined),
    ...patch,
  };
  const onUnlocked = vi.fn(async () => undefined);
  const gate = createGateStore({ port, onUnlocked, ...options });
  return { gate, port, onUnlocked };
}

describe('gate store: password page', () => {
  it('refuses an empty password without asking the server', async () => {
    const { gate, port, onUnlocked } = setup();
    expect(await gate.submitPassword()).toBe(false);
    expect(gate.passwordError.value).toBe('empty');
    gate.setPassword('   ');
    expect(await gate.submitPassword()).toBe(false);
    expect(gate.passwordError.value).toBe('empty');
    expect(port.submitPassword).not.toHaveBeenCalled();
    expect(onUnlocked).not.toHaveBeenCalled();
  });

  it('says wrong for 422 wrong_password, enters the trouble state, and clears the message on typing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { gate, port, onUnlocked } = setup({ submitPassword: vi.fn(async () => Promise.reject(wrongPassword())) });
    gate.setPassword('let-me-in');
    expect(await gate.submitPassword()).toBe(false);
    expect(port.submitPassword).toHaveBeenCalledWith('let-me-in');
    expect(gate.passwordError.value).toBe('wrong');
    expect(gate.passwordPending.value).toBe(false);
    expect(gate.troubled.value).toBe(true);
    expect(onUnlocked).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    gate.setPassword('let-me-in!');
    expect(gate.passwordError.value).toBeNull();
    expect(gate.troubled.value).toBe(true);
  });

  it('sends the password exactly as typed (password managers, paste), then waits for the board reload', async () => {
    let reloaded!: () => void;
    const onUnlocked = vi.fn(() => new Promise<void>((resolve) => (reloaded = resolve)));
    const { gate, port } = setup({}, { onUnlocked });
    gate.setPassword(' open-sesame ');
    const result = gate.submitPassword();
    expect(gate.passwordPending.value).toBe(true);
    // A second submit while the first is in flight is ignored.
    expect(await gate.submitPassword()).toBe(false);
    await vi.waitFor(() => expect(onUnlocked).toHaveBeenCalledTimes(1));
    expect(gate.passwordPending.value).toBe(true);
    reloaded();
    expect(await result).toBe(true);
    expect(port.submitPassword).toHaveBeenCalledTimes(1);
    expect(port.submitPassword).toHaveBeenCalledWith(' open-sesame ');
    // Done: nothing typed stays in memory.
    expect(gate.password.value).toBe('');
    expect(gate.passwordPending.value).toBe(false);
  });

  it('shows a general failure for anything else, and still unlocks when the reload itself fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = setup({ submitPassword: vi.fn(async () => Promise.reject(serverError())) });
    failing.gate.setPassword('open-sesame');
    expect(await failing.gate.submitPassword()).toBe(false);
    expect(failing.gate.passwordError.value).toBe('failed');
    expect(failing.gate.troubled.value).toBe(false);

    const reloadFails = setup({}, { onUnlocked: vi.fn(async () => Promise.reject(new Error('offline'))) });
    reloadFails.gate.setPassword('open-sesame');
    expect(await reloadFails.gate.submitPassword()).toBe(true);
  });
});

describe('gate store: email verification', () => {
  it('checks the address with the validation module before asking for a code', async () => {
    const { gate, port } = setup();
    expect(await gate.requestCode()).toBe(false);
    expect(gate.emailValidation.value.fieldErrors).toEqual({ email: 'required' });
    gate.setEmail('lead@example');
    expect(gate.emailValidation.value.fieldErrors).toEqual({ email: 'email_format' });
    expect(await gate.requestCode()).toBe(false);
    expect(port.requestCode).not.toHaveBeenCalled();
    gate.setEmail('lead@example.com');
    // The message follows the typing once shown.
    expect(gate.emailValidation.value.ok).toBe(true);
  });

  it('refuses an unauthorized address (403) and enters the trouble state', async () => {
    const { gate } = setup({ requestCode: vi.fn(async () => Promise.reject(notAuthorized())) });
    gate.setEmail('stranger@example.com');
    expect(await gate.requestCode()).toBe(false);
    expect(gate.verificationError.value).toBe('not_authorized');
    expect(gate.step.value).toBe('email');
    expect(gate.troubled.value).toBe(true);
    gate.setEmail('lead@example.com');
    expect(gate.verificationError.value).toBeNull();
  });

  it('moves to the code step with the notice; the sender is the server’s, else the fallback', async () => {
    const fromServer = setup(
      { requestCode: vi.fn(async () => ({ sent: true, sender: 'Acme Sales' })) },
      { sender: () => 'Maya' },
    );
    fromServer.gate.setEmail(' lead@example.com ');
    expect(await fromServer.gate.requestCode()).toBe(true);
    expect(fromServer.port.requestCode).toHaveBeenCalledWith('lead@example.com');
    expect(fromServer.gate.step.value).toBe('code');
    expect(fromServer.gate.notice.value).toEqual({ email: 'lead@example.com', sender: 'Acme Sales', resent: false });

    const fallback = setup({}, { sender: () => 'Acme Corp' });
    fallback.gate.setEmail('lead@example.com');
    await fallback.gate.requestCode();
    expect(fallback.gate.notice.value?.sender).toBe('Acme Corp');

    const none = setup();
    none.gate.setEmail('lead@example.com');
    await none.gate.requestCode();
    expect(none.gate.notice.value?.sender).toBeNull();
  });

  it('says Incorrect code for 422 incorrect_code and unlocks with the right one', async () => {
    const confirmCode = vi.fn<GatePort['confirmCode']>(async (_email, code) => {
      if (code !== '123456') throw incorrectCode();
      return { unlocked: true };
    });
    const { gate, onUnlocked } = setup({ confirmCode });
    gate.setEmail('lead@example.com');
    await gate.requestCode();
    expect(await gate.confirmCode()).toBe(false);
    expect(gate.verificationError.value).toBe('empty_code');
    expect(confirmCode).not.toHaveBeenCalled();
    gate.setCode('000000');
    expect(await gate.confirmCode()).toBe(false);
    expect(gate.verificationError.value).toBe('incorrect_code');
    expect(gate.troubled.value).toBe(false);
    gate.setCode('123 456');
    expect(gate.verificationError.value).toBeNull();
    expect(await gate.confirmCode()).toBe(true);
    expect(confirmCode).toHaveBeenLastCalledWith('lead@example.com', '123456');
    expect(onUnlocked).toHaveBeenCalledTimes(1);
    expect(gate.step.value).toBe('email');
  });

  it('takes the whole code from a paste, even inside the email’s sentence', async () => {
    const { gate, port } = setup();
    gate.setEmail('lead@example.com');
    await gate.requestCode();
    gate.setCode('12');
    gate.pasteCode('Your confirmation code is 654321. Enter it on the page.');
    expect(gate.code.value).toBe('654321');
    expect(await gate.confirmCode()).toBe(true);
    expect(port.confirmCode).toHaveBeenCalledWith('lead@example.com', '654321');
  });

  it('resends for the same address and goes back to the email step for another one', async () => {
    const { gate, port } = setup();
    gate.setEmail('lead@example.com');
    await gate.requestCode();
    gate.setCode('1');
    expect(await gate.resendCode()).toBe(true);
    expect(port.requestCode).toHaveBeenCalledTimes(2);
    expect(gate.notice.value).toMatchObject({ email: 'lead@example.com', resent: true });
    expect(gate.code.value).toBe('');
    gate.changeEmail();
    expect(gate.step.value).toBe('email');
    expect(gate.notice.value).toBeNull();
    expect(gate.email.value).toBe('lead@example.com');
  });

  it('shows a general failure when sending or confirming fails for another reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { gate } = setup({
      requestCode: vi.fn(async () => Promise.reject(serverError())),
    });
    gate.setEmail('lead@example.com');
    expect(await gate.requestCode()).toBe(false);
    expect(gate.verificationError.value).toBe('failed');
    expect(gate.step.value).toBe('email');

    const confirming = setup({ confirmCode: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    confirming.gate.setEmail('lead@example.com');
    await confirming.gate.requestCode();
    confirming.gate.setCode('123456');
    expect(await confirming.gate.confirmCode()).toBe(false);
    expect(confirming.gate.verificationError.value).toBe('failed');
  });

  it('shows the server’s 422 field error by the email field', async () => {
    const invalid = new ApiError(422, 'validation_failed', 'Invalid', { email: ['Invalid email'] });
    const { gate } = setup({ requestCode: vi.fn(async () => Promise.reject(invalid)) });
    gate.setEmail('lead@example.com');
    expect(await gate.requestCode()).toBe(false);
    expect(gate.emailValidation.value.fieldErrors).toEqual({ email: 'email_format' });
    expect(gate.verificationError.value).toBeNull();
  });

  it('starts with an address the visitor is known by', () => {
    const { gate } = setup({}, { initialEmail: ' ann@example.com ' });
    expect(gate.email.value).toBe('ann@example.com');
  });
});

describe('gate store: a session not ready yet', () => {
  it('waits for the session and retries once after 400 session_required', async () => {
    let ready!: () => void;
    const whenSessionReady = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    const submitPassword = vi.fn<GatePort['submitPassword']>();
    submitPassword.mockRejectedValueOnce(sessionRequired()).mockResolvedValueOnce({ unlocked: true });
    const { gate, onUnlocked } = setup({ submitPassword, whenSessionReady });
    gate.setPassword('open-sesame');
    const result = gate.submitPassword();
    await vi.waitFor(() => expect(whenSessionReady).toHaveBeenCalledTimes(1));
    expect(submitPassword).toHaveBeenCalledTimes(1);
    ready();
    expect(await result).toBe(true);
    expect(submitPassword).toHaveBeenCalledTimes(2);
    expect(onUnlocked).toHaveBeenCalledTimes(1);
  });

  it('treats a missing CSRF token (403 csrf_invalid: no session call answered yet) the same way', async () => {
    const requestCode = vi.fn<GatePort['requestCode']>();
    requestCode
      .mockRejectedValueOnce(new ApiError(403, 'csrf_invalid', 'Missing'))
      .mockResolvedValueOnce({ sent: true });
    const { gate } = setup({ requestCode, whenSessionReady: vi.fn(async () => undefined) });
    gate.setEmail('lead@example.com');
    expect(await gate.requestCode()).toBe(true);
    expect(requestCode).toHaveBeenCalledTimes(2);
  });

  it('retries only once, and fails in general when the session never comes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const confirmCode = vi.fn(async () => Promise.reject(sessionRequired()));
    const { gate } = setup({ confirmCode, whenSessionReady: vi.fn(async () => undefined) });
    gate.setEmail('lead@example.com');
    await gate.requestCode();
    gate.setCode('123456');
    expect(await gate.confirmCode()).toBe(false);
    expect(confirmCode).toHaveBeenCalledTimes(2);
    expect(gate.verificationError.value).toBe('failed');

    vi.useFakeTimers();
    const stuck = setup(
      {
        submitPassword: vi.fn(async () => Promise.reject(sessionRequired())),
        whenSessionReady: () => new Promise(() => {}),
      },
      { sessionWaitMs: 1000 },
    );
    stuck.gate.setPassword('open-sesame');
    const result = stuck.gate.submitPassword();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBe(false);
    expect(stuck.gate.passwordError.value).toBe('failed');
    expect(stuck.port.submitPassword).toHaveBeenCalledTimes(1);
  });

  it('without whenSessionReady, a session refusal is a general failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { gate, port } = setup({ submitPassword: vi.fn(async () => Promise.reject(sessionRequired())) });
    gate.setPassword('open-sesame');
    expect(await gate.submitPassword()).toBe(false);
    expect(gate.passwordError.value).toBe('failed');
    expect(port.submitPassword).toHaveBeenCalledTimes(1);
  });
});

describe('gate store: board request', () => {
  it('opens, sends a message CTA with the fields, confirms, and closes', async () => {
    const { gate, port } = setup();
    gate.openRequest();
    expect(gate.requestOpen.value).toBe(true);
    expect(gate.requestStatus.value).toBe('idle');
    const fields = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', note: 'Let me in' };
    await gate.sendAccessRequest(fields);
    expect(port.requestAccess).toHaveBeenCalledWith({ ...BOARD_REQUEST_CTA, fields });
    expect(BOARD_REQUEST_CTA.type).toBe('message');
    expect(gate.requestStatus.value).toBe('sent');
    gate.closeRequest();
    expect(gate.requestOpen.value).toBe(false);
    gate.openRequest();
    expect(gate.requestStatus.value).toBe('idle');
  });

  it('leaves a failed send to the form (rejects, no confirmation)', async () => {
    const { gate } = setup({ requestAccess: vi.fn(async () => Promise.reject(serverError())) });
    gate.openRequest();
    await expect(gate.sendAccessRequest({ email: 'ann@example.com' })).rejects.toThrow('Boom');
    expect(gate.requestStatus.value).toBe('idle');
  });
});

describe('gate store helpers', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
    ['Your confirmation code is 042917. Enter it on the page.', '042917'],
    ['Code: 12 34 56', '123456'],
    ['AB12CD', 'AB12CD'],
  ])('extractCode(%j) → %j', (pasted, code) => {
    expect(extractCode(pasted)).toBe(code);
  });

  it('normalizeCode drops spaces and dashes only', () => {
    expect(normalizeCode(' 12-34 56\u00a0')).toBe('123456');
  });

  it('senderOf reads a non-blank sender string only', () => {
    expect(senderOf({ sender: ' Acme ' })).toBe('Acme');
    expect(senderOf({ sender: '' })).toBeNull();
    expect(senderOf({ sent: true })).toBeNull();
    expect(senderOf(null)).toBeNull();
  });

  it('needsSession knows session_required and csrf_invalid only', () => {
    expect(needsSession(sessionRequired())).toBe(true);
    expect(needsSession(new ApiError(403, 'csrf_invalid', ''))).toBe(true);
    expect(needsSession(notAuthorized())).toBe(false);
    expect(needsSession(new Error('x'))).toBe(false);
  });

  it('untilSignal resolves now or when the signal gets there', async () => {
    const guid = signal<string | null>(null);
    let done = false;
    const waiting = untilSignal(guid, (value) => value !== null).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    guid.value = 'g-1';
    await waiting;
    expect(done).toBe(true);
    await untilSignal(guid, (value) => value !== null);
  });
});

describe("gate store: the header's brand", () => {
  it('asks for the organization once and keeps its name and logo', async () => {
    const brand = vi.fn<NonNullable<GatePort['brand']>>(async () => ({
      organizationName: 'Acme Corporation',
      logoUrl: 'https://cdn.example.com/acme.svg',
    }));
    const { gate } = setup({ brand });
    expect(gate.brand.value).toBeUndefined();
    gate.loadBrand();
    gate.loadBrand();
    await vi.waitFor(() =>
      expect(gate.brand.value).toEqual({
        organizationName: 'Acme Corporation',
        logoUrl: 'https://cdn.example.com/acme.svg',
      }),
    );
    expect(brand).toHaveBeenCalledTimes(1);
  });

  it('settles on no brand when the request fails (the board name stands alone) or nothing can ask', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { gate } = setup({ brand: vi.fn(async () => Promise.reject(serverError())) });
    gate.loadBrand();
    await vi.waitFor(() => expect(gate.brand.value).toBeNull());
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    const without = setup();
    without.gate.loadBrand();
    expect(without.gate.brand.value).toBeNull();
  });
});
