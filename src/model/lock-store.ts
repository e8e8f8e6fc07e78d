/**
 * The password and email-code locks of a protected board (the password page and the two-factor email
 * verification page: password-protected boards need the password; email-gated boards admit only authorized
 * emails), and the visitor's request for access to the board owner. The server enforces
 * the lock per session; this store only runs the visitor's side of the flow and, once the server says yes, hands
 * over to `onUnlocked` (the board reloads). It talks to the API only through its port, holds no fetch and keeps
 * message *codes*: `src/i18n/lock-messages.ts` turns them into text.
 */
import { batch, effect, type ReadonlySignal, signal } from '@preact/signals-core';

import { isApiError } from '../api/errors.ts';
import type { CtaEventDetail } from './event-bus.ts';
import { type FormField, type FormValidation, serverValidation, VALID_FORM, validateForm } from './validation.ts';

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

/**
 * The email field of the verification page, as the validation module sees it. Its label is the UI's to give
 * (a localized 'Email'); the store only keeps the codes.
 */
export const LOCK_EMAIL_FIELD: FormField = {
  name: 'email',
  label: 'email',
  type: 'email',
  required: true,
  autocomplete: 'email',
};

/**
 * The board request is a message CTA to the board owner (`campaign/message`). Area and label are stable
 * names for the owner's reports, not visitor text.
 */
export const BOARD_REQUEST_CTA = { area: 'board_request', label: 'Request access', type: 'message' } as const;

/** What `requestAccess` sends: the CTA submit (area, label, type 'message') with the form's fields. */
export interface AccessRequest extends CtaEventDetail {
  readonly type: 'message';
  /** first_name, last_name, email, note — the send-message form's fields, trimmed. */
  readonly fields: Record<string, string>;
}

/** What the lock store needs from the API and the board instance. Each call may reject with an ApiError. */
export interface LockPort {
  /** `password_validations`: 422 `wrong_password` when wrong. */
  submitPassword(password: string): Promise<unknown>;
  /**
   * `email_verifications`: sends a code; 403 `email_not_authorized`. The answer may name who the email comes
   * from as `sender` (a string); otherwise `LockStoreOptions.sender` is asked.
   */
  requestCode(email: string): Promise<unknown>;
  /** `email_verifications/confirm`: 422 `incorrect_code` when wrong. */
  confirmCode(email: string, code: string): Promise<unknown>;
  /** Sends the visitor's request for access to the board owner; resolves once it is on its way. */
  requestAccess(request: AccessRequest): Promise<void>;
  /**
   * Resolves once the board's session exists (its guid and CSRF token ride on requests). A lock request refused
   * for want of a session is retried once after it. Without it, such a refusal is a general failure.
   */
  whenSessionReady?(): Promise<void>;
  /** The organization's name and logo (`organization_settings`, open on a locked board), for the lock's header. */
  brand?(): Promise<LockBrand | null>;
}

/** Who the locked board belongs to, shown in the lock's header; a locked board withholds its campaign's own. */
export interface LockBrand {
  readonly organizationName: string;
  readonly logoUrl: string | null;
}

/** What {@link createLockStore} is built from. */
export interface LockStoreOptions {
  port: LockPort;
  /** The server unlocked the board for this session: reload it. The lock waits for this before it is done. */
  onUnlocked: () => Promise<void>;
  /** Who the code email comes from when the server's answer does not say (the presenter or organization name). */
  sender?: () => string | null;
  /** An address the visitor is known by (lead record, `em` link parameter), so it is not asked twice (WCAG 3.3.7). */
  initialEmail?: string | null;
  /** Override of {@link SESSION_WAIT_MS} (tests). */
  sessionWaitMs?: number;
}

/** The two steps of the verification page. */
export type VerificationStep = 'email' | 'code';

/** Why the password page refused: nothing typed, the server said wrong, or anything else failed. */
export type PasswordError = 'empty' | 'wrong' | 'failed';

