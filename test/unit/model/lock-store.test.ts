import { signal } from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../src/api/errors.ts';
import {
  BOARD_REQUEST_CTA,
  createLockStore,
  extractCode,
  type LockPort,
  type LockStoreOptions,
  needsSession,
  normalizeCode,
  senderOf,
  untilSignal,
} from '../../../src/model/lock-store.ts';

afterEach(() => vi.useRealTimers());

const wrongPassword = () => new ApiError(422, 'wrong_password', 'The password does not match this board');
const notAuthorized = () =>
  new ApiError(403, 'email_not_authorized', 'This email address is not authorized to view this page');
const incorrectCode = () => new ApiError(422, 'incorrect_code', 'Incorrect code');
const sessionRequired = () => new ApiError(400, 'session_required', 'Send X-Session-Guid');
const serverError = () => new ApiError(500, 'internal_error', 'Boom');

/** A port whose calls succeed unless a test says otherwise; every call is a spy. */
function setup(patch: Partial<LockPort> = {}, options: Partial<LockStoreOptions> = {}) {
  const port = {
    submitPassword: vi.fn<LockPort['submitPassword']>(async () => ({ unlocked: true })),
    requestCode: vi.fn<LockPort['requestCode']>(async (email) => ({ sent: true, email })),
    confirmCode: vi.fn<LockPort['confirmCode']>(async () => ({ unlocked: true })),
    requestAccess: vi.fn<LockPort['requestAccess']>(async () => undefined),
    ...patch,
  };
  const onUnlocked = vi.fn(async () => undefined);
  const lock = createLockStore({ port, onUnlocked, ...options });
  return { lock, port, onUnlocked };
}

describe('lock store: password page', () => {
  it('refuses an empty password without asking the server', async () => {
    const { lock, port, onUnlocked } = setup();
    expect(await lock.submitPassword()).toBe(false);
    expect(lock.passwordError.value).toBe('empty');
    lock.setPassword('   ');
    expect(await lock.submitPassword()).toBe(false);
    expect(lock.passwordError.value).toBe('empty');
    expect(port.submitPassword).not.toHaveBeenCalled();
    expect(onUnlocked).not.toHaveBeenCalled();
  });

  it('says wrong for 422 wrong_password, enters the trouble state, and clears the message on typing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { lock, port, onUnlocked } = setup({ submitPassword: vi.fn(async () => Promise.reject(wrongPassword())) });
    lock.setPassword('let-me-in');
    expect(await lock.submitPassword()).toBe(false);
    expect(port.submitPassword).toHaveBeenCalledWith('let-me-in');
    expect(lock.passwordError.value).toBe('wrong');
    expect(lock.passwordPending.value).toBe(false);
    expect(lock.troubled.value).toBe(true);
    expect(onUnlocked).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    lock.setPassword('let-me-in!');
    expect(lock.passwordError.value).toBeNull();
    expect(lock.troubled.value).toBe(true);
  });

  it('sends the password exactly as typed (password managers, paste), then waits for the board reload', async () => {
    let reloaded!: () => void;
    const onUnlocked = vi.fn(() => new Promise<void>((resolve) => (reloaded = resolve)));
    const { lock, port } = setup({}, { onUnlocked });
    lock.setPassword(' open-sesame ');
    const result = lock.submitPassword();
    expect(lock.passwordPending.value).toBe(true);
    // A second submit while the first is in flight is ignored.
    expect(await lock.submitPassword()).toBe(false);
    await vi.waitFor(() => expect(onUnlocked).toHaveBeenCalledTimes(1));
    expect(lock.passwordPending.value).toBe(true);
    reloaded();
    expect(await result).toBe(true);
    expect(port.submitPassword).toHaveBeenCalledTimes(1);
    expect(port.submitPassword).toHaveBeenCalledWith(' open-sesame ');
    // Done: nothing typed stays in memory.
    expect(lock.password.value).toBe('');
    expect(lock.passwordPending.value).toBe(false);
  });

  it('shows a general failure for anything else, and still unlocks when the reload itself fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = setup({ submitPassword: vi.fn(async () => Promise.reject(serverError())) });
    failing.lock.setPassword('open-sesame');
    expect(await failing.lock.submitPassword()).toBe(false);
    expect(failing.lock.passwordError.value).toBe('failed');
    expect(failing.lock.troubled.value).toBe(false);

    const reloadFails = setup({}, { onUnlocked: vi.fn(async () => Promise.reject(new Error('offline'))) });
    reloadFails.lock.setPassword('open-sesame');
    expect(await reloadFails.lock.submitPassword()).toBe(true);
  });
});

