/**
 * The two-factor email verification page of an email-gated board: the address, the code sent to it, and the
 * requests that send and confirm that code. A part of the lock store (which composes it beside the password page
 * and the board request), apart because it is the largest of the three and shares only the unlock with them.
 */
import { batch, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';

import { isApiError } from '../api/errors.ts';
import { extractCode, normalizeCode, senderOf } from './lock-code.ts';
import type { LockPort } from './lock-port.ts';
import { isLockError, LOCK_ERROR_CODE, type LockCall } from './lock-session.ts';
import { type FormField, type FormValidation, serverValidation, VALID_FORM, validateForm } from './validation.ts';

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

/** The two steps of the verification page. */
export type VerificationStep = 'email' | 'code';

/** Why the verification page refused (email format problems are in `emailValidation`). */
export type VerificationError = 'not_authorized' | 'empty_code' | 'incorrect_code' | 'failed';

/** The code-sent notice: the address, who the email comes from (null: unknown), and whether it was a resend. */
export interface CodeNotice {
  readonly email: string;
  readonly sender: string | null;
  readonly resent: boolean;
}

/** What {@link createEmailVerification} is built from: the lock store's port and its shared parts. */
export interface EmailVerificationOptions {
  port: Pick<LockPort, 'requestCode' | 'confirmCode'>;
  /** Runs a lock call, retried once the session exists (the lock store's). */
  withSession: LockCall;
  /** The server unlocked the board: lets the board reload and resets the lock; resolves true. */
  finishUnlock: () => Promise<true>;
  /** The lock's "trouble accessing" flag, set here when an address is refused. */
  troubled: Signal<boolean>;
  /** Who the code email comes from when the server's answer does not say. */
  sender?: () => string | null;
  /** An address the visitor is known by, so it is not asked twice. */
  initialEmail?: string | null;
}

/** The verification page's state and actions; the lock store hands them on as its own. */
export interface EmailVerification {
  /** Which step of the page shows: the address, or the code sent to it. */
  readonly step: ReadonlySignal<VerificationStep>;
  /** The address typed (or known from the start). */
  readonly email: ReadonlySignal<string>;
  /** Types the address; a shown format or refusal message follows the typing. */
  setEmail(value: string): void;
  /** The email field's validation (codes of the validation module). */
  readonly emailValidation: ReadonlySignal<FormValidation>;
  /** The code typed. */
  readonly code: ReadonlySignal<string>;
  /** Types the code; it clears the previous refusal's message. */
  setCode(value: string): void;
  /** A pasted text: the code in it replaces the field (a whole code from the email, with or without words). */
  pasteCode(text: string): void;
  /** The code-sent notice; null on the email step. */
  readonly notice: ReadonlySignal<CodeNotice | null>;
  /** A code request or confirmation is waiting for the server. */
  readonly verificationPending: ReadonlySignal<boolean>;
  /** Why the verification page refused, or null (email format problems are in `emailValidation`). */
  readonly verificationError: ReadonlySignal<VerificationError | null>;
  /**
   * Email step: validates the address with the validation module, asks for a code, and moves to the code step with
   * the notice. 403 `email_not_authorized` → `not_authorized`; other failures → `failed`.
   */
  requestCode(): Promise<boolean>;
  /** Code step: asks for a fresh code for the same address; resolves true once it was sent. */
  resendCode(): Promise<boolean>;
  /**
   * Code step: empty → `empty_code`; 422 `incorrect_code` → `incorrect_code`; other failures → `failed`. Resolves
   * true once unlocked and `onUnlocked` finished.
   */
  confirmCode(): Promise<boolean>;
  /** Back from the code step to the email step, keeping the address to edit. */
  changeEmail(): void;
  /** Forgets the step, code, notice and refusals (the address stays); call inside the lock's reset batch. */
  reset(): void;
}

/** Creates the verification page of one lock store. Nothing is requested until the visitor submits. */
export function createEmailVerification(options: EmailVerificationOptions): EmailVerification {
  const { port, withSession, finishUnlock, troubled } = options;

  const step = signal<VerificationStep>('email');
  const email = signal(options.initialEmail?.trim() ?? '');
  const emailValidation = signal<FormValidation>(VALID_FORM);
  const code = signal('');
  const notice = signal<CodeNotice | null>(null);
  const verificationPending = signal(false);
  const verificationError = signal<VerificationError | null>(null);

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
      const refused = isLockError(error, 403, LOCK_ERROR_CODE.emailNotAuthorized);
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
      const wrong = isLockError(error, 422, LOCK_ERROR_CODE.incorrectCode);
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

  /** Forgets the step, code, notice and refusals; the address stays. */
  function reset(): void {
    batch(() => {
      step.value = 'email';
      code.value = '';
      notice.value = null;
      verificationPending.value = false;
      verificationError.value = null;
      emailValidation.value = VALID_FORM;
    });
  }

  return {
    step,
    email,
    setEmail(value: string): void {
      batch(() => {
        email.value = value;
        // After a first attempt the format message follows the typing, like every other form.
        if (!emailValidation.value.ok) emailValidation.value = validateForm([LOCK_EMAIL_FIELD], { email: value });
        if (verificationError.value === 'not_authorized' || verificationError.value === 'failed')
          verificationError.value = null;
      });
    },
    emailValidation,
    code,
    setCode(value: string): void {
      batch(() => {
        code.value = value;
        verificationError.value = null;
      });
    },
    pasteCode(text: string): void {
      batch(() => {
        code.value = extractCode(text);
        verificationError.value = null;
      });
    },
    notice,
    verificationPending,
    verificationError,
    requestCode,
    resendCode,
    confirmCode,
    changeEmail,
    reset,
  };
}