/** Why the verification page refused (email format problems are in `emailValidation`). */
export type VerificationError = 'not_authorized' | 'empty_code' | 'incorrect_code' | 'failed';

/** The code-sent notice: the address, who the email comes from (null: unknown), and whether it was a resend. */
export interface CodeNotice {
  readonly email: string;
  readonly sender: string | null;
  readonly resent: boolean;
}

/** Where the visitor's request for access stands. */
export type AccessRequestStatus = 'idle' | 'sent';

/** True when the request was refused only because the session (or its CSRF token) did not exist yet. */
export function needsSession(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    (error.status === 400 && error.code === LOCK_ERROR_CODE.sessionRequired) ||
    (error.status === 403 && error.code === LOCK_ERROR_CODE.csrfInvalid)
  );
}

/** Who the code email comes from, when the server's answer says so. */
export function senderOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const sender = (answer as { sender?: unknown }).sender;
  return typeof sender === 'string' && sender.trim() !== '' ? sender.trim() : null;
}

/** A typed code as it is sent: without spaces and dashes ("123 456", "123-456" → "123456"). */
export function normalizeCode(value: string): string {
  return value.replace(/[\s\u00a0-]+/g, '');
}

/**
 * The code in a pasted text: the whole text when it is only the code (spaces and dashes allowed), else the first
 * run of 4 or more digits ("Your code is 123456." → "123456"), else the text without spaces.
 */