describe('lock store: email verification', () => {
  it('checks the address with the validation module before asking for a code', async () => {
    const { lock, port } = setup();
    expect(await lock.requestCode()).toBe(false);
    expect(lock.emailValidation.value.fieldErrors).toEqual({ email: 'required' });
    lock.setEmail('lead@example');
    expect(lock.emailValidation.value.fieldErrors).toEqual({ email: 'email_format' });
    expect(await lock.requestCode()).toBe(false);
    expect(port.requestCode).not.toHaveBeenCalled();
    lock.setEmail('lead@example.com');
    // The message follows the typing once shown.
    expect(lock.emailValidation.value.ok).toBe(true);
  });

  it('refuses an unauthorized address (403) and enters the trouble state', async () => {
    const { lock } = setup({ requestCode: vi.fn(async () => Promise.reject(notAuthorized())) });
    lock.setEmail('stranger@example.com');
    expect(await lock.requestCode()).toBe(false);
    expect(lock.verificationError.value).toBe('not_authorized');
    expect(lock.step.value).toBe('email');
    expect(lock.troubled.value).toBe(true);
    lock.setEmail('lead@example.com');
    expect(lock.verificationError.value).toBeNull();
  });

  it('moves to the code step with the notice; the sender is the server’s, else the fallback', async () => {
    const fromServer = setup(
      { requestCode: vi.fn(async () => ({ sent: true, sender: 'Acme Sales' })) },
      { sender: () => 'Maya' },
    );
    fromServer.lock.setEmail(' lead@example.com ');
    expect(await fromServer.lock.requestCode()).toBe(true);
    expect(fromServer.port.requestCode).toHaveBeenCalledWith('lead@example.com');
    expect(fromServer.lock.step.value).toBe('code');
    expect(fromServer.lock.notice.value).toEqual({ email: 'lead@example.com', sender: 'Acme Sales', resent: false });

    const fallback = setup({}, { sender: () => 'Acme Corp' });
    fallback.lock.setEmail('lead@example.com');
    await fallback.lock.requestCode();
    expect(fallback.lock.notice.value?.sender).toBe('Acme Corp');

    const none = setup();
    none.lock.setEmail('lead@example.com');
    await none.lock.requestCode();
    expect(none.lock.notice.value?.sender).toBeNull();
  });

  it('says Incorrect code for 422 incorrect_code and unlocks with the right one', async () => {
    const confirmCode = vi.fn<LockPort['confirmCode']>(async (_email, code) => {
      if (code !== '123456') throw incorrectCode();
      return { unlocked: true };
    });
    const { lock, onUnlocked } = setup({ confirmCode });
    lock.setEmail('lead@example.com');
    await lock.requestCode();
    expect(await lock.confirmCode()).toBe(false);
    expect(lock.verificationError.value).toBe('empty_code');
    expect(confirmCode).not.toHaveBeenCalled();
    lock.setCode('000000');
    expect(await lock.confirmCode()).toBe(false);
    expect(lock.verificationError.value).toBe('incorrect_code');
    expect(lock.troubled.value).toBe(false);
    lock.setCode('123 456');
    expect(lock.verificationError.value).toBeNull();
    expect(await lock.confirmCode()).toBe(true);
    expect(confirmCode).toHaveBeenLastCalledWith('lead@example.com', '123456');
    expect(onUnlocked).toHaveBeenCalledTimes(1);
    expect(lock.step.value).toBe('email');
  });

  it('takes the whole code from a paste, even inside the email’s sentence', async () => {
    const { lock, port } = setup();
    lock.setEmail('lead@example.com');
    await lock.requestCode();
    lock.setCode('12');
    lock.pasteCode('Your confirmation code is 654321. Enter it on the page.');
    expect(lock.code.value).toBe('654321');
    expect(await lock.confirmCode()).toBe(true);
    expect(port.confirmCode).toHaveBeenCalledWith('lead@example.com', '654321');
  });

  it('resends for the same address and goes back to the email step for another one', async () => {
    const { lock, port } = setup();
    lock.setEmail('lead@example.com');
    await lock.requestCode();
    lock.setCode('1');
    expect(await lock.resendCode()).toBe(true);
    expect(port.requestCode).toHaveBeenCalledTimes(2);
    expect(lock.notice.value).toMatchObject({ email: 'lead@example.com', resent: true });
    expect(lock.code.value).toBe('');
    lock.changeEmail();
    expect(lock.step.value).toBe('email');
    expect(lock.notice.value).toBeNull();
    expect(lock.email.value).toBe('lead@example.com');
  });

  it('shows a general failure when sending or confirming fails for another reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { lock } = setup({
      requestCode: vi.fn(async () => Promise.reject(serverError())),
    });
    lock.setEmail('lead@example.com');
    expect(await lock.requestCode()).toBe(false);
    expect(lock.verificationError.value).toBe('failed');
    expect(lock.step.value).toBe('email');

    const confirming = setup({ confirmCode: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    confirming.lock.setEmail('lead@example.com');
    await confirming.lock.requestCode();
    confirming.lock.setCode('123456');
    expect(await confirming.lock.confirmCode()).toBe(false);
    expect(confirming.lock.verificationError.value).toBe('failed');
  });

  it('shows the server’s 422 field error by the email field', async () => {
    const invalid = new ApiError(422, 'validation_failed', 'Invalid', { email: ['Invalid email'] });
    const { lock } = setup({ requestCode: vi.fn(async () => Promise.reject(invalid)) });
    lock.setEmail('lead@example.com');
    expect(await lock.requestCode()).toBe(false);
    expect(lock.emailValidation.value.fieldErrors).toEqual({ email: 'email_format' });
    expect(lock.verificationError.value).toBeNull();
  });

  it('starts with an address the visitor is known by', () => {
    const { lock } = setup({}, { initialEmail: ' ann@example.com ' });
    expect(lock.email.value).toBe('ann@example.com');
  });
});

