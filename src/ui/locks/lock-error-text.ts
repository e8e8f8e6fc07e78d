/** The localized text of the lock store's refusal codes. Call at render time. */
import {
  emailNotAuthorized,
  enterCode,
  enterPassword,
  incorrectCode,
  passwordIncorrect,
  wrongPassword,
} from '../../i18n/lock-messages.ts';
import { anErrorOccurred } from '../../i18n/messages.ts';
import type { PasswordError, VerificationError } from '../../model/lock-store.ts';

const PASSWORD: Record<PasswordError, () => string> = {
  empty: enterPassword,
  wrong: passwordIncorrect,
  failed: anErrorOccurred,
};

const VERIFICATION: Record<VerificationError, () => string> = {
  not_authorized: emailNotAuthorized,
  empty_code: enterCode,
  incorrect_code: incorrectCode,
  failed: anErrorOccurred,
};

/**
 * The password form's message for a refusal; null for none. A wrong password reads 'Wrong password' on the password
 * page of a standalone board (its own page), and 'The password is incorrect. Please try again' where the form is a
 * part of a host's page (docs/decisions.md).
 */
export function passwordErrorText(code: PasswordError | null, onOwnPage: boolean): string | null {
  if (code === 'wrong' && onOwnPage) return wrongPassword();
  return code ? PASSWORD[code]() : null;
}

/** The verification page's message for a refusal; null for none. */
export function verificationErrorText(code: VerificationError | null): string | null {
  return code ? VERIFICATION[code]() : null;
}