export function extractCode(pasted: string): string {
  const compact = normalizeCode(pasted);
  if (/^\d+$/.test(compact)) return compact;
  const digits = pasted
    .match(/\d[\d \u00a0-]{2,}\d/g)
    ?.map(normalizeCode)
    .find((run) => run.length >= 4);
  return digits ?? compact;
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

/** Rejects with `Error('timeout')` when `promise` has not settled after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The session was not ready after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Creates the lock store of one board instance. Nothing is requested until the visitor submits. */
export function createLockStore(options: LockStoreOptions) {
  const { port, onUnlocked } = options;
  const sessionWaitMs = options.sessionWaitMs ?? SESSION_WAIT_MS;

  const password = signal('');
  const passwordPending = signal(false);
  const passwordError = signal<PasswordError | null>(null);

  const step = signal<VerificationStep>('email');
  const email = signal(options.initialEmail?.trim() ?? '');
  const emailValidation = signal<FormValidation>(VALID_FORM);
  const code = signal('');
  const notice = signal<CodeNotice | null>(null);
  const verificationPending = signal(false);
  const verificationError = signal<VerificationError | null>(null);

  /** Set once the visitor was refused (wrong password, unauthorized email): the "trouble accessing" state. */
  const troubled = signal(false);
  const requestOpen = signal(false);
  const requestStatus = signal<AccessRequestStatus>('idle');
  // Undefined until asked and answered; null when there is none to show.
  const brand = signal<LockBrand | null | undefined>(undefined);
  let brandAsked = false;

  /** Runs a lock call; refused for want of a session, it waits for the session and tries once more. */
  async function withSession<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!needsSession(error) || !port.whenSessionReady) throw error;
      await within(port.whenSessionReady(), sessionWaitMs);
      return call();
    }
  }

  /** The server unlocked the board: let the board reload, then start the lock afresh (should it lock again). */
  async function finishUnlock(): Promise<true> {
    try {
      await onUnlocked();
    } catch (error) {
      // The board's own load reports its failures (error state, board-error); the lock has done its part.
      console.warn('[live-board] reloading the unlocked board failed', error);
    }
    reset();
    return true;
  }

  function isCode(error: unknown, status: number, code: string): boolean {
    return isApiError(error) && error.status === status && error.code === code;
  }

  /**
   * Sends the password: empty → `empty` without a request; 422 `wrong_password` → `wrong`; any other
   * failure → `failed`. Resolves true once unlocked and `onUnlocked` finished; false when refused or busy.
   */
  async function submitPassword(): Promise<boolean> {
    if (passwordPending.value) return false;
    // Password managers fill exactly what was saved: only an all-blank value counts as empty.
    const value = password.value;
    if (value.trim() === '') {
      passwordError.value = 'empty';
      return false;
    }
    batch(() => {
      passwordPending.value = true;
      passwordError.value = null;
    });
    try {
      await withSession(() => port.submitPassword(value));
    } catch (error) {
      const wrong = isCode(error, 422, LOCK_ERROR_CODE.wrongPassword);
      if (!wrong) console.warn('[live-board] password check failed', error);
      batch(() => {
        passwordPending.value = false;
        passwordError.value = wrong ? 'wrong' : 'failed';
        if (wrong) troubled.value = true;
      });
      return false;
    }
    return finishUnlock();
  }

  async function sendCode(resent: boolean): Promise<boolean> {
    if (verificationPending.value) return false;
    const address = email.value.trim();
    const checked = validateForm([LOCK_EMAIL_FIELD], { email: address });
    if (!checked.ok) {
      batch(() => {
        emailValidation.value = checked;
        verificationError.value = null;
      });
      return false;
    }
    batch(() => {
      verificationPending.value = true;
      verificationError.value = null;
      emailValidation.value = VALID_FORM;
    });
    try {
      const answer = await withSession(() => port.requestCode(address));
      const sender = senderOf(answer) ?? options.sender?.()?.trim() ?? null;
      batch(() => {
        verificationPending.value = false;
        step.value = 'code';
        email.value = address;
        code.value = '';
        notice.value = { email: address, sender: sender || null, resent };
      });
      return true;
    } catch (error) {
      const refused = isCode(error, 403, LOCK_ERROR_CODE.emailNotAuthorized);
      // A 422 naming the address: the server's field error, shown by the field like every form's.
      const fieldCheck =
        isApiError(error) && error.status === 422
          ? serverValidation([LOCK_EMAIL_FIELD], { email: address }, error.fieldErrors)
          : null;
      const byField = fieldCheck !== null && fieldCheck.fieldErrors[LOCK_EMAIL_FIELD.name] !== undefined;
      if (!refused && !byField) console.warn('[live-board] sending the confirmation code failed', error);
      batch(() => {
        verificationPending.value = false;
        if (refused || byField) {
          // The address must change: back to the email step (a resend), where the message belongs.
          step.value = 'email';
          notice.value = null;
        }
        if (byField) emailValidation.value = fieldCheck;
        else verificationError.value = refused ? 'not_authorized' : 'failed';
        if (refused) troubled.value = true;
      });
      return false;
    }
  }

  /**
   * Email step: validates the address with the validation module, asks for a code, and moves to the
   * code step with the notice. 403 `email_not_authorized` → `not_authorized`; other failures → `failed`.
   */
  const requestCode = () => sendCode(false);

  /** Code step: asks for a fresh code for the same address (the notice says it was sent again). */
  const resendCode = () => sendCode(true);

  /**
   * Code step: empty → `empty_code`; 422 `incorrect_code` → `incorrect_code`; other failures → `failed`.
   * Resolves true once unlocked and `onUnlocked` finished.
   */
  async function confirmCode(): Promise<boolean> {
    if (verificationPending.value) return false;
    const value = normalizeCode(code.value);
    if (value === '') {
      verificationError.value = 'empty_code';
      return false;
    }
    batch(() => {
      verificationPending.value = true;
      verificationError.value = null;
    });
    try {
      await withSession(() => port.confirmCode(email.value, value));
    } catch (error) {
      const wrong = isCode(error, 422, LOCK_ERROR_CODE.incorrectCode);
      if (!wrong) console.warn('[live-board] confirming the code failed', error);
      batch(() => {
        verificationPending.value = false;
        verificationError.value = wrong ? 'incorrect_code' : 'failed';
      });
      return false;
    }
    return finishUnlock();
  }

  /** Back from the code step to the email step, keeping the address to edit. */
  function changeEmail(): void {
    if (verificationPending.value) return;
    batch(() => {
      step.value = 'email';
      code.value = '';
      notice.value = null;
      verificationError.value = null;
      emailValidation.value = VALID_FORM;
    });
  }

  /**
   * Sends the visitor's request for access (the board request view): a message CTA to the owner with the form's
   * fields. A rejection is left to the caller (the form shows 'An Error Occurred'); success shows the confirmation.
   */
  async function sendAccessRequest(fields: Record<string, string>): Promise<void> {
    await port.requestAccess({ ...BOARD_REQUEST_CTA, fields: { ...fields } });
    requestStatus.value = 'sent';
  }

  /** Forgets everything typed and refused (after an unlock). */
  function reset(): void {
    batch(() => {
      password.value = '';
      passwordPending.value = false;
      passwordError.value = null;
      step.value = 'email';
      code.value = '';
      notice.value = null;
      verificationPending.value = false;
      verificationError.value = null;
      emailValidation.value = VALID_FORM;
      troubled.value = false;
      requestOpen.value = false;
      requestStatus.value = 'idle';
    });
  }

  return {
    // ---- Header ----
    /** The organization's name and logo: undefined until known, null when they cannot be had (the name suffices). */
    brand: brand as ReadonlySignal<LockBrand | null | undefined>,
    /** Asks for the brand once; a failure leaves the header with the board's name alone. */
    loadBrand(): void {
      if (brandAsked) return;
      brandAsked = true;
      if (!port.brand) {
        brand.value = null;
        return;
      }
      port.brand().then(
        (found) => {
          brand.value = found;
        },
        (error: unknown) => {
          brand.value = null;
          console.warn('[live-board] the lock could not load the organization logo', error);
        },
      );
    },

    // ---- Password page ----
    password: password as ReadonlySignal<string>,
    /** Typing clears the previous refusal's message (the "trouble accessing" state stays). */
    setPassword(value: string): void {
      batch(() => {
        password.value = value;
        passwordError.value = null;
      });
    },
    passwordPending: passwordPending as ReadonlySignal<boolean>,
    passwordError: passwordError as ReadonlySignal<PasswordError | null>,
    submitPassword,

    // ---- Email verification page ----
    step: step as ReadonlySignal<VerificationStep>,
    email: email as ReadonlySignal<string>,
    setEmail(value: string): void {
      batch(() => {
        email.value = value;
        // After a first attempt the format message follows the typing, like every other form.
        if (!emailValidation.value.ok) emailValidation.value = validateForm([LOCK_EMAIL_FIELD], { email: value });
        if (verificationError.value === 'not_authorized' || verificationError.value === 'failed')
          verificationError.value = null;
      });
    },
    /** The email field's validation (codes of the validation module). */
    emailValidation: emailValidation as ReadonlySignal<FormValidation>,
    code: code as ReadonlySignal<string>,
    setCode(value: string): void {
      batch(() => {
        code.value = value;
        verificationError.value = null;
      });
    },
    /** A pasted text: the code in it replaces the field (a whole code from the email, with or without words). */
    pasteCode(text: string): void {
      batch(() => {
        code.value = extractCode(text);
        verificationError.value = null;
      });
    },
    notice: notice as ReadonlySignal<CodeNotice | null>,
    verificationPending: verificationPending as ReadonlySignal<boolean>,
    verificationError: verificationError as ReadonlySignal<VerificationError | null>,
    requestCode,
    resendCode,
    confirmCode,
    changeEmail,

    // ---- Trouble accessing and the board request view ----
    /** True once a password or an address was refused: the page offers the board request view more prominently. */
    troubled: troubled as ReadonlySignal<boolean>,
    requestOpen: requestOpen as ReadonlySignal<boolean>,
    requestStatus: requestStatus as ReadonlySignal<AccessRequestStatus>,
    openRequest(): void {
      batch(() => {
        requestOpen.value = true;
        requestStatus.value = 'idle';
      });
    },
    closeRequest(): void {
      requestOpen.value = false;
    },
    sendAccessRequest,
    reset,
  };
}

/** The lock store of one board instance. */
export type LockStore = ReturnType<typeof createLockStore>;