describe('lock store: a session not ready yet', () => {
  it('waits for the session and retries once after 400 session_required', async () => {
    let ready!: () => void;
    const whenSessionReady = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    const submitPassword = vi.fn<LockPort['submitPassword']>();
    submitPassword.mockRejectedValueOnce(sessionRequired()).mockResolvedValueOnce({ unlocked: true });
    const { lock, onUnlocked } = setup({ submitPassword, whenSessionReady });
    lock.setPassword('open-sesame');
    const result = lock.submitPassword();
    await vi.waitFor(() => expect(whenSessionReady).toHaveBeenCalledTimes(1));
    expect(submitPassword).toHaveBeenCalledTimes(1);
    ready();
    expect(await result).toBe(true);
    expect(submitPassword).toHaveBeenCalledTimes(2);
    expect(onUnlocked).toHaveBeenCalledTimes(1);
  });

  it('treats a missing CSRF token (403 csrf_invalid: no session call answered yet) the same way', async () => {
    const requestCode = vi.fn<LockPort['requestCode']>();
    requestCode
      .mockRejectedValueOnce(new ApiError(403, 'csrf_invalid', 'Missing'))
      .mockResolvedValueOnce({ sent: true });
    const { lock } = setup({ requestCode, whenSessionReady: vi.fn(async () => undefined) });
    lock.setEmail('lead@example.com');
    expect(await lock.requestCode()).toBe(true);
    expect(requestCode).toHaveBeenCalledTimes(2);
  });

  it('retries only once, and fails in general when the session never comes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const confirmCode = vi.fn(async () => Promise.reject(sessionRequired()));
    const { lock } = setup({ confirmCode, whenSessionReady: vi.fn(async () => undefined) });
    lock.setEmail('lead@example.com');
    await lock.requestCode();
    lock.setCode('123456');
    expect(await lock.confirmCode()).toBe(false);
    expect(confirmCode).toHaveBeenCalledTimes(2);
    expect(lock.verificationError.value).toBe('failed');

    vi.useFakeTimers();
    const stuck = setup(
      {
        submitPassword: vi.fn(async () => Promise.reject(sessionRequired())),
        whenSessionReady: () => new Promise(() => {}),
      },
      { sessionWaitMs: 1000 },
    );
    stuck.lock.setPassword('open-sesame');
    const result = stuck.lock.submitPassword();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBe(false);
    expect(stuck.lock.passwordError.value).toBe('failed');
    expect(stuck.port.submitPassword).toHaveBeenCalledTimes(1);
  });

  it('without whenSessionReady, a session refusal is a general failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { lock, port } = setup({ submitPassword: vi.fn(async () => Promise.reject(sessionRequired())) });
    lock.setPassword('open-sesame');
    expect(await lock.submitPassword()).toBe(false);
    expect(lock.passwordError.value).toBe('failed');
    expect(port.submitPassword).toHaveBeenCalledTimes(1);
  });
});

