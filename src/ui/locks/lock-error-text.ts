/** The localized text of the lock store's refusal codes. Call at render time. */
import {
  emailNotAuthorized,
  enterCode,
  enterPassword,
  incorrectCode,
  wrongPassword,
} from '../../i18n/lock-messages.ts';
import { anErrorOccurred } from '../../i18n/messages.ts';
import type { PasswordError, VerificationError } from '../../model/lock-store.ts';

const PASSWORD: Record<PasswordError, () => string> = {
  empty: enterPassword,
  wrong: wrongPassword,
  failed: anErrorOccurred,
};

const VERIFICATION: Record<VerificationError, () => string> = {
  not_authorized: emailNotAuthorized,
  empty_code: enterCode,
  incorrect_code: incorrectCode,
  failed: anErrorOccurred,
};

/** The password page's message for a refusal; null for none. */
export function passwordErrorText(code: PasswordError | null): string | null {
  return code ? PASSWORD[code]() : null;
}

/** The verification page's message for a refusal; null for none. */
export function verificationErrorText(code: VerificationError | null): string | null {
  return code ? VERIFICATION[code]() : null;
}
