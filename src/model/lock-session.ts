/**
 * How a lock request meets the board's session: the error codes of the lock endpoints, the one retry of a request
 * refused because the session did not exist yet, and waiting on a signal. Helpers without the lock store's state,
 * kept apart so the store reads as the flow of its pages.
 */
import { effect, type ReadonlySignal } from '@preact/signals-core';

import { isApiError } from '../api/errors.ts';
import type { LockPort } from './lock-port.ts';

/** Error codes of the lock endpoints (reference server, `src/api/locks.ts`) and of the session checks. */
export const LOCK_ERROR_CODE = {
  wrongPassword: 'wrong_password',
  emailNotAuthorized: 'email_not_authorized',
  incorrectCode: 'incorrect_code',
  /** 400: the request carried no session to remember the unlock by. */
  sessionRequired: 'session_required',
  /** 403: no CSRF token yet, because the session call that issues it has not answered. */
  csrfInvalid: 'csrf_invalid',
} as const;

/**
 * How long a lock request waits for the session before giving up with 'An Error Occurred'. Our own bound: the
 * session is created beside the board's first request, so this only bounds a session call that never answers.
 */
export const SESSION_WAIT_MS = 15_000;

/** Runs one lock call, retrying it once the session exists when it was refused for want of one. */
export type LockCall = <T>(call: () => Promise<T>) => Promise<T>;

/** True when `error` is the API's answer with this HTTP status and error code. */
export function isLockError(error: unknown, status: number, code: string): boolean {
  return isApiError(error) && error.status === status && error.code === code;
}

/** True when the request was refused only because the session (or its CSRF token) did not exist yet. */
export function needsSession(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    (error.status === 400 && error.code === LOCK_ERROR_CODE.sessionRequired) ||
    (error.status === 403 && error.code === LOCK_ERROR_CODE.csrfInvalid)
  );
}

/** Resolves when `source` satisfies `ready` (now or later). */
export function untilSignal<T>(source: ReadonlySignal<T>, ready: (value: T) => boolean): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let stop: (() => void) | null = null;
    stop = effect(() => {
      if (done || !ready(source.value)) return;
      done = true;
      resolve();
      // The effect runs once synchronously before `effect()` returns: dispose after that.
      queueMicrotask(() => stop?.());
    });
  });
}

/** `promise`, or an Error ('The session was not ready after {ms} ms') when it has not settled after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The session was not ready after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The lock calls of one store: each runs as is; refused for want of a session, it waits for the session (at most
 * `sessionWaitMs`) and tries once more. Without `port.whenSessionReady`, such a refusal is passed on.
 */
export function createLockCall(port: Pick<LockPort, 'whenSessionReady'>, sessionWaitMs: number): LockCall {
  return async function withSession<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!needsSession(error) || !port.whenSessionReady) throw error;
      await within(port.whenSessionReady(), sessionWaitMs);
      return call();
    }
  };
}