describe('lock store: board request', () => {
  it('opens, sends a message CTA with the fields, confirms, and closes', async () => {
    const { lock, port } = setup();
    lock.openRequest();
    expect(lock.requestOpen.value).toBe(true);
    expect(lock.requestStatus.value).toBe('idle');
    const fields = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', note: 'Let me in' };
    await lock.sendAccessRequest(fields);
    expect(port.requestAccess).toHaveBeenCalledWith({ ...BOARD_REQUEST_CTA, fields });
    expect(BOARD_REQUEST_CTA.type).toBe('message');
    expect(lock.requestStatus.value).toBe('sent');
    lock.closeRequest();
    expect(lock.requestOpen.value).toBe(false);
    lock.openRequest();
    expect(lock.requestStatus.value).toBe('idle');
  });

  it('leaves a failed send to the form (rejects, no confirmation)', async () => {
    const { lock } = setup({ requestAccess: vi.fn(async () => Promise.reject(serverError())) });
    lock.openRequest();
    await expect(lock.sendAccessRequest({ email: 'ann@example.com' })).rejects.toThrow('Boom');
    expect(lock.requestStatus.value).toBe('idle');
  });
});

describe('lock store helpers', () => {
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

describe("lock store: the header's brand", () => {
  it('asks for the organization once and keeps its name and logo', async () => {
    const brand = vi.fn<NonNullable<LockPort['brand']>>(async () => ({
      organizationName: 'Acme Corporation',
      logoUrl: 'https://cdn.example.com/acme.svg',
    }));
    const { lock } = setup({ brand });
    expect(lock.brand.value).toBeUndefined();
    lock.loadBrand();
    lock.loadBrand();
    await vi.waitFor(() =>
      expect(lock.brand.value).toEqual({
        organizationName: 'Acme Corporation',
        logoUrl: 'https://cdn.example.com/acme.svg',
      }),
    );
    expect(brand).toHaveBeenCalledTimes(1);
  });

  it('settles on no brand when the request fails (the board name stands alone) or nothing can ask', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { lock } = setup({ brand: vi.fn(async () => Promise.reject(serverError())) });
    lock.loadBrand();
    await vi.waitFor(() => expect(lock.brand.value).toBeNull());
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    const without = setup();
    without.lock.loadBrand();
    expect(without.lock.brand.value).toBeNull();
  });
});
