/**
 * The password and email-code locks of a protected board (the password page and the two-factor email
 * verification page: password-protected boards need the password; email-gated boards admit only authorized
 * emails), and the visitor's request for access to the board owner. The server enforces
 * the lock per session; this store only runs the visitor's side of the flow and, once the server says yes, hands
 * over to `onUnlocked` (the board reloads). It talks to the API only through its port, holds no fetch and keeps
 * message *codes*: `src/i18n/lock-messages.ts` turns them into text.
 *
 * The verification page is its own part (`lock-verification.ts`); the port, the session retry and the code
 * helpers have their own modules too, re-exported here so importers keep this one path.
 */
import { batch, type ReadonlySignal, signal } from '@preact/signals-core';

import { BOARD_REQUEST_CTA, type LockBrand, type LockPort } from './lock-port.ts';
import { createLockCall, isLockError, LOCK_ERROR_CODE, SESSION_WAIT_MS } from './lock-session.ts';
import { createEmailVerification, type EmailVerification } from './lock-verification.ts';

export { extractCode, normalizeCode, senderOf } from './lock-code.ts';
export { type AccessRequest, BOARD_REQUEST_CTA, type LockBrand, type LockPort } from './lock-port.ts';
export { LOCK_ERROR_CODE, needsSession, SESSION_WAIT_MS, untilSignal } from './lock-session.ts';
export {
  type CodeNotice,
  LOCK_EMAIL_FIELD,
  type VerificationError,
  type VerificationStep,
} from './lock-verification.ts';

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

/** Why the password page refused: nothing typed, the server said wrong, or anything else failed. */
export type PasswordError = 'empty' | 'wrong' | 'failed';

/** Where the visitor's request for access stands. */
export type AccessRequestStatus = 'idle' | 'sent';

/**
 * The lock store of one board instance: its header, the password page, the email verification page (the members of
 * `EmailVerification`, lock-verification.ts: the address, the code, and requesting, resending and confirming it)
 * and the board request view.
 */
export interface LockStore extends Omit<EmailVerification, 'reset'> {
  // ---- Header ----
  /** The organization's name and logo: undefined until known, null when they cannot be had (the name suffices). */
  readonly brand: ReadonlySignal<LockBrand | null | undefined>;
  /** Asks for the brand once; a failure leaves the header with the board's name alone. */
  loadBrand(): void;

  // ---- Password page ----
  /** The password typed. */
  readonly password: ReadonlySignal<string>;
  /** Typing clears the previous refusal's message (the "trouble accessing" state stays). */
  setPassword(value: string): void;
  /** The password is with the server. */
  readonly passwordPending: ReadonlySignal<boolean>;
  /** Why the password page refused, or null. */
  readonly passwordError: ReadonlySignal<PasswordError | null>;
  /**
   * Sends the password: empty → `empty` without a request; 422 `wrong_password` → `wrong`; any other
   * failure → `failed`. Resolves true once unlocked and `onUnlocked` finished; false when refused or busy.
   */
  submitPassword(): Promise<boolean>;

  // ---- Trouble accessing and the board request view ----
  /** True once a password or an address was refused: the page offers the board request view more prominently. */
  readonly troubled: ReadonlySignal<boolean>;
  /** The board request view is open. */
  readonly requestOpen: ReadonlySignal<boolean>;
  /** Whether the request for access was sent from the open view. */
  readonly requestStatus: ReadonlySignal<AccessRequestStatus>;
  /** Opens the board request view with a fresh form. */
  openRequest(): void;
  /** Closes the board request view. */
  closeRequest(): void;
  /**
   * Sends the visitor's request for access (the board request view): a message CTA to the owner with the form's
   * fields. A rejection is left to the caller (the form shows 'An Error Occurred'); success shows the confirmation.
   */
  sendAccessRequest(fields: Record<string, string>): Promise<void>;
  /** Forgets everything typed and refused (after an unlock). */
  reset(): void;
}

/** Creates the lock store of one board instance. Nothing is requested until the visitor submits. */
export function createLockStore(options: LockStoreOptions): LockStore {
  const { port, onUnlocked } = options;
  const withSession = createLockCall(port, options.sessionWaitMs ?? SESSION_WAIT_MS);

  const password = signal('');
  const passwordPending = signal(false);
  const passwordError = signal<PasswordError | null>(null);

  /** Set once the visitor was refused (wrong password, unauthorized email): the "trouble accessing" state. */
  const troubled = signal(false);
  const requestOpen = signal(false);
  const requestStatus = signal<AccessRequestStatus>('idle');
  // Undefined until asked and answered; null when there is none to show.
  const brand = signal<LockBrand | null | undefined>(undefined);
  let brandAsked = false;

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

  // The verification page unlocks like the password page and marks a refused address as trouble accessing.
  const verification = createEmailVerification({
    port,
    withSession,
    finishUnlock,
    troubled,
    sender: options.sender,
    initialEmail: options.initialEmail,
  });

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
      const wrong = isLockError(error, 422, LOCK_ERROR_CODE.wrongPassword);
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
      verification.reset();
      troubled.value = false;
      requestOpen.value = false;
      requestStatus.value = 'idle';
    });
  }

  return {
    // ---- Header ----
    brand,
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
    password,
    setPassword(value: string): void {
      batch(() => {
        password.value = value;
        passwordError.value = null;
      });
    },
    passwordPending,
    passwordError,
    submitPassword,

    // ---- Email verification page ----
    step: verification.step,
    email: verification.email,
    setEmail: verification.setEmail,
    emailValidation: verification.emailValidation,
    code: verification.code,
    setCode: verification.setCode,
    pasteCode: verification.pasteCode,
    notice: verification.notice,
    verificationPending: verification.verificationPending,
    verificationError: verification.verificationError,
    requestCode: verification.requestCode,
    resendCode: verification.resendCode,
    confirmCode: verification.confirmCode,
    changeEmail: verification.changeEmail,

    // ---- Trouble accessing and the board request view ----
    troubled,
    requestOpen,
    requestStatus,
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
